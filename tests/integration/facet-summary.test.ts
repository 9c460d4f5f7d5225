import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { facetSummaryDifferencesSql } from '../helpers/facet-summary';
import { seedBenchJobs } from '../../scripts/lib/seed/seed';
import { parseJobSearch } from '~/lib/jobs/search';
import { publicJobTotal, searchPublicJobs } from '~/server/jobs/queries';
import { visitor, withActor } from '~/server/db/context';

// A search without a keyword counts its facets from public.job_facet_counts (per place key and
// 6-hour bucket of publication and expiry) and the search rows of the buckets that hold an age
// boundary or now. The summary must equal a direct count of the search rows after every kind of
// write, and the counts it gives must equal those of the rows read one by one (the path every
// other search takes), expired jobs left out though no write marks their expiry.

let t: TestDatabase;

beforeAll(async () => {
  t = await freshDatabase();
  await seedBenchJobs(t.db, 420);
  // Publication times spread over 40 days at any hour and second (so jobs sit in every kind of
  // bucket, beside each age boundary too), the facts spread as the bench spreads them, and some
  // expiries soon (in now's bucket or the next), some past: written with the triggers off, as
  // time passing would leave them, then the search rows brought in step (which writes the summary).
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`update public.jobs j set
          published_at = now() - (h % 960) * interval '1 hour' - (h % 3571) * interval '1 second',
          employment_type = (array['full-time', 'full-time', 'part-time', 'contract', 'temporary', 'internship', null])[1 + h % 7],
          salary_min = case when h % 10 < 7 then (3 + h % 37) * 1000 end,
          salary_max = case when h % 10 < 7 then (3 + h % 37) * 1300 end,
          salary_currency = case when h % 10 < 7 then 'AED' end,
          salary_period = case when h % 10 < 7 then 'month' end,
          visa = (array['provided', 'provided', 'own', 'not_stated', 'not_stated'])[1 + (h / 3) % 5],
          nationality = (array['all', 'all', 'gcc', 'nationals', 'not_stated'])[1 + (h / 5) % 5],
          package_items = (array['{}', '{housing}', '{housing,flights}', '{housing,flights,medical}', '{transport,medical}', '{tax_free}'])[1 + (h / 11) % 6]::text[],
          licence_authority = case when h % 4 = 0 then (array['dha', 'doh', 'mohap', 'scfhs'])[1 + (h / 13) % 4] end,
          licence_status = case when h % 4 = 0 then 'required' end,
          experience_level = (array['entry', 'mid', 'senior', 'lead', null])[1 + (h / 17) % 5],
          company_verified = h % 3 = 0
        from (select id, abs(hashtext(id::text)) as h from public.jobs) x
        where j.id = x.id`.execute(trx);
    await sql`update public.jobs j set expires_at = case
          when h % 9 = 0 then now() + (h % 400) * interval '1 minute'
          when h % 9 = 1 then now() - (h % 3000) * interval '1 minute'
          else published_at + interval '30 days' end
        from (select id, abs(hashtext(id::text)) as h from public.jobs) x
        where j.id = x.id`.execute(trx);
  });
  await sql`select public.sync_job_search_rows()`.execute(t.db);
}, 180_000);
afterAll(() => t?.drop());

/** Rows of the summary that differ from a direct count of the search rows (none when in step). */
const differences = async () =>
  (await sql.raw<{ side: string; place_key: string; n: number }>(facetSummaryDifferencesSql).execute(t.db)).rows;

const searches = [
  '',
  'country=uae',
  'country=remote',
  'remote=true',
  'category=healthcare-medical',
  'city=dubai',
  'country=uae&city=dubai',
  'posted=1',
  'posted=3',
  'posted=7',
  'posted=30',
  'category=engineering&posted=7',
  'country=qatar&remote=true&posted=3',
  'page=2',
];

