/**
 * A job's address word from its title and location, the same as public.slugify in the database,
 * which sets it once on insert (a test compares the two): lowercase, Arabic transliterated to Latin
 * letters ("ممرضة عناية مركزة" → "mmrda-anaya-mrkza"), accents dropped, letters, digits and spaces
 * kept, spaces and hyphens as one hyphen, at most 80 characters, "job" when nothing is left.
 * Transliterated rather than kept in Arabic: every path, feed and analytics rule reads a job slug
 * as [a-z0-9-], so an address stays plain ASCII everywhere (CDN files, sitemap, links, e-mail).
 */
export const arabicToLatin: Record<string, string> = {
  ء: '',
  آ: 'a',
  أ: 'a',
  ؤ: 'u',
  إ: 'i',
  ئ: 'i',
  ا: 'a',
  ب: 'b',
  ة: 'a',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ى: 'a',
  ي: 'y',
  ٱ: 'a',
  پ: 'p',
  چ: 'ch',
  ڤ: 'v',
  ک: 'k',
  گ: 'g',
  ی: 'y',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
  '۰': '0',
  '۱': '1',
  '۲': '2',
  '۳': '3',
  '۴': '4',
  '۵': '5',
  '۶': '6',
  '۷': '7',
  '۸': '8',
  '۹': '9',
};

const arabicLetter = new RegExp(`[${Object.keys(arabicToLatin).join('')}]`, 'g');

/** Arabic letters and digits as Latin ones; everything else unchanged. */
export const transliterateArabic = (text: string): string => text.replace(arabicLetter, (c) => arabicToLatin[c] ?? c);

/** The slug base of a job (before public.next_job_slug adds -1, -2… when it is taken). */
export function slugify(value: string): string {
  const latin = transliterateArabic(value.normalize('NFC'))
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = latin
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/[ -]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 80).replace(/^-+|-+$/g, '') || 'job';
}

/** The slug base of a job with this title and location. */
export const jobSlugBase = (title: string, location: string): string => slugify(`${title}-${location}`);
