import { ar } from './ar';
import { en, type Messages } from './en';
import type { Locale } from './locales';

export type { Messages };

const catalogues: Record<Locale, Messages> = { en, ar };

/** Every interface text in one language. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale];
