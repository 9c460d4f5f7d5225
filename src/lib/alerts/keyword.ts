import { foldArabic } from '~/lib/arabic';

/**
 * A saved keyword as stored: lowercased, spaces collapsed and Arabic folded as the search folds it
 * (harakat, tatweel, alef forms, taa marbuta), so "ICU  Nurse" and "icu nurse" are one alert, and
 * so are "مُمَرِّضَة" and "ممرضه".
 */
export const alertKeyword = (q: string): string => foldArabic(q).trim().toLowerCase().replace(/\s+/g, ' ');

/** A keyword as the person typed it, for showing: spaces collapsed and lowercased, as alertKeyword, but not folded. */
export const shownKeyword = (q: string): string => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** What to store beside the folded keyword: the typed form, or null when it reads the same folded (nothing to keep). */
export function typedKeyword(q: string | undefined): string | null {
  if (!q) return null;
  const shown = shownKeyword(q).slice(0, 200);
  return shown && shown !== alertKeyword(q) ? shown : null;
}

/**
 * Stored filters as the person reads them: the typed keyword in place of the folded one while it
 * still folds to it (a keyword changed since shows as stored). Search with the stored filters.
 */
export function withTypedKeyword<F extends { q?: string | undefined }>(filters: F, typed: string | null | undefined): F {
  return typed && filters.q && alertKeyword(typed) === filters.q ? { ...filters, q: typed } : filters;
}
