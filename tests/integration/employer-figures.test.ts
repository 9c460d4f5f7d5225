import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { sessionUserFrom } from '~/server/auth/claims';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { postingFigures } from '~/server/employers/figures';
import { gulfDate, gulfDayStart, gulfToday } from '~/lib/gulf-time';

// The employer's figures per posting and in total: views, Apply clicks and times sent in alerts
// per Gulf day for the last 30 days, ended days from the roll-up, later days and today from the
// raw events; and who may read them (RLS), in both grant modes.

const dayMs = 86_400_000;
const today = gulfToday();
const daysAgo = (n: number) => gulfDate(Date.now() - n * dayMs);

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const employer = sessionUserFrom(crypto.randomUUID(), 'Recruiter@GulfCare.example', { role: 'employer' });
  const other = sessionUserFrom(crypto.randomUUID(), 'other@elsewhere.example', { role: 'employer' });
  const admin = sessionUserFrom(crypto.randomUUID(), 'admin@gulfjobs.example', { role: 'admin' });
  const ids = { nurse: '', pending: '', porter: '' };

  beforeAll(async () => {
    t = await freshDatabase(grants);
    // As the owner: jobs and their posters, events at chosen times, a roll-up up to two days ago.
    const insert = async (title: string, status: string, email: string) => {
      const { rows } = await sql<{ id: string }>`
        insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
        values ('Gulf Care', ${title}, 'Care.', 'Doha, Qatar', ${status}, 'hr@gulfcare.example') returning id`.execute(t.db);
      await sql`insert into public.job_posters (job_id, email) values (${rows[0]!.id}, ${email})`.execute(t.db);
      return rows[0]!.id;
    };
    ids.nurse = await insert('Theatre Nurse', 'approved', 'recruiter@gulfcare.example');
    ids.pending = await insert('Ward Nurse', 'pending', 'recruiter@gulfcare.example');
    ids.porter = await insert('Porter', 'approved', 'other@elsewhere.example');
    const event = (job: string, kind: 'view' | 'apply', at: Date) =>
      sql`insert into public.job_events (job_id, kind, created_at) values (${job}, ${kind}, ${at})`.execute(t.db);
    const noon = (day: string) => new Date(gulfDayStart(day).getTime() + dayMs / 2);
    for (let n = 5; n >= 2; n--) await sql`insert into public.page_view_days_done (day) values (${daysAgo(n)}::date)`.execute(t.db);
    // Three days ago is rolled up: its row counts, its raw rows (kept for retention) do not count again.
    await sql`insert into public.job_event_days (day, job_id, views, applies) values (${daysAgo(3)}::date, ${ids.nurse}, 5, 1),
              (${daysAgo(40)}::date, ${ids.nurse}, 50, 10), (${daysAgo(3)}::date, ${ids.porter}, 7, 0)`.execute(t.db);
    await event(ids.nurse, 'view', noon(daysAgo(3)));
    // Yesterday is not rolled up yet: raw. The last millisecond of yesterday and the first of today, in Gulf time.
    await event(ids.nurse, 'view', noon(daysAgo(1)));
    await event(ids.nurse, 'view', new Date(gulfDayStart(today).getTime() - 1));
    await event(ids.nurse, 'view', gulfDayStart(today));
    await event(ids.nurse, 'apply', gulfDayStart(today));
    await event(ids.porter, 'view', gulfDayStart(today));
    await sql`insert into public.job_alert_days (day, job_id, sends) values (${today}::date, ${ids.nurse}, 4), (${daysAgo(10)}::date, ${ids.nurse}, 2),
              (${daysAgo(31)}::date, ${ids.nurse}, 9), (${today}::date, ${ids.pending}, 1), (${today}::date, ${ids.porter}, 3)`.execute(
      t.db,
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const dayOf = (figures: { days: { day: string }[] }, day: string) => figures.days.find((d) => d.day === day);

  it('per posting: totals and each of the last 30 Gulf days, today included, ended days counted once', async () => {
    const { byJob, total } = await postingFigures(t.db, employer, [ids.nurse, ids.pending]);
    const nurse = byJob.get(ids.nurse)!;
    expect(nurse).toMatchObject({ views: 8, applies: 2, alerts: 6 });
    expect(nurse.days).toHaveLength(30);
    expect(nurse.days.at(-1)).toEqual({ day: today, views: 1, applies: 1, alerts: 4 });
    expect(dayOf(nurse, daysAgo(1))).toEqual({ day: daysAgo(1), views: 2, applies: 0, alerts: 0 });
    expect(dayOf(nurse, daysAgo(3))).toEqual({ day: daysAgo(3), views: 5, applies: 1, alerts: 0 });
    expect(dayOf(nurse, daysAgo(10))).toMatchObject({ alerts: 2 });
    expect(byJob.get(ids.pending)).toMatchObject({ views: 0, applies: 0, alerts: 1 });
    // The address's total: both postings, day by day.
    expect(total).toMatchObject({ views: 8, applies: 2, alerts: 7 });
    expect(total.days.at(-1)).toEqual({ day: today, views: 1, applies: 1, alerts: 5 });
  });

  it('an employer reads only their own postings’ figures: someone else’s job reads as zeros', async () => {
    const mine = await postingFigures(t.db, employer, [ids.nurse, ids.porter]);
    expect(mine.byJob.get(ids.porter)).toMatchObject({ views: 0, applies: 0, alerts: 0 });
    expect(mine.total).toMatchObject({ views: 8, applies: 2, alerts: 6 });
    const theirs = await postingFigures(t.db, other, [ids.nurse, ids.porter]);
    expect(theirs.byJob.get(ids.nurse)).toMatchObject({ views: 0, applies: 0, alerts: 0 });
    expect(theirs.byJob.get(ids.porter)).toMatchObject({ views: 8, applies: 0, alerts: 3 });
  });

  it('an admin reads every posting’s figures', async () => {
    const { byJob } = await postingFigures(t.db, admin, [ids.nurse, ids.porter]);
    expect(byJob.get(ids.nurse)).toMatchObject({ views: 8, applies: 2, alerts: 6 });
    expect(byJob.get(ids.porter)).toMatchObject({ views: 8, alerts: 3 });
  });

  it('malformed or unknown ids read as zeros, with no error', async () => {
    const { byJob, total } = await postingFigures(t.db, employer, ['not-a-uuid\u0000', crypto.randomUUID()]);
    expect([...byJob.values()].map((f) => f.views + f.applies + f.alerts)).toEqual([0, 0]);
    expect(total.views).toBe(0);
  });

  it('the tables themselves, row by row: a poster sees their own jobs’ rows, a visitor nothing, nobody writes', async () => {
    const count = (actor: Parameters<typeof withActor>[1], table: string) =>
      withActor(t.db, actor, async (trx) => {
        const { rows } = await sql.raw<{ n: number }>(`select count(*)::int as n from public.${table}`).execute(trx);
        return rows[0]!.n;
      }).catch((error: Error) => (/permission denied/.test(error.message) ? 'denied' : error.message));
    const tables = ['job_events', 'job_event_days', 'job_alert_days'];
    const read = async (actor: Parameters<typeof withActor>[1]) => Promise.all(tables.map((table) => count(actor, table)));
    expect(await read(asUserActor(employer.claims))).toEqual([5, 2, 4]);
    expect(await read(asUserActor(other.claims))).toEqual([1, 1, 1]);
    expect(await read(asUserActor(admin.claims))).toEqual([6, 3, 5]);
    expect(await read(visitor)).toEqual(['denied', 'denied', 'denied']);
    for (const table of ['job_event_days', 'job_alert_days'])
      await expect(
        withActor(t.db, asUserActor(employer.claims), (trx) => sql.raw(`update public.${table} set day = day`).execute(trx)),
      ).rejects.toThrow(/permission denied/);
  });
});
