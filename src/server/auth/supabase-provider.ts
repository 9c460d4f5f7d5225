import { createServerClient, parseCookieHeader } from '@supabase/ssr';
import { createClient, isAuthApiError, type SupabaseClient, type User } from '@supabase/supabase-js';
import { signInMessages } from '~/lib/auth-schema';
import { deleteCookie, setCookie, type CookieContext } from './cookies';
import { sessionUserFrom } from './claims';
import { invalidCredentials, sessionHours, type AuthProvider } from './provider';
import type { SessionStore } from './sessions';

/** The session cookie @supabase/ssr writes (split into `.0`, `.1`… when it is long). */
export const supabaseSessionCookie = 'gj_sb_session';

export interface SupabaseAuthConfig {
  url: string;
  /** SUPABASE_PUBLISHABLE_KEY (sb_publishable_…): signs people in and reads their sessions. */
  publishableKey: string;
  /** SUPABASE_SECRET_KEY (sb_secret_…): only to create or promote admins (admin:create, invitations). */
  secretKey?: string;
  /**
   * Where sessions are recorded (auth_sessions): getClaims() alone cannot tell a signed-out
   * session, whose access token stays valid until it expires. Only admin:create goes without.
   */
  sessions?: SessionStore;
}

/** The `session_id` claim of an access token Supabase just gave us (read, not verified). */
const sessionIdOf = (accessToken: string): string | undefined => {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { session_id?: unknown };
    return typeof claims.session_id === 'string' ? claims.session_id : undefined;
  } catch {
    return undefined;
  }
};

const isSessionCookie = (name: string) => name === supabaseSessionCookie || name.startsWith(`${supabaseSessionCookie}.`);

/**
 * Supabase Auth through @supabase/ssr: the session lives in HttpOnly cookies written through
 * Astro's cookies (the browser's scripts never see a token). Each request's user comes from
 * `getClaims()`, which checks the access token's signature locally against the project's JWKS
 * (fetched once per function instance and cached), refreshing the session first when it has
 * expired; only projects still on a shared HS256 secret cost a request to Supabase Auth.
 *
 * Revocation: a valid token alone is not enough. Sign-in through our endpoint records the token's
 * `session_id` in auth_sessions (8 hours, sliding with use); every request checks the row, so
 * sign-out (which also revokes the refresh token at Supabase), a password change or an admin's
 * removal (which delete the rows) end the session at once, not when the access token expires.
 */
