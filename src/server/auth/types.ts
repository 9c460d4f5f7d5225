import type { Claims } from '~/server/db/context';

/** Who is signed in, as pages and endpoints see it. */
export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
  /** The claims the database acts with for this user (see withActor). */
  claims: Claims;
}
