/** The pages texts (issue 17). */
export const pages = {};
