import { foldArabic } from '~/lib/arabic';

/**
 * A saved keyword as stored: lowercased, spaces collapsed and Arabic folded as the search folds it
 * (harakat, tatweel, alef forms, taa marbuta), so "ICU  Nurse" and "icu nurse" are one alert, and
 * so are "مُمَرِّضَة" and "ممرضه".
 */
export const alertKeyword = (q: string): string => foldArabic(q).trim().toLowerCase().replace(/\s+/g, ' ');
