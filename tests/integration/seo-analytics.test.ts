import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { asUserActor, service, visitor, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { isInputError } from 'astro:actions';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { allSeoOverrides } from '~/server/seo/queries';
import { analyticsHandler } from '~/server/analytics/handlers';
import { analyticsDashboard } from '~/server/analytics/dashboard';
import { beaconHandler } from '~/server/analytics/beacon';
import { beaconBucket } from '~/server/analytics/rate-limit';
import { maintainAnalytics, pruneAnalytics } from '~/server/analytics/retention';
import { startLocalTimer } from '~/server/schedule/local-timers';
import { analyticsRollup } from '~/server/schedule/tasks';
import { createHash } from 'node:crypto';
import { gulfToday } from '~/lib/gulf-time';
import { rangeBounds } from '~/lib/analytics';
import { seoPageList, seoPageRows } from '~/lib/pages/seo-list';

let t: TestDatabase;
const site = 'http://localhost:4321';
const adminId = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const admin = sessionUserFrom(adminId, 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
  await t.db
    .insertInto('auth.users')
    .values({ id: adminId, email: admin.email, encrypted_password: 'x', raw_app_meta_data: { role: 'admin' } })
    .execute();
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('seo_overrides').execute();
  await t.db.deleteFrom('page_views').execute();
  await t.db.deleteFrom('page_view_days').execute();
  await t.db.deleteFrom('page_view_days_done').execute();
  await t.db.deleteFrom('job_events').execute();
  await t.db.deleteFrom('job_event_days').execute();
  await t.db.deleteFrom('form_rate_limits').execute();
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
});

// The island calls the actions with JSON; the test hands them the parsed body, unchecked.
const save = (body: Record<string, unknown>, user: typeof admin | null = admin) =>
  server.admin.saveSeoOverride.call(actionContext({ user }), body as never);
const remove = (path: string, user: typeof admin | null = admin) => server.admin.deleteSeoOverride.call(actionContext({ user }), { path });

const addJob = (title: string, status: 'pending' | 'approved' = 'approved') => insertJob(t.db, { title, status });

describe('SEO overrides', () => {
  it('an admin saves an override: stored with who and when, public to read, and a rebuild is queued', async () => {
    const { data, error } = await save({
      path: '/uae-jobs',
      title: 'UAE Jobs: nurses, teachers, engineers',
      description: 'Reviewed UAE jobs.',
      keywords: 'uae jobs, dubai',
      noindex: false,
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      message: 'Changes saved. The site is rebuilding; the page shows them within a few minutes.',
      status: 'optimized',
      override: { path: '/uae-jobs', keywords: ['uae jobs', 'dubai'], ogTitle: null },
    });
    const row = await t.db.selectFrom('seo_overrides').selectAll().executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(adminId);
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: 'seo insert /uae-jobs' }]);
    // The build reads them as the visitor.
    expect((await allSeoOverrides(t.db)).map((o) => o.title)).toEqual(['UAE Jobs: nurses, teachers, engineers']);
  });

  it('saving again replaces the override; a title over 60 characters is stored and marked needs-review', async () => {
    await save({ path: '/uae-jobs', title: 'First', description: 'One.', keywords: 'a' });
    const { data } = await save({ path: '/uae-jobs', title: 'x'.repeat(64), description: 'Two.', keywords: 'a' });
    expect(data).toMatchObject({ status: 'needs-review', override: { title: 'x'.repeat(64), description: 'Two.' } });
    expect(await t.db.selectFrom('seo_overrides').select('path').execute()).toHaveLength(1);
  });

  it('removing an override queues a rebuild; removing a missing one is a 404', async () => {
    await save({ path: '/qatar-jobs', title: 'Qatar', description: 'Q.', keywords: 'q' });
    await t.db.deleteFrom('rebuild_requests').execute();
    const { data } = await remove('/qatar-jobs');
    expect(data).toMatchObject({
      message: 'Override removed. The page goes back to its built-in metadata after the rebuild.',
      status: 'draft',
    });
    expect(await t.db.selectFrom('seo_overrides').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: 'seo delete /qatar-jobs' }]);
    const again = await remove('/qatar-jobs');
    expect(again.error).toMatchObject({ code: 'NOT_FOUND', message: 'This page has no saved override.' });
  });

  it('answers 400 with the field’s message on bad input, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ path: 'uae-jobs' }, 'The page path must start with / and contain no query or spaces, e.g. /uae-jobs.'],
      [
        { path: '/x', ogImage: 'javascript:alert(1)' },
        'The social image must be an http(s) URL or a path on this site, e.g. /og-default.png.',
      ],
      [{ path: '/x', description: 'd'.repeat(501) }, 'The description can be at most 500 characters.'],
    ];
    for (const [body, message] of cases) {
      const { error } = await save(body);
      expect(error?.code).toBe('BAD_REQUEST');
      expect(isInputError(error) && error.issues[0]?.message).toBe(message);
    }
    expect((await save('{' as never)).error?.code).toBe('BAD_REQUEST');
    expect((await remove('no-slash')).error?.code).toBe('BAD_REQUEST');
    expect(await t.db.selectFrom('seo_overrides').selectAll().execute()).toEqual([]);
  });

  it('refuses visitors (401) and non-admins (403) on every SEO endpoint, and RLS refuses them in SQL too', async () => {
    expect((await save({ path: '/x', title: 'x' }, null)).error).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'Sign in as an admin to change SEO settings.',
    });
    expect((await save({ path: '/x', title: 'x' }, reader)).error).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Only admins can change SEO settings.',
    });
    expect((await remove('/x', null)).error?.code).toBe('UNAUTHORIZED');
    expect((await remove('/x', reader)).error?.code).toBe('FORBIDDEN');

    await expect(
      withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('seo_overrides')
          .values({ path: '/x', title: 'x', description: null, og_title: null, og_description: null, og_image: null })
          .execute(),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withActor(t.db, asUserActor(reader.claims), (trx) =>
        trx
          .insertInto('seo_overrides')
          .values({ path: '/x', title: 'x', description: null, og_title: null, og_description: null, og_image: null })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    await save({ path: '/x', title: 'Admin title', description: 'd', keywords: 'k' });
    const changed = await withActor(t.db, asUserActor(reader.claims), (trx) =>
      trx.updateTable('seo_overrides').set({ title: 'Hijacked' }).executeTakeFirst(),
    );
    expect(Number(changed.numUpdatedRows)).toBe(0);
    const deleted = await withActor(t.db, asUserActor(reader.claims), (trx) => trx.deleteFrom('seo_overrides').executeTakeFirst());
    expect(Number(deleted.numDeletedRows)).toBe(0);
    expect((await allSeoOverrides(t.db))[0]?.title).toBe('Admin title');
  });
});

