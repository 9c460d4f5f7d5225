import { z } from '~/lib/zod';
import { emailAddressSchema } from './email-address';
import { locales } from '~/i18n/locales';
import { messagesFor } from '~/i18n';

// The dashboard's colleague forms (/employer/team): invite one by e-mail, remove one.

const signIn = messagesFor('en').employer.signIn.errors;
const team = messagesFor('en').employer.team;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const company = z.preprocess(text, z.uuid({ error: team.notMember }));
const email = z.preprocess((v) => text(v).toLowerCase(), emailAddressSchema(signIn.email));
const locale = z.preprocess((v) => text(v) || 'en', z.enum(locales).catch('en'));

/** "Send the invitation": the company, the colleague's address, the e-mail's language. */
export const inviteColleagueSchema = z.object({ intent: z.literal('invite'), company, email, locale });

/** "Remove": a member or an open invitation of the company. */
export const removeColleagueSchema = z.object({ intent: z.literal('remove'), company, email, locale });

export const colleagueFormSchema = z.discriminatedUnion('intent', [inviteColleagueSchema, removeColleagueSchema], {
  error: team.failure,
});
export type ColleagueForm = z.infer<typeof colleagueFormSchema>;
