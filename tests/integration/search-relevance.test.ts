import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { cities } from '~/lib/cities';
import { jobSearchAnswerSchema } from '~/lib/jobs/public-job';
import type { NewJob } from '~/server/db/schema';

// Words match words (not fragments) in title, company, location and description, all
// words required, ranked title > company > location > description, newer first among equals; sort,
// posted within, city and one remote control, each with facet counts.

let t: TestDatabase;
const hour = 3600_000;
const base = { salary_range: null, contact_email: 'jobs@example.com', application_url: null, status: 'approved' as const };
type Fixture = Omit<NewJob, 'published_at'> & { ageHours: number };
const fixtures: Fixture[] = [
  {
    ...base,
    job_title: 'Data Analyst',
    company_name: 'Résumé Works',
    location: 'Muscat, Oman',
    category: 'it-technology',
    job_description: 'Work with an engineer in Dubai.',
    ageHours: 40 * 24,
  },
  {
    ...base,
    job_title: 'Teacher – British Curriculum',
    company_name: 'Gems School',
    location: 'Dubai, UAE',
    category: 'education-teaching',
    job_description: 'Teach the British curriculum.',
    ageHours: 20 * 24,
  },
  {
    ...base,
    job_title: 'ICU Nurse',
    company_name: 'Mediclinic',
    location: 'Abu Dhabi',
    category: 'healthcare-medical',
    job_description: 'Critical care.',
    ageHours: 10 * 24,
  },
  {
    ...base,
    job_title: 'Nursing Assistant',
    company_name: 'Aster',
    location: 'Al Khobar, Saudi Arabia',
    category: 'healthcare-medical',
    job_description: 'Help on the ward.',
    ageHours: 5 * 24,
  },
  {
    ...base,
    job_title: 'Sales Manager',
    company_name: 'Dubai Holding',
    location: 'Riyadh, KSA',
    category: 'sales-marketing',
    job_description: 'Sell equipment to nurses.',
    ageHours: 2 * 24,
  },
  {
    ...base,
    job_title: 'Café Barista',
    company_name: 'Costa',
    location: 'Doha, Qatar',
    category: 'hospitality-tourism',
    job_description: 'Coffee.',
    ageHours: 12,
  },
  {
    ...base,
    job_title: 'Software Engineer',
    company_name: 'Careem',
    location: 'Dubai Internet City, Dubai',
    category: 'it-technology',
    job_description: 'Build apps.',
    ageHours: 6,
  },
  {
    ...base,
    job_title: 'Senior Engineers Lead',
    company_name: 'Emaar',
    location: 'Remote – Dubai',
    category: 'it-technology',
    job_description: 'Lead a team.',
    ageHours: 1,
  },
  {
    ...base,
    job_title: 'Pending Dubai Nurse',
    company_name: 'Hidden',
    location: 'Dubai',
    category: 'healthcare-medical',
    job_description: 'x',
    status: 'pending',
    ageHours: 1,
  },
];

beforeAll(async () => {
  t = await freshDatabase();
  const now = Date.now();
  await withActor(t.db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values(
        fixtures.map(({ ageHours, ...job }) => ({
          ...job,
          published_at: job.status === 'approved' ? new Date(now - ageHours * hour) : null,
        })),
      )
      .execute(),
  );
});
afterAll(async () => {
  await t.drop();
});

