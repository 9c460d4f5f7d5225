import { createServerClient } from '@supabase/ssr';
import { createClient, isAuthApiError, type SupabaseClient, type User } from '@supabase/supabase-js';
import { signInMessages } from '~/lib/auth-schema';
import type { CookieJar } from './cookies';
import { sessionUserFrom } from './claims';
import { invalidCredentials, sessionHours, type AuthProvider } from './provider';

/** The session cookie @supabase/ssr writes (split into `.0`, `.1`… when it is long). */
export const supabaseSessionCookie = 'gj_sb_session';

export interface SupabaseAuthConfig {
  url: string;
  /** SUPABASE_PUBLISHABLE_KEY (sb_publishable_…): signs people in and reads their sessions. */
  publishableKey: string;
  /** SUPABASE_SECRET_KEY (sb_secret_…): only to create or promote admins (admin:create, invitations). */
  secretKey?: string;
}

const isSessionCookie = (name: string) => name === supabaseSessionCookie || name.startsWith(`${supabaseSessionCookie}.`);

/**
 * Supabase Auth through @supabase/ssr: the session lives in HttpOnly cookies written through
 * Astro's cookies (the browser's scripts never see a token). Each request's user comes from
 * `getClaims()`, which checks the access token's signature locally against the project's JWKS
 * (fetched once per function instance and cached), refreshing the session first when it has
 * expired; only projects still on a shared HS256 secret cost a request to Supabase Auth.
 */
export function supabaseAuthProvider(config: SupabaseAuthConfig): AuthProvider {
  // One client per request, as @supabase/ssr requires: it holds that request's session.
  const serverClient = (jar: CookieJar) =>
    createServerClient(config.url, config.publishableKey, {
      cookieOptions: { name: supabaseSessionCookie },
      cookies: {
        getAll: () => jar.all(),
        setAll(cookies) {
          for (const { name, value, options } of cookies) {
            if (value === '' || options.maxAge === 0) jar.delete(name);
            // @supabase/ssr asks for 400 days; admins' sessions last as long as local ones, from the last refresh.
            else jar.set(name, value, { maxAgeSeconds: sessionHours * 3600 });
          }
        },
      },
    });
  const adminApi = (purpose: string): SupabaseClient['auth']['admin'] => {
    if (!config.secretKey) throw new Error(`SUPABASE_SECRET_KEY is required ${purpose} with Supabase Auth.`);
    return createClient(config.url, config.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).auth.admin;
  };
  const clearSession = (jar: CookieJar) => {
    for (const { name } of jar.all()) if (isSessionCookie(name)) jar.delete(name);
  };

  return {
    name: 'supabase',

    async signIn(email, password, jar) {
      const { data, error } = await serverClient(jar).auth.signInWithPassword({ email, password });
      if (error || !data.session || !data.user?.email) {
        const unavailable = error && (error.status === undefined || error.status >= 500);
        return unavailable
          ? { ok: false, reason: 'unavailable', message: signInMessages.unavailable }
          : { ok: false, reason: 'invalid-credentials', message: invalidCredentials };
      }
      return { ok: true, user: sessionUserFrom(data.user.id, data.user.email, data.user.app_metadata, data.session.expires_at) };
    },

    async currentUser(jar) {
      if (!jar.all().some(({ name }) => isSessionCookie(name))) return null;
      const { data, error } = await serverClient(jar).auth.getClaims();
      if (error || !data) {
        // A token Supabase refused (forged, revoked, refresh token gone) ends the session; an outage does not.
        if (error && ((isAuthApiError(error) && error.status < 500) || error.name === 'AuthInvalidJwtError')) clearSession(jar);
        else if (error) console.error(`auth: could not verify the Supabase session: ${error.message}`);
        return null;
      }
      const { sub, email, app_metadata: appMetadata, exp } = data.claims;
      return email ? sessionUserFrom(sub, email, appMetadata, exp) : null;
    },

    async signOut(jar) {
      // 'local' drops this browser's session cookies before asking Supabase to revoke its refresh token.
      const { error } = await serverClient(jar).auth.signOut({ scope: 'local' });
      if (error) console.error(`auth: Supabase sign-out failed: ${error.message}`);
      clearSession(jar);
    },

    async createOrPromoteAdmin(email, password) {
      const admin = adminApi('to create or promote admins');
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
      const admin = adminApi('to accept admin invitations');
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
