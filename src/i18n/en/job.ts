/** The job texts (issue 17). */
export const job = {};
