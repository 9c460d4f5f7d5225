import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sql } from 'kysely';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { useEnv } from '../helpers/form-actions';
import { seedBenchJobs, seedDemoData } from '../../scripts/lib/seed/seed';
import { publicPostings } from '~/server/jobs/public-postings';
import { builtSalaryMarket, jobCounts, newestOfEachPosting, newestUniqueJobs, uniquePostingCounts } from '~/server/jobs/built-jobs';
import { visitor, withActor } from '~/server/db/context';
import { uniquePostings } from '~/lib/jobs/unique';
import { hubCards } from '~/lib/jobs/hub';
import { salaryMarket } from '~/lib/salary-market';
import { salaryGuideSchema, salaryGuideTabs } from '~/lib/salary-guide';

// The home page, the jobs hub and the salary guide read counts and figures from the database
// rather than a list of every public job: the same figures as the rules over that list.

let t: TestDatabase;
const { gcc } = parse(readFileSync('content/salary-guide.yaml', 'utf8')) as { gcc: unknown };
const tabs = salaryGuideTabs(salaryGuideSchema.parse(gcc));

beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
  // Enough salaried jobs for every guide row, pending, expired and rejected ones (which the
  // visitor does not see), and identical postings (same company, title and location) of which
  // the newest is in another category than the older one.
  await seedBenchJobs(t.db, 400, new Date(), 1000);
  await sql`update public.jobs set status = 'pending' where job_title like '% 2' and category = 'engineering'`.execute(t.db);
  await sql`update public.jobs set expires_at = now() - interval '1 minute' where job_title like '% 3' and category = 'healthcare-medical'`.execute(
    t.db,
  );
  await sql`insert into public.jobs (company_name, job_title, job_description, location, category, contact_email, status, created_at)
    select company_name, job_title, 'Again.', location, 'sales-marketing', contact_email, 'approved', created_at + interval '1 second'
    from public.jobs where status = 'approved' and category = 'healthcare-medical' order by id limit 12`.execute(t.db);
  await sql`insert into public.jobs (company_name, job_title, job_description, location, category, contact_email, status, created_at)
    select upper(company_name), job_title, 'Older.', location, category, contact_email, 'approved', created_at - interval '1 day'
    from public.jobs where status = 'approved' order by created_at desc limit 3`.execute(t.db);
  await sql`analyze`.execute(t.db);
  useEnv({ DATABASE_URL: await appRoleUrl(t) });
});
afterAll(async () => {
  await t?.drop();
});

describe("the build's counts", () => {
  it('the hub counts per card and country as over every public job', async () => {
    const all = await publicPostings(t.db);
    const counts = await jobCounts();
    expect(counts.reduce((sum, row) => sum + row.jobs, 0)).toBe(all.length);
    expect(counts.length).toBeLessThan(all.length / 4);
    expect(hubCards(counts)).toEqual(hubCards(all));
  });

  it('the home page counts each posting once, as its newest, per category, and shows the six newest postings', async () => {
    const unique = uniquePostings(await publicPostings(t.db));
    const all = await publicPostings(t.db);
    expect(unique.length).toBeLessThan(all.length - 10);
    const expected = new Map<string | null, number>();
    for (const job of unique) expected.set(job.category, (expected.get(job.category) ?? 0) + 1);
    expect(await uniquePostingCounts()).toEqual(expected);
    const newest = await newestUniqueJobs(6);
    expect(newest).toEqual(unique.slice(0, 6).map(({ postingKey: _key, ...job }) => job));
  });

  it("reads each posting's newest job from an index alone, as the visitor, not every job's full row", async () => {
    await sql`vacuum public.jobs`.execute(t.db);
    const plan = await withActor(t.db, visitor, async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`explain select category, count(*) from ${newestOfEachPosting} group by category`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using jobs_posting_newest_idx');
  });

  it.each([5000, 7])('the salary guide shows the figures of the rule over every public job (pages of %i)', async (pageSize) => {
    const expected = salaryMarket(await publicPostings(t.db), tabs);
    expect(expected.size).toBeGreaterThan(5);
    expect(await builtSalaryMarket(tabs, pageSize)).toEqual(expected);
  });
});
