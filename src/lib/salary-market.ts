import type { CategorySlug } from './categories';
import type { CountrySlug } from './countries';
import type { PublicJob } from './jobs/public-job';
import type { EmploymentType, SalaryCurrency } from './jobs/job-facts';
import { monthlyAmountIn } from './jobs/salary-money';
import { searchQueryString } from './jobs/search-params';
import type { ProfessionSlug } from './salary-guide';

// "Posted now" beside each figure of the salary guide: the median and range of the
// salaries that current public jobs on this board state for a profession in a country. Rules:
// - A job belongs to a guide row when its country is the row's country, its category is one of the
//   profession's categories and its title names one of the profession's words (below; whole
//   words, case-insensitive, with an optional plural; a trailing * makes a prefix).
// - It counts when it states a salary with both ends (a single figure is both) and a period.
//   A range counts as its midpoint; "from 8,000" or "up to 20,000" state one end only and are left
//   out. The figure is turned into a monthly amount in the row's currency by monthlyAmountIn
//   (fixed rates; an hour is 1/173.33 of a month). Part-time jobs and internships are left out:
//   the guide is full-time pay. Full-time, contract, temporary and "not stated" count.
// - Outliers: a figure below a third or above three times the median of the row is left out (a
//   yearly salary entered as monthly is twelve times too high), then the figures are recomputed.
// - Figures are shown when at least `marketMinimumJobs` jobs remain: the median (the middle
//   figure, or the mean of the two middle ones) and the range, lowest to highest.

/** Fewer jobs than this and a row shows no market figures. */
export const marketMinimumJobs = 5;
/** A figure further than this factor from the row's median is an outlier. */
export const outlierFactor = 3;

interface ProfessionJobs {
  categories: CategorySlug[];
  titleWords: string[];
  /** The keyword of the "See jobs" search (all words of a search are required, so one word). */
  searchWord?: string;
}

