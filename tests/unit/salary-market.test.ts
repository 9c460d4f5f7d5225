import { describe, expect, it } from 'vitest';
import {
  formatMarketFigures,
  jobIsFor,
  marketFigures,
  marketKey,
  marketSearch,
  median,
  monthlyFigureOf,
  salaryMarket,
  type MarketJob,
} from '~/lib/salary-market';

/** A current UAE nurse job paying `min`–`max` AED a month, with overrides. */
const job = (min: number | null, max: number | null, over: Partial<MarketJob> = {}): MarketJob => ({
  jobTitle: 'Staff Nurse',
  category: 'healthcare-medical',
  country: 'uae',
  employmentType: 'full-time',
  salaryMin: min,
  salaryMax: max,
  salaryCurrency: 'AED',
  salaryPeriod: 'month',
  ...over,
});
const nurses = (jobs: MarketJob[]) => marketFigures(jobs, 'nurses', 'uae', 'AED');

describe('median', () => {
  it.each([
    [[7], 7],
    [[3, 1, 2], 2],
    [[10, 40, 20, 30], 25],
    [[9000, 8000], 8500],
    [[5, 1, 4, 2, 3], 3],
  ])('median of %j is %d', (values, expected) => expect(median(values)).toBe(expected));

  it('refuses an empty list', () => expect(() => median([])).toThrow('The median of no values is undefined.'));
});

describe('which jobs belong to a guide row', () => {
  it.each([
    ['Registered Nurse - ICU', 'healthcare-medical', 'nurses', true],
    ['NURSES for a new hospital', 'healthcare-medical', 'nurses', true],
    ['Nursing Supervisor', 'healthcare-medical', 'nurses', true],
    ['Nurse Educator', 'education-teaching', 'nurses', false], // another category
    ['Nursery Assistant', 'healthcare-medical', 'nurses', false], // a word, not a prefix
    ['Consultant Cardiologist', 'healthcare-medical', 'doctors', true],
    ['Specialist Physician - Internal Medicine', 'healthcare-medical', 'doctors', true],
    ['Physiotherapist - Sports', 'healthcare-medical', 'allied-health', true],
    ['Physiotherapy Lead', 'healthcare-medical', 'allied-health', true],
    ['Medical Laboratory Technologist', 'healthcare-medical', 'allied-health', true],
    ['Radiographer', 'healthcare-medical', 'doctors', false], // allied health, not a radiologist
    ['Site Engineer - Building Works', 'construction', 'engineers', true],
    ['HVAC Design Engineer', 'engineering', 'engineers', true],
    ['Software Engineer', 'it-technology', 'engineers', false],
    ['Engineering Manager', 'engineering', 'engineers', false],
    ['Primary Teacher - Year 3', 'education-teaching', 'teachers', true],
    ['University Lecturer', 'education-teaching', 'teachers', false],
  ] as const)('%s (%s) is for %s: %s', (jobTitle, category, profession, expected) =>
    expect(jobIsFor(job(1, 1, { jobTitle, category }), profession, 'uae')).toBe(expected),
  );

  it('takes the row country only', () => {
    expect(jobIsFor(job(1, 1, { country: 'qatar' }), 'nurses', 'uae')).toBe(false);
    expect(jobIsFor(job(1, 1, { country: null }), 'nurses', 'uae')).toBe(false);
    expect(jobIsFor(job(1, 1, { category: null }), 'nurses', 'uae')).toBe(false);
  });
});

describe('a job as one monthly figure', () => {
  it.each([
    ['a range counts as its midpoint', job(8000, 12000), 10000],
    ['one figure', job(9500, 9500), 9500],
    ['hourly: 173⅓ hours a month', job(120, 180, { salaryPeriod: 'hour' }), (150 * 40 * 52) / 12],
    ['yearly', job(120000, 120000, { salaryPeriod: 'year' }), 10000],
    ['USD in AED at 3.6725', job(7000, 9000, { salaryCurrency: 'USD' }), 8000 * 3.6725],
    ['QAR in AED', job(10000, 10000, { salaryCurrency: 'QAR' }), (10000 / 3.64) * 3.6725],
    ['contract counts', job(10000, 10000, { employmentType: 'contract' }), 10000],
    ['employment type not stated counts', job(10000, 10000, { employmentType: null }), 10000],
  ])('%s', (_name, j, expected) => expect(monthlyFigureOf(j, 'AED')).toBeCloseTo(expected, 6));

  it.each([
    ['no salary', job(null, null, { salaryCurrency: null, salaryPeriod: null })],
    ['no period', job(8000, 12000, { salaryPeriod: null })],
    ['"up to" only', job(null, 20000)],
    ['"from" only', job(8000, null)],
    ['part-time', job(5000, 5000, { employmentType: 'part-time' })],
    ['internship', job(3000, 3000, { employmentType: 'internship' })],
  ])('%s: left out', (_name, j) => expect(monthlyFigureOf(j, 'AED')).toBeUndefined());
});

