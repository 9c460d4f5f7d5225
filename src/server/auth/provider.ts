import { signInMessages } from '~/lib/auth-schema';
import type { CookieJar } from './cookies';
import type { SessionUser } from './types';

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid-credentials' | 'unavailable'; message: string };

/** Sign-in behind one interface: Supabase Auth in production, the local provider otherwise. */
export interface AuthProvider {
  readonly name: 'local' | 'supabase';
  /** Checks the credentials and, when they are right, writes the session cookies into `jar`. */
  signIn(email: string, password: string, jar: CookieJar): Promise<SignInResult>;
  /** The user of the session in `jar` (refreshing its cookies when needed), or null. */
  currentUser(jar: CookieJar): Promise<SessionUser | null>;
  /** Ends the session and clears its cookies. */
  signOut(jar: CookieJar): Promise<void>;
  /** Creates the user as an admin, or promotes an existing one; a password is set only for new users. */
  createOrPromoteAdmin(email: string, password: string): Promise<{ created: boolean }>;
  /**
   * An accepted invitation: creates the admin with this password, or makes an existing user of
   * that e-mail an admin and sets the password (the invitee proved they read that mailbox).
   */
  setUpInvitedAdmin(email: string, password: string): Promise<{ created: boolean }>;
}

export const invalidCredentials = signInMessages.invalidCredentials;
export const sessionHours = 8;
