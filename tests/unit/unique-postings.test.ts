import { describe, expect, it } from 'vitest';
import { uniquePostings } from '~/lib/jobs/unique';

// The rule that makes two postings the same (public.posting_key) is tested against the database
// in tests/integration/posting-key.test.ts; here, what the home page does with the keys.

const job = (id: string, postingKey: string) => ({ id, postingKey });

describe('uniquePostings (home featured jobs and counts)', () => {
  it('keeps the first of identical postings, in order', () =>
    expect(uniquePostings([job('1', 'a'), job('2', 'a'), job('3', 'b'), job('4', 'c'), job('5', 'b')]).map((j) => j.id)).toEqual([
      '1',
      '3',
      '4',
    ]));
});