describe('market figures of a guide row', () => {
  const five = [job(8000, 9000), job(10000, 11000), job(12000, 12000), job(13000, 15000), job(16000, 18000)];

  it('needs at least 5 jobs with a salary', () => {
    expect(nurses(five.slice(0, 4))).toBeUndefined();
    // A fifth job without a period, in another country or profession does not make five.
    expect(nurses([...five.slice(0, 4), job(9000, 9000, { salaryPeriod: null })])).toBeUndefined();
    expect(nurses([...five.slice(0, 4), job(9000, 9000, { country: 'oman' })])).toBeUndefined();
    expect(nurses([...five.slice(0, 4), job(9000, 9000, { jobTitle: 'Pharmacist' })])).toBeUndefined();
    expect(nurses(five)).toEqual({ currency: 'AED', median: 12000, low: 8500, high: 17000, jobs: 5 });
  });

  it('takes the mean of the two middle figures for an even count', () => {
    expect(nurses([...five, job(20000, 20000)])).toMatchObject({ median: 13000, low: 8500, high: 20000, jobs: 6 });
  });

  it('converts every job to the row currency and period before comparing', () => {
    const mixed = [
      job(8000, 8000),
      job(50, 50, { salaryPeriod: 'hour' }), // 8,666.67
      job(120000, 120000, { salaryPeriod: 'year' }), // 10,000
      job(3000, 3000, { salaryCurrency: 'USD' }), // 11,017.50
      job(12000, 12000, { salaryCurrency: 'QAR' }), // 12,107.14
    ];
    const f = nurses(mixed)!;
    expect(f.jobs).toBe(5);
    expect(f.median).toBeCloseTo(10000, 6);
    expect(f.low).toBe(8000);
    expect(f.high).toBeCloseTo((12000 / 3.64) * 3.6725, 6);
  });

  it('leaves out figures beyond three times the median either way, then needs 5 jobs still', () => {
    // A yearly salary entered as monthly (120,000) and a typo (900) are not the market.
    const withOutliers = [...five, job(120000, 120000), job(900, 900)];
    expect(nurses(withOutliers)).toEqual({ currency: 'AED', median: 12000, low: 8500, high: 17000, jobs: 5 });
    expect(nurses([...five.slice(0, 4), job(120000, 120000)])).toBeUndefined();
  });

  it('gives every guide row with enough jobs, keyed by country and profession', () => {
    const qatarTeachers = Array.from({ length: 5 }, (_, i) =>
      job(15000 + i * 1000, 15000 + i * 1000, {
        jobTitle: 'Maths Teacher',
        category: 'education-teaching',
        country: 'qatar',
        salaryCurrency: 'QAR',
      }),
    );
    const tabs = [
      {
        info: { slug: 'uae' as const, currency: 'AED' as const },
        rows: [{ profession: 'nurses' as const }, { profession: 'teachers' as const }],
      },
      { info: { slug: 'qatar' as const, currency: 'QAR' as const }, rows: [{ profession: 'teachers' as const }] },
    ];
    const market = salaryMarket([...five, ...qatarTeachers], tabs);
    expect([...market.keys()]).toEqual([marketKey('uae', 'nurses'), marketKey('qatar', 'teachers')]);
    expect(market.get('qatar/teachers')).toEqual({ currency: 'QAR', median: 17000, low: 15000, high: 19000, jobs: 5 });
  });
});

describe('how the figures read', () => {
  it.each([
    [{ currency: 'AED', median: 14500, low: 11000, high: 19000, jobs: 8 }, 'AED 14,500 median (AED 11,000–19,000, 8 jobs)'],
    [{ currency: 'AED', median: 21000, low: 17000, high: 29380, jobs: 5 }, 'AED 21,000 median (AED 17,000–29,400, 5 jobs)'],
    [{ currency: 'KWD', median: 812.5, low: 700.4, high: 1234.5, jobs: 6 }, 'KWD 813 median (KWD 700–1,230, 6 jobs)'],
  ] as const)('%j → %s', (figures, text) => expect(formatMarketFigures(figures)).toBe(text));

  it('links the search for the profession word in its category and country', () => {
    expect(marketSearch('nurses', 'uae')).toEqual({ word: 'nurse', href: '/jobs?q=nurse&category=healthcare-medical&country=uae' });
    // Engineers come from two categories: the search keeps the word and the country.
    expect(marketSearch('engineers', 'qatar')).toEqual({ word: 'engineer', href: '/jobs?q=engineer&country=qatar' });
    expect(marketSearch('allied-health', 'uae')).toBeUndefined();
  });
});
