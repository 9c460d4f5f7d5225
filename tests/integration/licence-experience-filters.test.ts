import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { jobSearchAnswerSchema, type JobSearchAnswer } from '~/lib/jobs/public-job';
import { experienceLevels, licenceSlugs, type ExperienceLevel, type LicenceSlug, type LicenceStatus } from '~/lib/jobs/licences';

// The licence and experience-level filters of /api/jobs, alone, combined with each other and
// with the other filters, with and without a keyword (two different SQL paths): the jobs found and
// every licence and level count are compared with a model; bad values are refused with a sentence.

let t: TestDatabase;

interface Job {
  title: string;
  location: string;
  licence: LicenceSlug | null;
  status: LicenceStatus | null;
  years: number | null;
  level: ExperienceLevel | null;
  visa: 'provided' | 'not_stated';
}

const board: Job[] = [
  { title: 'ICU Nurse', location: 'Dubai, UAE', licence: 'dha', status: 'required', years: 3, level: 'mid', visa: 'provided' },
  { title: 'ER Nurse', location: 'Dubai, UAE', licence: 'dha', status: 'will_sponsor', years: null, level: 'entry', visa: 'not_stated' },
  { title: 'Senior Nurse', location: 'Abu Dhabi, UAE', licence: 'doh', status: null, years: 8, level: 'senior', visa: 'provided' },
  { title: 'Staff Nurse', location: 'Riyadh, Saudi Arabia', licence: 'scfhs', status: 'accepted', years: 2, level: null, visa: 'provided' },
  {
    title: 'Nurse Manager',
    location: 'Kuwait City, Kuwait',
    licence: 'moh-kuwait',
    status: 'required',
    years: 10,
    level: 'lead',
    visa: 'not_stated',
  },
  { title: 'Site Engineer', location: 'Doha, Qatar', licence: null, status: null, years: 5, level: 'senior', visa: 'provided' },
  { title: 'Accountant', location: 'Manama, Bahrain', licence: null, status: null, years: null, level: null, visa: 'not_stated' },
];

beforeAll(async () => {
  t = await freshDatabase();
  for (const job of board) {
    const { id } = await insertJob(t.db, { title: job.title, location: job.location, company: 'Gulf Co' });
    await withActor(t.db, service, (trx) =>
      trx
        .updateTable('jobs')
        .set({
          licence_authority: job.licence,
          licence_status: job.status,
          experience_years: job.years,
          experience_level: job.level,
          visa: job.visa,
        })
        .where('id', '=', id)
        .execute(),
    );
  }
  // Not public: never found, never counted.
  const { id } = await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' });
  await withActor(t.db, service, (trx) =>
    trx.updateTable('jobs').set({ licence_authority: 'dha', experience_level: 'mid' }).where('id', '=', id).execute(),
  );
});
afterAll(async () => {
  await t.drop();
});

const search = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs${query}`), t.db);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

interface Filters {
  q?: string;
  licence?: LicenceSlug;
  level?: ExperienceLevel;
  visa?: 'provided';
}
const matches = (job: Job, f: Filters, but?: keyof Filters): boolean =>
  (f.q === undefined || job.title.toLowerCase().includes(f.q)) &&
  (but === 'licence' || f.licence === undefined || job.licence === f.licence) &&
  (but === 'level' || f.level === undefined || job.level === f.level) &&
  (but === 'visa' || f.visa === undefined || job.visa === 'provided');

const filterSets: Filters[] = [
  {},
  { licence: 'dha' },
  { licence: 'omsb' },
  { level: 'senior' },
  { licence: 'dha', level: 'mid' },
  { licence: 'doh', visa: 'provided' },
  { level: 'lead', visa: 'provided' },
  { q: 'nurse' },
  { q: 'nurse', licence: 'dha' },
  { q: 'nurse', level: 'senior', visa: 'provided' },
  { q: 'engineer', level: 'senior' },
];
const query = (f: Filters) => `?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString()}`;

describe('the licence and experience filters', () => {
  it.each(filterSets.map((f) => [query(f), f] as const))('%s finds the matching jobs and counts each licence and level', async (q, f) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    const answer: JobSearchAnswer = jobSearchAnswerSchema.parse(body);
    const expected = board.filter((job) => matches(job, f)).map((job) => job.title);
    expect(answer.jobs.map((j) => j.jobTitle).sort()).toEqual([...expected].sort());
    expect(answer.total).toBe(expected.length);
    const count = (pred: (job: Job) => boolean, but: keyof Filters) => board.filter((job) => matches(job, f, but) && pred(job)).length;
    expect(answer.facets!.licence).toEqual(
      Object.fromEntries(licenceSlugs.map((slug) => [slug, count((job) => job.licence === slug, 'licence')])),
    );
    expect(answer.facets!.level).toEqual(
      Object.fromEntries(experienceLevels.map((level) => [level, count((job) => job.level === level, 'level')])),
    );
    // The other counts see the new filters too.
    expect(answer.facets!.visa).toBe(count((job) => job.visa === 'provided', 'visa'));
    // Every job carries its facts.
    const icu = answer.jobs.find((j) => j.jobTitle === 'ICU Nurse');
    if (icu) expect(icu).toMatchObject({ licenceAuthority: 'dha', licenceStatus: 'required', experienceYears: 3, experienceLevel: 'mid' });
  });

  it.each([
    ['an unknown authority', '?licence=nmc', /Unknown licence authority/],
    ['a NUL byte', '?licence=dha%00', /NUL character/],
    ['an unknown level', '?level=guru', /Unknown experience level/],
    ['a huge value', `?level=${'x'.repeat(5000)}`, /too long/],
  ])('refuses %s with a sentence', async (_case, q, message) => {
    const { status, body } = await search(q);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(message);
  });
});
