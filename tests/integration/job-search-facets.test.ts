import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { jobSearchAnswerSchema, type JobSearchAnswer } from '~/lib/jobs/public-job';
import { salaryChoices } from '~/lib/jobs/search-params';
import { employmentTypes, nationalityOptions, packageItems, visaOptions, type PackageItem } from '~/lib/jobs/job-facts';
import { packageMaskOf } from '~/server/jobs/job-filters';
import { countrySlugs } from '~/lib/countries';

// The search counts its facets by grouping job_search_rows.facet_key, the row's place, category,
// remote and facts as small codes in one integer (migration 20261124115327_add_search_facet_keys.sql),
// and decodes the groups back to slugs. Pinned here: the codes and the salary band agree with the
// TypeScript lists, a new city or category gets a code as soon as a job names it, and every
// count equals the total of the search with that option chosen (the definition of a facet count).

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

const search = async (query: string): Promise<JobSearchAnswer> => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${query}`), t.db);
  expect(response.status, `${query}: ${response.status === 200 ? '' : await response.clone().text()}`).toBe(200);
  return jobSearchAnswerSchema.parse(await response.json());
};

const codes = async (kind: string, slug: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from public.search_codes where kind = ${kind} and slug = ${slug}`.execute(t.db))
    .rows[0]!.n;

describe('the facet codes', () => {
  it('seed the fixed lists in the order of the TypeScript lists, codes from 1', async () => {
    const { rows } = await sql<{ kind: string; slugs: string[] }>`
      select kind, array_agg(slug order by code) as slugs from public.search_codes
      where kind in ('country', 'type', 'visa', 'nationality') group by kind order by kind`.execute(t.db);
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.slugs]))).toEqual({
      country: [...countrySlugs],
      type: [...employmentTypes],
      visa: [...visaOptions],
      nationality: [...nationalityOptions],
    });
  });

  it('give salary bands at the salary choices of the search panel', async () => {
    const amounts = salaryChoices.flatMap((c) => [c - 1, c]);
    const { rows } = await sql<{ band: number }>`
      select public.salary_band(a) as band from unnest(${amounts}::bigint[]) with ordinality x(a, n) order by n`.execute(t.db);
    expect(rows.map((r) => r.band)).toEqual(salaryChoices.flatMap((_, i) => [i, i + 1]));
    expect((await sql<{ band: number }>`select public.salary_band(null) as band`.execute(t.db)).rows[0]!.band).toBe(0);
  });

  it('are dense from 1 in each kind (the search decodes code i as the i-th slug)', async () => {
    await insertJob(t.db, { location: 'Sohar, Oman', category: 'engineering' });
    await insertJob(t.db, { location: 'Manama, Bahrain', category: 'finance-accounting' });
    const { rows } = await sql<{ kind: string; code: number; n: number }>`
      select kind, code, row_number() over (partition by kind order by code)::int as n from public.search_codes`.execute(t.db);
    expect(rows.length).toBeGreaterThan(18);
    expect(rows.filter((r) => r.code !== r.n)).toEqual([]);
  });

  it('pack the package as public.package_mask does (packageMaskOf)', async () => {
    const sets: PackageItem[][] = [[], ...packageItems.map((item) => [item]), ['housing', 'flights', 'tax_free'], [...packageItems]];
    const { rows } = await sql<{ mask: number }>`
      select public.package_mask(array(select jsonb_array_elements_text(x))) as mask
      from jsonb_array_elements(${JSON.stringify(sets)}::jsonb) with ordinality a(x, n) order by n`.execute(t.db);
    expect(rows.map((r) => r.mask)).toEqual(sets.map(packageMaskOf));
  });
});

