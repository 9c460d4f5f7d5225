import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { schemaSnapshot } from '../../scripts/lib/schema-snapshot';

// supabase/schema.sql is the database the migrations build, in one file to read; this keeps it
// from falling behind the migrations (the template every test database clones is fully migrated).

const snapshotFile = new URL('../../supabase/schema.sql', import.meta.url);

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());

describe('supabase/schema.sql', () => {
  it('is the schema the migrations build', async () => {
    const committed = await readFile(snapshotFile, 'utf8');
    expect(
      await schemaSnapshot(t.url),
      'supabase/schema.sql is out of date with supabase/migrations: run `npm run db:schema` and commit the file.',
    ).toBe(committed);
  });
});
