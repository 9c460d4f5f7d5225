/** The home texts (issue 17). */
export const home = {};
