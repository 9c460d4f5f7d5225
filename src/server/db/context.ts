import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import { boundsOf, type Db, type DbBounds } from './client';

/** The JWT claims a request acts with: Supabase's shape, also produced by the local provider. */
export interface Claims {
  sub: string;
  email: string;
  role: 'authenticated';
  app_metadata: { role?: 'admin' | 'employer' } & Record<string, unknown>;
  exp?: number;
}

export type Actor = { kind: 'visitor' } | { kind: 'user'; claims: Claims } | { kind: 'service' };

export const visitor: Actor = { kind: 'visitor' };
export const service: Actor = { kind: 'service' };
export const asUserActor = (claims: Claims): Actor => ({ kind: 'user', claims });

const roleOf = { visitor: 'anon', user: 'authenticated', service: 'service_role' } as const;

/**
 * Runs `work` in one transaction as the given actor, the way Supabase's API does: the claims go
 * into request.jwt.claims and the role is switched with `set local role`, so RLS decides. On a
 * bounded Db (the app's, db()) the transaction also carries the request's statement, lock and
 * idle bounds, set locally so they hold behind a transaction pooler and end with the transaction.
 * `more` are further settings for this transaction (planner costs), set in the same statement; they
 * cannot replace the claims, the role or the bounds.
 */
export async function withActor<T>(
  db: Db,
  actor: Actor,
  work: (trx: Transaction<Database>) => Promise<T>,
  more: Record<string, string> = {},
): Promise<T> {
  const claims = actor.kind === 'user' ? actor.claims : { role: roleOf[actor.kind] };
  const settings = { ...more, 'request.jwt.claims': JSON.stringify(claims), role: roleOf[actor.kind], ...boundSettings(boundsOf(db)) };
  return db.transaction().execute(async (trx) => {
    const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await sql`select ${sql.join(calls)}`.execute(trx);
    return work(trx);
  });
}

/** The server-side bounds as PostgreSQL settings (milliseconds); none for an unbounded Db. */
const boundSettings = (bounds: DbBounds | undefined): Record<string, string> =>
  bounds
    ? {
        statement_timeout: String(bounds.statementMs),
        lock_timeout: String(bounds.lockMs),
        idle_in_transaction_session_timeout: String(bounds.idleInTransactionMs),
      }
    : {};