const search = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs${query}`), t.db);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const titles = (body: Record<string, unknown>) => (body.jobs as { jobTitle: string }[]).map((j) => j.jobTitle);

// Newest first by publication time.
const newest = [
  'Senior Engineers Lead',
  'Software Engineer',
  'Café Barista',
  'Sales Manager',
  'Nursing Assistant',
  'ICU Nurse',
  'Teacher – British Curriculum',
  'Data Analyst',
];

describe('keyword relevance', () => {
  it.each([
    // Whole words and word prefixes, never fragments.
    ['icu', ['ICU Nurse']],
    ['curric', ['Teacher – British Curriculum']],
    ['riculum', []],
    ['urse', []],
    // Location is searched; company before location before description, newer first among equals.
    ['dubai', ['Sales Manager', 'Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum', 'Data Analyst']],
    ['DUBAI', ['Sales Manager', 'Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum', 'Data Analyst']],
    // Prefixes: nurse and nursing; title beats description.
    ['nurs', ['Nursing Assistant', 'ICU Nurse', 'Sales Manager']],
    ['engineer', ['Senior Engineers Lead', 'Software Engineer', 'Data Analyst']],
    ['engineers', ['Senior Engineers Lead']],
    // Accents either way.
    ['cafe', ['Café Barista']],
    ['CAFÉ', ['Café Barista']],
    ['resume', ['Data Analyst']],
    // Every word is required, each in any field.
    ['engineer dubai', ['Senior Engineers Lead', 'Software Engineer', 'Data Analyst']],
    ['nurse riyadh', ['Sales Manager']],
    ['icu curriculum', []],
    ['khobar nursing', ['Nursing Assistant']],
    ['pending', []],
    ['&|!:*', newest],
  ])('%j finds %j', async (q, expected) => {
    const { status, body } = await search(`?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(expected);
  });
});

describe('filters and sort', () => {
  it.each([
    ['', newest],
    ['?city=dubai', ['Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum']],
    ['?country=uae&city=dubai', ['Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum']],
    ['?city=abu-dhabi', ['ICU Nurse']],
    ['?city=dammam-khobar', ['Nursing Assistant']],
    ['?city=Doha', ['Café Barista']],
    ['?posted=1', ['Senior Engineers Lead', 'Software Engineer', 'Café Barista']],
    ['?posted=3', ['Senior Engineers Lead', 'Software Engineer', 'Café Barista', 'Sales Manager']],
    ['?posted=7', ['Senior Engineers Lead', 'Software Engineer', 'Café Barista', 'Sales Manager', 'Nursing Assistant']],
    ['?posted=30', newest.slice(0, 7)],
    ['?remote=true', ['Senior Engineers Lead']],
    ['?country=remote', ['Senior Engineers Lead']],
    [
      '?sort=newest&q=dubai',
      ['Senior Engineers Lead', 'Software Engineer', 'Sales Manager', 'Teacher – British Curriculum', 'Data Analyst'],
    ],
    ['?sort=relevance&q=dubai&posted=3', ['Sales Manager', 'Senior Engineers Lead', 'Software Engineer']],
    ['?q=dubai&city=dubai&sort=relevance', ['Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum']],
    ['?category=it-technology&city=dubai&posted=1', ['Senior Engineers Lead', 'Software Engineer']],
    ['?sort=relevance', newest],
  ])('%s finds %j', async (query, expected) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(expected);
  });

  // Every combination of the filters and sorts against an oracle written from the fixtures.
  const matchesQ: Record<string, string[]> = {
    dubai: ['Sales Manager', 'Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum', 'Data Analyst'],
    nurs: ['Nursing Assistant', 'ICU Nurse', 'Sales Manager'],
  };
  const ofCity: Record<string, string[]> = { dubai: ['Senior Engineers Lead', 'Software Engineer', 'Teacher – British Curriculum'] };
  const ofCategory: Record<string, string[]> = {
    'it-technology': ['Data Analyst', 'Software Engineer', 'Senior Engineers Lead'],
    'healthcare-medical': ['ICU Nurse', 'Nursing Assistant'],
  };
  const within3 = ['Senior Engineers Lead', 'Software Engineer', 'Café Barista', 'Sales Manager'];
  const combos: [string, string[], boolean][] = [];
  for (const q of [undefined, 'dubai', 'nurs'])
    for (const city of [undefined, 'dubai'])
      for (const category of [undefined, 'it-technology', 'healthcare-medical'])
        for (const posted of [undefined, '3'])
          for (const remote of [undefined, 'true'])
            for (const sort of [undefined, 'relevance', 'newest']) {
              const params = new URLSearchParams();
              const entries = { q, city, category, posted, remote, sort };
              for (const [k, v] of Object.entries(entries)) if (v) params.set(k, v);
              const expected = newest.filter(
                (title) =>
                  (!q || matchesQ[q]!.includes(title)) &&
                  (!city || ofCity[city]!.includes(title)) &&
                  (!category || ofCategory[category]!.includes(title)) &&
                  (!posted || within3.includes(title)) &&
                  (!remote || title === 'Senior Engineers Lead'),
              );
              combos.push([`?${params}`, expected, !q || sort === 'newest']);
            }
  it.each(combos)('%s: the same set as the oracle, newest first unless ranked', async (query, expected, byDate) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    const found = titles(body);
    expect([...found].sort()).toEqual([...expected].sort());
    if (byDate) expect(found).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.sort).toBe(byDate ? 'newest' : 'relevance');
  });
});

