import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrapIfPlainPostgres } from '~/server/db/migrate';

// Apart from ./database.ts on purpose: that module loads the app's client, whose type parsers
// (numeric as number, date as text) would change what these raw clients read.

const migrationsDir = new URL('../../supabase/migrations/', import.meta.url);

/** A database as it stood before one migration, for a test of what that migration does to older rows. */
export interface DatabaseBefore {
  client: pg.Client;
  /** Applies the migration the database stands before. */
  migrate: () => Promise<void>;
  /** Drops the database; call in afterAll. */
  drop: () => Promise<void>;
}

/** A new empty database with every migration applied that sorts before `migration` (a file name). */
export async function databaseBefore(migration: string): Promise<DatabaseBefore> {
  const serverUrl = inject('databaseServerUrl');
  const name = `before_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await bootstrapIfPlainPostgres(client);
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  if (!files.includes(migration)) throw new Error(`No migration ${migration} in supabase/migrations.`);
  for (const file of files.filter((f) => f < migration)) {
    await client.query(await readFile(new URL(file, migrationsDir), 'utf8'));
  }
  return {
    client,
    migrate: async () => {
      await client.query(await readFile(new URL(migration, migrationsDir), 'utf8'));
    },
    drop: async () => {
      await client.end();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
