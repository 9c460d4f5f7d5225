// npm run dev: the embedded database (unless DATABASE_URL), migrations and demo data, then
// `astro dev` with DATABASE_URL set.
import { spawn } from 'node:child_process';
import { loadDotEnv } from './lib/load-env';
import { ensureDatabase, ownerUrlOf } from '~/server/db/local';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { seedDemoData } from './lib/seed/seed';
import { ensureLocalAdmin } from '~/server/auth/local-admin';

loadDotEnv();
const database = await ensureDatabase();
// Demo data and the local admin are the owner's work; `astro dev` gets the app role's DATABASE_URL.
const owner = dbFor(ownerUrlOf(database), 2);
await seedDemoData(owner);
const admin = await ensureLocalAdmin(owner);
await closeAllDbs();
console.log(`Admin sign-in: ${admin.email} / ${admin.password}`);
const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  await database.stop();
  process.exit(code ?? 0);
});
