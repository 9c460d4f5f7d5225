import { searchQueryString } from '~/lib/jobs/search-params';
import { alertFiltersSchema, alertFrequencies, type AlertFilters, type AlertFrequency } from './filters';

// The thank-you page after a job-alert sign-up without JavaScript says what was saved: the form's
// result page leaves the search and frequency in a short-lived cookie (the /jobs query of the
// search, plus `alert=daily|weekly`), which the thank-you page reads. Nothing is kept on a server.

export const savedAlertCookie = 'gj_saved_alert';
/** Long enough to land on the thank-you page and reload it. */
export const savedAlertCookieSeconds = 600;

/** The cookie's value: the search's query and its frequency. */
export function savedAlertValue({ filters, frequency }: { filters: AlertFilters; frequency: AlertFrequency }): string {
  const params = new URLSearchParams(searchQueryString(filters));
  params.set('alert', frequency);
  return params.toString();
}

/** The alert a cookie's value names; undefined when there is none or it is no alert's. */
export function savedAlertOf(value: string | undefined): { filters: AlertFilters; frequency: AlertFrequency } | undefined {
  if (!value || value.length > 2000) return undefined;
  const params = new URLSearchParams(value);
  const frequency = alertFrequencies.find((f) => f === params.get('alert'));
  if (!frequency) return undefined;
  const fields = Object.fromEntries([...params].filter(([key]) => key !== 'alert'));
  const parsed = alertFiltersSchema.strict().safeParse(fields);
  return parsed.success ? { filters: parsed.data, frequency } : undefined;
}
