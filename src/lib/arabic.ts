/**
 * Arabic spelling variants that search and place names ignore, the same as public.arabic_fold in
 * the database (a test compares them): harakat (U+064B–U+065F, U+0670) and tatweel (U+0640)
 * removed, the alef forms أ إ آ ٱ as ا, taa marbuta ة as ه, alef maqsura ى as ي, the Persian
 * yeh ی and keheh ک as ي and ك, and Arabic punctuation as its Latin twin.
 */
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;
const arabicLetterFolds: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  '،': ',',
  '؛': ';',
  '؟': '?',
};
const arabicLetterPattern = new RegExp(`[${Object.keys(arabicLetterFolds).join('')}]`, 'g');

/** Text with Arabic harakat and tatweel removed and letter variants folded (see above); other text unchanged but NFC. */
export const foldArabic = (text: string): string =>
  text
    .normalize('NFC')
    .replace(arabicMarks, '')
    .replace(arabicLetterPattern, (c) => arabicLetterFolds[c] ?? c);

/** Letters and digits a place name or word may not touch: Latin, digits and Arabic letters and digits. */
export const wordCharacters = 'a-z0-9\\u0621-\\u064A\\u0660-\\u0669\\u0671-\\u06D3';

/** Arabic letters (folded text): a word of these alone may lose a prefix in search. */
const arabicWord = /^[\u0621-\u064A\u0671-\u06D3]+$/;

/**
 * The article ال as it is written with a particle on it: وال بال كال فال, and لل for ل + ال (its alef
 * dropped), longest first, then ال itself. Light stemming (arabicStem) takes them off a search
 * word; place names (src/lib/places.ts) accept them in front of a name written with ال.
 */
export const articlePrefixes: readonly string[] = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

/**
 * The prefixes light stemming takes off an Arabic search word (light10, Larkey, Ballesteros and
 * Connell), longest first, each with the letters that must remain: the article ال and the
 * particles written onto it (وال بال كال فال, and لل for ل + ال) when at least 2 remain
 * ("الطب" → "طب", "بالرياض" → "رياض"); the conjunction و when at least 3 remain ("وخبرة" →
 * "خبره", and "وظيفه" → "ظيفه", the same in the index and the query), but never from a word
 * starting وال whose وال stays ("والد" stays "والد", not "الد"). Only the first prefix found goes.
 */
const arabicPrefixes: readonly { prefix: string; rest: number }[] = [
  ...articlePrefixes.map((prefix) => ({ prefix, rest: 2 })),
  { prefix: 'و', rest: 3 },
];

/**
 * A folded Arabic word without its article or leading و (the table above), the same as
 * public.arabic_stem (a test runs one table of words through both); any other word unchanged.
 * Search indexes a word and its stem, and matches a searched word or its stem, so "مستشفى" finds
 * "المستشفى" and "بالمستشفى", and a partly typed word still finds what it begins.
 */
export function arabicStem(word: string): string {
  if (!arabicWord.test(word)) return word;
  const found = arabicPrefixes.find(({ prefix, rest }) => word.startsWith(prefix) && word.length - prefix.length >= rest);
  if (!found || (found.prefix === 'و' && word.startsWith('وال'))) return word;
  return word.slice(found.prefix.length);
}
