/**
 * Dispatched (bubbling) from inside an island once it has hydrated and settled (the search's
 * FilterPanel: once it is a sheet or not, as the screen asks): a client:use island
 * (hydrate-on-use.ts) makes again the clicks it held from then on.
 */
export const islandReadyEvent = 'island-ready';
