import { categoryLabel } from './categories';
import { countryBySlug } from './countries';

/**
 * The job-alert dialog's subtitle for what it subscribes to: "New Healthcare & Medical openings in
 * Saudi Arabia, at most once a day. …"; none when the alert is for every job.
 */
export function alertScopeText(category: string | null | undefined, country: string | null | undefined): string | undefined {
  const what = category ? `${categoryLabel(category)} openings` : 'openings';
  const where = country ? ` in ${countryBySlug(country)?.name ?? country}` : '';
  if (!category && !country) return undefined;
  return `New ${what}${where}, at most once a day. Unsubscribe with one click.`;
}

/** The job-alert offers' words: beside results, in the "No Jobs Found" state, on a job page. */
export const alertOfferTexts = {
  results: 'E-mail me jobs like these',
  empty: 'Get an e-mail when a job like this is posted',
  job: 'E-mail me jobs like this',
} as const;
