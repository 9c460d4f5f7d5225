import { contactForm as arContact } from './ar/contact';
import { postErrors as arPostErrors } from './ar/post-errors';
import { contactForm as enContact, type ContactSubject } from './en/contact';
import { postErrors as enPostErrors, type PostErrors } from './en/post-errors';
import type { Locale } from './locales';

// The contact and post-job forms' messages in both languages: small modules, because the forms'
// zod schemas run in the browser too and must not carry the whole catalogue.

export type { ContactSubject, PostErrors };
export type ContactTexts = typeof enContact;

/** The contact form's words and refusals. */
export const contactTexts: Record<Locale, ContactTexts> = { en: enContact, ar: arContact };

/** The post form's field messages. */
export const postErrorTexts: Record<Locale, PostErrors> = { en: enPostErrors, ar: arPostErrors };
