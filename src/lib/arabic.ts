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
