import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { keywordWords } from '~/server/jobs/job-filters';
import { arabicStem } from '~/lib/arabic';
import type { NewJob } from '~/server/db/schema';
import { arabicStems } from '../fixtures/arabic-stems';

// An Arabic search finds a word behind its article or a particle (light stemming of
// prefixes, migration 20261124113931), in the index and the query alike, for the search and the
// alert digests; places, English and partly typed words as before.

let t: TestDatabase;
const hour = 3600_000;
const base = { salary_range: null, contact_email: 'jobs@example.com', application_url: null, status: 'approved' as const };
type Fixture = Omit<NewJob, 'published_at'> & { ageHours: number };
const fixtures: Fixture[] = [
  {
    ...base,
    job_title: 'ممرضة عناية مركزة',
    company_name: 'مجموعة النور الطبية',
    location: 'في الرياض، السعودية',
    category: 'healthcare-medical',
    job_description: 'العمل في المستشفى بنظام المناوبات مع الأطباء وأخصائيي العلاج.',
    ageHours: 50,
  },
  {
    ...base,
    job_title: 'أخصائي التمريض',
    company_name: 'مدينة الملك فهد',
    location: 'جدة',
    category: 'healthcare-medical',
    job_description: 'خبرة في التمريض والرعاية.',
    ageHours: 40,
  },
  {
    ...base,
    job_title: 'مدير المبيعات',
    company_name: 'شركة الخليج',
    location: 'دبي، الإمارات',
    category: 'sales-marketing',
    job_description: 'قيادة فريق وظائف المبيعات بالرياض ودبي.',
    ageHours: 30,
  },
  {
    ...base,
    job_title: 'محاسب أول',
    company_name: 'اتصالات قطر',
    location: 'الدوحة',
    category: 'finance-accounting',
    job_description: 'وظيفة بدوام كامل للمحاسبين.',
    ageHours: 20,
  },
  {
    ...base,
    job_title: 'ICU Nurse',
    company_name: 'Alliance Clinic',
    location: 'Dubai',
    category: 'healthcare-medical',
    job_description: 'A wall of monitors.',
    ageHours: 10,
  },
];

beforeAll(async () => {
  t = await freshDatabase();
  const now = Date.now();
  await withActor(t.db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values(fixtures.map(({ ageHours, ...job }) => ({ ...job, published_at: new Date(now - ageHours * hour) })))
      .execute(),
  );
});
afterAll(async () => {
  await t.drop();
});

