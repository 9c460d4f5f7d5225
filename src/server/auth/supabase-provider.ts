import { signInMessages } from '~/lib/auth-schema';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { CookieJar } from './cookie-jar';
import { sessionUserFrom } from './claims';
import { invalidCredentials, type AuthProvider } from './provider';
import type { SessionUser } from './types';

export const accessCookie = 'gj_sb_access';
export const refreshCookie = 'gj_sb_refresh';
const refreshMaxAgeSeconds = 30 * 24 * 3600;

export interface SupabaseAuthConfig {
  url: string;
  anonKey: string;
  /** Only needed to create or promote admins (npm run admin:create). */
  serviceRoleKey?: string;
}

const serverClient = (url: string, key: string): SupabaseClient =>
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

const toSessionUser = (user: User, exp?: number): SessionUser | null =>
  user.email ? sessionUserFrom(user.id, user.email, user.app_metadata, exp) : null;

/**
 * Supabase Auth: the tokens live in our own HttpOnly cookies (the browser never sees them), the
 * access token is checked with Supabase on each request and refreshed when it has expired.
 */
export function supabaseAuthProvider(config: SupabaseAuthConfig): AuthProvider {
  const client = () => serverClient(config.url, config.anonKey);

  const storeSession = (jar: CookieJar, session: Session) => {
    jar.set(accessCookie, session.access_token, { maxAgeSeconds: session.expires_in });
    jar.set(refreshCookie, session.refresh_token, { maxAgeSeconds: refreshMaxAgeSeconds });
  };
  const clearSession = (jar: CookieJar) => {
    jar.delete(accessCookie);
    jar.delete(refreshCookie);
  };

  return {
    name: 'supabase',

    async signIn(email, password, jar) {
      const { data, error } = await client().auth.signInWithPassword({ email, password });
      if (error || !data.session || !data.user) {
        const unavailable = error && (error.status === undefined || error.status >= 500);
        return unavailable
          ? { ok: false, reason: 'unavailable', message: signInMessages.unavailable }
          : { ok: false, reason: 'invalid-credentials', message: invalidCredentials };
      }
      const user = toSessionUser(data.user, data.session.expires_at);
      if (!user) return { ok: false, reason: 'invalid-credentials', message: invalidCredentials };
      storeSession(jar, data.session);
      return { ok: true, user };
    },

    async currentUser(jar) {
      const access = jar.get(accessCookie);
      if (access) {
        const { data, error } = await client().auth.getUser(access);
        if (!error && data.user) return toSessionUser(data.user);
      }
      const refresh = jar.get(refreshCookie);
      if (!refresh) {
        if (access) clearSession(jar);
        return null;
      }
      const { data, error } = await client().auth.refreshSession({ refresh_token: refresh });
      if (error || !data.session || !data.user) {
        clearSession(jar);
        return null;
      }
      storeSession(jar, data.session);
      return toSessionUser(data.user, data.session.expires_at);
    },

    async signOut(jar) {
      const access = jar.get(accessCookie);
      clearSession(jar);
      if (access && config.serviceRoleKey) {
        // Revokes the refresh tokens too; without the service key the cookies are simply dropped.
        const { error } = await serverClient(config.url, config.serviceRoleKey).auth.admin.signOut(access);
        if (error) console.error(`auth: Supabase sign-out failed: ${error.message}`);
      }
    },

    async createOrPromoteAdmin(email, password) {
      if (!config.serviceRoleKey) {
        throw new Error('SUPABASE_SERVICE_ROLE_KEY is required to create or promote admins in Supabase.');
      }
      const admin = serverClient(config.url, config.serviceRoleKey).auth.admin;
      const existing = await findUserByEmail(admin, email);
      if (existing) {
        const { error } = await admin.updateUserById(existing.id, {
          app_metadata: { ...existing.app_metadata, role: 'admin' },
        });
        if (error) throw new Error(`Supabase refused to promote ${email}: ${error.message}`);
        return { created: false };
      }
      const { error } = await admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
      if (error) throw new Error(`Supabase refused to create ${email}: ${error.message}`);
      return { created: true };
    },

    async setUpInvitedAdmin(email, password) {
      if (!config.serviceRoleKey) {
        throw new Error('SUPABASE_SERVICE_ROLE_KEY is required to accept admin invitations with Supabase Auth.');
      }
      const admin = serverClient(config.url, config.serviceRoleKey).auth.admin;
      const existing = await findUserByEmail(admin, email);
      if (existing) {
        const { error } = await admin.updateUserById(existing.id, {
          password,
          email_confirm: true,
          app_metadata: { ...existing.app_metadata, role: 'admin' },
        });
        if (error) throw new Error(`Supabase refused to make ${email} an admin: ${error.message}`);
        return { created: false };
      }
      const { error } = await admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
      if (error) throw new Error(`Supabase refused to create ${email}: ${error.message}`);
      return { created: true };
    },
  };
}

async function findUserByEmail(admin: SupabaseClient['auth']['admin'], email: string): Promise<User | undefined> {
  const wanted = email.toLowerCase();
  for (let page = 1; ; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: 1000 });
    if (error) throw new Error(`Could not list Supabase users: ${error.message}`);
    const found = data.users.find((u) => u.email?.toLowerCase() === wanted);
    if (found) return found;
    if (data.users.length < 1000) return undefined;
  }
}
