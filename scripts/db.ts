// npm run db -- <command>: migrate | seed | status. As the database owner: DIRECT_DATABASE_URL
// (DATABASE_URL outside production) or the embedded database. Migrations need a direct
// connection (port 5432), not a transaction pooler: the migrator holds a session advisory lock.
import { loadDotEnv } from './lib/load-env';
import { ensureDatabase, ownerUrlOf, type LocalDatabase } from '~/server/db/local';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { seedDemoData } from './lib/seed/seed';

loadDotEnv();
const commands = {
  migrate: async () => console.log('migrations applied'),
  seed: async (database: LocalDatabase) => {
    const result = await seedDemoData(dbFor(ownerUrlOf(database), 2));
    console.log(result.seeded ? `seeded ${result.jobs} jobs` : 'already seeded (nothing done)');
  },
  status: async (database: LocalDatabase) => {
    const rows = await dbFor(ownerUrlOf(database), 2)
      .selectFrom('jobs')
      .select(['status'])
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .groupBy('status')
      .execute();
    for (const row of rows) console.log(`${row.status}: ${row.n}`);
  },
} as const;

const name = process.argv[2] ?? '';
if (!(name in commands)) {
  console.error(`Usage: npm run db -- <${Object.keys(commands).join('|')}>`);
  process.exit(1);
}
const database = await ensureDatabase({ migrate: true });
try {
  await commands[name as keyof typeof commands](database);
} finally {
  await closeAllDbs();
  await database.stop();
}
