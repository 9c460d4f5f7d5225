import { ar } from './ar';
import { en } from './en';
import type { Locale } from './locales';

/** The shape of a catalogue: the English one's. The Arabic one is typed by it. */
export type Messages = typeof en;

const catalogues: Record<Locale, Messages> = { en, ar };

/** Every interface text in one language. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale];
