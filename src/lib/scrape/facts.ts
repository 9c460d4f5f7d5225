import { countryOf } from '~/lib/countries';
import {
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
import { parseSalaryText } from '~/lib/jobs/salary-text';
import { readLicenceExperience } from '~/lib/jobs/licence-experience-text';
import type { ExperienceLevel, LicenceSlug, LicenceStatus } from '~/lib/jobs/licences';
import { ownValue } from '~/lib/own-value';

// The job facts of a scraped draft: what the page's JobPosting JSON-LD states
// (baseSalary, employmentType, jobBenefits), then guesses from the text, for the admin to confirm.

/** The facts as the draft form holds them: the post form's field values (strings, '' for none). */
export type DraftFacts = {
  employmentType: EmploymentType | '';
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: SalaryCurrency | '';
  salaryPeriod: SalaryPeriod | '';
  visa: Visa;
  nationality: Nationality;
  packageItems: PackageItem[];
  licenceAuthority: LicenceSlug | '';
  licenceStatus: LicenceStatus | '';
  experienceYears: string;
  experienceLevel: ExperienceLevel | '';
};
export const emptyDraftFacts: DraftFacts = {
  employmentType: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: '',
  visa: 'not_stated',
  nationality: 'not_stated',
  packageItems: [],
  licenceAuthority: '',
  licenceStatus: '',
  experienceYears: '',
  experienceLevel: '',
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const figure = (v: unknown): string => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/,/g, '').trim()) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 10_000_000 ? String(n) : '';
};
/** The value of the list a text names, case aside ('' for none). */
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | '' => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return values.find((value) => value.toLowerCase() === s) ?? '';
};

const employmentBySchemaOrg: Record<string, EmploymentType> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};

/** The salary fields a JobPosting's baseSalary states; empty when it is not one the board can hold. */
function statedSalary(salary: unknown): Partial<DraftFacts> {
  if (!isNode(salary)) return {};
  const currency = oneOf(salaryCurrencies, salary.currency);
  const value = isNode(salary.value) ? salary.value : { value: salary.value };
  const period = oneOf(salaryPeriods, value.unitText ?? salary.unitText);
  const min = figure(value.minValue) || figure(value.value);
  const max = figure(value.maxValue) || figure(value.value);
  if (!currency || !period || (!min && !max) || (min && max && Number(min) > Number(max))) return {};
  return { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period };
}

/** What a JobPosting node states: salary, employment type and the package its jobBenefits name. */
export function statedFacts(job: Node): Partial<DraftFacts> {
  const employmentType = list(job.employmentType)
    .map((t) => (typeof t === 'string' ? ownValue(employmentBySchemaOrg, t.trim().toUpperCase().replace(/[- ]/g, '_')) : undefined))
    .find(Boolean);
  const benefits = list(job.jobBenefits)
    .filter((b): b is string => typeof b === 'string')
    .join('\n');
  const items = benefits ? packageFrom(benefits) : [];
  return {
    ...statedSalary(job.baseSalary),
    ...(employmentType ? { employmentType } : {}),
    ...(items.length > 0 ? { packageItems: items } : {}),
  };
}

const packageWords: [RegExp, PackageItem][] = [
  [/\b(housing|accommodation|furnished apartment)\b/i, 'housing'],
  [/\b(transport|transportation|car allowance)\b/i, 'transport'],
  [/\b(flights?|air ?tickets?|airfare|return ticket|annual ticket)\b/i, 'flights'],
  [/\b(medical|health insurance|health cover)\b/i, 'medical'],
  [/\btax[- ]free\b/i, 'tax_free'],
];
const packageFrom = (text: string): PackageItem[] =>
  packageItems.filter((item) => packageWords.some(([p, i]) => i === item && p.test(text)));

const employmentWords: [RegExp, EmploymentType][] = [
  [/\bfull[- ]time\b/i, 'full-time'],
  [/\bpart[- ]time\b/i, 'part-time'],
  [/\b(fixed[- ]term )?contract (role|position|basis)\b|\bcontractor\b/i, 'contract'],
  [/\btemporary\b/i, 'temporary'],
  [/\binternship\b|\bintern\b/i, 'internship'],
];
const visaWords: [RegExp, Visa][] = [
  [/\b(own|transferable|valid residence) visa\b|\bvisa (is )?not provided\b/i, 'own'],
  [
    /\bvisa (sponsorship|provided|will be provided|support)\b|\b(employment|work) visa (provided|sponsored)\b|\bsupport your visa\b/i,
    'provided',
  ],
];
const nationalityWords: [RegExp, Nationality][] = [
  [/\bgcc nationals?\b/i, 'gcc'],
  [
    /\b(uae|emirati|saudi|qatari|kuwaiti|bahraini|omani) nationals?\b|\bemiratisation\b|\bsaudi[sz]ation\b|\bqatari[sz]ation\b|\bomani[sz]ation\b/i,
    'nationals',
  ],
  [/\b(open to )?all nationalities\b/i, 'all'],
];
const firstMatch = <T>(table: [RegExp, T][], text: string): T | undefined => table.find(([p]) => p.test(text))?.[1];
const only = <T>(table: [RegExp, T][], text: string): T | undefined => {
  const found = [...new Set(table.filter(([p]) => p.test(text)).map(([, v]) => v))];
  return found.length === 1 ? found[0] : undefined;
};

/** The facts a job's text suggests (the admin confirms them): a fact the text names twice differently is left out. */
export function guessedFacts(text: string, salaryText: string, location: string, title = ''): Partial<DraftFacts> {
  const salary = parseSalaryText(salaryText, countryOf(location));
  const employmentType = only(employmentWords, text);
  const visa = firstMatch(visaWords, text);
  const nationality = only(nationalityWords, text);
  const items = packageFrom(text);
  const read = readLicenceExperience(title, text, countryOf(location));
  return {
    ...(salary
      ? {
          salaryMin: salary.min === null ? '' : String(salary.min),
          salaryMax: salary.max === null ? '' : String(salary.max),
          salaryCurrency: salary.currency,
          salaryPeriod: salary.period ?? '',
        }
      : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(visa ? { visa } : {}),
    ...(nationality ? { nationality } : {}),
    ...(items.length > 0 ? { packageItems: items } : {}),
    ...(read.licenceAuthority ? { licenceAuthority: read.licenceAuthority, licenceStatus: read.licenceStatus ?? '' } : {}),
    ...(read.experienceYears !== null ? { experienceYears: String(read.experienceYears) } : {}),
    ...(read.experienceLevel ? { experienceLevel: read.experienceLevel } : {}),
  };
}

/** The draft's facts: stated ones first (the salary fields as one), then the guesses, then none. */
export function draftFacts(stated: Partial<DraftFacts> | undefined, guessed: Partial<DraftFacts>): DraftFacts {
  const salary = stated?.salaryCurrency ? stated : guessed.salaryCurrency ? guessed : {};
  return {
    ...emptyDraftFacts,
    ...guessed,
    ...stated,
    salaryMin: salary.salaryMin ?? '',
    salaryMax: salary.salaryMax ?? '',
    salaryCurrency: salary.salaryCurrency ?? '',
    salaryPeriod: salary.salaryPeriod ?? '',
  };
}
