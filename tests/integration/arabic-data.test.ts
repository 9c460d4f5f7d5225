import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, visitor, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { foldArabic } from '~/lib/arabic';
import { countryOf } from '~/lib/countries';
import { cityOf } from '~/lib/cities';
import { arabicToLatin, jobSlugBase, slugify } from '~/lib/jobs/slug';

// Arabic text in the data: the database and src/lib read Arabic locations, fold Arabic
// for search and transliterate Arabic slugs the same way.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0]!;

/** Locations and what they name: [location, country, city]. */
const locations: [string, string | undefined, string | undefined][] = [
  ['دبي، الإمارات', 'uae', 'dubai'],
  ['دبي، الامارات العربية المتحدة', 'uae', 'dubai'],
  ['أبوظبي', 'uae', 'abu-dhabi'],
  ['ابو ظبي - الإمارات', 'uae', 'abu-dhabi'],
  ['الشارقة', 'uae', 'sharjah'],
  ['الشارقه، الإمارات', 'uae', 'sharjah'],
  ['عجمان', 'uae', 'ajman'],
  ['رأس الخيمة', 'uae', 'ras-al-khaimah'],
  ['العين، أبوظبي', 'uae', 'al-ain'],
  ['الإمارات', 'uae', undefined],
  ['الرياض، المملكة العربية السعودية', 'saudi-arabia', 'riyadh'],
  ['جدة', 'saudi-arabia', 'jeddah'],
  ['جده، السعودية', 'saudi-arabia', 'jeddah'],
  ['الدمام', 'saudi-arabia', 'dammam-khobar'],
  ['الخبر، السعودية', 'saudi-arabia', 'dammam-khobar'],
  ['الظهران', 'saudi-arabia', 'dammam-khobar'],
  ['مكة المكرمة', 'saudi-arabia', 'mecca'],
  ['المدينة المنورة', 'saudi-arabia', 'medina'],
  ['السعودية', 'saudi-arabia', undefined],
  ['الدوحة، قطر', 'qatar', 'doha'],
  ['قطر', 'qatar', undefined],
  ['الكويت', 'kuwait', undefined],
  ['مدينة الكويت', 'kuwait', 'kuwait-city'],
  ['حولي، الكويت', 'kuwait', 'hawalli'],
  ['المنامة، البحرين', 'bahrain', 'manama'],
  ['مسقط، سلطنة عمان', 'oman', 'muscat'],
  ['صلالة', 'oman', 'salalah'],
  ['عمان', 'oman', undefined],
  ['سلطنة عُمان', 'oman', undefined],
  // Amman, Jordan: with the shadda, or beside Jordan, it is not Oman.
  ['عمّان', undefined, undefined],
  ['عَمَّان، الأردن', undefined, undefined],
  ['عمان، الأردن', undefined, undefined],
  ['Amman, Jordan', undefined, undefined],
  // Harakat and tatweel do not hide a name; the first place named wins.
  ['دُبَيّ', 'uae', 'dubai'],
  ['الريـــاض', 'saudi-arabia', 'riyadh'],
  ['الرياض أو دبي', 'saudi-arabia', 'riyadh'],
  // A preposition or conjunction written onto the name: the article with a particle (as arabicStem
  // reads it), or ب ل ك (after و or ف, perhaps) before a name without the article.
  ['بالرياض', 'saudi-arabia', 'riyadh'],
  ['في الرياض، السعودية', 'saudi-arabia', 'riyadh'],
  ['للرياض والدمام', 'saudi-arabia', 'riyadh'],
  ['والرياض', 'saudi-arabia', 'riyadh'],
  ['وظيفة بالدمام', 'saudi-arabia', 'dammam-khobar'],
  ['بالمدينة المنورة', 'saudi-arabia', 'medina'],
  ['بمكة المكرمة', 'saudi-arabia', 'mecca'],
  ['بالسعودية', 'saudi-arabia', undefined],
  ['بالمملكة العربية السعودية', 'saudi-arabia', undefined],
  ['بدبي', 'uae', 'dubai'],
  ['لدبي', 'uae', 'dubai'],
  ['وبدبي', 'uae', 'dubai'],
  ['بالإمارات', 'uae', undefined],
  ['بالإمارات العربية المتحدة', 'uae', undefined],
  ['بأبوظبي', 'uae', 'abu-dhabi'],
  ['بالشارقة', 'uae', 'sharjah'],
  ['بالعين', 'uae', 'al-ain'],
  ['برأس الخيمة', 'uae', 'ras-al-khaimah'],
  ['بقطر', 'qatar', undefined],
  ['بالدوحة', 'qatar', 'doha'],
  ['بالكويت', 'kuwait', undefined],
  ['بمدينة الكويت', 'kuwait', 'kuwait-city'],
  ['بالبحرين', 'bahrain', undefined],
  ['بمسقط', 'oman', 'muscat'],
  ['بسلطنة عمان', 'oman', undefined],
  ['بعمان', 'oman', undefined],
  // ... but not a particle that is part of another word or name.
  ['بعمان، الأردن', undefined, undefined],
  ['عمان بالأردن', undefined, undefined],
  ['وجدة، المغرب', undefined, undefined],
  ['بدبيان', undefined, undefined],
  ['مدينة دبي للإنترنت', 'uae', 'dubai'],
  // English is read as before.
  ['Dubai, UAE', 'uae', 'dubai'],
  ['Riyadh or Dubai', 'saudi-arabia', 'riyadh'],
  ['Kuwait City', 'kuwait', 'kuwait-city'],
  ['U.A.E', 'uae', undefined],
  ['Remote', undefined, undefined],
  ['Dubaiana', undefined, undefined],
];

