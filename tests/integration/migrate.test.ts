import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { migrate, renamedMigrationVersions } from '~/server/db/migrate';

// A database migrated before the migrations were re-dated (a developer's .data) records the old
// versions; the migrator renames them instead of running those files again.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());

describe('migrate', () => {
  it('renames the old versions a database recorded and runs nothing again', async () => {
    for (const [old, renamed] of renamedMigrationVersions) {
      await sql`update supabase_migrations.schema_migrations set version = ${old} where version = ${renamed}`.execute(t.db);
    }
    const result = await migrate(t.url);
    expect(result.applied).toEqual([]);
    const { rows } = await sql<{ version: string }>`select version from supabase_migrations.schema_migrations`.execute(t.db);
    const versions = rows.map((r) => r.version);
    for (const [old, renamed] of renamedMigrationVersions) {
      expect(versions).toContain(renamed);
      expect(versions).not.toContain(old);
    }
  });

  it('applies nothing twice on a migrated database', async () => {
    expect((await migrate(t.url)).applied).toEqual([]);
  });
});
