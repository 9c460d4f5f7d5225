/** Letters of the Arabic script (Arabic, its supplement and presentation forms). */
const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const latinLetter = /[A-Za-z\u00C0-\u024F]/gu;

/** 'ar' when most letters of a text are Arabic, otherwise 'en' (the board's two languages). */
export function textLanguage(text: string): 'ar' | 'en' {
  const arabic = text.match(arabicLetter)?.length ?? 0;
  const latin = text.match(latinLetter)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}
