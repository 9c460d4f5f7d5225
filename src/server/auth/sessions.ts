import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { isUuid } from '~/lib/uuid';

/**
 * The server-side half of every session (table public.auth_sessions, service only): a session
 * whose row is gone is refused on its next request, whatever its cookie says. The local provider
 * puts the row's id in its signed cookie; with Supabase Auth the id is the token's `session_id`.
 */
export interface SessionStore {
  /** Records a new session (and deletes sessions that expired). */
  start(id: string, userId: string, expiresAt: Date): Promise<void>;
  /**
   * True when the session `id` of `userId` is live. With `slideSeconds` a live session's end moves
   * to now + slideSeconds when less than that minus an hour remains (one write an hour at most).
   */
  isLive(id: string, userId: string, slideSeconds?: number): Promise<boolean>;
  /** Ends one session (sign-out). */
  end(id: string): Promise<void>;
  /** Ends every session of a user (password change, admin removal). */
  endAllOf(userId: string): Promise<number>;
}

export function sessionStore(pool: Db): SessionStore {
  const asService = <T>(work: Parameters<typeof withActor<T>>[2]) => withActor(pool, service, work);
  return {
    async start(id, userId, expiresAt) {
      await asService(async (trx) => {
        await sql`insert into public.auth_sessions (id, user_id, expires_at) values (${id}, ${userId}, ${expiresAt})
                  on conflict (id) do update set expires_at = greatest(auth_sessions.expires_at, excluded.expires_at)
                  where auth_sessions.user_id = excluded.user_id`.execute(trx);
        await sql`delete from public.auth_sessions where expires_at < now()`.execute(trx);
      });
    },
    async isLive(id, userId, slideSeconds) {
      if (!isUuid(id) || !isUuid(userId)) return false;
      return asService(async (trx) => {
        const { rows } = await sql<{ expires_at: Date }>`
          select expires_at from public.auth_sessions where id = ${id} and user_id = ${userId} and expires_at > now()`.execute(trx);
        const row = rows[0];
        if (!row) return false;
        if (slideSeconds && row.expires_at.getTime() < Date.now() + (slideSeconds - 3600) * 1000) {
          await sql`update public.auth_sessions set expires_at = now() + make_interval(secs => ${slideSeconds}) where id = ${id}`.execute(
            trx,
          );
        }
        return true;
      });
    },
    async end(id) {
      if (!isUuid(id)) return;
      await asService((trx) => sql`delete from public.auth_sessions where id = ${id}`.execute(trx));
    },
    async endAllOf(userId) {
      if (!isUuid(userId)) return 0;
      const result = await asService((trx) => sql`delete from public.auth_sessions where user_id = ${userId}`.execute(trx));
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