describe('facets', () => {
  it('counts each option with every other filter applied, and the island still parses the answer', async () => {
    const { body } = await search('?q=dubai&city=dubai&posted=30');
    expect(jobSearchAnswerSchema.parse(body).facets).toEqual({
      // the country ignores the city (a part of it), not the keyword or the date
      country: { uae: 3, 'saudi-arabia': 1 },
      city: { dubai: 3, riyadh: 1 },
      category: { 'it-technology': 2, 'education-teaching': 1 },
      posted: { '1': 2, '3': 2, '7': 2, '30': 3 },
      remote: 1,
      // these jobs state no facts (tests/integration/job-fact-filters.test.ts counts them)
      salary: { '5000': 0, '10000': 0, '15000': 0, '20000': 0, '30000': 0 },
      type: { 'full-time': 0, 'part-time': 0, contract: 0, temporary: 0, internship: 0 },
      visa: 0,
      nationality: 0,
      package: { housing: 0, transport: 0, flights: 0, medical: 0, tax_free: 0 },
      licence: { dha: 0, doh: 0, mohap: 0, scfhs: 0, dhp: 0, nhra: 0, omsb: 0, 'moh-oman': 0, 'moh-kuwait': 0 },
      level: { entry: 0, mid: 0, senior: 0, lead: 0 },
      // no company of these jobs is verified
      verified: 0,
    });
  });

  it('counts the whole board without filters', async () => {
    const { body } = await search('');
    expect(body.facets).toMatchObject({
      country: { uae: 4, 'saudi-arabia': 2, qatar: 1, oman: 1 },
      city: { dubai: 3, 'abu-dhabi': 1, 'dammam-khobar': 1, riyadh: 1, doha: 1, muscat: 1 },
      posted: { '1': 3, '3': 4, '7': 5, '30': 7 },
      remote: 1,
    });
  });
});

describe('bad input', () => {
  it.each([
    ['?q=a%00b', 'The parameter "q" contains a NUL character.'],
    [`?q=${'x'.repeat(10_000)}`, 'The parameter "q" is too long.'],
    [`?city=${'x'.repeat(300)}`, 'The parameter "city" is too long.'],
    ['?city=dubai&city=doha', 'The parameter "city" is given more than once.'],
    ['?sort=salary', 'The sort must be relevance or newest.'],
    ['?posted=2', 'posted must be one of 1, 3, 7, 30 (days).'],
    ['?posted=-1', 'posted must be one of 1, 3, 7, 30 (days).'],
    ['?country=qatar&city=dubai', 'The city dubai is not in qatar.'],
    ['?city=paris', `Unknown city. Use one of: ${cities.map((c) => c.slug).join(', ')}.`],
    [
      '?salary=1',
      'Unknown parameter "salary". Use q, category, country, city, topic, remote, min_salary, type, visa, nationality, package, licence, level, verified, sort, posted, spell and page.',
    ],
  ])('%s is refused with 400: %s', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });
});

