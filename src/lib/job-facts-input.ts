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
import { experienceLevels, licenceSlugs, licenceStatuses, maxExperienceYears } from '~/lib/jobs/licences';
import { countryOf } from '~/lib/countries';
import { fill, formatNumber } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { postErrorTexts } from '~/i18n/forms';

/** The post form's field messages per language: a small module, not the whole catalogue (the form's script imports this). */
export const postErrors = postErrorTexts;

// The job-facts fields of the post form, the review dashboard's edit and the scraper's draft
// share one set of zod fields and messages, merged into postJobSchema.

/** The facts' field messages in one language ({max} of the salary filled in). */
export const jobFactsTextsIn = (locale: Locale) => {
  const texts = postErrors[locale].facts;
  return { ...texts, salaryTooHigh: fill(texts.salaryTooHigh, { max: formatNumber(maxSalaryFigure, locale) }) };
};
export type JobFactsTexts = ReturnType<typeof jobFactsTextsIn>;

/** The English messages (the review dashboard's edit and the scraper's draft are English). */
export const jobFactsTexts = jobFactsTextsIn('en');

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => text(v) || undefined, z.enum(values, { message }).optional());
const statedOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => text(v) || 'not_stated', z.enum(values, { message }));
/** "12,000" → 12000; anything else that is not a plain decimal number stays text and fails. */
const salaryFigure = (texts: JobFactsTexts) =>
  z.preprocess(
    (v) => {
      const s = typeof v === 'number' ? String(v) : text(v).replace(/[,\s]/g, '');
      if (s === '') return undefined;
      return /^\d{1,12}(\.\d{1,2})?$/.test(s) ? Number(s) : s;
    },
    z.number({ error: texts.salaryNumber }).min(0, texts.salaryNumber).max(maxSalaryFigure, texts.salaryTooHigh).optional(),
  );

/** "3" → 3; empty → none; anything else (3.5, 999, "three") fails with the message. */
const yearsFigure = (message: string) =>
  z.preprocess(
    (v) => {
      const s = typeof v === 'number' ? String(v) : text(v);
      if (s === '') return undefined;
      return /^\d{1,3}$/.test(s) ? Number(s) : s;
    },
    z.number({ error: message }).int(message).min(0, message).max(maxExperienceYears, message).optional(),
  );

/** The facts' fields with their messages in one language. */
export const jobFactsShapeWith = (texts: JobFactsTexts) => ({
  employmentType: choice(employmentTypes, texts.employmentType),
  salaryMin: salaryFigure(texts),
  salaryMax: salaryFigure(texts),
  salaryCurrency: choice(salaryCurrencies, texts.currency),
  salaryPeriod: choice(salaryPeriods, texts.period),
  visa: statedOr(visaOptions, texts.visa),
  nationality: statedOr(nationalityOptions, texts.nationality),
  // A plain array (checkboxes of one name): Astro's form reader collects every value for it.
  packageItems: z
    .array(z.enum(packageItems, { message: texts.packageItem }))
    .max(packageItems.length)
    .transform((items) => packageItems.filter((item) => items.includes(item)))
    .default([]),
  licenceAuthority: choice(licenceSlugs, texts.licenceAuthority),
  licenceStatus: choice(licenceStatuses, texts.licenceStatus),
  experienceYears: yearsFigure(texts.experienceYears),
  experienceLevel: choice(experienceLevels, texts.experienceLevel),
});

export const jobFactsShape = jobFactsShapeWith(jobFactsTexts);

type FactsInput = {
  licenceAuthority?: string;
  licenceStatus?: string;
  salaryMin?: number;
  salaryMax?: number;
  salaryCurrency?: string;
  salaryPeriod?: string;
};

/** The salary fields' cross-field rules, as issues on the field to fix (messages in the form's language). */
export function checkSalaryFields(job: FactsInput, ctx: z.RefinementCtx, texts: JobFactsTexts = jobFactsTexts): void {
  const figure = job.salaryMin !== undefined || job.salaryMax !== undefined;
  if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMin > job.salaryMax)
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: texts.minAboveMax });
  if (figure && !job.salaryCurrency) ctx.addIssue({ code: 'custom', path: ['salaryCurrency'], message: texts.currencyNeeded });
  if (figure && !job.salaryPeriod) ctx.addIssue({ code: 'custom', path: ['salaryPeriod'], message: texts.periodNeeded });
  if (!figure && (job.salaryCurrency || job.salaryPeriod))
    ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: texts.figureNeeded });
  if (job.licenceStatus && !job.licenceAuthority)
    ctx.addIssue({ code: 'custom', path: ['licenceAuthority'], message: texts.statusNeedsAuthority });
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
    licenceAuthority: input.licenceAuthority ?? null,
    licenceStatus: input.licenceAuthority ? (input.licenceStatus ?? null) : null,
    experienceYears: input.experienceYears ?? null,
    experienceLevel: input.experienceLevel ?? null,
  };
}

/** A form's values for the schema: every field once, the package checkboxes as a list. */
export function formValues(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form.entries()), packageItems: form.getAll('packageItems') };
}
