import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { deleteCookie, setCookie } from './cookies';
import { sessionUserFrom } from './claims';
import { comparePassword } from './bcrypt-worker';
import { HashGateBusy, passwordHashGate, type HashGate } from './hash-gate';
import { busyMessage, invalidCredentials, sessionHours, type AuthProvider } from './provider';
import { sessionStore } from './sessions';
import { signSessionToken, verifySessionToken } from './signed-token';

export const localSessionCookie = 'gj_session';
export const bcryptRounds = 12;
/**
 * Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
 * A constant (the hash of random bytes nobody kept, at bcryptRounds): hashing one at module load
 * cost every cold serverless function about 0.4 s.
 */
export const timingDummyHash = '$2b$12$A1RE8UxnD2Xyf23XDFsBdev6lSW1rujvVYF98qdXl4238fb7fEW1W';

export const hashPassword = (password: string) => bcrypt.hash(password, bcryptRounds);

/**
 * Users in auth.users of our own database (the local bootstrap gives it Supabase's columns);
 * the session is a signed HttpOnly cookie holding the user id, a session id and the expiry. The
 * session's row (auth_sessions) and the user are read again on every request, so signing out,
 * a password change or removing a user or their admin role takes effect at once. Password
 * checks go through `gate` (one bcrypt compare at a time per process, a bounded queue) and run
 * on a worker thread (bcrypt-worker.ts), so hashing does not stall the other requests.
 */
export function localAuthProvider(
  pool: Db,
  secret: string,
  {
    gate = passwordHashGate(),
    compare = (password: string, hash: string) => comparePassword(password, hash, gate.concurrency),
  }: { gate?: HashGate; compare?: (password: string, hash: string) => Promise<boolean> } = {},
): AuthProvider {
  const sessions = sessionStore(pool);
  // auth.users is the service's: the app's login role holds no privilege of its own.
  const asService = <T>(work: (db: Db) => Promise<T>) => withActor(pool, service, (trx) => work(trx));
  const findByEmail = (email: string) =>
    asService((db) =>
      db
        .selectFrom('auth.users')
        .select(['id', 'email', 'encrypted_password', 'raw_app_meta_data'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),
    );

  return {
    name: 'local',

    hashingBusy: (lane) => gate.busy(lane),

    async signIn(email, password, context, lane) {
      const user = await findByEmail(email);
      let matches: boolean;
      try {
        matches = await gate.run(() => compare(password, user?.encrypted_password ?? timingDummyHash), lane);
      } catch (error) {
        if (error instanceof HashGateBusy)
          return { ok: false, reason: 'busy', message: busyMessage, retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
      if (!user || !user.email || !user.encrypted_password || !matches) {
        return { ok: false, reason: 'invalid-credentials', message: invalidCredentials };
      }
      await asService((db) => db.updateTable('auth.users').set({ last_sign_in_at: new Date() }).where('id', '=', user.id).execute());
      const exp = Math.floor(Date.now() / 1000) + sessionHours * 3600;
      const sid = randomUUID();
      await sessions.start(sid, user.id, new Date(exp * 1000));
      setCookie(context, localSessionCookie, signSessionToken({ sub: user.id, sid, exp }, secret), { maxAgeSeconds: sessionHours * 3600 });
      return { ok: true, user: sessionUserFrom(user.id, user.email, user.raw_app_meta_data, exp) };
    },

    async signInEmployer(email, context) {
      // One statement: the existing account, or a new one with the employer role and no password.
      const result = await asService((db) =>
        sql<{ id: string; email: string; raw_app_meta_data: unknown }>`
        insert into auth.users (email, email_confirmed_at, raw_app_meta_data)
        values (${email.toLowerCase()}, now(), '{"provider":"email","role":"employer"}'::jsonb)
        on conflict (email) do update set last_sign_in_at = now(), updated_at = now()
        returning id, email, raw_app_meta_data`.execute(db),
      );
      const user = result.rows[0]!;
      if ((user.raw_app_meta_data as { role?: unknown } | null)?.role === 'admin') return { ok: false, reason: 'admin' };
      const exp = Math.floor(Date.now() / 1000) + sessionHours * 3600;
      const sid = randomUUID();
      await sessions.start(sid, user.id, new Date(exp * 1000));
      setCookie(context, localSessionCookie, signSessionToken({ sub: user.id, sid, exp }, secret), { maxAgeSeconds: sessionHours * 3600 });
      return { ok: true, user: sessionUserFrom(user.id, user.email, user.raw_app_meta_data, exp) };
    },

    async currentUser(context) {
      const token = context.cookies.get(localSessionCookie)?.value;
      if (!token) return null;
      const payload = verifySessionToken(token, secret);
      const user =
        payload && (await sessions.isLive(payload.sid, payload.sub))
          ? await asService((db) =>
              db.selectFrom('auth.users').select(['id', 'email', 'raw_app_meta_data']).where('id', '=', payload.sub).executeTakeFirst(),
            )
          : undefined;
      if (!payload || !user?.email) {
        deleteCookie(context, localSessionCookie);
        return null;
      }
      return sessionUserFrom(user.id, user.email, user.raw_app_meta_data, payload.exp);
    },

    async signOut(context) {
      const token = context.cookies.get(localSessionCookie)?.value;
      const payload = token ? verifySessionToken(token, secret) : undefined;
      deleteCookie(context, localSessionCookie);
      if (payload) await sessions.end(payload.sid);
    },

    endSessionsOf: (userId) => sessions.endAllOf(userId),

    async removeAdmin(email) {
      const removed = await asService((db) =>
        db
          .updateTable('auth.users')
          .set({ raw_app_meta_data: sql`raw_app_meta_data - 'role'`, updated_at: new Date() })
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .where(sql<boolean>`raw_app_meta_data ->> 'role' = 'admin'`)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!removed) return { removed: false };
      await sessions.endAllOf(removed.id);
      return { removed: true };
    },

    async createOrPromoteAdmin(email, password) {
      const existing = await findByEmail(email);
      if (existing) {
        await asService((db) =>
          db
            .updateTable('auth.users')
            .set({
              raw_app_meta_data: sql`raw_app_meta_data || '{"role":"admin"}'::jsonb`,
              updated_at: new Date(),
            })
            .where('id', '=', existing.id)
            .execute(),
        );
        return { created: false };
      }
      const hash = await hashPassword(password);
      await asService((db) =>
        db
          .insertInto('auth.users')
          .values({
            email: email.toLowerCase(),
            encrypted_password: hash,
            email_confirmed_at: new Date(),
            raw_app_meta_data: sql`'{"provider":"email","role":"admin"}'::jsonb`,
          })
          .execute(),
      );
      return { created: true };
    },

    async setUpInvitedAdmin(email, password) {
      // One statement: a new user, or the existing one promoted with the new password.
      const hash = await hashPassword(password);
      const result = await asService((db) =>
        sql<{ id: string; created: boolean }>`
        insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
        values (${email.toLowerCase()}, ${hash}, now(), '{"provider":"email","role":"admin"}'::jsonb)
        on conflict (email) do update
          set encrypted_password = excluded.encrypted_password,
              raw_app_meta_data = auth.users.raw_app_meta_data || '{"role":"admin"}'::jsonb,
              email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
              updated_at = now()
        returning id, (xmax = 0) as created`.execute(db),
      );
      const row = result.rows[0];
      // A new password: whoever held a session of this account before no longer does.
      if (row && !row.created) await sessions.endAllOf(row.id);
      return { created: row?.created ?? false };
    },
  };
}