describe('places named in Arabic', () => {
  it.each(locations)('%s → country %s, city %s, in src/lib and in the database alike', async (location, country, city) => {
    const row = await one(sql<{ country: string | null; city: string | null }>`
      select public.country_of(${location}) as country, public.city_of(${location}) as city`);
    expect({ country: countryOf(location), city: cityOf(location) }).toEqual({ country, city });
    expect({ country: row.country ?? undefined, city: row.city ?? undefined }).toEqual({ country, city });
  });

  it('sets country, city and a Latin slug on a job posted in Arabic', async () => {
    const job = {
      company_name: 'مستشفى النور',
      job_title: 'ممرضة عناية مركزة',
      job_description: 'رعاية المرضى في وحدة العناية المركزة.',
      location: 'دبي، الإمارات',
      salary_range: null,
      contact_email: 'careers@example.ae',
      category: 'healthcare-medical',
      application_url: null,
    };
    // As a visitor: the trigger folds and matches with the visitor's rights.
    await withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(job).execute());
    const row = await withActor(t.db, service, (trx) =>
      trx.selectFrom('jobs').select(['slug', 'country', 'city']).where('job_title', '=', job.job_title).executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ slug: 'mmrda-anaya-mrkza-dby-alimarat', country: 'uae', city: 'dubai' });
    expect(jobSlugBase(job.job_title, job.location)).toBe(row.slug);
  });
});

describe('Arabic folding', () => {
  it.each([
    'أإآٱ',
    'مُمَرِّضَة',
    'ممرضـــة',
    'مستشفى',
    'یک',
    'دبي، الإمارات؛ لماذا؟',
    'Café, résumé ICU',
    'ا\u0654', // alef + hamza above, decomposed: أ
  ])('%s folds the same in src/lib and in public.arabic_fold', async (text) => {
    const row = await one(sql<{ folded: string }>`select public.arabic_fold(${text}) as folded`);
    expect(row.folded).toBe(foldArabic(text));
  });
});

describe('slugs of Arabic titles', () => {
  it('transliterates every letter and digit as src/lib does', async () => {
    const letters = Object.keys(arabicToLatin).join('');
    const row = await one(sql<{ latin: string }>`select public.transliterate_arabic(${letters}) as latin`);
    expect(row.latin).toBe(Object.values(arabicToLatin).join(''));
  });

  it.each([
    'ممرضة عناية مركزة-دبي، الإمارات',
    'مُهَنْدِس مدني – الرياض',
    'محاسب (IFRS) ٢٠٢٦-الدوحة',
    'Senior Nurse (ICU) – Night Shift!-Doha, Qatar',
    'Café Manager-Dubaï',
    '!!!',
    'ـــ',
    `${'مهندس '.repeat(20)}-دبي`,
  ])('%s gives the same slug in src/lib and in public.slugify', async (text) => {
    const row = await one(sql<{ slug: string }>`select public.slugify(${text}) as slug`);
    expect(row.slug).toBe(slugify(text));
    expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('Arabic search', () => {
  beforeAll(async () => {
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values([
          {
            company_name: 'مستشفى الرعاية',
            job_title: 'ممرضة عناية مركزة',
            job_description: 'نبحث عن أخصائي تمريض ذو خبرة في العناية المركزة للبالغين.',
            location: 'الرياض، السعودية',
            salary_range: null,
            contact_email: 'jobs@example.sa',
            category: 'healthcare-medical',
            application_url: null,
            status: 'approved',
          },
          {
            company_name: 'Mediclinic',
            job_title: 'ICU Nurse',
            job_description: 'Critical care nursing.',
            location: 'Dubai, UAE',
            salary_range: null,
            contact_email: 'jobs@example.ae',
            category: 'healthcare-medical',
            application_url: null,
            status: 'approved',
          },
        ])
        .execute(),
    );
  });

  const titles = async (q: string) => {
    const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?q=${encodeURIComponent(q)}`), t.db);
    expect(response.status).toBe(200);
    return ((await response.json()) as { jobs: { jobTitle: string }[] }).jobs.map((j) => j.jobTitle);
  };

  // A spelling of "nurse" also finds the English nurse job, through the occupation thesaurus; the
  // Arabic job, which has the word itself, ranks first.
  it.each([
    ['ممرضة', 'as written'],
    ['ممرضه', 'taa marbuta as ha'],
    ['مُمَرِّضَة', 'with harakat'],
    ['ممـــرضة', 'with tatweel'],
  ])('finds the Arabic job first by "%s" (%s), then the English nurse', async (q) => {
    expect(await titles(q)).toEqual(['ممرضة عناية مركزة', 'ICU Nurse']);
  });

  it.each([
    ['اخصائي', 'bare alef for أ'],
    ['إخصائي', 'alef with hamza below for أ'],
    ['أخصائى', 'alef maqsura for ي'],
    ['عنايه مركزه', 'two words, taa marbuta as ha'],
    ['الرياض', 'the location'],
    ['مستشفي', 'the company, ى as ي'],
    ['ممر', 'a word prefix'],
  ])('finds the Arabic job by "%s" (%s)', async (q) => {
    expect(await titles(q)).toEqual(['ممرضة عناية مركزة']);
  });

  it('keeps English search as it was, the Arabic nurse job after it through the thesaurus', async () => {
    expect(await titles('icu nurse')).toEqual(['ICU Nurse', 'ممرضة عناية مركزة']);
    expect(await titles('رضة')).toEqual([]);
  });
});
