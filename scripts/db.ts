// npm run db -- <command>: migrate | seed | url | psql-style status. Uses DATABASE_URL or the
// embedded database.
import { loadDotEnv } from './lib/load-env';
import { ensureDatabase } from '~/server/db/local';
import { closeAllDbs, db } from '~/server/db/client';
import { seedDemoData } from '~/server/seed/seed';

loadDotEnv();
const commands = {
  migrate: async () => console.log('migrations applied'),
  seed: async () => {
    const result = await seedDemoData(db());
    console.log(result.seeded ? `seeded ${result.jobs} jobs` : 'already seeded (nothing done)');
  },
  status: async () => {
    const rows = await db().selectFrom('jobs').select(['status']).select((eb) => eb.fn.countAll<string>().as('n')).groupBy('status').execute();
    for (const row of rows) console.log(`${row.status}: ${row.n}`);
  },
} as const;

const name = process.argv[2] ?? '';
if (!(name in commands)) {
  console.error(`Usage: npm run db -- <${Object.keys(commands).join('|')}>`);
  process.exit(1);
}
const database = await ensureDatabase();
try {
  await commands[name as keyof typeof commands]();
} finally {
  await closeAllDbs();
  await database.stop();
}
