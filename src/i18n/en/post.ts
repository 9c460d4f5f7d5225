/** The post texts (issue 17). */
export const post = {};
