import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { jobSearchAnswerSchema, type JobSearchAnswer } from '~/lib/jobs/public-job';
import { monthlyAmountIn } from '~/lib/jobs/salary-money';
import { salaryChoices } from '~/lib/jobs/search-params';
import {
  employmentTypes,
  packageItems,
  salaryCurrencies,
  salaryPeriods,
  type EmploymentType,
  type Nationality,
  type PackageItem,
  type SalaryCurrency,
  type SalaryPeriod,
  type Visa,
} from '~/lib/jobs/job-facts';

// The search filters on the job facts (minimum monthly salary in AED, employment type,
// visa provided, open to all nationalities, package items), each alone and combined, against the
// real database: the jobs found and every facet count are compared with a model in TypeScript
// (salary-money.ts's fixed rates), for every filter set below.

let t: TestDatabase;

interface Facts {
  title: string;
  location: string;
  category: string;
  type: EmploymentType | null;
  salary: [number | null, number | null, SalaryCurrency, SalaryPeriod | null] | null;
  visa: Visa;
  nationality: Nationality;
  package: PackageItem[];
}

const board: Facts[] = [
  {
    title: 'ICU Nurse',
    location: 'Dubai, UAE',
    category: 'healthcare-medical',
    type: 'full-time',
    salary: [8000, 12000, 'AED', 'month'], // 12,000 AED a month
    visa: 'provided',
    nationality: 'all',
    package: ['housing', 'flights', 'medical'],
  },
  {
    title: 'Staff Nurse',
    location: 'Doha, Qatar',
    category: 'healthcare-medical',
    type: 'full-time',
    salary: [120000, 120000, 'QAR', 'year'], // 10,000 QAR = 10,089 AED a month
    visa: 'own',
    nationality: 'gcc',
    package: ['housing'],
  },
  {
    title: 'Backend Engineer',
    location: 'Riyadh, Saudi Arabia',
    category: 'it-technology',
    type: 'contract',
    salary: [null, 5000, 'USD', 'month'], // up to 18,363 AED
    visa: 'provided',
    nationality: 'all',
    package: ['housing', 'flights', 'medical', 'tax_free'],
  },
  {
    title: 'Site Engineer',
    location: 'Jeddah, Saudi Arabia',
    category: 'construction',
    type: 'temporary',
    salary: [120, 180, 'AED', 'hour'], // 31,200 AED a month
    visa: 'not_stated',
    nationality: 'not_stated',
    package: ['transport'],
  },
  {
    title: 'Accountant',
    location: 'Manama, Bahrain',
    category: 'finance-accounting',
    type: 'full-time',
    salary: [900, null, 'BHD', 'month'], // from 900 BHD = 8,790 AED
    visa: 'provided',
    nationality: 'nationals',
    package: ['medical'],
  },
  {
    title: 'Maths Teacher',
    location: 'Kuwait City, Kuwait',
    category: 'education-teaching',
    type: 'part-time',
    salary: [1500, 1500, 'KWD', null], // no period: never matches a salary filter
    visa: 'provided',
    nationality: 'all',
    package: ['housing', 'flights'],
  },
  {
    title: 'Marketing Intern',
    location: 'Muscat, Oman',
    category: 'sales-marketing',
    type: 'internship',
    salary: [400, 400, 'OMR', 'month'], // 3,820 AED
    visa: 'own',
    nationality: 'all',
    package: [],
  },
  {
    title: 'Sales Manager',
    location: 'Dubai, UAE',
    category: 'sales-marketing',
    type: null,
    salary: null,
    visa: 'not_stated',
    nationality: 'not_stated',
    package: [],
  },
];

beforeAll(async () => {
  t = await freshDatabase();
  for (const job of board) {
    const { id } = await insertJob(t.db, { title: job.title, location: job.location, category: job.category, company: 'Gulf Co' });
    const [min, max, currency, period] = job.salary ?? [null, null, null, null];
    await withActor(t.db, service, (trx) =>
      trx
        .updateTable('jobs')
        .set({
          employment_type: job.type,
          salary_min: min,
          salary_max: max,
          salary_currency: currency,
          salary_period: period,
          visa: job.visa,
          nationality: job.nationality,
          package_items: job.package,
        })
        .where('id', '=', id)
        .execute(),
    );
  }
  // Not public: never found, never counted.
  const { id } = await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' });
  await withActor(t.db, service, (trx) =>
    trx
      .updateTable('jobs')
      .set({ visa: 'provided', nationality: 'all', package_items: ['housing'] })
      .where('id', '=', id)
      .execute(),
  );
});
afterAll(async () => {
  await t.drop();
});

