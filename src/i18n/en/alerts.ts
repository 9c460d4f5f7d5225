/** The alerts texts (issue 17). */
export const alerts = {};