const search = async (q: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?q=${encodeURIComponent(q)}`), t.db);
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: { jobTitle: string }[] }).jobs.map((j) => j.jobTitle);
};

describe('one prefix rule in src/lib and in SQL', () => {
  it('stems every word of the table as arabicStem does', async () => {
    const words = arabicStems.map(([word]) => word);
    const { rows } = await sql<{ word: string; stem: string }>`
      select w.word, public.arabic_stem(w.word) as stem from unnest(${words}::text[]) as w(word)`.execute(t.db);
    expect(rows.map((r) => [r.word, r.stem])).toEqual(words.map((w) => [w, arabicStem(w)]));
    expect(rows.map((r) => [r.word, r.stem])).toEqual(arabicStems);
  });

  it.each([
    // A word without a prefix: a prefix, as before.
    ['ممرضة', '', "'ممرضه':*"],
    ['nurse', '', "'nurse':*"],
    // The word as written or its stem; a stem under 3 letters as a whole word only.
    ['المستشفى', '', "'المستشفي':* | 'مستشفي':*"],
    ['الطب', '', "'الطب':* | 'طب'"],
    ['الطب', 'A', "'الطب':*A | 'طب':A"],
    ['وظيفة', 'B', "'وظيفه':*B | 'ظيفه':*B"],
    ['icu بالمستشفى', '', "'icu':* & ( 'بالمستشفي':* | 'مستشفي':* )"],
  ])('search_query(%j, %j) is %s', async (words, weight, query) => {
    const { rows } = await sql<{ q: string }>`select public.search_query(${keywordWords(words)}, ${weight})::text as q`.execute(t.db);
    expect(rows[0]!.q).toBe(query);
  });

  it('indexes every word as written and the stems of Arabic words with a prefix', async () => {
    const { rows } = await sql<{ text: string; head: string }>`
      select public.search_text('ممرضة في المستشفى، وظائف المبيعات ICU') as text,
             search_head::text as head from public.jobs where job_title = 'مدير المبيعات'`.execute(t.db);
    expect(rows[0]).toEqual({
      text: 'ممرضه في المستشفي, وظائف المبيعات icu مستشفي ظائف مبيعات',
      head: "'الامارات':8C 'الخليج':5B 'المبيعات':2A 'امارات':9C 'خليج':6B 'دبي':7C 'شركه':4B 'مبيعات':3A 'مدير':1A",
    });
  });

  it('keeps English text as it was', async () => {
    const { rows } = await sql<{ text: string }>`select public.search_text('Alliance wall – Café') as text`.execute(t.db);
    expect(rows[0]!.text).toBe('alliance wall - cafe');
  });
});

describe('Arabic relevance', () => {
  it.each([
    // A word behind its article, a particle or لل, found without them, and the other way round.
    ['مستشفى', ['ممرضة عناية مركزة']],
    ['المستشفى', ['ممرضة عناية مركزة']],
    // Nursing in Arabic also finds the nurse jobs in English and Arabic, through the occupation
    // thesaurus (ranked after the word itself).
    ['تمريض', ['أخصائي التمريض', 'ICU Nurse', 'ممرضة عناية مركزة']],
    ['التمريض', ['أخصائي التمريض', 'ICU Nurse', 'ممرضة عناية مركزة']],
    ['مبيعات', ['مدير المبيعات']],
    ['وظائف مبيعات', ['مدير المبيعات']],
    ['محاسبين', ['محاسب أول']],
    ['المحاسبين', ['محاسب أول']],
    ['رعاية', ['أخصائي التمريض']],
    ['المدير', ['مدير المبيعات']],
    ['اخصائي', ['أخصائي التمريض', 'ممرضة عناية مركزة']],
    ['أطباء', ['ممرضة عناية مركزة']],
    // The location before the description, and the word behind بال in it.
    ['الرياض', ['ممرضة عناية مركزة', 'مدير المبيعات']],
    ['رياض', ['ممرضة عناية مركزة', 'مدير المبيعات']],
    // و: "وظيفة" finds itself, typed whole or in part (newer first among equals).
    ['وظيفة', ['محاسب أول']],
    ['وظيفه', ['محاسب أول']],
    ['وظيف', ['محاسب أول']],
    ['وظ', ['محاسب أول', 'مدير المبيعات']],
    ['والرع', ['أخصائي التمريض']],
    // Spelling variants and word prefixes, as before.
    ['ممرضه', ['ممرضة عناية مركزة', 'ICU Nurse', 'أخصائي التمريض']],
    ['اخصائي تمريض', ['أخصائي التمريض', 'ممرضة عناية مركزة']],
    // Not found: a two-letter stem is a whole word ("الات" is not every word in ات), and a word is
    // still not found from inside another.
    ['الات', []],
    ['يعات', []],
    ['حاسب', []],
    // English as before, and the Arabic nurse jobs through the thesaurus.
    ['nurse', ['ICU Nurse', 'أخصائي التمريض', 'ممرضة عناية مركزة']],
    ['alliance', ['ICU Nurse']],
    ['wall', ['ICU Nurse']],
  ])('%j finds %j', async (q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('matches the alert digests’ keywords as the search does (public_job_matches, public_job_search)', async () => {
    for (const q of ['تمريض', 'التمريض', 'مستشفى', 'رياض', 'وظائف مبيعات', 'وظ', 'الات', 'nurse']) {
      const words = keywordWords(q);
      const ids = async (fn: string) =>
        (await sql<{ id: string; rank: number }>`select id, rank from ${sql.raw(fn)}(${words}) order by id`.execute(t.db)).rows;
      expect(await ids('public.public_job_matches'), q).toEqual(await ids('public.public_job_search'));
    }
    const { rows } = await sql<{ job_title: string }>`
      select j.job_title from public.public_job_matches(${keywordWords('تمريض')}) m join public.jobs j on j.id = m.id`.execute(t.db);
    expect(rows.map((r) => r.job_title).sort()).toEqual(['ICU Nurse', 'أخصائي التمريض', 'ممرضة عناية مركزة'].sort());
  });
});

describe('places are not stemmed', () => {
  it('reads "في الرياض" as Riyadh, as before', async () => {
    const { rows } = await sql<{ country: string | null; city: string | null }>`
      select country, city from public.jobs where job_title = 'ممرضة عناية مركزة'`.execute(t.db);
    expect(rows).toEqual([{ country: 'saudi-arabia', city: 'riyadh' }]);
  });
});
