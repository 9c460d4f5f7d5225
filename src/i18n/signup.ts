import { signup as en } from './en/signup';
import { signup as ar } from './ar/signup';
import type { Locale } from './locales';

/**
 * The sign-up forms' messages in both languages: a small module the forms' zod schemas and browser
 * code import instead of the whole catalogue (the same texts as messagesFor(locale).alerts.signup).
 */
export const signupTexts: Record<Locale, typeof en> = { en, ar };
