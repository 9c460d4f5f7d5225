import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from '../helpers/database-before';
import { parseSalaryText } from '~/lib/jobs/salary-text';
import { demoJobs } from '../../scripts/lib/seed/demo-jobs';
import { parsedSalaryTexts, unparsedSalaryTexts } from '../fixtures/salary-texts';

// The job-facts migration on a database that has the demo jobs from before it: every salary text
// the parser reads gets its columns, the rest stays "not stated", and no text changes. The SQL copy
// of the parser (public.salary_facts_of) reads every text of the parser's table as the TS does.

const factsMigration = '20261124051956_add_job_facts.sql';

let t: DatabaseBefore;
let client: pg.Client;

beforeAll(async () => {
  t = await databaseBefore(factsMigration);
  client = t.client;
});
afterAll(() => t.drop());

const otherTexts = [...parsedSalaryTexts.map(([t, c]) => [t, c] as const), ...unparsedSalaryTexts];
const locationOf: Record<string, string> = {
  uae: 'Dubai, UAE',
  'saudi-arabia': 'Riyadh, Saudi Arabia',
  qatar: 'Doha, Qatar',
  kuwait: 'Kuwait City, Kuwait',
  bahrain: 'Manama, Bahrain',
  oman: 'Muscat, Oman',
};

describe('the job facts migration', () => {
  it('backfills the parsed salary of the demo jobs and other texts, and keeps every text as written', async () => {
    const rows = [
      ...demoJobs.map((j) => ({ title: j.title, location: j.location, salary: j.salary })),
      ...otherTexts.map(([salary, country], i) => ({
        title: `Salary case ${i}`,
        location: country ? locationOf[country]! : 'Remote',
        salary,
      })),
      { title: 'No salary', location: 'Dubai, UAE', salary: null },
    ];
    for (const r of rows) {
      await client.query(
        `insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, status)
         values ('Gulf Co', $1, 'We offer housing and annual flights.', $2, $3, 'hr@gulf.example', 'approved')`,
        [r.title, r.location, r.salary],
      );
    }
    const before = (
      await client.query<{
        id: string;
        salary_range: string | null;
        job_description: string;
        updated_at: Date;
        slug: string;
        country: string | null;
      }>('select id, salary_range, job_description, updated_at, slug, country from public.jobs order by id')
    ).rows;

    await t.migrate();

    const after = (
      await client.query<{
        id: string;
        salary_range: string | null;
        job_description: string;
        updated_at: Date;
        slug: string;
        salary_min: string | null;
        salary_max: string | null;
        salary_currency: string | null;
        salary_period: string | null;
        employment_type: string | null;
        visa: string;
        nationality: string;
        package_items: string[];
      }>('select * from public.jobs order by id')
    ).rows;
    expect(after).toHaveLength(rows.length);
    let parsed = 0;
    after.forEach((row, i) => {
      const old = before[i]!;
      expect(row).toMatchObject({
        id: old.id,
        salary_range: old.salary_range,
        job_description: old.job_description,
        updated_at: old.updated_at,
        slug: old.slug,
        employment_type: null,
        visa: 'not_stated',
        nationality: 'not_stated',
        package_items: [],
      });
      const expected = parseSalaryText(old.salary_range, old.country);
      if (expected) parsed++;
      expect({
        min: row.salary_min === null ? null : Number(row.salary_min),
        max: row.salary_max === null ? null : Number(row.salary_max),
        currency: row.salary_currency,
        period: row.salary_period,
      }).toEqual(expected ?? { min: null, max: null, currency: null, period: null });
    });
    // Every demo job with a salary text, and every parseable case, got its columns.
    expect(parsed).toBe(demoJobs.filter((j) => j.salary).length + parsedSalaryTexts.length);
    const nurse = after.find((r) => r.salary_range === 'AED 120 - 180 per hour')!;
    expect(nurse).toMatchObject({ salary_min: '120.00', salary_max: '180.00', salary_currency: 'AED', salary_period: 'hour' });

    // The public view carries the new columns, last.
    const columns = (
      await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'public_jobs' order by ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
    expect(columns.slice(-8)).toEqual([
      'employment_type',
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
      'visa',
      'nationality',
      'package_items',
    ]);
  });

  it.each([...parsedSalaryTexts.map(([t, c]) => [t, c] as const), ...unparsedSalaryTexts])(
    'salary_facts_of reads %j (country %s) as parseSalaryText does',
    async (text, country) => {
      const { rows } = await client.query<{
        salary_min: string | null;
        salary_max: string | null;
        salary_currency: string;
        salary_period: string | null;
      }>('select * from public.salary_facts_of($1, $2)', [text, country]);
      const sqlAnswer = rows[0] && {
        min: rows[0].salary_min === null ? null : Number(rows[0].salary_min),
        max: rows[0].salary_max === null ? null : Number(rows[0].salary_max),
        currency: rows[0].salary_currency,
        period: rows[0].salary_period,
      };
      expect(rows.length).toBeLessThanOrEqual(1);
      expect(sqlAnswer).toEqual(parseSalaryText(text, country));
    },
  );

  it.each([
    [
      'salary_min above salary_max',
      `update public.jobs set salary_min = 9000, salary_max = 8000, salary_currency = 'AED' where salary_range is null`,
    ],
    [
      'a figure without currency',
      `update public.jobs set salary_min = 9000, salary_max = 9000, salary_currency = null where salary_range is null`,
    ],
    [
      'an unknown currency',
      `update public.jobs set salary_min = 9000, salary_max = 9000, salary_currency = 'EUR' where salary_range is null`,
    ],
    ['a negative figure', `update public.jobs set salary_min = -1, salary_max = 9000, salary_currency = 'AED' where salary_range is null`],
    ['an unknown period', `update public.jobs set salary_period = 'fortnight' where salary_currency is not null`],
    ['a period without figure', `update public.jobs set salary_period = 'month' where salary_range is null`],
    ['an unknown employment type', `update public.jobs set employment_type = 'gig'`],
    ['an unknown visa', `update public.jobs set visa = 'maybe'`],
    ['an unknown nationality', `update public.jobs set nationality = 'european'`],
    ['an unknown package item', `update public.jobs set package_items = '{housing,car}'`],
    ['a null package item', `update public.jobs set package_items = array['housing', null]`],
  ])('refuses %s', async (_, statement) => {
    await expect(client.query(statement)).rejects.toMatchObject({ code: '23514' });
  });
});