export function supabaseAuthProvider(config: SupabaseAuthConfig): AuthProvider {
  /** Every cookie the request came with, as @supabase/ssr's `getAll` wants them. */
  const requestCookies = ({ request }: CookieContext) => parseCookieHeader(request.headers.get('cookie') ?? '');
  // One client per request, as @supabase/ssr requires: it holds that request's session. The
  // cookie adapter is Supabase's documented one for Astro, over `context.cookies`.
  const serverClient = (context: CookieContext) =>
    createServerClient(config.url, config.publishableKey, {
      cookieOptions: { name: supabaseSessionCookie },
      cookies: {
        getAll: () => requestCookies(context),
        setAll(cookies) {
          for (const { name, value, options } of cookies) {
            if (value === '' || options.maxAge === 0) deleteCookie(context, name);
            // @supabase/ssr asks for 400 days and scripts may read them; ours are HttpOnly and last as long as local sessions, from the last refresh.
            else setCookie(context, name, value, { maxAgeSeconds: sessionHours * 3600 });
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
  const clearSession = (context: CookieContext) => {
    for (const { name } of requestCookies(context)) if (isSessionCookie(name)) deleteCookie(context, name);
  };
  const sessions = (purpose: string): SessionStore => {
    if (!config.sessions) throw new Error(`The Supabase provider needs the database to ${purpose}.`);
    return config.sessions;
  };

  return {
    name: 'supabase',

    async signIn(email, password, context) {
      const { data, error } = await serverClient(context).auth.signInWithPassword({ email, password });
      if (error || !data.session || !data.user?.email) {
        const unavailable = error && (error.status === undefined || error.status >= 500);
        return unavailable
          ? { ok: false, reason: 'unavailable', message: signInMessages.unavailable }
          : { ok: false, reason: 'invalid-credentials', message: invalidCredentials };
      }
      const sessionId = sessionIdOf(data.session.access_token);
      if (!sessionId) throw new Error('Supabase issued an access token without a session_id.');
      await sessions('record sessions').start(sessionId, data.user.id, new Date(Date.now() + sessionHours * 3600 * 1000));
      return { ok: true, user: sessionUserFrom(data.user.id, data.user.email, data.user.app_metadata, data.session.expires_at) };
    },

    async currentUser(context) {
      if (!requestCookies(context).some(({ name }) => isSessionCookie(name))) return null;
      const { data, error } = await serverClient(context).auth.getClaims();
      if (error || !data) {
        // A token Supabase refused (forged, revoked, refresh token gone) ends the session; an outage does not.
        if (error && ((isAuthApiError(error) && error.status < 500) || error.name === 'AuthInvalidJwtError')) clearSession(context);
        else if (error) console.error(`auth: could not verify the Supabase session: ${error.message}`);
        return null;
      }
      const { sub, email, app_metadata: appMetadata, exp, session_id: sessionId } = data.claims;
      if (typeof sessionId !== 'string' || !(await sessions('check sessions').isLive(sessionId, sub, sessionHours * 3600))) {
        // Signed out, or ended by a password change or removal: the cookies are worth nothing now.
        clearSession(context);
        return null;
      }
      return email ? sessionUserFrom(sub, email, appMetadata, exp) : null;
    },

    async signOut(context) {
      const client = serverClient(context);
      // Which session this is (verified), so it ends here at once whatever Supabase answers.
      const { data } = await client.auth.getClaims().catch(() => ({ data: null }));
      const sessionId = data?.claims.session_id;
      if (typeof sessionId === 'string') await sessions('end sessions').end(sessionId);
      // 'local' drops this browser's session cookies before asking Supabase to revoke its refresh token.
      const { error } = await client.auth.signOut({ scope: 'local' });
      if (error) console.error(`auth: Supabase sign-out failed: ${error.message}`);
      clearSession(context);
    },

    endSessionsOf: (userId) => sessions('end sessions').endAllOf(userId),

    async removeAdmin(email) {
      const admin = adminApi('to remove admins');
      const existing = await findUserByEmail(admin, email);
      if (!existing || existing.app_metadata.role !== 'admin') return { removed: false };
      const { role: _role, ...rest } = existing.app_metadata;
      // Supabase merges app_metadata: a null role removes it.
      const { error } = await admin.updateUserById(existing.id, { app_metadata: { ...rest, role: null } });
      if (error) throw new Error(`Supabase refused to remove ${email} as admin: ${error.message}`);
      // Their access tokens still say admin until they expire: ending the sessions refuses them now.
      await sessions('end sessions').endAllOf(existing.id);
      return { removed: true };
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
        // A new password: sessions signed in with the old one end.
        await sessions('end sessions').endAllOf(existing.id);
        return { created: false };
      }
      const { error } = await admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'admin' } });
      if (error) throw new Error(`Supabase refused to create ${email}: ${error.message}`);
      return { created: true };
    },

    async signInEmployer(email, context) {
      // Our link or code proved the mailbox (single use, an hour, our limits); Supabase Auth then
      // mints a magic link server-side and this request uses it at once, so Supabase sends no mail.
      const admin = adminApi('to sign employers in');
      const existing = await findUserByEmail(admin, email);
      if (existing?.app_metadata.role === 'admin') return { ok: false, reason: 'admin' };
      if (!existing) {
        const { error } = await admin.createUser({ email, email_confirm: true, app_metadata: { role: 'employer' } });
        if (error) throw new Error(`Supabase refused to create the employer ${email}: ${error.message}`);
      }
      const link = await admin.generateLink({ type: 'magiclink', email });
      if (link.error) throw new Error(`Supabase refused a sign-in link for ${email}: ${link.error.message}`);
      const { data, error } = await serverClient(context).auth.verifyOtp({
        token_hash: link.data.properties.hashed_token,
        type: 'magiclink',
      });
      if (error || !data.session || !data.user?.email)
        throw new Error(`Supabase refused the employer's sign-in: ${error?.message ?? 'no session'}`);
      const sessionId = sessionIdOf(data.session.access_token);
      if (!sessionId) throw new Error('Supabase issued an access token without a session_id.');
      await sessions('record sessions').start(sessionId, data.user.id, new Date(Date.now() + sessionHours * 3600 * 1000));
      return { ok: true, user: sessionUserFrom(data.user.id, data.user.email, data.user.app_metadata, data.session.expires_at) };
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
