import type { z } from '~/lib/zod';
import { categoryLabel } from '~/lib/categories';
import { countryBySlug } from '~/lib/countries';
import { jobSearchSchema } from '~/lib/jobs/search';
import { searchQueryString } from '~/lib/jobs/search-params';

// A job alert is a saved search: the filters /jobs searches with, without the page. Stored as JSON
// in subscriptions.filters; a filter added to jobSearchSchema later is saved with alerts too.

export const alertFiltersSchema = jobSearchSchema.omit({ page: true });
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

/** The JSON stored in subscriptions.filters: the non-empty filters only. */
export type AlertFiltersJson = { [K in keyof AlertFilters]?: Exclude<AlertFilters[K], undefined> };

export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
/** Weekly unless the subscriber chooses daily. */
export const defaultAlertFrequency: AlertFrequency = 'weekly';

/**
 * The filters as stored: empty values dropped, so the same search is always the same JSON (and the
 * same row: subscriptions are unique per e-mail, kind and filters).
 */
export function alertFiltersJson(filters: AlertFilters): AlertFiltersJson {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') json[key] = value;
  }
  return json as AlertFiltersJson;
}

/** Stored JSON back to filters; undefined when it no longer passes the schema (an old or damaged row). */
export function parseAlertFilters(json: unknown): AlertFilters | undefined {
  const parsed = alertFiltersSchema.safeParse(json ?? {});
  return parsed.success ? parsed.data : undefined;
}

/**
 * The search in words, for e-mails, the manage page and the sign-up forms:
 * "Healthcare & Medical jobs matching “icu nurse” in Qatar, remote only", "New jobs in the Gulf".
 */
export function describeAlertFilters(filters: AlertFilters): string {
  const what = filters.category ? `${categoryLabel(filters.category)} jobs` : filters.topic ? `${filters.topic} jobs` : 'New jobs';
  const matching = filters.q ? ` matching “${filters.q}”` : '';
  const remoteOnly = filters.remote || filters.country === 'remote';
  const country = filters.country && filters.country !== 'remote' ? countryBySlug(filters.country)?.name : undefined;
  const where = country ? ` in ${country}` : remoteOnly ? '' : ' in the Gulf';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${matching}${where}${remoteOnly ? ', remote only' : ''}`;
}

/** The /jobs address that shows the same search ("N more" links and "See all"). */
export const alertSearchPath = (filters: AlertFilters): string => `/jobs${searchQueryString(filters)}`;