describe('city terms', () => {
  it('keeps the city terms of the database and of src/lib equal', async () => {
    const rows = await sql<{ term: string; city: string; country: string }>`select term, city, country from public.city_terms`.execute(
      t.db,
    );
    const fromDb = rows.rows.map((r) => `${r.country}:${r.city}:${r.term}`).sort();
    const fromLib = cities.flatMap((c) => c.terms.map((term) => `${c.country}:${c.slug}:${term}`)).sort();
    expect(fromDb).toEqual(fromLib);
  });
});

// The speed-up (migration 20261124054452): the rank reads jobs.search_head (title, company and
// location words) and public_job_search returns each match once with its rank and filter columns.
describe('search index columns', () => {
  const ranks = async (fn: 'public_job_matches' | 'public_job_search', words: string) =>
    (await sql<{ id: string; rank: number }>`select id, rank from ${sql.raw(`public.${fn}`)}(${words}) order by id`.execute(t.db)).rows.map(
      (r) => `${r.id}:${r.rank}`,
    );

  it.each([
    'dubai',
    'nurs',
    'engineer dubai',
    'nurse riyadh',
    'khobar nursing',
    'cafe',
    'resume',
    'dubai dubai',
    'a b c d e f g h i j',
    'engineer dubai lead senior emaar remote team engineers senior dubai',
  ])('public_job_search ranks %j exactly as public_job_matches', async (words) => {
    const fast = await ranks('public_job_search', words);
    expect(fast).toEqual(await ranks('public_job_matches', words));
  });

  it('keeps search_head and the rank in step when a title, company or location changes', async () => {
    const id = await withActor(t.db, service, async (trx) => {
      const row = await trx
        .insertInto('jobs')
        .values({
          ...base,
          job_title: 'Porter',
          company_name: 'Acme',
          location: 'Muscat',
          category: 'hospitality-tourism',
          job_description: 'Zephyr duties.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const rankOf = async () =>
      (await sql<{ rank: number }>`select rank from public.public_job_search('zephyr') where id = ${id}`.execute(t.db)).rows[0]?.rank;
    try {
      expect(await rankOf()).toBe(1);
      for (const [change, rank] of [
        [{ location: 'Zephyr Tower, Muscat' }, 2],
        [{ company_name: 'Zephyr Ltd' }, 4],
        [{ job_title: 'Zephyr Porter' }, 8],
        [{ job_title: 'Porter', company_name: 'Acme', location: 'Muscat' }, 1],
      ] as const) {
        await withActor(t.db, service, (trx) => trx.updateTable('jobs').set(change).where('id', '=', id).execute());
        expect(await rankOf()).toBe(rank);
      }
      const head = await sql<{ head: string }>`select search_head::text as head from public.jobs where id = ${id}`.execute(t.db);
      expect(head.rows[0]!.head).toBe("'acme':2B 'muscat':3C 'porter':1A");
    } finally {
      await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', id).execute());
    }
  });

  it('returns only approved, unexpired jobs with the columns the search reads', async () => {
    const { rows } = await sql<{ job_title: string; rank: number; same_at: boolean; same_key: boolean }>`
      select j.job_title, s.rank, s.at = coalesce(j.published_at, j.created_at) as same_at,
             (s.facet_key, s.salary_aed) is not distinct from (r.facet_key, r.salary_aed) as same_key
      from public.public_job_search('dubai') s join public.jobs j on j.id = s.id join public.job_search_rows r on r.id = s.id
      order by s.rank desc, j.job_title`.execute(t.db);
    expect(rows).toEqual([
      { job_title: 'Sales Manager', rank: 4, same_at: true, same_key: true },
      { job_title: 'Senior Engineers Lead', rank: 2, same_at: true, same_key: true },
      { job_title: 'Software Engineer', rank: 2, same_at: true, same_key: true },
      { job_title: 'Teacher – British Curriculum', rank: 2, same_at: true, same_key: true },
      { job_title: 'Data Analyst', rank: 1, same_at: true, same_key: true },
    ]);
  });
});
