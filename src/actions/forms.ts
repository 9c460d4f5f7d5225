/** Public writes: subscriptions, contact, coaching requests, job posts. */
export const forms = {};
