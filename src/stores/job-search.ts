import { atom } from 'nanostores';
import type { AlertFilters } from '~/lib/alerts/filters';

// The search the /jobs island (and every listing page's island) shows, for the job-alert offer
// beside it: the offer names it in words and subscribes to it.

export interface ShownSearch {
  /** The filters of the results on screen, the listing's fixed filter included. */
  filters: AlertFilters;
  /** True when the search found nothing (the "No Jobs Found" state). */
  empty: boolean;
}

/** Undefined until the island has read its address. */
export const $shownSearch = atom<ShownSearch | undefined>(undefined);

export const showSearch = (search: ShownSearch): void => $shownSearch.set(search);
