import { z } from '~/lib/zod';
import { jobSearchSchema, normaliseSearchFilters } from '~/lib/jobs/search';
import { searchQueryString } from '~/lib/jobs/search-params';
import { cityBySlug } from '~/lib/cities';
import { countryBySlug } from '~/lib/countries';
import { alertKeyword } from './keyword';

// A job alert is a saved search: the filters /jobs searches with, without the page, the sort and
// "posted within" (a saved search mails new jobs, in order). Stored as JSON in subscriptions.filters;
// a filter added to jobSearchSchema later is saved with alerts too.

export const alertFiltersSchema = jobSearchSchema.omit({ page: true, sort: true, posted: true, spell: true });
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

/**
 * The package field of a posted alert form. Without JavaScript each ticked box is its own
 * `package=…`; with it, one hidden `housing,flights`. Astro collects every value only for an array
 * schema, so the list is read as one and joined before the search's own rule reads it.
 */
export const postedPackageField = z
  .array(z.string())
  .transform((list): unknown => list.join(','))
  .pipe(alertFiltersSchema.shape.package)
  .optional();

/**
 * Why a city cannot go with the chosen country ("Dubai is not in Qatar. …"), or undefined when it
 * can: no city, no country, remote (any country), or the city's own country. The alert forms show
 * it under the city field, as /jobs refuses the same search (parseJobSearch).
 */
export function cityOutsideCountry({ city, country }: { city?: string; country?: string }): string | undefined {
  const place = city ? cityBySlug(city) : undefined;
  const chosen = country && country !== 'remote' ? countryBySlug(country) : undefined;
  if (!place || !chosen || place.country === chosen.slug) return undefined;
  return `${place.label} is not in ${chosen.name}. Choose a city in ${chosen.name}, or All cities.`;
}

/** For an alert form's superRefine: the city, if any, is in the chosen country (else an issue on the city field). */
export function checkCityInCountry(value: { city?: string; country?: string }, ctx: z.RefinementCtx): void {
  const message = cityOutsideCountry(value);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['city'], input: value.city });
}

/** The JSON stored in subscriptions.filters: the non-empty filters only. */
export type AlertFiltersJson = { [K in keyof AlertFilters]?: Exclude<AlertFilters[K], undefined> };

export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
/** Weekly unless the subscriber chooses daily. */
export const defaultAlertFrequency: AlertFrequency = 'weekly';
/** How often an alert writes, as the sign-up and manage forms post it. */
export const alertFrequencySchema = z.enum(alertFrequencies, { message: 'Please choose how often: daily or weekly.' });

/**
 * The filters as stored: empty values dropped and the keyword lowercased with its spaces collapsed
 * (the search ignores case), so the same search is always the same JSON and the same row:
 * subscriptions are unique per e-mail, kind and filters. "ICU  Nurse" and "icu nurse" are one alert.
 */
export function alertFiltersJson(filters: AlertFilters): AlertFiltersJson {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') json[key] = key === 'q' && typeof value === 'string' ? alertKeyword(value) : value;
  }
  return json as AlertFiltersJson;
}

/** Stored JSON back to filters; undefined when it no longer passes the schema (an old or damaged row). */
export function parseAlertFilters(json: unknown): AlertFilters | undefined {
  const parsed = alertFiltersSchema.safeParse(json ?? {});
  // Old alerts saved country "remote": the one remote control now (remote=true, any country).
  return parsed.success ? normaliseSearchFilters(parsed.data) : undefined;
}

/** The /jobs address that shows the same search ("N more" links and "See all"). */
export const alertSearchPath = (filters: AlertFilters): string => `/jobs${searchQueryString(filters)}`;