describe('SEO overrides of the Arabic pages', () => {
  // 60 Arabic letters: 60 characters, 120 bytes in UTF-8; the limits count characters.
  const arabicTitle = 'وظائف في قطر للممرضين والمعلمين والمهندسين | وظائف الخليج'.padEnd(60, 'ـ');
  const arabicDescription = 'وظائف حالية في قطر، نراجع كل وظيفة قبل نشرها.';

  it('an admin saves an override for /ar/qatar-jobs in Arabic: stored, rebuilt, and shown on the Arabic row of the list', async () => {
    const { data, error } = await save({
      path: '/ar/qatar-jobs',
      title: arabicTitle,
      description: arabicDescription,
      keywords: 'وظائف قطر، وظائف الدوحة, وظائف قطر',
      ogTitle: 'وظائف في قطر',
    });
    expect(error).toBeUndefined();
    expect(arabicTitle).toHaveLength(60);
    expect(data).toMatchObject({
      status: 'optimized',
      override: { path: '/ar/qatar-jobs', title: arabicTitle, description: arabicDescription, ogTitle: 'وظائف في قطر' },
    });
    expect(await t.db.selectFrom('rebuild_requests').select('reason').execute()).toEqual([{ reason: 'seo insert /ar/qatar-jobs' }]);

    // The admin screen's rows: the override is the Arabic row's, not the English page's.
    const rows = seoPageRows(seoPageList([]), await allSeoOverrides(t.db), site);
    expect(rows.find((r) => r.path === '/ar/qatar-jobs')).toMatchObject({
      locale: 'ar',
      name: 'Jobs in Qatar (Arabic)',
      override: { title: arabicTitle },
      canonicalUrl: `${site}/ar/qatar-jobs`,
      pairPath: '/qatar-jobs',
    });
    expect(rows.find((r) => r.path === '/qatar-jobs')?.override).toBeNull();
  });

  it('counts Arabic text in characters: 200 letters fit the title, 201 are a 400; NUL and huge values are 400s', async () => {
    expect((await save({ path: '/ar/jobs', title: 'ع'.repeat(200) })).data?.override.title).toHaveLength(200);
    const cases: [Record<string, unknown>, RegExp | string][] = [
      [{ path: '/ar/jobs', title: 'ع'.repeat(201) }, 'The title can be at most 200 characters.'],
      [{ path: '/ar/jobs', description: 'ع'.repeat(501) }, 'The description can be at most 500 characters.'],
      [{ path: '/ar/jobs', ogDescription: 'ع'.repeat(200_000) }, 'The social description can be at most 500 characters.'],
      [{ path: '/ar/jobs', keywords: ['ع'.repeat(51)] }, 'Each keyword can be at most 50 characters.'],
      [{ path: '/ar/jobs', title: 'وظائف\u0000قطر' }, /NUL/],
      [{ path: '/ar/وظائف' }, 'The page path must start with / and contain no query or spaces, e.g. /uae-jobs.'],
      [{ path: '/ar/jobs/' }, 'Leave out the trailing slash, e.g. /uae-jobs.'],
      [{ path: `/ar/${'a'.repeat(300)}` }, 'The page path is longer than 300 characters.'],
    ];
    for (const [body, message] of cases) {
      const { error } = await save(body);
      expect(error, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
      const text = isInputError(error) ? error.issues[0]?.message : error?.message;
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
    }
    expect((await allSeoOverrides(t.db)).map((o) => o.title?.length)).toEqual([200]);
  });
});

describe('page views and job events under RLS', () => {
  it('a visitor can record a page view but not read any, nor backdate one; a non-admin reads none', async () => {
    await withActor(t.db, visitor, (trx) =>
      trx.insertInto('page_views').values({ path: '/', referrer_host: null, source: 'direct', device: 'desktop', country: null }).execute(),
    );
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('page_views').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('page_views')
          .values({
            path: '/',
            referrer_host: null,
            source: 'direct',
            device: 'desktop',
            country: null,
            created_at: new Date('2020-01-01'),
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await withActor(t.db, asUserActor(reader.claims), (trx) => trx.selectFrom('page_views').selectAll().execute())).toEqual([]);
    expect(await withActor(t.db, asUserActor(admin.claims), (trx) => trx.selectFrom('page_views').select('path').execute())).toEqual([
      { path: '/' },
    ]);
  });

  it('a visitor can record events only for public jobs', async () => {
    const pending = await addJob('Pending Nurse', 'pending');
    await expect(
      withActor(t.db, visitor, (trx) => trx.insertInto('job_events').values({ job_id: pending.id, kind: 'view' }).execute()),
    ).rejects.toThrow(/row-level security/);
    const live = await addJob('Live Nurse');
    await withActor(t.db, visitor, (trx) => trx.insertInto('job_events').values({ job_id: live.id, kind: 'apply' }).execute());
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('job_events').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('POST /api/beacon', () => {
  const secret = 'beacon-test-secret-'.padEnd(40, 'x');
  const beacon = (body: unknown, headers: Record<string, string> = {}, limit = 60) =>
    beaconHandler(
      new Request(`${site}/api/beacon`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': desktop, 'x-forwarded-for': '203.0.113.9', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      // A new deps object per call, as a new function instance on Netlify would have.
      { db: t.db, ownHosts: ['localhost:4321'], rateLimitSecret: secret, rateLimit: { limit, windowSeconds: 60 } },
    );
  const views = () =>
    t.db.selectFrom('page_views').select(['path', 'referrer_host', 'source', 'device', 'country']).orderBy('id').execute();

  it('stores a page view with source, device and country, and nothing that identifies the visitor', async () => {
    const geo = Buffer.from(JSON.stringify({ country: { code: 'AE', name: 'United Arab Emirates' } })).toString('base64');
    expect((await beacon({ p: '/uae-jobs', r: 'www.google.ae' }, { 'user-agent': phone, 'x-nf-geo': geo })).status).toBe(204);
    expect((await beacon({ p: '/jobs', r: 'localhost:4321' })).status).toBe(204);
    expect(await views()).toEqual([
      { path: '/uae-jobs', referrer_host: 'www.google.ae', source: 'search', device: 'mobile', country: 'AE' },
      { path: '/jobs', referrer_host: 'localhost:4321', source: 'internal', device: 'desktop', country: null },
    ]);
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = 'page_views' order by ordinal_position`.execute(t.db);
    expect(columns.rows.map((c) => c.column_name)).toEqual(['id', 'path', 'referrer_host', 'source', 'device', 'country', 'created_at']);
  });

  it('records the Arabic pages under their own /ar paths, as sent, and the dashboard lists them beside the English ones', async () => {
    const arabicJob = `/ar/jobs/${encodeURIComponent('ممرضة-عناية-مركزة')}-a1b2c3`;
    for (const p of ['/ar/uae-jobs', '/ar/uae-jobs', '/uae-jobs', '/ar', arabicJob]) expect((await beacon({ p })).status).toBe(204);
    expect((await views()).map((v) => v.path)).toEqual(['/ar/uae-jobs', '/ar/uae-jobs', '/uae-jobs', '/ar', arabicJob]);
    const data = await analyticsDashboard(t.db, admin, { from: gulfToday(), to: gulfToday() });
    expect(data.topPages).toEqual([
      { key: '/ar/uae-jobs', views: 2 },
      ...[
        { key: '/ar', views: 1 },
        { key: arabicJob, views: 1 },
        { key: '/uae-jobs', views: 1 },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    ]);
  });

  it('keeps nothing under Global Privacy Control or Do Not Track, from bots, or for admin pages', async () => {
    const refused: Record<string, string>[] = [
      { 'sec-gpc': '1' },
      { dnt: '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      { 'user-agent': '' },
    ];
    for (const headers of refused) {
      expect((await beacon({ p: '/' }, headers)).status).toBe(204);
    }
    expect((await beacon({ p: '/admin/seo-settings' })).status).toBe(204);
    expect(await views()).toEqual([]);
  });

  it('records a job page view and an apply click for a public job, and ignores them for a pending one', async () => {
    const live = await addJob('ICU Nurse');
    const pending = await addJob('Hidden Nurse', 'pending');
    await beacon({ p: `/jobs/${live.slug}` });
    await beacon({ p: `/job/${live.id}` });
    await beacon({ p: `/jobs/${live.slug}`, a: live.slug });
    await beacon({ p: `/jobs/${pending.slug}` });
    await beacon({ p: `/jobs/${pending.slug}`, a: pending.slug });
    const events = await t.db.selectFrom('job_events').select(['job_id', 'kind']).orderBy('id').execute();
    expect(events).toEqual([
      { job_id: live.id, kind: 'view' },
      { job_id: live.id, kind: 'view' },
      { job_id: live.id, kind: 'apply' },
    ]);
    expect((await views()).map((v) => v.path)).toEqual([`/jobs/${live.slug}`, `/job/${live.id}`, `/jobs/${pending.slug}`]);
  });

  it('answers 400 for bad input and 413 for a large body, storing nothing', async () => {
    const bad = await beacon('not json');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Send the beacon as JSON: {"p": "/path", "r": "referrer.host"}.' });
    const invalid = await beacon({ p: 'no-slash' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'Invalid beacon: p: p must be a path of this site starting with one /.' });
    expect((await beacon({ p: '/', r: 'https://x.example/page' })).status).toBe(400);
    expect((await beacon({ p: `/${'x'.repeat(3000)}` })).status).toBe(413);
    expect(await views()).toEqual([]);
  });

  it('stops reading a beacon body without a declared length as soon as it passes 2 KB (413)', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 10 * 1024 * 1024) return controller.close();
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x61));
      },
    });
    const response = await beaconHandler(
      new Request(`${site}/api/beacon`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': desktop },
        body: endless,
        duplex: 'half',
      } as RequestInit),
      { db: t.db, ownHosts: ['localhost:4321'], rateLimitSecret: secret },
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024);
  });

  it('limits page views per address in the database, shared by every instance, without storing the address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await beacon({ p: '/' }, {}, 3)).status);
    statuses.push((await beacon({ p: '/' }, { 'x-forwarded-for': '198.51.100.7' }, 3)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 204]);
    expect(await views()).toHaveLength(4);
    const buckets = await t.db.selectFrom('form_rate_limits').select(['bucket', 'hits']).orderBy('bucket').execute();
    expect(buckets).toHaveLength(2);
    expect(buckets).toContainEqual({ bucket: beaconBucket('203.0.113.9', secret), hits: 4 });
    // Neither the address nor its plain hash (undone by hashing every IPv4 address) is stored.
    const plain = createHash('sha256').update('203.0.113.9').digest('hex');
    for (const { bucket } of buckets) {
      expect(bucket).toMatch(/^beacon:[0-9a-f]{64}$/);
      expect(bucket).not.toContain('203.0.113.9');
      expect(bucket).not.toContain(plain);
    }
    expect(beaconBucket('203.0.113.9', 'another secret of forty characters......')).not.toBe(beaconBucket('203.0.113.9', secret));
  });

  it('counts nothing for a beacon it would not store (bots, admin pages)', async () => {
    await beacon({ p: '/admin/seo-settings' });
    await beacon({ p: '/' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(await t.db.selectFrom('form_rate_limits').selectAll().execute()).toEqual([]);
  });
});

describe('the dashboard', () => {
  const at = (iso: string) => new Date(iso);
  const seed = async () => {
    const a = await addJob('ICU Nurse');
    const b = await addJob('Teacher');
    await withActor(t.db, service, async (trx) => {
      await trx
        .insertInto('page_views')
        .values([
          { path: '/', referrer_host: null, source: 'direct', device: 'desktop', country: 'AE', created_at: at('2026-11-01T06:00:00Z') },
          {
            path: '/',
            referrer_host: 'www.google.com',
            source: 'search',
            device: 'mobile',
            country: 'AE',
            created_at: at('2026-11-01T07:00:00Z'),
          },
          { path: '/', referrer_host: 't.co', source: 'social', device: 'mobile', country: 'SA', created_at: at('2026-11-02T07:00:00Z') },
          {
            path: '/uae-jobs',
            referrer_host: 'www.google.com',
            source: 'search',
            device: 'tablet',
            country: null,
            created_at: at('2026-11-02T08:00:00Z'),
          },
          {
            path: '/uae-jobs',
            referrer_host: 'localhost:4321',
            source: 'internal',
            device: 'desktop',
            country: null,
            created_at: at('2026-11-02T19:59:59Z'),
          },
          // 2026-11-03 in Dubai (after 20:00 UTC): outside a range ending on the 2nd.
          {
            path: '/late',
            referrer_host: null,
            source: 'direct',
            device: 'desktop',
            country: null,
            created_at: at('2026-11-02T20:00:00Z'),
          },
          {
            path: '/early',
            referrer_host: null,
            source: 'direct',
            device: 'desktop',
            country: null,
            created_at: at('2026-10-31T19:59:59Z'),
          },
        ])
        .execute();
      await trx
        .insertInto('job_events')
        .values([
          { job_id: a.id, kind: 'view', created_at: at('2026-11-01T08:00:00Z') },
          { job_id: a.id, kind: 'view', created_at: at('2026-11-01T09:00:00Z') },
          { job_id: a.id, kind: 'apply', created_at: at('2026-11-01T09:01:00Z') },
          { job_id: b.id, kind: 'view', created_at: at('2026-11-02T09:00:00Z') },
          { job_id: b.id, kind: 'view', created_at: at('2026-11-05T09:00:00Z') },
        ])
        .execute();
    });
    return { a, b };
  };

  it('adds up a range of Gulf days exactly', async () => {
    const { a, b } = await seed();
    const data = await analyticsDashboard(t.db, admin, { from: '2026-11-01', to: '2026-11-02' });
    expect(data).toMatchObject({ pageViews: 5, uniquePages: 2, jobViews: 3, applyClicks: 1, recentViews: 0 });
    expect(data.topPages).toEqual([
      { key: '/', views: 3 },
      { key: '/uae-jobs', views: 2 },
    ]);
    expect(data.devices).toEqual([
      { key: 'desktop', views: 2 },
      { key: 'mobile', views: 2 },
      { key: 'tablet', views: 1 },
    ]);
    expect(data.sources).toEqual([
      { key: 'search', views: 2 },
      { key: 'direct', views: 1 },
      { key: 'internal', views: 1 },
      { key: 'social', views: 1 },
    ]);
    expect(data.referrers).toEqual([
      { key: 'www.google.com', views: 2 },
      { key: 't.co', views: 1 },
    ]);
    expect(data.countries).toEqual([
      { key: 'AE', views: 2 },
      { key: 'SA', views: 1 },
    ]);
    expect(data.topJobs).toEqual([
      { jobId: a.id, title: 'ICU Nurse', company: 'Gulf Care', slug: a.slug, views: 2, applies: 1 },
      { jobId: b.id, title: 'Teacher', company: 'Gulf Care', slug: b.slug, views: 1, applies: 0 },
    ]);
  });

  it('counts ended days once from the roll-up and the current day live', async () => {
    const now = Date.now();
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('page_views')
        .values([
          {
            path: '/a',
            referrer_host: 'www.bing.com',
            source: 'search',
            device: 'desktop',
            country: 'OM',
            created_at: new Date(now - 2 * 86_400_000),
          },
          { path: '/b', referrer_host: null, source: 'direct', device: 'mobile', country: null, created_at: new Date(now - 86_400_000) },
        ])
        .execute(),
    );
    await withActor(t.db, visitor, (trx) =>
      trx.insertInto('page_views').values({ path: '/a', referrer_host: null, source: 'direct', device: 'mobile', country: null }).execute(),
    );
    const range = { from: gulfToday(new Date(now - 3 * 86_400_000)), to: gulfToday(new Date(now)) };
    for (let i = 0; i < 2; i++) {
      const data = await analyticsDashboard(t.db, admin, range);
      expect(data).toMatchObject({
        pageViews: 3,
        uniquePages: 2,
        topPages: [
          { key: '/a', views: 2 },
          { key: '/b', views: 1 },
        ],
        referrers: [{ key: 'www.bing.com', views: 1 }],
        countries: [{ key: 'OM', views: 1 }],
      });
      expect(data.devices).toEqual([
        { key: 'mobile', views: 2 },
        { key: 'desktop', views: 1 },
      ]);
      expect(data.recentViews).toBe(1); // the view recorded just now
    }
    const rolledUp = await t.db.selectFrom('page_view_days').select(['day', 'views']).where('dimension', '=', 'total').execute();
    expect(rolledUp).toContainEqual({ day: gulfToday(new Date(now - 2 * 86_400_000)), views: '1' });
    expect(rolledUp.map((r) => r.day)).not.toContain(gulfToday(new Date(now)));
  });

  it('counts the job funnel of ended days and of today as the raw rows do, expired jobs included', async () => {
    const now = Date.now();
    const live = await addJob('Live Nurse');
    const expired = await insertJob(t.db, { title: 'Expired Teacher', postedDaysAgo: 40 });
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('job_events')
        .values([
          { job_id: live.id, kind: 'view', created_at: new Date(now - 2 * 86_400_000) },
          { job_id: live.id, kind: 'apply', created_at: new Date(now - 2 * 86_400_000) },
          { job_id: live.id, kind: 'view', created_at: new Date(now - 86_400_000) },
          { job_id: expired.id, kind: 'view', created_at: new Date(now - 2 * 86_400_000) },
          { job_id: expired.id, kind: 'view', created_at: new Date(now - 86_400_000) },
          { job_id: expired.id, kind: 'apply', created_at: new Date(now - 86_400_000) },
          { job_id: expired.id, kind: 'view', created_at: new Date(now - 5 * 86_400_000) }, // before the range
        ])
        .execute(),
    );
    // Today's, recorded by visitors as the beacon does (only a public job's).
    await withActor(t.db, visitor, (trx) =>
      trx
        .insertInto('job_events')
        .values([
          { job_id: live.id, kind: 'view' },
          { job_id: live.id, kind: 'view' },
          { job_id: live.id, kind: 'apply' },
        ])
        .execute(),
    );
    const range = { from: gulfToday(new Date(now - 3 * 86_400_000)), to: gulfToday(new Date(now)) };
    const { start, end } = rangeBounds(range);
    const { rows: raw } = await sql<{ job_id: string; views: string; applies: string }>`
      select job_id, count(*) filter (where kind = 'view') as views, count(*) filter (where kind = 'apply') as applies
      from public.job_events where created_at >= ${start} and created_at < ${end} group by job_id`.execute(t.db);
    const expected = raw.map((r) => ({ jobId: r.job_id, views: Number(r.views), applies: Number(r.applies) }));
    expect(expected).toHaveLength(2);
    // The first load rolls the ended days up, the second reads them from job_event_days.
    for (let i = 0; i < 2; i++) {
      const data = await analyticsDashboard(t.db, admin, range);
      expect(data.topJobs.map(({ jobId, views, applies }) => ({ jobId, views, applies }))).toEqual(
        expect.arrayContaining(expected.map((e) => expect.objectContaining(e))),
      );
      expect(data.topJobs).toHaveLength(2);
      expect(data.topJobs.map((j) => j.title).sort()).toEqual(['Expired Teacher', 'Live Nurse']);
      expect(data.jobViews).toBe(expected.reduce((n, e) => n + e.views, 0));
      expect(data.applyClicks).toBe(expected.reduce((n, e) => n + e.applies, 0));
    }
    const rolled = await t.db.selectFrom('job_event_days').select('day').execute();
    expect(rolled.map((r) => r.day)).not.toContain(gulfToday(new Date(now)));
  });

  // The members' read policies of the figures tables called public.is_company_job for every row an
  // admin read (about 20 µs each: 300 ms of the 30-day dashboard on the bench's 15,000 job-days).
  it('an admin reads job events, event days and alert days without the members’ per-row check', async () => {
    const job = await addJob('Counted Nurse');
    await withActor(t.db, service, async (trx) => {
      await trx
        .insertInto('job_events')
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            job_id: job.id,
            kind: 'view' as const,
            created_at: new Date(Date.now() - i * 3_600_000),
          })),
        )
        .execute();
      await trx.insertInto('job_event_days').values({ day: '2026-11-01', job_id: job.id, views: '3', applies: '1' }).execute();
      await sql`insert into public.job_alert_days (day, job_id, sends) values ('2026-11-01', ${job.id}, 2)`.execute(trx);
    });
    const read = await withActor(
      t.db,
      asUserActor(admin.claims),
      async (trx) => {
        const counted = await sql<{ events: string; days: string; alerts: string }>`
          select (select count(*) from public.job_events) as events, (select count(*) from public.job_event_days) as days,
                 (select count(*) from public.job_alert_days) as alerts`.execute(trx);
        const calls = await sql<{ calls: number }>`
          select coalesce(sum(calls), 0)::int as calls from pg_stat_xact_user_functions
          where schemaname = 'public' and funcname = 'is_company_job'`.execute(trx);
        return { ...counted.rows[0], calls: calls.rows[0]!.calls };
      },
      { track_functions: 'all' },
    );
    expect(read).toEqual({ events: '20', days: '1', alerts: '1', calls: 0 });
  });

  describe('two admins at once', () => {
    const other = sessionUserFrom('8f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'deputy@gulfjobs.example', { role: 'admin' });
    const seedDays = async () => {
      const now = Date.now();
      const job = await addJob('Busy Nurse');
      await withActor(t.db, service, async (trx) => {
        await trx
          .insertInto('page_views')
          .values(
            [2, 2, 3, 3, 3, 4].map((daysAgo, i) => ({
              path: i % 2 ? '/jobs' : '/',
              referrer_host: null,
              source: 'direct' as const,
              device: 'mobile' as const,
              country: 'AE',
              created_at: new Date(now - daysAgo * 86_400_000),
            })),
          )
          .execute();
        await trx
          .insertInto('job_events')
          .values([2, 3, 3].map((daysAgo) => ({ job_id: job.id, kind: 'view' as const, created_at: new Date(now - daysAgo * 86_400_000) })))
          .execute();
      });
      await withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('page_views')
          .values({ path: '/', referrer_host: null, source: 'direct', device: 'mobile', country: null })
          .execute(),
      );
      return { from: gulfToday(new Date(now - 5 * 86_400_000)), to: gulfToday(new Date(now)) };
    };

    it('the first loads at once roll each ended day up once, and both show the raw rows’ figures', async () => {
      const range = await seedDays();
      // A few rounds from nothing rolled up: the two loads race for the same days each time.
      for (let round = 0; round < 5; round++) {
        await t.db.deleteFrom('page_view_days').execute();
        await t.db.deleteFrom('job_event_days').execute();
        await t.db.deleteFrom('page_view_days_done').execute();
        const [a, b] = await Promise.all([analyticsDashboard(t.db, admin, range), analyticsDashboard(t.db, other, range)]);
        for (const data of [a, b]) {
          expect(data).toMatchObject({
            pageViews: 7,
            jobViews: 3,
            topPages: [
              { key: '/', views: 4 },
              { key: '/jobs', views: 3 },
            ],
          });
        }
        const { rows } = await sql<{ rolled: number; events: number }>`
          select (select coalesce(sum(views), 0)::int from public.page_view_days where dimension = 'total') as rolled,
                 (select coalesce(sum(views), 0)::int from public.job_event_days) as events`.execute(t.db);
        // Every page view but today's in the roll-up, once; every job event (none today) once.
        expect(rows[0]).toEqual({ rolled: 6, events: 3 });
      }
    });

    it('once every ended day is rolled up, a load does not wait for the roll-up’s lock', async () => {
      const range = await seedDays();
      await analyticsDashboard(t.db, admin, range); // rolls the ended days up
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another load rolling a day up holds the lock until its transaction ends.
      const holder = t.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('public.roll_up_page_views'))`.execute(trx);
        locked();
        await held;
      });
      await isLocked;
      try {
        const data = await Promise.race([
          analyticsDashboard(t.db, other, range),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the load waited for the roll-up lock')), 3000)),
        ]);
        expect(data).toMatchObject({ pageViews: 7, jobViews: 3 });
      } finally {
        release();
        await holder;
      }
    });
  });

  it('is empty for a range without views, and shows a non-admin nothing (RLS)', async () => {
    await seed();
    expect(await analyticsDashboard(t.db, admin, { from: '2025-01-01', to: '2025-01-31' })).toMatchObject({
      pageViews: 0,
      uniquePages: 0,
      topPages: [],
      topJobs: [],
    });
    await expect(analyticsDashboard(t.db, reader, { from: '2026-11-01', to: '2026-11-02' })).rejects.toThrow(
      'Only admins can roll up page views.',
    );
    expect(await withActor(t.db, asUserActor(reader.claims), (trx) => trx.selectFrom('page_view_days').selectAll().execute())).toEqual([]);
  });

  // Visitors (401) and non-admins (403) never reach it: the middleware's admin gate (tests/unit/admin-areas.test.ts).
  it('GET /api/admin/analytics: 400 with the range’s message, then the figures', async () => {
    await seed();
    const now = new Date('2026-11-10T10:00:00Z');
    const get = (query: string, user: typeof admin) => analyticsHandler(new URL(`${site}/api/admin/analytics${query}`), t.db, user, now);
    const bad = await get('?from=2026-11-05&to=2026-11-01', admin);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The start date must be on or before the end date.' });
    const ok = await get('', admin);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ range: { from: '2026-10-12', to: '2026-11-10' }, pageViews: 7, jobViews: 4 });
  });
});

describe('analytics retention', () => {
  const daysAgo = (n: number, hourUtc = 8) => {
    const d = new Date(Date.now() - n * 86_400_000);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };
  const seedAges = async () => {
    const job = await addJob('Retained Nurse');
    await withActor(t.db, service, async (trx) => {
      await trx
        .insertInto('page_views')
        .values([
          { path: '/', referrer_host: 'www.google.com', source: 'search', device: 'mobile', country: 'AE', created_at: daysAgo(120) },
          { path: '/uae-jobs', referrer_host: null, source: 'direct', device: 'desktop', country: null, created_at: daysAgo(95) },
          { path: `/jobs/${job.slug}`, referrer_host: null, source: 'direct', device: 'desktop', country: 'QA', created_at: daysAgo(92) },
          { path: '/', referrer_host: 't.co', source: 'social', device: 'mobile', country: 'SA', created_at: daysAgo(10) },
        ])
        .execute();
      await trx
        .insertInto('job_events')
        .values([
          { job_id: job.id, kind: 'view', created_at: daysAgo(92) },
          { job_id: job.id, kind: 'apply', created_at: daysAgo(92) },
          { job_id: job.id, kind: 'view', created_at: daysAgo(10) },
        ])
        .execute();
    });
    return job;
  };
  const counts = async () => ({
    pageViews: (await t.db.selectFrom('page_views').select('id').execute()).length,
    jobEvents: (await t.db.selectFrom('job_events').select('id').execute()).length,
  });
  const wholeRange = () => ({ from: gulfToday(daysAgo(130)), to: gulfToday(new Date()) });

  it('prunes raw rows older than the retention only once their day is rolled up; the dashboard totals stay the same', async () => {
    const job = await seedAges();
    // Nothing rolled up yet: nothing is deleted, however old.
    expect(await pruneAnalytics(t.db, 90)).toEqual({ pageViews: 0, jobEvents: 0 });
    expect(await counts()).toEqual({ pageViews: 4, jobEvents: 3 });

    const before = await analyticsDashboard(t.db, admin, wholeRange()); // rolls the ended days up
    expect(before).toMatchObject({ pageViews: 4, jobViews: 2, applyClicks: 1 });
    expect(await pruneAnalytics(t.db, 90)).toEqual({ pageViews: 3, jobEvents: 2 });
    expect(await counts()).toEqual({ pageViews: 1, jobEvents: 1 });
    expect(await pruneAnalytics(t.db, 90)).toEqual({ pageViews: 0, jobEvents: 0 });

    const after = await analyticsDashboard(t.db, admin, wholeRange());
    expect(after).toEqual(before);
    expect(after.topJobs).toEqual([{ jobId: job.id, title: 'Retained Nurse', company: 'Gulf Care', slug: job.slug, views: 2, applies: 1 }]);
    // A range entirely before the retention is read from the roll-up alone.
    const old = await analyticsDashboard(t.db, admin, { from: gulfToday(daysAgo(93)), to: gulfToday(daysAgo(91)) });
    expect(old).toMatchObject({ pageViews: 1, jobViews: 1, applyClicks: 1, countries: [{ key: 'QA', views: 1 }] });
  });

  it('keeps the raw rows of a day that is not rolled up, even past the retention', async () => {
    await seedAges();
    await maintainAnalytics(t.db, 90);
    expect(await counts()).toEqual({ pageViews: 1, jobEvents: 1 });
    // A day the roll-up has not counted (here: forgotten on purpose) keeps its rows.
    const oldDay = gulfToday(daysAgo(100));
    await t.db.deleteFrom('page_view_days_done').where('day', '=', oldDay).execute();
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('page_views')
        .values({ path: '/late', referrer_host: null, source: 'direct', device: 'desktop', country: null, created_at: daysAgo(100) })
        .execute(),
    );
    expect(await pruneAnalytics(t.db, 90)).toEqual({ pageViews: 0, jobEvents: 0 });
    expect(await counts()).toEqual({ pageViews: 2, jobEvents: 1 });
  });

  it('the scheduled task rolls up and prunes with the retention it is given, in batches', async () => {
    await seedAges();
    expect(await maintainAnalytics(t.db, 200)).toMatchObject({ pageViews: 0, jobEvents: 0 });
    expect(await counts()).toEqual({ pageViews: 4, jobEvents: 3 });
    expect(await pruneAnalytics(t.db, 5, { batchSize: 1 })).toEqual({ pageViews: 4, jobEvents: 3 });
    expect(await analyticsDashboard(t.db, admin, wholeRange())).toMatchObject({ pageViews: 4, jobViews: 2, applyClicks: 1 });
  });

  it('the timer of npm start rolls up and prunes as soon as it starts', async () => {
    await seedAges();
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const stop = startLocalTimer(analyticsRollup, { db: t.db, analyticsRetentionDays: 90 }, 3_600_000);
    try {
      await vi.waitFor(async () => expect(await counts()).toEqual({ pageViews: 1, jobEvents: 1 }), { timeout: 5000, interval: 20 });
      await vi.waitFor(
        () => expect(logs.mock.calls.flat().join(' ')).toContain('pruned 3 page views and 2 job events older than 90 days'),
        { timeout: 5000, interval: 20 },
      );
    } finally {
      stop();
      logs.mockRestore();
    }
  });
});
