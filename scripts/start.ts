// npm start: embedded database (unless DATABASE_URL), migrations, demo data, local admin,
// production build, served locally with rebuilds on moderation changes and the e-mail outbox.
import path from 'node:path';
import { loadDotEnv, printLocalDefaults } from './lib/load-env';
import { ensureDatabase, ownerUrlOf } from '~/server/db/local';
import { backgroundDb, closeAllDbs, createDb } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { seedDemoData } from './lib/seed/seed';
import { ensureLocalAdmin } from '~/server/auth/local-admin';
import { describeSessionSecret } from '~/server/auth/session-secret';
import { transportFromEnv } from '~/server/mail/transport';
import { startLocalTimers } from '~/server/schedule/local-timers';
import { LocalSite } from './lib/local-site/local-site';
import { startSiteFromQueue } from './lib/local-site/site-from-queue';

loadDotEnv();
const env = readEnv();
const { HOST: host, PORT: port } = env;
printLocalDefaults(env);

const database = await ensureDatabase({ env });
console.log(
  database.embedded
    ? `database: embedded PostgreSQL in ${path.join(env.DATA_DIR, 'postgres')} (port ${new URL(database.ownerUrl!).port}); the site connects as gulf_jobs_app (password in ${path.join(env.DATA_DIR, 'db-app-password')})`
    : 'database: DATABASE_URL (the site), DIRECT_DATABASE_URL or DATABASE_URL (migrations, demo data)',
);
// Demo data and the local admin are the owner's work; the site and its workers use the app role.
const owner = createDb(ownerUrlOf(database), 2);
const seed = await seedDemoData(owner);
console.log(seed.seeded ? `demo data: ${seed.jobs} jobs seeded` : 'demo data: already seeded');
// With Supabase Auth the admins live in Supabase (npm run admin:create); locally we make one.
const admin = env.SUPABASE_URL ? undefined : await ensureLocalAdmin(owner);
await owner.destroy();
console.log(`session secret: ${await describeSessionSecret()}`);

// The site's builds and servers connect as the app role, to the database found above.
const site = new LocalSite({
  buildsDir: path.resolve('.builds', 'site'),
  host,
  port,
  env: { DATABASE_URL: database.url, SITE_URL: env.SITE_URL },
});
// The build queue and the timers do what Netlify's scheduled functions do: scheduled work's bounds.
const app = backgroundDb(database.url);
console.log('building the site…');
const { buildMs } = await startSiteFromQueue(app, site);
// What the Netlify scheduled functions do, on their local intervals (src/server/schedule/tasks.ts).
const stopTimers = startLocalTimers({
  db: app,
  transport: transportFromEnv(),
  analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
  rebuildSite: () => site.rebuild(),
  // The proxy's CDN cache (LOCAL_CDN_CACHE_MB): the purge queue drops tags from it.
  cdnPurge: site.cdnPurge,
});

console.log(`
  Gulf Jobs is running at ${site.url}  (built in ${(buildMs / 1000).toFixed(1)} s)
  Admin sign-in: ${site.url}/auth
${admin ? `    e-mail:   ${admin.email}\n    password: ${admin.password}` : '    Supabase Auth (SUPABASE_URL): create an admin with npm run admin:create -- <email>'}
  E-mail goes to ${env.SMTP_URL ? 'SMTP_URL' : path.join(env.DATA_DIR, 'mail') + '/'}. Press Ctrl+C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  stopTimers();
  await site.stop();
  await closeAllDbs();
  await database.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
