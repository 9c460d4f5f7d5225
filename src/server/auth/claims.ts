import type { Claims } from '~/server/db/context';
import type { SessionUser } from './types';

/** A user in the session shape, from the id, e-mail and app_metadata Supabase and auth.users hold. */
export function sessionUserFrom(id: string, email: string, appMetadata: unknown, exp?: number): SessionUser {
  const metadata = typeof appMetadata === 'object' && appMetadata !== null ? (appMetadata as Record<string, unknown>) : {};
  const isAdmin = metadata.role === 'admin';
  // An employer signs in by e-mail to their own postings; the role grants nothing an admin has.
  const role = isAdmin ? 'admin' : metadata.role === 'employer' ? 'employer' : undefined;
  const claims: Claims = {
    sub: id,
    email,
    role: 'authenticated',
    app_metadata: { ...metadata, role },
    ...(exp ? { exp } : {}),
  };
  return { id, email, isAdmin, claims };
}
