import { z } from '~/lib/zod';
import {
  employmentTypes,
  nationalityOptions,
  packageItems,
  salaryCurrencies,
  salaryPeriods,
  visaOptions,
  type JobFacts,
} from '~/lib/jobs/job-facts';
import { maxSalaryFigure, parseSalaryText } from '~/lib/jobs/salary-text';
import { countryOf } from '~/lib/countries';

// The job-facts fields of the post form, the review dashboard's edit and the scraper's draft
// (issue 16): one set of zod fields and messages, merged into postJobSchema.

export const jobFactsTexts = {
  salaryNumber: 'Enter the salary as a number, e.g. 12000.',
  salaryTooHigh: `Enter a salary of at most ${maxSalaryFigure.toLocaleString('en-US')}.`,
  minAboveMax: 'The maximum salary cannot be below the minimum.',
  currencyNeeded: 'Choose the currency of the salary.',
  periodNeeded: 'Choose whether the salary is per hour, day, week, month or year.',
  figureNeeded: 'Enter a minimum or maximum salary, or leave currency and period empty.',
  currency: 'Choose one of the listed currencies.',
  period: 'Choose one of the listed pay periods.',
  employmentType: 'Choose one of the listed employment types.',
  visa: 'Choose one of the listed visa options.',
  nationality: 'Choose one of the listed nationality options.',
  packageItem: 'Choose package items from the list.',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => text(v) || undefined, z.enum(values, { message }).optional());
const statedOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => text(v) || 'not_stated', z.enum(values, { message }));
/** "12,000" → 12000; anything else that is not a plain decimal number stays text and fails. */
const salaryFigure = z.preprocess(
  (v) => {
    const s = typeof v === 'number' ? String(v) : text(v).replace(/[,\s]/g, '');
    if (s === '') return undefined;
    return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Number(s) : s;
  },
  z
    .number({ error: jobFactsTexts.salaryNumber })
    .min(0, jobFactsTexts.salaryNumber)
    .max(maxSalaryFigure, jobFactsTexts.salaryTooHigh)
    .optional(),
);

export const jobFactsShape = {
  employmentType: choice(employmentTypes, jobFactsTexts.employmentType),
  salaryMin: salaryFigure,
  salaryMax: salaryFigure,
  salaryCurrency: choice(salaryCurrencies, jobFactsTexts.currency),
  salaryPeriod: choice(salaryPeriods, jobFactsTexts.period),
  visa: statedOr(visaOptions, jobFactsTexts.visa),
  nationality: statedOr(nationalityOptions, jobFactsTexts.nationality),
  // A plain array (checkboxes of one name): Astro's form reader collects every value for it.
  packageItems: z
    .array(z.enum(packageItems, { message: jobFactsTexts.packageItem }))
    .max(packageItems.length)
    .transform((items) => packageItems.filter((item) => items.includes(item)))
    .default([]),
};

type FactsInput = {
  salaryMin?: number;
  salaryMax?: number;
  salaryCurrency?: string;
  salaryPeriod?: string;
};

/** The salary fields' cross-field rules, as issues on the field to fix. */
export function checkSalaryFields(job: FactsInput, ctx: z.RefinementCtx): void {
  const figure = job.salaryMin !== undefined || job.salaryMax !== undefined;
  if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMin > job.salaryMax)
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: jobFactsTexts.minAboveMax });
  if (figure && !job.salaryCurrency) ctx.addIssue({ code: 'custom', path: ['salaryCurrency'], message: jobFactsTexts.currencyNeeded });
  if (figure && !job.salaryPeriod) ctx.addIssue({ code: 'custom', path: ['salaryPeriod'], message: jobFactsTexts.periodNeeded });
  if (!figure && (job.salaryCurrency || job.salaryPeriod))
    ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: jobFactsTexts.figureNeeded });
}

type ParsedFacts = z.output<ReturnType<typeof z.object<typeof jobFactsShape>>> & { salaryRange?: string; location: string };

/**
 * The facts columns of a posted or edited job: the fields as given; when no salary figure is
 * given, the free-text salary parsed where it can be (in the currency of the job's country when
 * the text names none).
 */
export function jobFactsFrom(input: ParsedFacts): JobFacts {
  const given = input.salaryMin !== undefined || input.salaryMax !== undefined;
  const parsed = given ? undefined : parseSalaryText(input.salaryRange, countryOf(input.location));
  return {
    employmentType: input.employmentType ?? null,
    salaryMin: given ? (input.salaryMin ?? null) : (parsed?.min ?? null),
    salaryMax: given ? (input.salaryMax ?? null) : (parsed?.max ?? null),
    salaryCurrency: given ? (input.salaryCurrency ?? null) : (parsed?.currency ?? null),
    salaryPeriod: given ? (input.salaryPeriod ?? null) : (parsed?.period ?? null),
    visa: input.visa,
    nationality: input.nationality,
    packageItems: input.packageItems,
  };
}

/** A form's values for the schema: every field once, the package checkboxes as a list. */
export function formValues(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form.entries()), packageItems: form.getAll('packageItems') };
}
