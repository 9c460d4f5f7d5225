import { foldArabic, wordCharacters } from './arabic';

// How a free-text location is read for its country and city, the same as public.place_text and
// public.place_of_terms in the database (a test compares them over a table of locations).

const mark = '[\\u064B-\\u065F\\u0670\\u0640]*';
/** عمّان with the shadda is Amman, Jordan: never Oman (عمان, عُمان). */
const ammanWithShadda = /* @__PURE__ */ new RegExp(`ع${mark}م${mark}\\u0651${mark}ا${mark}ن`, 'g');
const word = (w: string) => new RegExp(`(?<![${wordCharacters}])(?:${w})(?![${wordCharacters}])`, 'g');
/** A location that names Jordan: there, عمان without the shadda is Amman too. */
const namesJordan = /* @__PURE__ */ word('(?:ال)?اردن|jordan');
const oman = /* @__PURE__ */ word('عمان');

/**
 * A location as place names are matched in it: lower case, Latin accents and Arabic variants
 * folded (as search folds them), and Amman (Jordan) spelt out so it never reads as Oman.
 */
export function placeText(location: string): string {
  const text = foldArabic(location.replace(ammanWithShadda, 'amman'))
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return text.search(namesJordan) >= 0 ? text.replace(oman, 'amman') : text;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();
const termPattern = (term: string): RegExp => {
  let pattern = patterns.get(term);
  if (!pattern) {
    pattern = new RegExp(`(?<![${wordCharacters}])${escape(term)}(?![${wordCharacters}])`);
    patterns.set(term, pattern);
  }
  return pattern;
};

/**
 * The value of the term named first in the location (the longer term at the same place: "kuwait
 * city" over "kuwait"), or undefined. Terms are written as placeText leaves them.
 */
export function placeOfTerms<T>(location: string, terms: readonly { term: string; value: T }[]): T | undefined {
  const text = placeText(location);
  let best: { index: number; length: number; value: T } | undefined;
  for (const { term, value } of terms) {
    const index = text.search(termPattern(term));
    if (index < 0) continue;
    if (!best || index < best.index || (index === best.index && term.length > best.length)) best = { index, length: term.length, value };
  }
  return best?.value;
}
