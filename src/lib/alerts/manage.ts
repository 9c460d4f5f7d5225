import { z } from '~/lib/zod';
import { isUuid } from '~/lib/uuid';
import { alertFiltersSchema, alertFrequencySchema, checkCityInCountry, postedPackageField } from './filters';
import { messagesFor } from '~/i18n/messages';

// The manage page's forms (/alerts/manage?id&token): what each posts and what the subscriber reads
// afterwards. Every form carries the page's signed link (id, token), which opens every subscription
// of one e-mail address, and the subscription it changes.

const linkToken = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This manage link is not valid.');
const uuid = (message: string) => z.string().refine(isUuid, message);

/** The signed manage link a form was posted from. */
export const manageLinkSchema = z.object({ id: uuid('This manage link is not valid.'), token: linkToken });
export type ManageLink = z.infer<typeof manageLinkSchema>;

/** A change to one subscription of the address. */
export const manageTargetSchema = manageLinkSchema.extend({ subscription: uuid('Choose one of your subscriptions.') });
export type ManageTarget = z.infer<typeof manageTargetSchema>;

/**
 * An alert's search (keyword, category, country, city, remote, minimum salary, type, visa,
 * nationality, package, licence, level, verified employers) and frequency, as the manage page
 * edits them; a city outside the chosen country is refused on the city field. Optional on the
 * outside: Astro reads an empty form field as undefined only then.
 */
export const alertChangeSchema = manageTargetSchema
  .extend({
    q: alertFiltersSchema.shape.q.optional(),
    category: alertFiltersSchema.shape.category.optional(),
    country: alertFiltersSchema.shape.country.optional(),
    city: alertFiltersSchema.shape.city.optional(),
    remote: alertFiltersSchema.shape.remote.optional(),
    min_salary: alertFiltersSchema.shape.min_salary.optional(),
    type: alertFiltersSchema.shape.type.optional(),
    visa: alertFiltersSchema.shape.visa.optional(),
    nationality: alertFiltersSchema.shape.nationality.optional(),
    package: postedPackageField,
    licence: alertFiltersSchema.shape.licence.optional(),
    level: alertFiltersSchema.shape.level.optional(),
    verified: alertFiltersSchema.shape.verified.optional(),
    frequency: alertFrequencySchema,
  })
  .superRefine(checkCityInCountry);
export type AlertChange = z.infer<typeof alertChangeSchema>;

/** What the page says after a change (?notice=code): the English catalogue's (the Arabic page reads its own). */
export const manageNotices = messagesFor('en').alerts.manage.notices;
export type ManageNotice = keyof typeof manageNotices;

/** What the page says when a change is refused (?error=code); the actions throw these English texts, the page shows its language's. */
export const manageErrors = messagesFor('en').alerts.manage.errors;
export type ManageError = keyof typeof manageErrors;

/** The error code a refusal stands for (its text is one of manageErrors); 'unavailable' for anything else. */
export function manageErrorCode(message: string | undefined, field?: string): ManageError {
  if (field) return field === 'q' ? 'keyword' : field === 'city' ? 'city' : field === 'id' || field === 'token' ? 'link' : 'invalid';
  const code = (Object.keys(manageErrors) as ManageError[]).find((key) => manageErrors[key] === message);
  return code ?? 'unavailable';
}

/** The manage page's address; `extra` adds the outcome (?notice=… or ?error=…). */
export const managePath = (link: ManageLink, extra: Record<string, string> = {}): string =>
  `/alerts/manage?${new URLSearchParams({ id: link.id, token: link.token, ...extra })}`;