const search = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs${query}`), t.db);
  return { status: response.status, body: (await response.json()) as unknown };
};

/** A job's pay a month in AED, as the model has it. */
const monthlyAed = (job: Facts): number | undefined => {
  if (!job.salary) return undefined;
  const [min, max, currency, period] = job.salary;
  return monthlyAmountIn('AED', (max ?? min)!, currency, period);
};

interface Filters {
  min_salary?: number;
  type?: EmploymentType;
  visa?: 'provided';
  nationality?: 'open';
  package?: PackageItem[];
}
const matches = (job: Facts, f: Filters, but?: keyof Filters): boolean =>
  (but === 'min_salary' || f.min_salary === undefined || (monthlyAed(job) ?? -1) >= f.min_salary) &&
  (but === 'type' || f.type === undefined || job.type === f.type) &&
  (but === 'visa' || f.visa === undefined || job.visa === 'provided') &&
  (but === 'nationality' || f.nationality === undefined || job.nationality === 'all') &&
  (but === 'package' || f.package === undefined || f.package.every((p) => job.package.includes(p)));

const query = (f: Filters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  return `?${params.toString()}`;
};

const filterSets: Filters[] = [
  {},
  { min_salary: 5000 },
  { min_salary: 10000 },
  { min_salary: 10089 },
  { min_salary: 10090 },
  { min_salary: 30000 },
  { min_salary: 40000 },
  { type: 'full-time' },
  { type: 'contract' },
  { type: 'internship' },
  { visa: 'provided' },
  { nationality: 'open' },
  { package: ['housing'] },
  { package: ['housing', 'flights'] },
  { package: ['tax_free', 'medical', 'housing', 'flights'] },
  { package: ['transport', 'housing'] },
  { min_salary: 10000, visa: 'provided' },
  { min_salary: 5000, type: 'full-time', package: ['housing'] },
  { visa: 'provided', nationality: 'open', package: ['flights'] },
  { min_salary: 15000, type: 'contract', visa: 'provided', nationality: 'open', package: ['housing', 'flights', 'medical', 'tax_free'] },
];

describe('the job fact filters', () => {
  it('compares salaries through the same fixed rates and periods as salary-money.ts', async () => {
    for (const currency of salaryCurrencies) {
      for (const period of salaryPeriods) {
        const { rows } = await sql<{
          aed: string;
        }>`select public.salary_monthly_aed(null, 1000, ${currency}, ${period})::text as aed`.execute(t.db);
        expect(Number(rows[0]!.aed)).toBeCloseTo(monthlyAmountIn('AED', 1000, currency, period)!, 6);
      }
    }
    // The maximum decides; the minimum when it is the only figure; nothing without a period or a figure.
    const one = async (min: number | null, max: number | null, currency: string | null, period: string | null) =>
      (
        await sql<{ aed: string | null }>`select public.salary_monthly_aed(${min}, ${max}, ${currency}, ${period})::text as aed`.execute(
          t.db,
        )
      ).rows[0]!.aed;
    expect(Number(await one(8000, 12000, 'AED', 'month'))).toBe(12000);
    expect(Number(await one(8000, null, 'AED', 'month'))).toBe(8000);
    expect(await one(8000, 12000, 'AED', null)).toBeNull();
    expect(await one(null, null, null, null)).toBeNull();
  });

  it.each(filterSets.map((f) => [query(f), f] as const))('%s finds the matching jobs and counts every option right', async (q, f) => {
    const { status, body } = await search(q);
    expect(status).toBe(200);
    const answer: JobSearchAnswer = jobSearchAnswerSchema.parse(body);
    const expected = board.filter((job) => matches(job, f)).map((job) => job.title);
    expect(answer.jobs.map((j) => j.jobTitle).sort()).toEqual([...expected].sort());
    expect(answer.total).toBe(expected.length);

    // Each option counted with every OTHER filter applied; a package item with the chosen ones.
    const count = (pred: (job: Facts) => boolean, but: keyof Filters) => board.filter((job) => matches(job, f, but) && pred(job)).length;
    const { facets } = answer;
    expect(facets!.salary).toEqual(
      Object.fromEntries(salaryChoices.map((amount) => [String(amount), count((job) => (monthlyAed(job) ?? -1) >= amount, 'min_salary')])),
    );
    expect(facets!.type).toEqual(Object.fromEntries(employmentTypes.map((type) => [type, count((job) => job.type === type, 'type')])));
    expect(facets!.visa).toBe(count((job) => job.visa === 'provided', 'visa'));
    expect(facets!.nationality).toBe(count((job) => job.nationality === 'all', 'nationality'));
    expect(facets!.package).toEqual(
      Object.fromEntries(
        packageItems.map((item) => [item, count((job) => [...(f.package ?? []), item].every((p) => job.package.includes(p)), 'package')]),
      ),
    );
    // The older filters' counts take the new filters into account.
    expect(Object.values(facets!.country).reduce((a, b) => a + b, 0)).toBe(expected.length);
    expect(Object.values(facets!.category).reduce((a, b) => a + b, 0)).toBe(expected.length);
    expect(facets!.posted['30']).toBe(expected.length);
  });

  it('combines with a keyword and the older filters', async () => {
    const nurse = jobSearchAnswerSchema.parse((await search('?q=nurse&min_salary=10000&visa=provided')).body);
    expect(nurse.jobs.map((j) => j.jobTitle)).toEqual(['ICU Nurse']);
    expect(nurse.facets!.visa).toBe(1); // Staff Nurse pays 10,089 but brings its own visa
    expect(nurse.facets!.salary).toEqual({ '5000': 1, '10000': 1, '15000': 0, '20000': 0, '30000': 0 });
    const engineers = jobSearchAnswerSchema.parse((await search('?q=engineer&country=saudi-arabia&package=housing')).body);
    expect(engineers.jobs.map((j) => j.jobTitle)).toEqual(['Backend Engineer']);
    expect(engineers.facets!.package).toEqual({ housing: 1, transport: 0, flights: 1, medical: 1, tax_free: 1 });
    expect(engineers.facets!.type).toEqual({ 'full-time': 0, 'part-time': 0, contract: 1, temporary: 0, internship: 0 });
    const dubai = jobSearchAnswerSchema.parse((await search('?city=dubai&nationality=open&category=healthcare-medical')).body);
    expect(dubai.jobs.map((j) => j.jobTitle)).toEqual(['ICU Nurse']);
  });

  it('takes the package items in any order, once each, and keeps the job’s own currency', async () => {
    const a = jobSearchAnswerSchema.parse((await search('?package=flights,housing')).body);
    const b = jobSearchAnswerSchema.parse((await search('?package=housing,flights,housing')).body);
    const c = jobSearchAnswerSchema.parse((await search('?package=housing&package=flights')).body); // a form's ticked boxes
    expect(a.jobs.map((j) => j.id)).toEqual(b.jobs.map((j) => j.id));
    expect(c.jobs.map((j) => j.id)).toEqual(b.jobs.map((j) => j.id));
    expect(a.total).toBe(3);
    const backend = jobSearchAnswerSchema.parse((await search('?min_salary=15000&type=contract')).body).jobs[0]!;
    expect(backend).toMatchObject({ jobTitle: 'Backend Engineer', salaryCurrency: 'USD', salaryMax: 5000 });
  });

  it.each([
    ['?type=freelance', 'Unknown employment type. Use one of: full-time, part-time, contract, temporary, internship.'],
    ['?min_salary=-5', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?min_salary=0', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?min_salary=99999999999', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?min_salary=1e9', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?min_salary=ten', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?min_salary=5000.5', 'min_salary must be a whole number of dirhams a month, from 1 to 1,000,000.'],
    ['?visa=own', 'visa must be provided.'],
    ['?nationality=gcc', 'nationality must be open (open to all nationalities).'],
    ['?package=housing,pool', 'Unknown package item. Use one or more of: housing, transport, flights, medical, tax_free.'],
    ['?visa=provided&visa=provided', 'The parameter "visa" is given more than once.'],
    ['?type=contract%00', 'The parameter "type" contains a NUL character.'],
    ['?min_salary=5000%00', 'The parameter "min_salary" contains a NUL character.'],
  ])('refuses %s with a sentence (400)', async (q, error) => {
    const { status, body } = await search(q);
    expect({ status, body }).toEqual({ status: 400, body: { error } });
  });
});
