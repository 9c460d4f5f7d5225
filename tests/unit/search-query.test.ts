import { describe, expect, it } from 'vitest';
import { searchWords } from '~/lib/jobs/search';
import { searchQueryString, searchStateFromUrl } from '~/lib/jobs/search-params';

describe('searchWords', () => {
  it.each([
    ['nurse', 'nurse'],
    ['ICU  Nurse', 'icu nurse'],
    ["o'neil & co | !x:*", 'o neil co x'],
    ['ممرضة دبي', 'ممرضه دبي'], // Arabic folded as the index is
    ['Café', 'café'],
    ['C++', 'c'],
    ['&|!', undefined],
    ['', undefined],
    ['a b c d e f g h i j k l', 'a b c d e f g h i j'],
  ])('%j → %j', (text, expected) => expect(searchWords(text)).toBe(expected));
});

describe('searchStateFromUrl', () => {
  it.each([
    ['location=saudi&remote=true', { country: 'saudi-arabia', remote: 'true' }],
    ['country=qatar&remote=1', { country: 'qatar', remote: 'true' }],
    ['remote=false', {}],
    ['remote=0', {}],
    ['remote=', {}],
    ['remote=yes', { remote: 'yes' }], // passed on, so the endpoint explains it
    ['keyword=nurse&category=all&location=all&page=2', { q: 'nurse', page: 2 }],
    ['page=-3', {}],
  ])('%s → %o', (query, expected) => {
    const state = searchStateFromUrl(new URLSearchParams(query));
    expect(Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined))).toEqual({ page: 1, ...expected });
  });

  it('round-trips through searchQueryString', () => {
    const state = searchStateFromUrl(new URLSearchParams('location=kuwait&remote=true&keyword=data'));
    expect(searchQueryString(state)).toBe('?q=data&country=kuwait&remote=true');
  });
});
