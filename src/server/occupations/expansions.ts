import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '~/server/db/schema';

export interface Expansion {
  phrase: string;
  term: string;
  weight: number;
}

/**
 * What the query's words may mean, from public.occupation_expansions. PostgreSQL text cannot hold
 * a NUL byte, so NULs are taken out here rather than failing the whole query.
 */
export async function occupationExpansions(db: Kysely<Database> | Transaction<Database>, words: readonly string[]): Promise<Expansion[]> {
  const clean = words.map((w) => w.replaceAll('\0', ' '));
  const { rows } = await sql<Expansion>`select phrase, term, weight from public.occupation_expansions(${clean}::text[])`.execute(db);
  return rows;
}