describe('facet counts over the codes', () => {
  beforeAll(async () => {
    await t.db.deleteFrom('jobs').execute();
    // No job has named construction yet: it has no code until the first one is approved.
    expect(await codes('category', 'construction')).toBe(0);
    const jobs: [string, string, string | null, number][] = [
      ['ICU Nurse', 'Dubai, UAE', 'healthcare-medical', 0],
      ['Staff Nurse', 'Abu Dhabi, UAE', 'healthcare-medical', 2],
      ['Maths Teacher', 'Doha, Qatar', 'education-teaching', 5],
      ['Deck Officer', 'Muscat, Oman', 'construction', 10],
      ['Remote Developer', 'Remote', 'it-technology', 20],
      ['Site Engineer', 'Riyadh, Saudi Arabia', null, 1],
    ];
    for (const [title, location, category, days] of jobs) await insertJob(t.db, { title, location, category, postedDaysAgo: days });
    await withActor(t.db, service, (trx) =>
      sql`update public.jobs set is_remote = true, employment_type = 'contract', visa = 'provided', nationality = 'all',
            salary_min = 20000, salary_max = 25000, salary_currency = 'AED', salary_period = 'month', package_items = '{housing,flights}'
          where job_title in ('Remote Developer', 'Deck Officer')`.execute(trx),
    );
  });

  it('count a category coded on first use', async () => {
    const answer = await search('');
    expect(answer.facets!.category.construction).toBe(1);
    expect((await search('category=construction')).jobs.map((j) => j.jobTitle)).toEqual(['Deck Officer']);
    expect(await codes('category', 'construction')).toBe(1);
  });

  it('find nothing for a slug no job has (no code), and answer 200', async () => {
    expect(await codes('city', 'hawalli')).toBe(0);
    const answer = await search('city=hawalli');
    expect(answer.total).toBe(0);
    expect(answer.facets!.category).toEqual({});
    expect(answer.facets!.type).toEqual(Object.fromEntries(employmentTypes.map((type) => [type, 0])));
  });

  // Each count must be the total of the same search with that option chosen instead.
  const base = [
    '',
    'country=uae',
    'posted=7',
    'remote=true',
    'visa=provided',
    'min_salary=12000',
    'package=housing',
    'q=nurse',
    'type=contract&posted=30',
  ];
  it.each(base)('equal the totals of the searches they lead to (from %j)', async (query) => {
    const answer = await search(query);
    const params = new URLSearchParams(query);
    const totalWith = async (key: string, value: string) => {
      const next = new URLSearchParams(params);
      if (key === 'country') next.delete('city');
      next.set(key, value);
      return (await search(next.toString())).total;
    };
    const f = answer.facets!;
    for (const [country, n] of Object.entries(f.country)) expect(n, `country ${country}`).toBe(await totalWith('country', country));
    for (const [city, n] of Object.entries(f.city)) expect(n, `city ${city}`).toBe(await totalWith('city', city));
    for (const [category, n] of Object.entries(f.category)) expect(n, `category ${category}`).toBe(await totalWith('category', category));
    for (const [days, n] of Object.entries(f.posted)) expect(n, `posted ${days}`).toBe(await totalWith('posted', days));
    for (const [amount, n] of Object.entries(f.salary)) expect(n, `salary ${amount}`).toBe(await totalWith('min_salary', amount));
    for (const [type, n] of Object.entries(f.type)) expect(n, `type ${type}`).toBe(await totalWith('type', type));
    expect(f.remote).toBe(await totalWith('remote', 'true'));
    expect(f.visa).toBe(await totalWith('visa', 'provided'));
    expect(f.nationality).toBe(await totalWith('nationality', 'open'));
    expect(f.verified).toBe(await totalWith('verified', 'true'));
    const chosen = params.get('package')?.split(',') ?? [];
    for (const [item, n] of Object.entries(f.package))
      expect(n, `package ${item}`).toBe(await totalWith('package', [...new Set([...chosen, item])].join(',')));
    expect(answer.total).toBe(answer.jobs.length); // one page holds this board
  });
});

describe('public_job_search_unranked (keyword searches sorted newest first)', () => {
  it.each(['nurse', 'doha', 'dec', 'maths teacher', 'zzzz'])('returns the rows of public_job_search for %j, rank 0', async (words) => {
    const rows = async (fn: 'public_job_search' | 'public_job_search_unranked') =>
      (
        await sql<{ row: string }>`select (s.id, s.at, s.salary_aed, s.facet_key)::text as row
          from ${sql.raw(`public.${fn}`)}(${words}) s order by 1`.execute(t.db)
      ).rows.map((r) => r.row);
    expect(await rows('public_job_search_unranked')).toEqual(await rows('public_job_search'));
    const ranks = await sql<{ rank: number }>`select distinct rank from public.public_job_search_unranked(${words})`.execute(t.db);
    expect(ranks.rows.every((r) => r.rank === 0)).toBe(true);
  });
});

// Migration 20261124145139: the keyword functions take the topic filter, so the topics stay in the table.
describe('the keyword functions with a topic', () => {
  it.each([
    ['nurse', 'healthcare'],
    ['dubai', 'healthcare'],
    ['teacher', 'teaching'],
    ['dubai', 'no-such-topic'],
  ])('return the matches of %j whose topics hold %j, with their search row key and pay', async (words, topic) => {
    const expected = await sql<{ row: string }>`select (s.id, r.at, r.salary_aed, r.facet_key)::text as row
      from public.public_job_search(${words}) s join public.job_search_rows r on r.id = s.id
      where ${topic} = any(r.topics) order by 1`.execute(t.db);
    for (const fn of ['public_job_search', 'public_job_search_unranked']) {
      const found = await sql<{ row: string }>`select (s.id, s.at, s.salary_aed, s.facet_key)::text as row
        from ${sql.raw(`public.${fn}`)}(${words}, ${topic}) s order by 1`.execute(t.db);
      expect(found.rows, fn).toEqual(expected.rows);
    }
    if (topic !== 'no-such-topic') expect(expected.rows.length).toBeGreaterThan(0);
  });
});
