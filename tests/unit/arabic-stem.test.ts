import { describe, expect, it } from 'vitest';
import { arabicStem } from '~/lib/arabic';
import { arabicStems } from '../fixtures/arabic-stems';

// Light stemming of Arabic prefixes in search. The same table runs through
// public.arabic_stem in tests/integration/arabic-search.test.ts.
describe('arabicStem', () => {
  it.each(arabicStems)('%j → %j', (word, stem) => expect(arabicStem(word)).toBe(stem));
});