const parse = (query: string) => {
  const parsed = parseJobSearch(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** Each search's answer from the summary and from the rows one by one: they must be equal. */
const agree = async () => {
  for (const query of searches) {
    const search = parse(query);
    const fromSummary = await searchPublicJobs(t.db, search, { summary: true });
    const fromRows = await searchPublicJobs(t.db, search, { summary: false });
    expect(fromSummary, query).toEqual(fromRows);
    expect(await publicJobTotal(t.db, search, { summary: true }), query).toBe(fromRows.total);
    expect(await publicJobTotal(t.db, search, { summary: false }), query).toBe(fromRows.total);
  }
};

describe('public.job_facet_counts', () => {
  it('holds what a direct count of the search rows gives, expired and soon-expiring jobs and every bucket included', async () => {
    const { rows } = await sql<{ rows: number; expired: number; soon: number; places: number }>`select
        (select count(*)::int from public.job_search_rows) as rows,
        (select count(*)::int from public.job_search_rows where expires_at <= now()) as expired,
        (select count(*)::int from public.job_search_rows where public.facet_bucket(expires_at) = public.facet_bucket(now()) and expires_at > now()) as soon,
        (select count(*)::int from public.job_facet_counts) as places`.execute(t.db);
    expect(rows[0]!.rows).toBe(420);
    expect(rows[0]!.expired).toBeGreaterThan(20);
    expect(rows[0]!.places).toBeGreaterThan(50);
    expect(await differences()).toEqual([]);
  });

  it('gives the facets and totals the search rows give, expired jobs left out', async () => {
    await agree();
    const all = await searchPublicJobs(t.db, parse(''), { summary: true });
    const live = (await sql<{ n: number }>`select count(*)::int as n from public.job_search_rows where expires_at > now()`.execute(t.db))
      .rows[0]!.n;
    expect(all.total).toBe(live);
    expect(all.total).toBeLessThan(420);
    // Fact counts are not all zero (the summary's slots are read).
    const facets = all.facets!;
    expect(facets.visa).toBeGreaterThan(0);
    expect(Object.values(facets.type ?? {}).some((n) => n > 0)).toBe(true);
    expect(Object.values(facets.licence ?? {}).some((n) => n > 0)).toBe(true);
  });

  it('stays in step through inserts, approvals, edits, withdrawals, expiry and deletes', async () => {
    const [pending] = (
      await sql<{
        id: string;
      }>`insert into public.jobs (company_name, job_title, job_description, location, contact_email, category, status)
        values ('Summary Co', 'Summary Nurse', 'Care.', 'Dubai, UAE', 'hr@summary.example', 'healthcare-medical', 'pending') returning id`.execute(
        t.db,
      )
    ).rows;
    expect(await differences()).toEqual([]);
    await sql`update public.jobs set status = 'approved' where id = ${pending!.id}`.execute(t.db);
    expect(await differences()).toEqual([]);
    await agree();
    await sql`update public.jobs set visa = 'provided', employment_type = 'contract', location = 'Doha, Qatar' where id = ${pending!.id}`.execute(
      t.db,
    );
    expect(await differences()).toEqual([]);
    await sql`update public.jobs set job_title = 'Summary Nurse (ICU)' where id in (select id from public.jobs where status = 'approved' limit 30)`.execute(
      t.db,
    );
    expect(await differences()).toEqual([]);
    await sql`update public.jobs set status = 'withdrawn' where id in (select id from public.jobs where status = 'approved' order by id limit 15)`.execute(
      t.db,
    );
    expect(await differences()).toEqual([]);
    await agree();
    // Expiry by time: a job whose expiry passes is written by nobody; here its row's expiry is
    // moved into the past as time would put it there, now's bucket and older ones.
    await sql`update public.job_search_rows set expires_at = now() - interval '1 second' where id = ${pending!.id}`.execute(t.db);
    await sql`update public.job_search_rows set expires_at = now() - interval '2 days'
      where id in (select id from public.job_search_rows where expires_at > now() order by id limit 5)`.execute(t.db);
    expect(await differences()).toEqual([]);
    await agree();
    await sql`delete from public.jobs where id in (select id from public.jobs order by id desc limit 25)`.execute(t.db);
    expect(await differences()).toEqual([]);
    await agree();
    await sql`select public.sync_job_facet_counts()`.execute(t.db);
    expect(await differences()).toEqual([]);
  });

  it('shows visitors no row of expired jobs only', async () => {
    const hidden = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from public.job_facet_counts where expires_bucket < public.facet_bucket(now())`.execute(t.db)
    ).rows[0]!.n;
    expect(hidden).toBeGreaterThan(0);
    const seen = await withActor(
      t.db,
      visitor,
      async (trx) =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from public.job_facet_counts where expires_bucket < public.facet_bucket(now())`.execute(trx)
        ).rows[0]!.n,
    );
    expect(seen).toBe(0);
  });
});
