import { z } from '~/lib/zod';
import { emailAddressSchema } from './email-address';
import { locales } from '~/i18n/locales';
import { messagesFor } from '~/i18n';

// The employer sign-in forms (/employer/sign-in, /employer/verify): one schema per form.

const t = messagesFor('en').employer.signIn.errors;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const optionalUuid = z.preprocess((v) => text(v) || undefined, z.uuid().optional().catch(undefined));
const localeField = z.preprocess((v) => text(v) || 'en', z.enum(locales).catch('en'));
const email = z.preprocess((v) => text(v).toLowerCase(), emailAddressSchema(t.email));

/** "E-mail me a sign-in link": the address, the posting to land on, the e-mail's language. */
export const employerLinkRequestSchema = z.object({ email, job: optionalUuid, locale: localeField });

/** The code from the e-mail, typed with the address it was sent to. */
export const employerCodeSchema = z.object({ email, code: z.preprocess(text, z.string().regex(/^\d{6}$/, t.code)) });

/** The link's button: the token from the address. */
export const employerTokenSchema = z.object({ token: z.preprocess(text, z.string().regex(/^[A-Za-z0-9_-]{43}$/, t.invalid)) });
