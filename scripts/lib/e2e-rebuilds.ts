import type { Debounce } from '~/server/rebuild/queue';

/**
 * The e2e site rebuilds only when a spec asks (`rebuildNow` in tests/helpers/e2e.ts, as an admin's
 * "Rebuild now"), or to retry a failed build: changes alone never make a request due. A rebuild
 * takes both cores for half a minute, and most specs that change a job or a setting never look at
 * a prerendered page: when every change rebuilt the site 2 s later, 20 rebuilds ran through the
 * flows (585 s of builds in a 936 s phase) where the specs that check a built page need five.
 */
export const e2eRebuildDebounce: Debounce = { quietMs: Number.POSITIVE_INFINITY, maxWaitMs: Number.POSITIVE_INFINITY };
