import type { Locale } from '~/i18n/locales';
import { cardTexts } from '~/i18n/island';
import { fill, plural } from '~/i18n/format';
import { licenceShort, type ExperienceLevel, type LicenceSlug, type LicenceStatus } from './licences';

export { experienceLevels, licenceSlugs, licenceStatuses, maxExperienceYears } from './licences';
export type { ExperienceLevel, LicenceSlug, LicenceStatus } from './licences';

// The facts Gulf job seekers filter on, as typed constants: the database's check
// constraints (migration 20261124051956_add_job_facts.sql) list the same values.

export const employmentTypes = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const salaryCurrencies = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];

export const salaryPeriods = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const visaOptions = ['provided', 'own', 'not_stated'] as const;
export type Visa = (typeof visaOptions)[number];

export const nationalityOptions = ['all', 'gcc', 'nationals', 'not_stated'] as const;
export type Nationality = (typeof nationalityOptions)[number];

export const packageItems = ['housing', 'transport', 'flights', 'medical', 'tax_free'] as const;
export type PackageItem = (typeof packageItems)[number];

/** Labels of the form's choices (and of the job page's facts). */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};
export const salaryPeriodLabels: Record<SalaryPeriod, string> = {
  hour: 'per hour',
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
};
export const visaLabels: Record<Visa, string> = {
  provided: 'Visa provided',
  own: "Candidate's own visa",
  not_stated: 'Not stated',
};
export const nationalityLabels: Record<Nationality, string> = {
  all: 'Open to all nationalities',
  gcc: 'GCC nationals only',
  nationals: "Nationals of the job's country only",
  not_stated: 'Not stated',
};
export const packageItemLabels: Record<PackageItem, string> = {
  housing: 'Housing',
  transport: 'Transport',
  flights: 'Flights',
  medical: 'Medical insurance',
  tax_free: 'Tax-free',
};

/** The English labels of the licence statuses and levels (the scraper's draft and the review row). */
export const licenceStatusLabels: Record<LicenceStatus, string> = {
  accepted: 'Licence accepted',
  required: 'Licence required',
  will_sponsor: 'Employer arranges the licence',
};
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior level',
  lead: 'Lead',
};

/** schema.org employmentType per employment type (Google's values). */
export const employmentTypeSchemaOrg: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** The facts a job carries besides its text; null or 'not_stated' when the employer did not say. */
export interface JobFacts {
  employmentType: EmploymentType | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: SalaryCurrency | null;
  salaryPeriod: SalaryPeriod | null;
  visa: Visa;
  nationality: Nationality;
  packageItems: PackageItem[];
  /** The healthcare licensing authority the job names, and what it says of the licence (src/lib/jobs/licences.ts). */
  licenceAuthority: LicenceSlug | null;
  licenceStatus: LicenceStatus | null;
  /** The least years of experience asked, and the level. */
  experienceYears: number | null;
  experienceLevel: ExperienceLevel | null;
}

export const noJobFacts: JobFacts = {
  employmentType: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  visa: 'not_stated',
  nationality: 'not_stated',
  packageItems: [],
  licenceAuthority: null,
  licenceStatus: null,
  experienceYears: null,
  experienceLevel: null,
};

/** Badges of cards and job pages, only for what the employer stated, in a fixed order, in the page's language. */
export function jobBadges(
  facts: Pick<JobFacts, 'visa' | 'nationality' | 'packageItems'> &
    Partial<Pick<JobFacts, 'licenceAuthority' | 'experienceYears' | 'experienceLevel'>>,
  locale: Locale = 'en',
): string[] {
  const t = cardTexts(locale).badges;
  return [
    ...(facts.licenceAuthority ? [fill(t.licence, { authority: licenceShort(facts.licenceAuthority) })] : []),
    ...(facts.experienceYears ? [plural(t.experienceYears, facts.experienceYears, locale)] : []),
    ...(facts.experienceLevel && !facts.experienceYears ? [t.levels[facts.experienceLevel]] : []),
    ...(facts.visa === 'provided' ? [t.visa] : []),
    ...(facts.nationality === 'all' ? [t.nationality] : []),
    ...(facts.packageItems.includes('housing') ? [t.housing] : []),
    ...(facts.packageItems.includes('flights') ? [t.flights] : []),
  ];
}
