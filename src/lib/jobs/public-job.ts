import { z } from '~/lib/zod';
import { employmentTypes, nationalityOptions, packageItems, salaryCurrencies, salaryPeriods, visaOptions } from './job-facts';
import { experienceLevels, licenceSlugs, licenceStatuses } from './licences';

/**
 * A job as the public site sees it: what pages, islands, the search API and structured data
 * share. Dates are ISO strings so the shape survives JSON and the content store unchanged.
 */
export const publicJobSchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  companyName: z.string(),
  companySlug: z.string().nullable().describe('The company page /companies/{slug}; null for a job not yet linked'),
  companyVerified: z.boolean().describe('The company is verified: the badge on its cards and pages'),
  agencyName: z.string().nullable().describe('The recruitment agency the job comes through ("via {agency}"), or null'),
  agencyLicence: z.string().nullable().describe("That agency's licence number, when it gave one"),
  verifiedWebsite: z.string().nullable().describe('The company website, only while the company is verified'),
  jobTitle: z.string(),
  jobDescription: z.string(),
  location: z.string(),
  country: z.string().nullable().describe('Normalised country slug (src/lib/countries.ts) or null'),
  isRemote: z.boolean(),
  salaryRange: z.string().nullable(),
  contactEmail: z.string().nullable(),
  category: z.string().nullable(),
  applicationType: z.enum(['email', 'url']),
  applicationUrl: z.string().nullable(),
  postedOn: z.string().describe('YYYY-MM-DD, the posting date from the post form'),
  expiresAt: z.string().describe('ISO timestamp; validThrough'),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z
    .string()
    .nullable()
    .describe('ISO timestamp: when the admin first approved the job (what the search sorts by and "posted within" counts from)'),
  employmentType: z.enum(employmentTypes).nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.enum(salaryCurrencies).nullable(),
  salaryPeriod: z.enum(salaryPeriods).nullable(),
  visa: z.enum(visaOptions),
  nationality: z.enum(nationalityOptions),
  packageItems: z.array(z.enum(packageItems)),
  licenceAuthority: z.enum(licenceSlugs).nullable(),
  licenceStatus: z.enum(licenceStatuses).nullable(),
  experienceYears: z.number().nullable(),
  experienceLevel: z.enum(experienceLevels).nullable(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A jobs row (camelCase columns, Date objects) in the shape above. */
export type JobRowLike = Omit<PublicJob, 'expiresAt' | 'createdAt' | 'updatedAt' | 'publishedAt'> & {
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

export const toPublicJob = (row: JobRowLike): PublicJob => ({
  ...row,
  // A job that applies by link publishes no address, whoever reads the row.
  contactEmail: row.applicationType === 'email' ? row.contactEmail : null,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/** The columns toPublicJob reads, for select lists. */
export const publicJobColumns = publicJobSchema.keyof().options;

/** The answer of GET /api/jobs: one page of the search (searchPublicJobs builds it, the JobSearch island parses it). */
export const jobSearchAnswerSchema = z.object({
  jobs: z.array(publicJobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  /** The order of the results: relevance (with a keyword) or newest. */
  sort: z.enum(['relevance', 'newest']).optional(),
  /** The words that found nothing were corrected: these are the results of `to`; `from` is what was typed. */
  correction: z.object({ from: z.string(), to: z.string() }).optional(),
  /**
   * Nothing found: the nearest searches that find something (a wider place, one filter or one
   * word fewer), each with its query string for /jobs and its total.
   */
  suggestions: z
    .array(z.object({ kind: z.enum(['place', 'filter', 'word']), value: z.string(), query: z.string(), total: z.number() }))
    .optional(),
  /** Matching jobs per option of each filter, every other filter of the search applied. */
  facets: z
    .object({
      country: z.record(z.string(), z.number()),
      city: z.record(z.string(), z.number()),
      category: z.record(z.string(), z.number()),
      /** Keys '1', '3', '7', '30': published within that many days. */
      posted: z.record(z.string(), z.number()),
      remote: z.number(),
      /** Keys: the minimum monthly salary choices in AED ('5000', …): jobs paying at least that a month. */
      salary: z.record(z.string(), z.number()),
      /** Per employment type. */
      type: z.record(z.string(), z.number()),
      /** Jobs that provide the visa. */
      visa: z.number(),
      /** Jobs open to all nationalities. */
      nationality: z.number(),
      /** Per package item: jobs with the chosen items and this one. */
      package: z.record(z.string(), z.number()),
      /** Per licensing authority. */
      licence: z.record(z.string(), z.number()).optional(),
      /** Per experience level. */
      level: z.record(z.string(), z.number()).optional(),
      /** Jobs of verified employers. */
      verified: z.number().optional(),
    })
    .optional(),
});
export type JobSearchFacets = NonNullable<z.infer<typeof jobSearchAnswerSchema>['facets']>;
export type JobSearchAnswer = z.infer<typeof jobSearchAnswerSchema>;
export type SearchSuggestion = NonNullable<JobSearchAnswer['suggestions']>[number];
