/** Admin writes; each handler starts with requireAdmin. */
export const admin = {};
