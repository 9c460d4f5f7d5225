import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { closeAllDbs, createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { appRole, appUrlProblem, ownerDatabaseUrl } from '~/server/db/urls';
import { localAuthProvider } from '~/server/auth/local-provider';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { server } from '~/actions';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { actionContext } from '../helpers/actions';
import { flushOutbox } from '~/server/mail/outbox';
import { recordJobsSnapshot, claimDueRebuilds } from '~/server/rebuild/queue';
import type { MailToSend } from '~/server/mail/transport';

// The app logs in as gulf_jobs_app: it holds nothing itself, so every query must switch to anon,
// authenticated or service_role (withActor), and the app's code paths work that way.

const site = 'http://localhost:4321';
const secret = 'app-role-test-secret-0123456789-abcdef';

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  let app: Db;
  beforeAll(async () => {
    t = await freshDatabase(grants);
    const url = await appRoleUrl(t);
    app = createDb(url, 4);
    vi.stubEnv('DATABASE_URL', url); // the actions log in as the app role, like the site
  });
  afterAll(async () => {
    await app.destroy();
    await closeAllDbs(); // the pool the action opened from DATABASE_URL
    await t.drop();
  });

  it('is a login role that bypasses nothing and inherits nothing', async () => {
    const { rows } = await sql<
      Record<string, boolean>
    >`select rolcanlogin, rolsuper, rolbypassrls, rolinherit, rolcreaterole, rolcreatedb, rolreplication
      from pg_roles where rolname = ${appRole}`.execute(t.db);
    expect(rows).toEqual([
      {
        rolcanlogin: true,
        rolsuper: false,
        rolbypassrls: false,
        rolinherit: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolreplication: false,
      },
    ]);
  });

  it('reads and writes nothing without set local role, on every table and view in public and auth.users', async () => {
    const { rows } = await sql<{ name: string }>`select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where (n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')) or (n.nspname = 'auth' and c.relname = 'users')`.execute(t.db);
    expect(rows.length).toBeGreaterThan(15);
    for (const { name } of rows) {
      await expect(sql.raw(`select 1 from ${name} limit 1`).execute(app), name).rejects.toThrow(/permission denied/);
      await expect(sql.raw(`delete from ${name}`).execute(app), name).rejects.toThrow(/permission denied/);
    }
    await expect(sql`select public.is_admin()`.execute(app)).rejects.toThrow(/permission denied/);
  });

  it('cannot become the owner or any role but the three API roles', async () => {
    await expect(sql`set role postgres`.execute(app)).rejects.toThrow(/permission denied/);
    const { rows } = await sql<{ role: string }>`select r.rolname as role from pg_roles r
      where pg_has_role(${appRole}, r.oid, 'SET') and r.rolname <> ${appRole} order by 1`.execute(t.db);
    expect(rows.map((r) => r.role)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('runs the app: sign-in, a visitor’s job, moderation, search, the outbox and the build’s snapshot', async () => {
    await localAuthProvider(t.db, secret).createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
    const provider = localAuthProvider(app, secret);
    const signedIn = await provider.signIn('boss@gulfjobs.example', 'correct horse battery', {
      request: new Request(site),
      cookies: astroCookiesFor(new Request(site)),
    });
    if (!signedIn.ok) throw new Error('the admin could not sign in as the app role');

    // The action connects like the site does: as the app role, from DATABASE_URL.
    formEnvironment({ databaseUrl: await appRoleUrl(t), siteUrl: site, secret, inbox: 'team@gulfjobs.example' });
    const posted = await sendForm(
      server.forms.postJob,
      {
        companyName: 'Gulf Care',
        jobTitle: 'ICU Nurse',
        jobDescription: 'Care for patients.',
        location: 'Doha, Qatar',
        contactEmail: 'hr@gulfcare.example',
      },
      { from: '10.9.0.1' },
    );
    expect(posted.error).toBeUndefined();
    const job = await withActor(t.db, service, (trx) => trx.selectFrom('jobs').select(['id', 'status']).executeTakeFirstOrThrow());
    expect(job.status).toBe('pending');

    const form = new FormData();
    form.append('id', job.id);
    form.append('action', 'approve');
    const decided = await server.admin.moderateJob.call(actionContext({ user: signedIn.user }), form); // the action logs in as the app role too
    expect(decided.data).toMatchObject({ notice: 'approved' });

    const found = await jobSearchHandler(new Request(`${site}/api/jobs?q=nurse`), app);
    expect(((await found.json()) as { jobs: { jobTitle: string }[] }).jobs.map((j) => j.jobTitle)).toEqual(['ICU Nurse']);

    const sent: MailToSend[] = [];
    const flushed = await flushOutbox(app, { describe: 'memory', send: async (m) => void sent.push(m) });
    expect(flushed.sent).toBe(sent.length);
    expect(sent.length).toBeGreaterThan(0);

    await recordJobsSnapshot(app);
    expect((await claimDueRebuilds(app))?.ids.length).toBeGreaterThan(0);
  });

  it('refuses the owner as the app’s DATABASE_URL in production, and asks for the direct URL for migrations', () => {
    expect(appUrlProblem('postgresql://postgres.abcd:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres')).toMatch(
      /^DATABASE_URL logs in as "postgres", but in production the app connects as gulf_jobs_app/,
    );
    expect(appUrlProblem('postgresql://gulf_jobs_app.abcd:secret@aws-0-eu-central-1.pooler.supabase.com:6543/postgres')).toBeUndefined();
    expect(() =>
      ownerDatabaseUrl({ APP_ENV: 'production', DATABASE_URL: 'postgresql://gulf_jobs_app.abcd:x@pooler:6543/postgres' }),
    ).toThrow(/^DIRECT_DATABASE_URL is not set/);
    expect(ownerDatabaseUrl({ DATABASE_URL: 'postgresql://postgres:x@localhost:5432/postgres' })).toBe(
      'postgresql://postgres:x@localhost:5432/postgres',
    );
  });
});
