import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { syncThesaurusFromContent } from '../occupations/sync';

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));
const migrationName = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * Versions that were renamed after they had run somewhere (old → new). They were first dated in
 * the future (2026-11-23 to 25), which would make the Supabase CLI refuse any migration written
 * on those days; a database that recorded an old version gets the new one instead of running the
 * file again. Never reuse an old version for a new file.
 */
export const renamedMigrationVersions: ReadonlyArray<readonly [string, string]> = [
  ['20261123000100', '20261122000600'],
  ['20261123000200', '20261122000700'],
  ['20261123000300', '20261122000800'],
  ['20261123000400', '20261122000900'],
  ['20261124000100', '20261122001000'],
  ['20261124000300', '20261122001100'],
  ['20261124000310', '20261122001200'],
  ['20261124000320', '20261122001300'],
  ['20261124000400', '20261122001400'],
  ['20261124000500', '20261122001500'],
  ['20261125000100', '20261122001600'],
];

export interface MigrationResult {
  bootstrapped: boolean;
  applied: string[];
}

/**
 * Applies supabase/migrations in order, recording them where the Supabase CLI does
 * (supabase_migrations.schema_migrations), so `supabase db push` and this agree. On plain
 * PostgreSQL it first applies the local bootstrap (roles, auth schema) that Supabase already has.
 * Then it copies content/occupations into the thesaurus tables (src/server/occupations/README.md).
 */
export async function migrate(connectionString: string): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('gulf-jobs:migrate'))`);
    const bootstrapped = await bootstrapIfPlainPostgres(client);
    await client.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text)`);
    await client.query(
      `update supabase_migrations.schema_migrations m set version = r.new
       from unnest($1::text[], $2::text[]) as r(old, new)
       where m.version = r.old
         and not exists (select 1 from supabase_migrations.schema_migrations n where n.version = r.new)`,
      [renamedMigrationVersions.map(([old]) => old), renamedMigrationVersions.map(([, renamed]) => renamed)],
    );
    const done = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
    );
    const files = (await readdir(path.join(supabaseDir, 'migrations'))).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files) {
      const match = migrationName.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named YYYYMMDDHHmmss_verb_noun.sql.`);
      const [, version, name] = match;
      if (done.has(version!)) continue;
      const text = await readFile(path.join(supabaseDir, 'migrations', file), 'utf8');
      await client.query('begin');
      try {
        await client.query(text);
        await client.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          version,
          name,
          [text],
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
    // The thesaurus is content, not schema: every run makes the tables equal to the YAML.
    await syncThesaurusFromContent(client);
    return { bootstrapped, applied };
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('gulf-jobs:migrate'))`).catch(() => undefined);
    await client.end();
  }
}

/** Supabase has an auth schema of its own; ours carries a marker comment so it can be updated. */
export async function bootstrapIfPlainPostgres(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ comment: string | null; present: boolean }>(
    `select exists (select 1 from pg_namespace where nspname = 'auth') as present,
            obj_description((select oid from pg_namespace where nspname = 'auth'), 'pg_namespace') as comment`,
  );
  const auth = rows[0]!;
  if (auth.present && auth.comment !== localBootstrapMarker) return false;
  await client.query(await readFile(path.join(supabaseDir, 'bootstrap', 'local.sql'), 'utf8'));
  await client.query(`comment on schema auth is '${localBootstrapMarker}'`);
  return true;
}

const localBootstrapMarker = 'local bootstrap (supabase/bootstrap/local.sql)';
