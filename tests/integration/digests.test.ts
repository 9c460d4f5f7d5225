import { sql } from 'kysely';
import pg from 'pg';
import { createServer, type ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/free-port';
import { insertJob, type JobInput } from '../helpers/jobs';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { runDigests, type DigestRunOptions } from '~/server/digests/run';
import { fetchDigestFeed } from '~/server/digests/content';
import { searchPublicJobs } from '~/server/jobs/queries';
import { enqueueEmails, flushOutbox } from '~/server/mail/outbox';
import { smtpTransport } from '~/server/mail/transport';
import { unsubscribeUrl } from '~/server/subscriptions/links';
import { jobSearchSchema } from '~/lib/jobs/search';
import type { AlertFiltersJson } from '~/lib/alerts/filters';
import type { DigestFeed } from '~/lib/digests/feed';
import { dayMonthYear, gulfDate, gulfToday } from '~/lib/gulf-time';

const siteUrl = 'https://gulfjobs.example';
const secret = 'digest-test-secret-0123456789abcdef';
const noContent: DigestFeed = { articles: [], events: [] };

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterEach(async () => {
  await database.drop();
});

const run = (options: Partial<DigestRunOptions> = {}) => runDigests(db, { siteUrl, secret, content: noContent, ...options });

const addJob = (input: JobInput = {}) => insertJob(db, input);

interface SubInput {
  email: string;
  kind?: 'job_alert' | 'newsletter' | 'event_news';
  filters?: AlertFiltersJson | Record<string, unknown>;
  frequency?: 'daily' | 'weekly';
  confirmed?: boolean;
  unsubscribed?: boolean;
  paused?: boolean;
}

/** A confirmed subscription, due now, with its watermark now (so only jobs published after this count). */
async function subscribe({
  email,
  kind = 'job_alert',
  filters = {},
  frequency = 'weekly',
  confirmed = true,
  unsubscribed,
  paused,
}: SubInput) {
  const row = await withActor(db, service, (trx) =>
    trx
      .insertInto('subscriptions')
      .values({
        email,
        kind,
        source: 'test',
        filters: JSON.stringify(filters) as never,
        frequency,
        confirmed_at: confirmed ? sql<Date>`now()` : null,
        digested_through: confirmed ? sql<Date>`clock_timestamp()` : null,
        next_digest_at: confirmed ? sql<Date>`now() - interval '1 second'` : null,
        unsubscribed_at: unsubscribed ? sql<Date>`now()` : null,
        paused_at: paused ? sql<Date>`now()` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

/** Makes every scheduled subscription due again (as if its next digest time had come). */
const makeDue = () =>
  sql`update public.subscriptions set next_digest_at = now() - interval '1 second' where next_digest_at is not null`.execute(db);

const outbox = async () =>
  (
    await sql<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      kind: string;
      list_unsubscribe: string | null;
      dedupe_key: string | null;
    }>`select to_address::text, subject, text_body, html_body, kind, list_unsubscribe, dedupe_key from public.email_outbox order by created_at, to_address`.execute(
      db,
    )
  ).rows;

/** The job slugs an e-mail lists (its /jobs/<slug> links, not the search link). */
const slugsIn = (text: string) => [...text.matchAll(/https:\/\/gulfjobs\.example\/jobs\/([a-z0-9-]+)(?=\s|$)/g)].map((m) => m[1]!).sort();

const subscription = async (id: string) =>
  (
    await sql<{ digested_through: Date | null; next_digest_at: Date | null; last_digest_at: Date | null }>`
      select digested_through, next_digest_at, last_digest_at from public.subscriptions where id = ${id}`.execute(db)
  ).rows[0]!;

/** A local SMTP server: `state.down` makes it refuse messages (451); counts connections. */
async function startSmtp() {
  const received: string[] = [];
  const state = { down: true };
  const connections = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections.count += 1;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.down) return callback(Object.assign(new Error('Service unavailable'), { responseCode: 451 }));
        received.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, state, port, connections, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

const article = (slug: string) => ({
  slug,
  title: `Article ${slug}`,
  url: `${siteUrl}/${slug}`,
  description: `About ${slug}.`,
  date: '2026-11-01',
});
const event = (slug: string, start: string) => ({
  slug,
  title: `Event ${slug}`,
  url: `${siteUrl}/events/${slug}`,
  start,
  end: start,
  when: 'March 15, 2027, Dubai',
});
const future = '2099-03-15T09:00:00+04:00';
const past = '2020-03-15T09:00:00+04:00';

describe('job alert matching', () => {
  it('each filter kind matches exactly what the site search shows for the same filters', async () => {
    const filterSets: AlertFiltersJson[] = [
      {},
      { q: 'nurse' },
      { q: 'nurs' },
      { q: 'Gulf Care' },
      { q: 'python developer' },
      { q: 'zzzz-nothing' },
      { category: 'it-technology' },
      { category: 'construction' },
      { country: 'uae' },
      { country: 'remote' },
      { remote: true },
      { topic: 'teaching' },
      { topic: 'healthcare' },
      { q: 'engineer', country: 'saudi-arabia' },
      { category: 'healthcare-medical', country: 'qatar', q: 'icu' },
      { category: 'it-technology', remote: true },
      // Cities, and keywords as whole words or prefixes, location included, accents ignored.
      { city: 'dubai' },
      { city: 'dammam-khobar' },
      { city: 'doha', q: 'nurse' },
      { q: 'dubai' },
      { q: 'icu' },
      { q: 'cafe' },
      { q: 'curric teacher' },
      // The job facts.
      { min_salary: 10000 },
      { min_salary: 10090 },
      { type: 'full-time' },
      { visa: 'provided' },
      { nationality: 'open' },
      { package: ['housing'] },
      { package: ['housing', 'flights'] },
      { min_salary: 5000, visa: 'provided', package: ['medical'] },
      { q: 'nurse', type: 'full-time', nationality: 'open' },
    ];
    const ids = [];
    for (const [i, filters] of filterSets.entries()) ids.push(await subscribe({ email: `alert${i}@example.com`, filters }));
    const board: JobInput[] = [
      { title: 'ICU Nurse', location: 'Doha, Qatar' },
      { title: 'Staff Nurse', company: 'Dubai Health', location: 'Dubai, UAE' },
      { title: 'Python Developer', company: 'Byte', location: 'Remote', category: 'it-technology', description: 'Django APIs.' },
      {
        title: 'Backend Engineer',
        company: 'Byte',
        location: 'Riyadh, Saudi Arabia',
        category: 'it-technology',
        description: 'Python services.',
      },
      { title: 'Site Engineer', company: 'BuildCo', location: 'Jeddah, Saudi Arabia', category: 'construction' },
      { title: 'Maths Teacher', company: 'Doha Academy', location: 'Doha, Qatar', category: null, description: 'Teach a classroom of 20.' },
      {
        title: 'Clinic Receptionist',
        company: 'Smile',
        location: 'Muscat, Oman',
        category: 'hospitality-tourism',
        description: 'Front desk of a dental clinic.',
      },
      { title: 'Remote Support Agent', company: 'Help', location: 'Remote, UAE', category: 'it-technology' },
      { title: 'Accountant', company: 'Numbers', location: 'Manama, Bahrain', category: 'finance-accounting' },
      { title: 'Teacher – British Curriculum', company: 'Gems', location: 'Dubai, UAE', category: 'education-teaching' },
      { title: 'Café Manager', company: 'Costa', location: 'Al Khobar, Saudi Arabia', category: 'hospitality-tourism' },
    ];
    for (const job of board) await addJob(job);
    // Facts on some of them (the others state none).
    const facts = await sql`update public.jobs j set employment_type = f.type, salary_min = f.smin, salary_max = f.smax,
        salary_currency = f.cur, salary_period = f.per, visa = f.visa, nationality = f.nat, package_items = f.pkg
      from (values
        ('ICU Nurse', 'full-time', 8000, 12000, 'AED', 'month', 'provided', 'all', '{housing,flights}'::text[]),
        ('Staff Nurse', 'full-time', 120000, 120000, 'QAR', 'year', 'own', 'gcc', '{housing}'::text[]),
        ('Backend Engineer', 'contract', null, 5000, 'USD', 'month', 'provided', 'all', '{housing,flights,medical}'::text[]),
        ('Accountant', 'full-time', 900, null, 'BHD', 'month', 'provided', 'nationals', '{medical}'::text[]),
        ('Maths Teacher', 'part-time', 1500, 1500, 'KWD', null, 'provided', 'all', '{housing}'::text[])
      ) as f(title, type, smin, smax, cur, per, visa, nat, pkg)
      where j.job_title = f.title`.execute(db);
    expect(facts.numAffectedRows).toBe(5n);
    // Never listed: not public.
    await addJob({ title: 'Pending Nurse', status: 'pending' });
    await addJob({ title: 'Rejected Nurse', status: 'rejected' });
    await addJob({ title: 'Expired Nurse', postedDaysAgo: 40 });

    const result = await run();
    expect(result).toMatchObject({ claimed: filterSets.length, failed: 0 });
    const mails = await outbox();
    for (const [i, filters] of filterSets.entries()) {
      const search = await searchPublicJobs(db, jobSearchSchema.parse(filters));
      const expected = search.jobs.map((j) => j.slug).sort();
      const mail = mails.find((m) => m.to_address === `alert${i}@example.com`);
      expect({ filters, slugs: mail ? slugsIn(mail.text_body) : [] }).toEqual({ filters, slugs: expected });
    }
    // Not every set is empty or everything: the table tests something.
    expect(result.sent).toBeGreaterThan(5);
    expect(result.skipped).toBeGreaterThan(0);
    expect(mails.every((m) => !/Pending|Rejected|Expired/.test(m.text_body))).toBe(true);
  });

  it('lists at most 20 jobs, newest first, then "N more" linking to the search', async () => {
    await subscribe({ email: 'many@example.com', filters: { country: 'qatar' } });
    for (let i = 1; i <= 23; i++) await addJob({ title: `Nurse number ${i}` });
    await run();
    const [mail] = await outbox();
    expect(slugsIn(mail!.text_body)).toHaveLength(20);
    expect(mail!.subject).toContain('23 new jobs');
    expect(mail!.text_body.indexOf('Nurse number 23')).toBeLessThan(mail!.text_body.indexOf('Nurse number 22'));
    expect(mail!.text_body).not.toContain('Nurse number 3 ');
    expect(mail!.text_body).toContain(`3 more jobs match this search.\nSee all 23 jobs:\n${siteUrl}/jobs?country=qatar`);
  });

  it('alerts with the same search but different watermarks each get their own new jobs', async () => {
    await subscribe({ email: 'early@example.com', filters: { q: 'nurse' } });
    const older = await addJob({ title: 'Older Nurse' });
    await subscribe({ email: 'late@example.com', filters: { q: 'nurse' } });
    const newer = await addJob({ title: 'Newer Nurse' });
    expect(await run()).toMatchObject({ claimed: 2, sent: 2 });
    const mails = await outbox();
    expect(mails.find((m) => m.to_address === 'early@example.com')!.text_body).toMatch(/^2 new jobs/);
    expect(slugsIn(mails.find((m) => m.to_address === 'early@example.com')!.text_body)).toEqual([older.slug, newer.slug].sort());
    expect(slugsIn(mails.find((m) => m.to_address === 'late@example.com')!.text_body)).toEqual([newer.slug]);
    expect(mails.find((m) => m.to_address === 'late@example.com')!.subject).toBe('New job: Newer Nurse at Gulf Care');
  });
});

describe('job dates', () => {
  it('a job created long ago and published today is dated today in alerts and the newsletter (its publication day)', async () => {
    await subscribe({ email: 'dates@example.com', filters: { q: 'nurse' } });
    await subscribe({ email: 'reader@example.com', kind: 'newsletter' });
    const job = await addJob({ title: 'Returning Nurse', status: 'pending', postedDaysAgo: 20 });
    await sql`update public.jobs set created_at = now() - interval '20 days' where id = ${job.id}`.execute(db);
    await withActor(db, service, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', job.id).execute());
    expect(await run()).toMatchObject({ claimed: 2, sent: 2 });
    const today = dayMonthYear(gulfToday());
    const created = dayMonthYear(gulfDate(Date.now() - 20 * 86_400_000));
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text_body).toContain(`Posted ${today}`);
      expect(mail.text_body).not.toContain(`Posted ${created}`);
      expect(mail.html_body).toContain(`Posted ${today}`);
    }
  });
});

describe('watermarks and schedule', () => {
  it('a job approved between two runs is sent once, in the next digest', async () => {
    const id = await subscribe({ email: 'w@example.com', filters: { q: 'nurse' } });
    const first = await addJob({ title: 'First Nurse' });
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    const pending = await addJob({ title: 'Second Nurse', status: 'pending' });
    await withActor(db, service, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', pending.id).execute());
    await makeDue();
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    await makeDue();
    expect(await run()).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    const mails = await outbox();
    expect(mails.map((m) => slugsIn(m.text_body))).toEqual([[first.slug], [pending.slug]]);
    const sub = await subscription(id);
    expect(sub.last_digest_at).not.toBeNull();
  });

  it('the cut-off waits for an approval still being committed, and that job is in exactly one digest', async () => {
    await subscribe({ email: 'lock@example.com', filters: { q: 'nurse' } });
    const job = await addJob({ title: 'Late Nurse', status: 'pending' });
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update public.jobs set status = 'approved' where id = $1`, [job.id]);
      let finished = false;
      const running = run().then((r) => {
        finished = true;
        return r;
      });
      // The run reaches the cut-off and queues behind the open approval's publication lock.
      const waitingOnTheLock = async () =>
        (
          await other.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
          )
        ).rows[0]!.n;
      await expect.poll(waitingOnTheLock, { timeout: 10_000, interval: 20 }).toBe(1);
      expect(finished).toBe(false);
      await other.query('commit');
      expect(await running).toMatchObject({ sent: 1 });
    } finally {
      await other.end();
    }
    await makeDue();
    expect(await run()).toMatchObject({ sent: 0, skipped: 1 });
    expect((await outbox()).map((m) => slugsIn(m.text_body))).toEqual([[job.slug]]);
  });

  it('unconfirmed, unsubscribed and paused subscriptions get nothing', async () => {
    await subscribe({ email: 'unconfirmed@example.com', confirmed: false });
    const gone = await subscribe({ email: 'gone@example.com' });
    const paused = await subscribe({ email: 'paused@example.com' });
    await sql`update public.subscriptions set unsubscribed_at = now() where id = ${gone}`.execute(db);
    await sql`update public.subscriptions set paused_at = now() where id = ${paused}`.execute(db);
    await addJob();
    expect(await run()).toMatchObject({ claimed: 0, sent: 0 });
    expect(await outbox()).toEqual([]);
  });

  it('daily alerts are next due at 08:00 Gulf time, weekly ones on Monday at 08:00, event news at once', async () => {
    const daily = await subscribe({ email: 'd@example.com', frequency: 'daily' });
    const weekly = await subscribe({ email: 'wk@example.com', frequency: 'weekly' });
    const events = await subscribe({ email: 'e@example.com', kind: 'event_news' });
    await run({ content: { articles: [], events: [event('baseline', future)] } });
    await sql`update public.subscriptions set next_digest_at = now() - interval '1 second'`.execute(db);
    expect(await run({ content: { articles: [], events: [event('baseline', future), event('new', future)] } })).toMatchObject({
      claimed: 3,
      sent: 1,
      skipped: 2,
    });
    const { rows } = await sql<{ id: string; dow: number; hm: string; hours: number }>`
      select id, extract(isodow from next_digest_at at time zone 'Asia/Dubai')::int as dow,
        to_char(next_digest_at at time zone 'Asia/Dubai', 'HH24:MI') as hm,
        (extract(epoch from next_digest_at - now()) / 3600)::float8 as hours
      from public.subscriptions`.execute(db);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(daily)).toMatchObject({ hm: '08:00' });
    expect(byId.get(daily)!.hours).toBeLessThanOrEqual(24);
    expect(byId.get(weekly)).toMatchObject({ hm: '08:00', dow: 1 });
    expect(byId.get(weekly)!.hours).toBeGreaterThan(0);
    expect(byId.get(weekly)!.hours).toBeLessThanOrEqual(7 * 24);
    expect(byId.get(events)!.hours).toBeLessThanOrEqual(0);
    // Not due until then; event news is due at once but claimed only when an event is new to it.
    expect(await run({ content: { articles: [], events: [event('baseline', future), event('new', future)] } })).toMatchObject({
      claimed: 0,
    });
    expect(
      await run({ content: { articles: [], events: [event('baseline', future), event('new', future), event('newer', future)] } }),
    ).toMatchObject({
      claimed: 1,
      sent: 1,
    });
  });

  it('an alert whose stored filters no longer parse is counted failed, keeps its watermark and does not block the run', async () => {
    const broken = await subscribe({ email: 'broken@example.com', filters: { category: 'no-such-category' } });
    await subscribe({ email: 'fine@example.com' });
    const before = await subscription(broken);
    await addJob();
    expect(await run()).toMatchObject({ claimed: 2, sent: 1, failed: 1 });
    const after = await subscription(broken);
    expect(after.digested_through).toEqual(before.digested_through);
    expect(after.next_digest_at!.getTime()).toBeGreaterThan(Date.now());
    expect((await outbox()).map((m) => m.to_address)).toEqual(['fine@example.com']);
  });

  it('records each run in digest_runs', async () => {
    await subscribe({ email: 'a@example.com' });
    await subscribe({ email: 'b@example.com', filters: { country: 'oman' } });
    await addJob();
    const result = await run();
    const { rows } = await sql<{
      claimed: number;
      sent: number;
      skipped: number;
      failed: number;
      cutoff: Date;
      finished_at: Date | null;
      error: string | null;
    }>`
      select claimed, sent, skipped, failed, cutoff, finished_at, error from public.digest_runs`.execute(db);
    expect(rows).toEqual([
      { claimed: 2, sent: 1, skipped: 1, failed: 0, cutoff: new Date(result.cutoff), finished_at: expect.any(Date), error: null },
    ]);
  });
  it('keeps the runs of the last 30 days only', async () => {
    await sql`insert into public.digest_runs (started_at, finished_at) values
      (now() - interval '31 days', now() - interval '31 days'), (now() - interval '29 days', now() - interval '29 days')`.execute(db);
    await run();
    const { rows } = await sql<{ days: number }>`
      select extract(day from now() - started_at)::int as days from public.digest_runs order by started_at`.execute(db);
    expect(rows.map((r) => r.days)).toEqual([29, 0]);
  });
});

describe('safe under concurrency, crashes and SMTP outages', () => {
  it('two runners at once queue each digest exactly once', async () => {
    for (let i = 0; i < 40; i++) await subscribe({ email: `c${i}@example.com`, filters: i % 2 ? { q: 'nurse' } : {} });
    await addJob();
    const [a, b] = await Promise.all([run({ batchSize: 5 }), run({ batchSize: 5 })]);
    expect(a.claimed + b.claimed).toBe(40);
    expect(a.sent + b.sent).toBe(40);
    const { rows } = await sql<{ to_address: string; n: string }>`
      select to_address::text, count(*) as n from public.email_outbox group by to_address having count(*) <> 1`.execute(db);
    expect(rows).toEqual([]);
    expect((await outbox()).length).toBe(40);
  });

  it('a crash after the claim rolls the batch back; the next run sends it, once', async () => {
    const id = await subscribe({ email: 'crash@example.com' });
    await addJob();
    const before = await subscription(id);
    await expect(
      run({
        afterClaim: () => {
          throw new Error('simulated crash');
        },
      }),
    ).rejects.toThrow('simulated crash');
    expect(await outbox()).toEqual([]);
    expect(await subscription(id)).toEqual(before);
    const { rows } = await sql<{ error: string | null }>`select error from public.digest_runs`.execute(db);
    expect(rows[0]!.error).toContain('simulated crash');
    expect(await run()).toMatchObject({ claimed: 1, sent: 1 });
    await makeDue();
    expect(await run()).toMatchObject({ claimed: 1, sent: 0 });
    expect((await outbox()).length).toBe(1);
  });

  it('SMTP down: the digest stays queued and a later flush delivers it once, with one-click List-Unsubscribe headers', async () => {
    const id = await subscribe({ email: 'smtp@example.com', filters: { q: 'nurse' } });
    await addJob();
    await run();
    const [queued] = await outbox();
    expect(queued!.list_unsubscribe).toBe(unsubscribeUrl(siteUrl, id, secret));
    expect(queued!.dedupe_key).toMatch(new RegExp(`^digest:${id}:\\d{4}-`));

    const { received, state, port, stop } = await startSmtp();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'Gulf Jobs <no-reply@gulfjobs.example>');
    try {
      expect(await flushOutbox(db, transport)).toMatchObject({ sent: 0, failed: 1 });
      const { rows } = await sql<{ sent_at: Date | null }>`select sent_at from public.email_outbox`.execute(db);
      expect(rows).toEqual([{ sent_at: null }]);
      state.down = false;
      expect(await flushOutbox(db, transport, { now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 1 });
      expect(await flushOutbox(db, transport, { now: new Date(Date.now() + 7_200_000) })).toMatchObject({ sent: 0 });
    } finally {
      transport.close?.();
      await stop();
    }
    expect(received).toHaveLength(1);
    const headers = received[0]!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${unsubscribeUrl(siteUrl, id, secret)}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('newsletter and event news', () => {
  it('the newsletter lists the new jobs across the board and the new articles; nothing new, no e-mail', async () => {
    // The first run sees the articles: a baseline, never mailed.
    await run({ content: { articles: [article('old-guide')], events: [] } });
    await subscribe({ email: 'news@example.com', kind: 'newsletter' });
    expect(await run({ content: { articles: [article('old-guide')], events: [] } })).toMatchObject({ claimed: 1, skipped: 1 });
    const job = await addJob({ title: 'Accountant', category: 'finance-accounting', location: 'Manama, Bahrain' });
    await makeDue();
    const content = { articles: [article('old-guide'), article('new-guide')], events: [] };
    expect(await run({ content })).toMatchObject({ claimed: 1, sent: 1 });
    const [mail] = await outbox();
    expect(mail!.kind).toBe('digest.newsletter');
    expect(slugsIn(mail!.text_body)).toEqual([job.slug]);
    expect(mail!.text_body).toContain('Article new-guide');
    expect(mail!.text_body).not.toContain('Article old-guide');
    await makeDue();
    expect(await run({ content })).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
  });

  it('event news: the first feed is a baseline, then one e-mail per new upcoming event, once', async () => {
    await subscribe({ email: 'events@example.com', kind: 'event_news' });
    const first = { articles: [], events: [event('expo-2027', future)] };
    expect(await run({ content: first })).toMatchObject({ claimed: 0, sent: 0 });
    const second = { articles: [], events: [event('expo-2027', future), event('summit-2099', future), event('past-fair', past)] };
    expect(await run({ content: second })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await run({ content: second })).toMatchObject({ claimed: 0, sent: 0 });
    // A past event seen for the first time: claimed, nothing to send.
    const third = { articles: [], events: [...second.events, event('old-fair', past)] };
    expect(await run({ content: third })).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New event: Event summit-2099');
    expect(mails[0]!.text_body).not.toContain('expo-2027');
    expect(mails[0]!.text_body).not.toContain('past-fair');
  });

  it('event news due at every run is claimed once per run, however many batches', async () => {
    for (let i = 0; i < 7; i++) await subscribe({ email: `ev${i}@example.com`, kind: 'event_news' });
    await run({ content: { articles: [], events: [event('expo-2027', future)] } });
    const content = { articles: [], events: [event('expo-2027', future), event('summit-2099', future)] };
    expect(await run({ content, batchSize: 3, deadlineMs: 5_000 })).toMatchObject({ claimed: 7, sent: 7, skipped: 0 });
    expect((await outbox()).length).toBe(7);
  });

  it('without the content feed, job alerts still go out; newsletter and event news wait with their watermark', async () => {
    await run({ content: { articles: [article('a')], events: [event('e', future)] } });
    const news = await subscribe({ email: 'news@example.com', kind: 'newsletter' });
    await subscribe({ email: 'alert@example.com' });
    await addJob();
    const before = await subscription(news);
    const result = await run({ content: { error: 'The content feed timed out.' } });
    expect(result).toMatchObject({ claimed: 1, sent: 1 });
    expect(result.error).toContain('The content feed timed out.');
    expect(await subscription(news)).toEqual(before);
    expect((await outbox()).map((m) => m.to_address)).toEqual(['alert@example.com']);
    const { rows } = await sql<{ error: string | null }>`select error from public.digest_runs order by started_at desc limit 1`.execute(db);
    expect(rows[0]!.error).toContain('The content feed timed out.');
    // The next run with the feed sends the newsletter the job.
    expect(await run({ content: { articles: [article('a')], events: [event('e', future)] } })).toMatchObject({ claimed: 1, sent: 1 });
  });
});

describe('outbox throughput', () => {
  it('one pooled SMTP connection carries a whole flush of digests', async () => {
    for (let i = 0; i < 30; i++) await subscribe({ email: `pool${i}@example.com` });
    await addJob();
    expect(await run()).toMatchObject({ sent: 30 });
    const { received, state, port, connections, stop } = await startSmtp();
    state.down = false;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}/?ignoreTLS=true`, 'Gulf Jobs <no-reply@gulfjobs.example>');
    try {
      expect(await flushOutbox(db, transport, { batchSize: 500 })).toMatchObject({ sent: 30, failed: 0 });
    } finally {
      transport.close?.();
      await stop();
    }
    expect(received).toHaveLength(30);
    expect(connections.count).toBe(1);
  });
});

describe('in production', () => {
  it('runs as the app role (gulf_jobs_app, switching to service_role), as the scheduled function does', async () => {
    await run({ content: { articles: [article('old')], events: [event('old', future)] } });
    await subscribe({ email: 'app-alert@example.com', filters: { q: 'nurse', country: 'qatar' } });
    await subscribe({ email: 'app-news@example.com', kind: 'newsletter' });
    await subscribe({ email: 'app-events@example.com', kind: 'event_news' });
    await addJob();
    const app = createDb(await appRoleUrl(database), 2);
    try {
      const result = await runDigests(app, {
        siteUrl,
        secret,
        content: { articles: [article('old'), article('new')], events: [event('old', future), event('new', future)] },
      });
      expect(result).toMatchObject({ claimed: 3, sent: 3, failed: 0 });
    } finally {
      await app.destroy();
    }
    expect((await outbox()).map((m) => m.kind).sort()).toEqual(['digest.event_news', 'digest.job_alert', 'digest.newsletter']);
  });
});

describe('the content feed', () => {
  it('is read from the site, and a feed that fails, is malformed or hangs becomes an error that says so', async () => {
    const feed: DigestFeed = {
      articles: [{ slug: 'cv-guide', title: 'CV guide', url: `${siteUrl}/cv-guide`, date: '2026-11-01' }],
      events: [
        {
          slug: 'expo',
          title: 'Expo',
          url: `${siteUrl}/events/expo`,
          start: '2099-01-01T09:00:00+04:00',
          end: '2099-01-01T17:00:00+04:00',
          when: 'January 1, 2099, Dubai',
        },
      ],
    };
    const answers: Record<string, (res: ServerResponse) => void> = {
      '/good/digest-feed.json': (res) => res.end(JSON.stringify(feed)),
      '/broken/digest-feed.json': (res) => {
        res.statusCode = 500;
        res.end('oops');
      },
      '/odd/digest-feed.json': (res) => res.end(JSON.stringify({ articles: 'none' })),
      '/slow/digest-feed.json': () => undefined,
    };
    const server = createServer((req, res) => answers[req.url ?? '']?.(res));
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      expect(await fetchDigestFeed(`${base}/good`)).toEqual(feed);
      expect(await fetchDigestFeed(`${base}/broken`)).toEqual({ error: `The content feed ${base}/broken/digest-feed.json answered 500.` });
      expect(await fetchDigestFeed(`${base}/odd`)).toMatchObject({ error: expect.stringContaining('is not in the expected shape') });
      expect(await fetchDigestFeed(`${base}/slow`, 300)).toMatchObject({ error: expect.stringContaining('could not be read') });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('enqueueEmails', () => {
  const message = (to: string, dedupeKey?: string) => ({
    to,
    subject: 'Digest',
    text: 'New jobs.',
    kind: 'digest.job_alert',
    listUnsubscribe: `${siteUrl}/api/subscriptions/unsubscribe?id=1`,
    ...(dedupeKey ? { dedupeKey } : {}),
  });

  it('queues many e-mails in one insert, and never a second one with the same dedupe key', async () => {
    await withActor(db, service, (trx) => enqueueEmails(trx, [message('a@example.com', 'digest:a:1'), message('b@example.com')]));
    await withActor(db, service, (trx) =>
      enqueueEmails(trx, [message('a@example.com', 'digest:a:1'), message('c@example.com', 'digest:c:1')]),
    );
    expect((await outbox()).map((m) => [m.to_address, m.dedupe_key])).toEqual([
      ['a@example.com', 'digest:a:1'],
      ['b@example.com', null],
      ['c@example.com', 'digest:c:1'],
    ]);
  });

  it('refuses an unsubscribe address that is not an http(s) URL, and queues nothing of the batch', async () => {
    await expect(
      withActor(db, service, (trx) =>
        enqueueEmails(trx, [message('a@example.com'), { ...message('b@example.com'), listUnsubscribe: 'mailto:x@example.com' }]),
      ),
    ).rejects.toThrow('The e-mail was not queued: The unsubscribe URL must be an http or https URL.');
    expect(await outbox()).toEqual([]);
  });
});
