import { z } from '~/lib/zod';
import { categorySlugs, type CategorySlug } from './categories';
import { emailAddressSchema } from './email-address';
import { gulfToday } from './gulf-time';
import { checkSalaryFields, jobFactsShapeWith, jobFactsTextsIn, postErrors } from './job-facts-input';
import { fill, formatNumber } from '~/i18n/format';
import { locales, type Locale } from '~/i18n/locales';

// The post-a-job form: the page and actions.forms.postJob parse with this.

/** Where a job posted without JavaScript lands once it is received for review. */
export const postJobSubmittedPath = '/post-job/submitted';

export const earliestPostedDate = '1900-01-01';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The form's language: a hidden field of the Arabic page; absent on the English one (and from older clients). */
const localeField = (message: string) => z.preprocess((v) => text(v) || 'en', z.enum(locales, { message }));

/**
 * The post form's fields with their messages in one language (the job itself is stored as
 * written, whatever the language of the form).
 */
export function postJobSchemaIn(locale: Locale) {
  const errors = postErrors[locale];
  const factsTexts = jobFactsTextsIn(locale);
  const tooLong = (max: number) => fill(errors.tooLong, { max: formatNumber(max, locale) });
  const required = (message: string, max: number) => z.preprocess(text, z.string().min(1, message).max(max, tooLong(max)));
  const optional = (max: number) => z.preprocess((v) => text(v) || undefined, z.string().max(max, tooLong(max)).optional());
  return z
    .object({
      companyName: required(errors.companyName, 200),
      jobTitle: required(errors.jobTitle, 200),
      jobDescription: required(errors.jobDescription, 20000),
      location: required(errors.location, 200),
      salaryRange: optional(200),
      jobPostedDate: z.preprocess(
        (v) => text(v) || undefined,
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, errors.dateFormat)
          .refine((d) => d >= earliestPostedDate, errors.dateTooEarly)
          .refine((d) => d <= gulfToday(), errors.dateInFuture)
          .optional(),
      ),
      applicationType: z.preprocess((v) => text(v) || 'email', z.enum(['email', 'url'], { message: errors.applicationType })),
      contactEmail: z.preprocess((v) => text(v).toLowerCase() || undefined, emailAddressSchema(errors.contactEmail).optional()),
      /** The poster's own address (receipt, notices, sign-in): private. The contact address stands in when empty. */
      posterEmail: z.preprocess((v) => text(v).toLowerCase() || undefined, emailAddressSchema(errors.posterEmail).optional()),
      applicationUrl: z.preprocess(
        (v) => text(v) || undefined,
        z
          .url({ protocol: /^https?$/, error: errors.applicationUrl })
          .max(2000, tooLong(2000))
          .optional(),
      ),
      category: z.preprocess((v) => text(v) || undefined, z.enum(categorySlugs, { message: errors.category }).optional()),
      website: z.preprocess(text, z.string()).optional(),
      ...jobFactsShapeWith(factsTexts),
    })
    .superRefine((job, ctx) => {
      checkSalaryFields(job, ctx, factsTexts);
      if (job.applicationType === 'url' && !job.applicationUrl) {
        ctx.addIssue({ code: 'custom', path: ['applicationUrl'], message: errors.urlNeeded });
      }
      if (job.applicationType === 'email' && !job.contactEmail) {
        ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: errors.emailNeeded });
      }
    });
}

/** The English form (and the review dashboard's edit, which extends it). */
export const postJobSchema = postJobSchemaIn('en');
export type PostJobInput = z.infer<typeof postJobSchema>;

const postJobSchemas = { en: postJobSchema, ar: postJobSchemaIn('ar') } satisfies Record<Locale, typeof postJobSchema>;

/**
 * What actions.forms.postJob parses: the hidden `locale` field first (en when absent; any other
 * value is refused with a 400), then the fields with that language's messages. The first stage
 * is a plain object so Astro reads the form by its shape (every package checkbox kept).
 */
export const postJobFormSchema = z
  .looseObject({
    locale: localeField(postErrors.en.locale),
    packageItems: z.array(z.string()).default([]),
  })
  .transform((input, ctx) => {
    const parsed = postJobSchemas[input.locale].safeParse(input);
    const posterEmail = parsed.success ? (parsed.data.posterEmail ?? parsed.data.contactEmail) : undefined;
    if (parsed.success && posterEmail) return { ...parsed.data, posterEmail, locale: input.locale };
    if (parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['posterEmail'], message: postErrors[input.locale].posterEmailNeeded, input: undefined });
      return z.NEVER;
    }
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: issue.input });
    return z.NEVER;
  });

/** Keywords per category for the guess when the poster chose none (most matches wins). */
const categoryKeywords: Record<CategorySlug, readonly string[]> = {
  'healthcare-medical': [
    'nurse',
    'nursing',
    'doctor',
    'physician',
    'hospital',
    'clinic',
    'medical',
    'patient',
    'pharmacist',
    'dental',
    'healthcare',
    'surgeon',
    'therapist',
  ],
  'education-teaching': [
    'teacher',
    'teaching',
    'school',
    'tutor',
    'curriculum',
    'lecturer',
    'professor',
    'classroom',
    'students',
    'education',
    'kindergarten',
  ],
  'it-technology': [
    'software',
    'developer',
    'software engineer',
    'devops',
    'cloud',
    'data',
    'cybersecurity',
    'network',
    'it support',
    'javascript',
    'python',
    'programming',
    'web',
    'mobile app',
  ],
  engineering: [
    'engineer',
    'engineering',
    'mechanical',
    'electrical',
    'civil',
    'structural',
    'hvac',
    'process',
    'autocad',
    'design review',
    'commissioning',
  ],
  'finance-accounting': [
    'accountant',
    'accounting',
    'finance',
    'financial',
    'audit',
    'tax',
    'vat',
    'payroll',
    'ifrs',
    'bookkeeping',
    'controller',
    'credit',
  ],
  'sales-marketing': [
    'sales',
    'marketing',
    'business development',
    'account manager',
    'brand',
    'campaign',
    'seo',
    'social media',
    'customers',
    'leads',
  ],
  'hospitality-tourism': [
    'hotel',
    'hospitality',
    'chef',
    'restaurant',
    'guest',
    'tourism',
    'front office',
    'housekeeping',
    'travel',
    'resort',
  ],
  construction: [
    'construction',
    'site',
    'contractor',
    'quantity surveyor',
    'foreman',
    'building works',
    'hse',
    'mep',
    'planning engineer',
    'primavera',
  ],
};

const countMatches = (haystack: string, words: readonly string[]) =>
  words.reduce(
    (n, w) =>
      n +
      (haystack.match(new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0),
    0,
  );

/** The category with most keyword matches in title and description; undefined when none match (ties: table order). */
export function guessCategory(title: string, description: string): CategorySlug | undefined {
  const haystack = `${title} ${description}`;
  let best: { slug: CategorySlug; hits: number } | undefined;
  for (const slug of categorySlugs) {
    const hits = countMatches(haystack, categoryKeywords[slug]);
    if (hits > 0 && (!best || hits > best.hits)) best = { slug, hits };
  }
  return best?.slug;
}
