// npm run build: the production build into dist/ (what Netlify runs too). Locally, without
// DATABASE_URL, the embedded database is started, migrated and seeded first.
import { loadDotEnv, printLocalDefaults } from './lib/load-env';
import { ensureDatabase, ownerUrlOf } from '~/server/db/local';
import { closeAllDbs, dbFor } from '~/server/db/client';
import { seedDemoData } from './lib/seed/seed';
import { buildSite } from '~/server/rebuild/build-site';
import { isProduction, readEnv } from '~/server/env';

loadDotEnv();
// Fail before the build, with the missing variable's name, not in the first function call.
const env = readEnv();
printLocalDefaults(env);
const database = await ensureDatabase({ env });
try {
  if (database.embedded) await seedDemoData(dbFor(ownerUrlOf(database), 2));
  if (isProduction(env)) console.log('build: production (Netlify adapter when NETLIFY=true)');
  const { ms } = await buildSite({ outDir: env.BUILD_OUT_DIR, env: { DATABASE_URL: database.url }, verbose: true });
  console.log(`build: done in ${(ms / 1000).toFixed(1)} s`);
} finally {
  await closeAllDbs();
  await database.stop();
}
