import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { service, visitor, withActor } from '~/server/db/context';
import { jobAlertMatches } from '~/server/digests/matching';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { publicJobTotal, searchPublicJobs } from '~/server/jobs/queries';
import { understoodSearch } from '~/server/jobs/understood-search';
import { parseJobSearch } from '~/lib/jobs/search';
import { insertJob } from '../helpers/jobs';
import { parseAlertFilters, type AlertFilters, type AlertFiltersJson } from '~/lib/alerts/filters';

// Query expansion through the occupation thesaurus and the place names, over the demo jobs: the
// ranking rules, the alert digests agreeing with the search, and bad input.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
}, 120_000);
afterAll(() => t.drop());

const api = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${query}`), t.db);
  return { status: response.status, body: (await response.json()) as { total: number; jobs: { jobTitle: string }[]; error?: string } };
};
const titles = async (q: string) => (await api(new URLSearchParams({ q }).toString())).body.jobs.map((j) => j.jobTitle);

describe('ranking', () => {
  it('finds doctors for "doctor" and ranks them above the nurses for "physician"', async () => {
    expect((await titles('doctor')).slice(0, 2).sort()).toEqual(['Consultant Cardiologist', 'General Practitioner - Walk-in Clinic']);
    const physician = await titles('physician');
    expect(physician.slice(0, 2).sort()).toEqual(['Consultant Cardiologist', 'General Practitioner - Walk-in Clinic']);
    expect(physician.findIndex((x) => /Nurse/.test(x))).toBeGreaterThan(1);
  });

  it('scores the word itself above a synonym, a synonym above a narrower title, a title above the description', async () => {
    const rank = async (words: string, title: string) =>
      (
        await sql<{ rank: number }>`select s.rank from public.public_job_search(${words}) s join public.jobs j on j.id = s.id
          where j.job_title = ${title}`.execute(t.db)
      ).rows[0]?.rank;
    // "nurse" in the title, the Arabic title as a synonym of nurse, an RN job through a narrower title
    expect(await rank('nurse', 'Paediatric Nurse')).toBe(8);
    expect(await rank('nurse', 'ممرضة عناية مركزة')).toBe(6.4);
    expect(await rank('doctor', 'Consultant Cardiologist')).toBe(4);
    // "physician" in no title of the nurse jobs: only their description
    expect(await rank('physician', 'Consultant Cardiologist')).toBeGreaterThan((await rank('physician', 'Paediatric Nurse')) ?? 0);
    expect(await rank('physician', 'Paediatric Nurse')).toBeLessThanOrEqual(1);
  });

  it.each([
    ['RN', 'Registered Nurse - Intensive Care Unit'],
    ['cook', 'Executive Chef'],
    ['maths teacher', 'Secondary Mathematics Teacher (IB DP)'],
    ['مهندس', 'Structural Engineer'],
    ['معلم', 'Primary Teacher - British Curriculum (Year 3)'],
    ['طبيب', 'Consultant Cardiologist'],
    ['صيدلي', 'Pharmacist - Retail Chain'],
    ['مطور', 'Mobile Developer (Flutter)'],
    ['محاسب', 'Senior Accountant'],
  ])('%s finds %s', async (q, title) => {
    expect(await titles(q)).toContain(title);
  });

  it('matches a thesaurus title of several words in job titles, never as words scattered through a description', async () => {
    const added = await Promise.all([
      // "audit" and "manager" (the narrower title "audit manager" of accountant) apart in a description
      insertJob(t.db, {
        title: 'Operations Coordinator',
        company: 'Harbour Logistics',
        location: 'Muscat, Oman',
        category: null,
        description: 'Prepare files for the yearly audit. You report to the general manager of the depot.',
      }),
      // found through its title and through a word of its description (CPA): listed once
      insertJob(t.db, {
        title: 'Audit Manager',
        company: 'Harbour Logistics',
        location: 'Muscat, Oman',
        category: null,
        description: 'CPA preferred.',
      }),
      // the words typed still match anywhere: "maths" only in the description
      insertJob(t.db, {
        title: 'Class Teacher',
        company: 'Harbour School',
        location: 'Muscat, Oman',
        category: null,
        description: 'Teach maths and science to year 5.',
      }),
    ]);
    try {
      const accountant = await titles('accountant');
      expect(accountant).toContain('Audit Manager');
      expect(accountant).not.toContain('Operations Coordinator');
      expect(await titles('محاسب')).not.toContain('Operations Coordinator');
      const inMuscat = await titles('accountant muscat');
      expect(inMuscat.filter((x) => x === 'Audit Manager')).toHaveLength(1);
      expect((await api('q=accountant+muscat')).body.total).toBe(inMuscat.length);
      expect(inMuscat).not.toContain('Operations Coordinator');
      expect(await titles('maths teacher')).toContain('Class Teacher');
      // The reference over the jobs table agrees.
      const reference = await sql<{ title: string }>`select j.job_title as title from public.public_job_matches('accountant') m
        join public.jobs j on j.id = m.id`.execute(t.db);
      expect(reference.rows.map((r) => r.title)).toContain('Audit Manager');
      expect(reference.rows.map((r) => r.title)).not.toContain('Operations Coordinator');
    } finally {
      await withActor(t.db, service, (trx) =>
        trx
          .deleteFrom('jobs')
          .where(
            'id',
            'in',
            added.map((a) => a.id),
          )
          .execute(),
      );
    }
  });

  it('"ممرضة دبي" finds the English nurse jobs in Dubai, and only jobs in Dubai', async () => {
    const found = await titles('ممرضة دبي');
    expect(found.sort()).toEqual(['Operating Theatre Nurse', 'Registered Nurse - Intensive Care Unit', 'ممرضة عناية مركزة'].sort());
  });

  it('keeps the facets counting the expanded matches', async () => {
    const { body } = await api(`q=${encodeURIComponent('مهندس')}`);
    const facets = (body as unknown as { facets: { country: Record<string, number> } }).facets;
    const sum = Object.values(facets.country).reduce((a, b) => a + b, 0);
    expect(body.total).toBeGreaterThan(10);
    expect(sum).toBeLessThanOrEqual(body.total);
    expect(sum).toBeGreaterThan(0);
  });
});

describe('alerts match what the search shows', () => {
  const cases: AlertFiltersJson[] = [
    { q: 'doctor' },
    { q: 'RN' },
    { q: 'ممرضة دبي' },
    { q: 'مهندس', country: 'uae' },
    { q: 'محاسب' },
    { q: 'engineer', category: 'construction' },
    { q: 'nurse', city: 'dubai' },
    { q: 'cook' },
    { q: 'maths teacher' },
    { q: 'teacher', country: 'qatar' },
    { q: 'in the' },
    { country: 'saudi-arabia' },
    { licence: 'dha' },
    { q: 'nurse', licence: 'dha' },
    { licence: 'scfhs', country: 'saudi-arabia' },
    { level: 'senior' },
    { q: 'engineer', level: 'senior' },
    { licence: 'dha', city: 'dubai' },
    { verified: true },
    { q: 'nurse', verified: true },
    { country: 'uae', verified: true },
  ];

  it.each(cases)('%j: the digest sends the jobs the search lists', async (filters) => {
    const { rows } = await sql<{ id: string }>`
      insert into public.subscriptions (email, kind, source, filters, frequency, confirmed_at, next_digest_at)
      values (${`alert-${Math.random().toString(36).slice(2)}@example.com`}, 'job_alert', 'test', ${JSON.stringify(filters)}::jsonb, 'daily',
              now() - interval '60 days', now()) returning id`.execute(t.db);
    const alert: { id: string; filters: AlertFilters } = { id: rows[0]!.id, filters: parseAlertFilters(filters)! };
    const digest = (await withActor(t.db, service, (trx) => jobAlertMatches(trx, [alert], new Date().toISOString()))).get(alert.id) ?? {
      jobs: [],
      total: 0,
    };
    const params = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]));
    params.set('sort', 'newest');
    const slugs: string[] = [];
    let total = 0;
    for (let page = 1; ; page++) {
      params.set('page', String(page));
      const parsed = parseJobSearch(params);
      if (!parsed.ok) throw new Error(parsed.error);
      const answer = await searchPublicJobs(t.db, parsed.value);
      total = answer.total;
      slugs.push(...answer.jobs.map((j) => j.slug));
      if (slugs.length >= total || answer.jobs.length === 0) break;
    }
    expect(digest.total).toBe(total);
    expect(total).toBeGreaterThan(0);
    for (const job of digest.jobs) expect(slugs).toContain(job.slug);
    expect(digest.jobs.length).toBe(Math.min(total, 20));
  });
});

describe('bad input', () => {
  it('answers a 200-word query with a 400 and a sentence, and the SQL bounds such a query itself', async () => {
    const words = Array.from({ length: 200 }, (_, i) => ['nurse', 'doctor', 'مهندس', 'dubai', 'teacher'][i % 5]).join(' ');
    const { status, body } = await api(new URLSearchParams({ q: words }).toString());
    expect(status).toBe(400);
    expect(body.error).toMatch(/too long/);
    // Straight to the function (as the public key could): it answers, and the expansion reads the first 32 words.
    const found = await withActor(t.db, visitor, (trx) =>
      sql`select count(*)::int as n from public.public_job_search(${words})`.execute(trx),
    );
    expect(found.rows).toHaveLength(1);
    const segmented = await sql<{ words: number }>`select sum(len)::int as words from public.search_segments(${words})`.execute(t.db);
    expect(segmented.rows[0]?.words).toBe(32);
  });

  it('searches stop words alone as words, and punctuation alone as no keyword', async () => {
    for (const q of ['in the', 'في من', 'jobs']) {
      const { status } = await api(new URLSearchParams({ q }).toString());
      expect(status, q).toBe(200);
    }
    expect((await api(new URLSearchParams({ q: 'in the' }).toString())).body.total).toBeGreaterThan(0);
    const all = (await api('')).body.total;
    expect((await api(new URLSearchParams({ q: '!!! ... ???' }).toString())).body.total).toBe(all);
    const direct = await withActor(t.db, visitor, (trx) =>
      sql`select count(*)::int as n from public.public_job_search(${'!!! ... ???'})`.execute(trx),
    );
    expect(direct.rows[0]).toEqual({ n: 0 });
  });

  it('answers a NUL byte with a 400', async () => {
    const { status, body } = await api('q=nurse%00');
    expect(status).toBe(400);
    expect(body.error).toMatch(/NUL/);
  });

  it('follows one hop of a thesaurus loop (A -> B -> A) and ends', async () => {
    const before = await titles('GP');
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query(`insert into public.occupation_links (broader_id, narrower_id) values ('general-practitioner', 'doctor')`);
      const { status, body } = await api('q=GP');
      expect(status).toBe(200);
      expect(body.jobs.map((j) => j.jobTitle)).toEqual(expect.arrayContaining(before));
      expect((await api('q=doctor')).status).toBe(200);
    } finally {
      await client.query(`delete from public.occupation_links where broader_id = 'general-practitioner' and narrower_id = 'doctor'`);
      await client.end();
    }
  });
});

describe('the totals of the nearer searches', () => {
  const parsed = (query: string) => {
    const result = parseJobSearch(new URLSearchParams(query));
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };

  it.each([
    '',
    'q=nurse',
    'q=nurse&country=uae',
    'q=engineer&city=riyadh',
    'category=healthcare-medical&posted=30',
    'q=doctor&min_salary=10000&type=full-time',
    'q=teacher&visa=provided&nationality=open',
    'package=housing,medical',
    'remote=true',
    'q=zzzzqqq',
  ])('counts %j alone as searchPublicJobs does', async (query) => {
    const search = parsed(query);
    expect(await publicJobTotal(t.db, search)).toBe((await searchPublicJobs(t.db, search)).total);
  });

  it('suggests, for a search that finds nothing, nearer searches whose totals the searches answer', async () => {
    const answer = await understoodSearch(t.db, parsed('q=nurse pharmacist&country=uae&type=internship'));
    expect(answer.total).toBe(0);
    expect(answer.suggestions?.length).toBeGreaterThan(0);
    for (const s of answer.suggestions ?? []) {
      expect(s.total).toBeGreaterThan(0);
      expect(s.total).toBe((await searchPublicJobs(t.db, parsed(s.query.slice(1)))).total);
    }
  });
});
