import type { Locale } from '~/i18n/locales';
import type { SeoPage } from '~/lib/pages/seo-list';

// The SEO settings' page search, on its own so the island that runs it does not load the list's
// page words (src/lib/pages/seo-list.ts reads both languages' catalogues).

/** The words a row is found by: its name, its path and its language. */
const languageWords: Record<Locale, string> = { en: 'english', ar: 'arabic' };

/** Pages whose name, path or language ("arabic") contains every word of the search (case-insensitive). */
export function searchSeoPages<T extends Pick<SeoPage, 'name' | 'path' | 'locale'>>(pages: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((p) => {
    const text = `${p.name} ${p.path} ${languageWords[p.locale]}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
