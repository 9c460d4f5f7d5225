/** The listing texts (issue 17). */
export const listing = {};