/** Which jobs each profession of the guide takes. */
export const professionJobs: Record<ProfessionSlug, ProfessionJobs> = {
  doctors: {
    categories: ['healthcare-medical'],
    titleWords: [
      'doctor',
      'physician',
      'surgeon',
      'general practitioner',
      'gp',
      'medical officer',
      'consultant in',
      'cardiologist',
      'anaesthetist',
      'anesthesiologist',
      'radiologist',
      'paediatrician',
      'pediatrician',
      'psychiatrist',
      'dermatologist',
      'neurologist',
      'oncologist',
      'obstetrician',
      'gynaecologist',
      'gynecologist',
      'ophthalmologist',
      'intensivist',
      'dentist',
    ],
    searchWord: 'doctor',
  },
  nurses: { categories: ['healthcare-medical'], titleWords: ['nurse', 'nursing', 'midwife', 'midwives'], searchWord: 'nurse' },
  engineers: { categories: ['engineering', 'construction'], titleWords: ['engineer'], searchWord: 'engineer' },
  'allied-health': {
    categories: ['healthcare-medical'],
    titleWords: [
      'physiotherap*',
      'radiographer',
      'sonographer',
      'pharmacist',
      'laboratory technologist',
      'lab technologist',
      'medical technologist',
      'laboratory scientist',
      'dietitian',
      'dietician',
      'nutritionist',
      'occupational therapist',
      'speech therapist',
      'speech and language therapist',
      'respiratory therapist',
      'optometrist',
      'audiologist',
      'paramedic',
    ],
  },
  teachers: { categories: ['education-teaching'], titleWords: ['teacher'], searchWord: 'teacher' },
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titlePatterns = Object.fromEntries(
  Object.entries(professionJobs).map(([slug, p]) => {
    const words = p.titleWords.map((w) => (w.endsWith('*') ? escape(w.slice(0, -1)) : `${escape(w)}(?:s|es)?(?![\\p{L}\\p{N}])`));
    return [slug, new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})`, 'iu')];
  }),
) as Record<ProfessionSlug, RegExp>;

/** The job fields the market figures read. */
export type MarketJob = Pick<
  PublicJob,
  'jobTitle' | 'category' | 'country' | 'employmentType' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'
>;

const leftOutTypes = new Set<EmploymentType>(['part-time', 'internship']);

/** Whether a job is one of a guide row's jobs (salary aside). */
export function jobIsFor(job: MarketJob, profession: ProfessionSlug, country: CountrySlug): boolean {
  const p = professionJobs[profession];
  return (
    job.country === country &&
    job.category !== null &&
    (p.categories as string[]).includes(job.category) &&
    titlePatterns[profession].test(job.jobTitle)
  );
}

/** A job's salary as one monthly figure in `currency` (the midpoint of a range), or undefined when it does not count. */
export function monthlyFigureOf(job: MarketJob, currency: SalaryCurrency): number | undefined {
  if (job.employmentType && leftOutTypes.has(job.employmentType)) return undefined;
  if (job.salaryMin === null || job.salaryMax === null || !job.salaryCurrency || !job.salaryPeriod) return undefined;
  return monthlyAmountIn(currency, (job.salaryMin + job.salaryMax) / 2, job.salaryCurrency, job.salaryPeriod);
}

/** The middle value of a non-empty list (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface MarketFigures {
  currency: SalaryCurrency;
  median: number;
  low: number;
  high: number;
  /** How many jobs the figures come from (outliers left out). */
  jobs: number;
}

/** The market figures of a list of monthly figures, or undefined below the threshold. */
export function marketFiguresOf(monthly: readonly number[], currency: SalaryCurrency): MarketFigures | undefined {
  if (monthly.length < marketMinimumJobs) return undefined;
  const middle = median(monthly);
  const kept = monthly.filter((n) => n >= middle / outlierFactor && n <= middle * outlierFactor);
  if (kept.length < marketMinimumJobs) return undefined;
  return { currency, median: median(kept), low: Math.min(...kept), high: Math.max(...kept), jobs: kept.length };
}

/** The market figures of one guide row from the current public jobs, or undefined when fewer than 5 jobs give one. */
export function marketFigures(
  jobs: readonly MarketJob[],
  profession: ProfessionSlug,
  country: CountrySlug,
  currency: SalaryCurrency,
): MarketFigures | undefined {
  const monthly = jobs.flatMap((job) => {
    if (!jobIsFor(job, profession, country)) return [];
    const figure = monthlyFigureOf(job, currency);
    return figure === undefined ? [] : [figure];
  });
  return marketFiguresOf(monthly, currency);
}

/** The guide's tabs as the market figures read them: each country's currency and professions. */
export type MarketTabs = readonly {
  info: { slug: CountrySlug; currency: SalaryCurrency };
  rows: readonly { profession: ProfessionSlug }[];
}[];

/**
 * The market figures gathered one job at a time, so a caller can read the jobs in pages and keep
 * only each counted job's monthly figure (a median needs every figure, not every job).
 */
export function marketTally(tabs: MarketTabs): { add: (job: MarketJob) => void; figures: () => Map<string, MarketFigures> } {
  const rows = tabs.flatMap(({ info, rows }) =>
    rows.map(({ profession }) => ({ key: marketKey(info.slug, profession), profession, country: info.slug, currency: info.currency })),
  );
  const monthly = new Map<string, number[]>(rows.map((row) => [row.key, []]));
  return {
    add(job) {
      for (const row of rows) {
        if (!jobIsFor(job, row.profession, row.country)) continue;
        const figure = monthlyFigureOf(job, row.currency);
        if (figure !== undefined) monthly.get(row.key)!.push(figure);
      }
    },
    figures() {
      const figures = new Map<string, MarketFigures>();
      for (const row of rows) {
        const found = marketFiguresOf(monthly.get(row.key)!, row.currency);
        if (found) figures.set(row.key, found);
      }
      return figures;
    },
  };
}

/** Every guide row's figures in its country's currency, keyed by marketKey (rows below the threshold are absent). */
export function salaryMarket(jobs: readonly MarketJob[], tabs: MarketTabs): Map<string, MarketFigures> {
  const tally = marketTally(tabs);
  for (const job of jobs) tally.add(job);
  return tally.figures();
}

export const marketKey = (country: CountrySlug, profession: ProfessionSlug): string => `${country}/${profession}`;

/** A figure rounded as the guide prints it: to 100 from 10,000, to 10 from 1,000, else to 1. */
const rounded = (n: number) => {
  const step = n >= 10_000 ? 100 : n >= 1_000 ? 10 : 1;
  return Math.round(n / step) * step;
};
const money = (currency: string, n: number) => `${currency} ${rounded(n).toLocaleString('en-US')}`;

/** The pieces of the figures, so a page can keep each amount on one line: "AED 14,500", "AED 11,000–19,000", "8 jobs". */
export const marketFigureParts = (f: MarketFigures): { median: string; range: string; jobs: string } => ({
  median: money(f.currency, f.median),
  range: `${money(f.currency, f.low)}–${rounded(f.high).toLocaleString('en-US')}`,
  jobs: `${f.jobs} jobs`,
});

/** "AED 14,500 median (AED 11,000–19,000, 8 jobs)". */
export const formatMarketFigures = (f: MarketFigures): string => {
  const { median, range, jobs } = marketFigureParts(f);
  return `${median} median (${range}, ${jobs})`;
};

/**
 * The job search for a row: its profession's keyword, its category (when it has one) and country;
 * undefined for a profession no one keyword names. The search reads title, company and text, so it
 * finds these jobs and others (jobs without a salary, "nurse" in a description): "Find … jobs".
 */
export function marketSearch(profession: ProfessionSlug, country: CountrySlug): { word: string; href: string } | undefined {
  const p = professionJobs[profession];
  if (!p.searchWord) return undefined;
  const category = p.categories.length === 1 ? p.categories[0] : undefined;
  return { word: p.searchWord, href: `/jobs${searchQueryString({ q: p.searchWord, category, country })}` };
}
