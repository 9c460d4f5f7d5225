import { signInMessages } from '~/lib/auth-schema';
import type { CookieContext } from './cookies';
import type { SessionUser } from './types';

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid-credentials' | 'unavailable'; message: string }
  /** Too many password checks at once: refused before hashing; try again after a moment. */
  | { ok: false; reason: 'busy'; message: string; retryAfterSeconds: number };

/** Sign-in behind one interface: Supabase Auth in production, the local provider otherwise. */
export interface AuthProvider {
  readonly name: 'local' | 'supabase';
  /**
   * Seconds to wait when a password check would be refused right now (the hashing queue is full),
   * so the endpoint can answer before any database work; undefined when there is room. A browser
   * holding the account's device cookie (`trusted`) has room of its own.
   */
  hashingBusy?(lane?: { trusted?: boolean }): number | undefined;
  /**
   * Checks the credentials and, when they are right, sets the session cookies on `context.cookies`;
   * `trusted` puts the check ahead of other browsers' where they queue.
   */
  signIn(email: string, password: string, context: CookieContext, lane?: { trusted?: boolean }): Promise<SignInResult>;
  /** The user of the session in the request's cookies (refreshing them when needed), or null. */
  currentUser(context: CookieContext): Promise<SessionUser | null>;
  /** Ends the session (on the server too: its cookie no longer opens anything) and clears its cookies. */
  signOut(context: CookieContext): Promise<void>;
  /** Ends every session of a user at once (a password change, an admin's removal); how many ended. */
  endSessionsOf(userId: string): Promise<number>;
  /** Takes the admin role from `email` and ends every session of theirs; false when no such admin. */
  removeAdmin(email: string): Promise<{ removed: boolean }>;
  /** Creates the user as an admin, or promotes an existing one; a password is set only for new users. */
  createOrPromoteAdmin(email: string, password: string): Promise<{ created: boolean }>;
  /**
   * An accepted invitation: creates the admin with this password, or makes an existing user of
   * that e-mail an admin and sets the password (the invitee proved they read that mailbox), which
   * ends that user's existing sessions.
   */
  setUpInvitedAdmin(email: string, password: string): Promise<{ created: boolean }>;
  /**
   * Signs in the employer of `email`, whose mailbox was just proved by a used sign-in link or code
   * (src/server/employers/): creates the account with the employer role when there is none. An
   * admin's address is refused: admins sign in with their password.
   */
  signInEmployer(email: string, context: CookieContext): Promise<{ ok: true; user: SessionUser } | { ok: false; reason: 'admin' }>;
}

export const invalidCredentials = signInMessages.invalidCredentials;
export const sessionHours = 8;
export const busyMessage = signInMessages.busy;
