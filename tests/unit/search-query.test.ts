import { describe, expect, it } from 'vitest';
import { prefixTsQuery } from '~/lib/search';

describe('prefixTsQuery', () => {
  it.each([
    ['nurse', 'nurse:*'],
    ['ICU  Nurse', 'icu:* & nurse:*'],
    ["o'neil & co | !x:*", 'o:* & neil:* & co:* & x:*'],
    ['ممرضة دبي', 'ممرضة:* & دبي:*'],
    ['C++', 'c:*'],
    ['&|!', undefined],
    ['', undefined],
    ['a b c d e f g h i j k l', 'a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:* & i:* & j:*'],
  ])('%j → %j', (text, expected) => expect(prefixTsQuery(text)).toBe(expected));
});
