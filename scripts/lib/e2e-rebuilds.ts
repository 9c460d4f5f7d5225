import type { Debounce } from '~/server/rebuild/queue';

/**
 * How long changes settle before the e2e site rebuilds (npm start waits 10 s): a spec that waits
 * for a rebuild waited those 10 s each time, and its changes (an approval, a saved setting) come
 * within a second or two of one another, so a short spell still builds them together.
 */
export const e2eRebuildDebounce: Debounce = { quietMs: 2000, maxWaitMs: 60_000 };
