/** Sign in, sign out, accept an admin invitation. */
export const auth = {};
