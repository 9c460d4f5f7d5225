import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './client';

/** The JWT claims a request acts with: Supabase's shape, also produced by the local provider. */
export interface Claims {
  sub: string;
  email: string;
  role: 'authenticated';
  app_metadata: { role?: 'admin' } & Record<string, unknown>;
  exp?: number;
}

export type Actor = { kind: 'visitor' } | { kind: 'user'; claims: Claims } | { kind: 'service' };

export const visitor: Actor = { kind: 'visitor' };
export const service: Actor = { kind: 'service' };
export const asUserActor = (claims: Claims): Actor => ({ kind: 'user', claims });

const roleOf = { visitor: 'anon', user: 'authenticated', service: 'service_role' } as const;

/**
 * Runs `work` in one transaction as the given actor, the way Supabase's API does: the claims go
 * into request.jwt.claims and the role is switched with `set local role`, so RLS decides.
 */
export async function withActor<T>(db: Db, actor: Actor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const claims = actor.kind === 'user' ? actor.claims : { role: roleOf[actor.kind] };
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                     set_config('role', ${roleOf[actor.kind]}, true)`.execute(trx);
    return work(trx);
  });
}
