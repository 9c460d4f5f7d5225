// npm run db:schema: writes supabase/schema.sql, the schema the migrations build, from a scratch
// embedded PostgreSQL (bootstrap + every migration), so the current database can be read in one
// file. tests/integration/schema-snapshot.test.ts fails when the file is out of date.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '~/server/db/embedded';
import { freePortOn } from '~/server/db/free-port';
import { migrate } from '~/server/db/migrate';
import { schemaSnapshot } from './lib/schema-snapshot';

const target = fileURLToPath(new URL('../supabase/schema.sql', import.meta.url));
const dir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-schema-'));
const database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePortOn('127.0.0.1'), persistent: false });
try {
  await migrate(database.url);
  await writeFile(target, await schemaSnapshot(database.url));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await database.stop();
  await rm(dir, { recursive: true, force: true });
}
