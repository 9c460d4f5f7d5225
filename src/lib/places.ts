import { articlePrefixes, foldArabic, wordCharacters } from './arabic';

// How a free-text location is read for its country and city, the same as public.place_text and
// public.place_term_pattern in the database (a test compares them over a table of locations).

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const arabicLetter = /^[\u0621-\u064A\u0671-\u06D3]/;

/**
 * A place term as a whole word, with the particles Arabic writes onto a name: a term written with
 * the article ال also matches the article with a particle on it, as arabicStem reads it ("بالرياض",
 * "للرياض", "والرياض" name Riyadh); a term without it may follow an attached preposition ب ل ك,
 * itself perhaps after و or ف ("بدبي", "لقطر", "وبمسقط"). A lone و is not taken: "وجدة" is Oujda.
 */
function termSource(term: string): string {
  const name = term.startsWith('ال')
    ? `(?:${articlePrefixes.join('|')})${escape(term.slice(2))}`
    : arabicLetter.test(term)
      ? `(?:[وف]?[بلك])?${escape(term)}`
      : escape(term);
  return `(?<![${wordCharacters}])(?:${name})(?![${wordCharacters}])`;
}

const mark = '[\\u064B-\\u065F\\u0670\\u0640]*';
/** عمّان with the shadda is Amman, Jordan: never Oman (عمان, عُمان). */
const ammanWithShadda = /* @__PURE__ */ new RegExp(`ع${mark}م${mark}\\u0651${mark}ا${mark}ن`, 'g');
/** A location that names Jordan: there, عمان without the shadda is Amman too. */
const namesJordan = /* @__PURE__ */ new RegExp(['الاردن', 'اردن', 'jordan'].map(termSource).join('|'));
const oman = /* @__PURE__ */ new RegExp(termSource('عمان'), 'g');

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

const patterns = new Map<string, RegExp>();
const termPattern = (term: string): RegExp => {
  let pattern = patterns.get(term);
  if (!pattern) {
    pattern = new RegExp(termSource(term));
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
