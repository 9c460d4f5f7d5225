import { z } from '~/lib/zod';
import { categorySlugs } from '~/lib/categories';
import { postJobSchema } from '~/lib/post-job';
import { employmentTypes, nationalityOptions, packageItems, salaryCurrencies, salaryPeriods, visaOptions } from '~/lib/jobs/job-facts';
import { experienceLevels, licenceSlugs, licenceStatuses } from '~/lib/jobs/licences';
import { ownValue } from '~/lib/own-value';
import { jobFactFields } from '~/lib/jobs/fact-fields';

// The job scraping tool: the island and both admin actions
// parse with these schemas, so every message below exists once.

export const scrapeTexts = {
  scrape: 'Scrape',
  scraping: 'Scraping...',
  successTitle: 'Success',
  success: 'Job posting scraped successfully',
  errorTitle: 'Error',
  failure: 'Failed to scrape job posting',
  save: 'Save to Database',
  saving: 'Saving...',
  clear: 'Clear',
  savedTitle: 'Job Saved!',
  saved: 'It is pending in Review Jobs until an admin approves it.',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'There was an error saving the job to the database',
  urlRequired: 'Please enter the URL of the job posting.',
  urlInvalid: 'Please enter a valid URL, starting with http:// or https://',
} as const;

/** What the extraction writes when the page does not say. */
export const draftDefaults = {
  company: 'Unknown Company',
  title: 'Job Title Not Found',
  location: 'Location Not Specified',
} as const;

/** The longest text a draft field may hold: the post form's limits. */
export const draftLimits = { title: 200, company: 200, location: 200, salary: 200, description: 20000 } as const;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

const pageUrl = z.preprocess(
  text,
  z
    .string()
    .min(1, scrapeTexts.urlRequired)
    .max(2000, 'That URL is too long (over 2,000 characters).')
    .pipe(z.url({ protocol: /^https?$/, error: scrapeTexts.urlInvalid })),
);
const category = z.preprocess(
  (v) => text(v) || undefined,
  z.enum(categorySlugs, { message: 'Choose one of the listed categories.' }).optional(),
);

/** The admin.scrapeJob action: the page to read and the reference category. */
export const scrapeRequestSchema = z.object({ url: pageUrl, category });
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

/** The scraped job draft: what the admin.scrapeJob action answers with. */
export const scrapedDraftSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string(),
  description: z.string(),
  url: z.string(),
  markdown: z.string(),
  /** Stated in the page's JobPosting, else guessed from the text: the admin confirms them. */
  facts: z.object({
    employmentType: z.enum(employmentTypes).or(z.literal('')),
    salaryMin: z.string(),
    salaryMax: z.string(),
    salaryCurrency: z.enum(salaryCurrencies).or(z.literal('')),
    salaryPeriod: z.enum(salaryPeriods).or(z.literal('')),
    visa: z.enum(visaOptions),
    nationality: z.enum(nationalityOptions),
    packageItems: z.array(z.enum(packageItems)),
    // Defaults: a draft made before these facts existed still opens.
    licenceAuthority: z.enum(licenceSlugs).or(z.literal('')).default(''),
    licenceStatus: z.enum(licenceStatuses).or(z.literal('')).default(''),
    experienceYears: z.string().default(''),
    experienceLevel: z.enum(experienceLevels).or(z.literal('')).default(''),
  }),
});
export type ScrapedDraft = z.infer<typeof scrapedDraftSchema>;

/** The draft fields an admin edits, in the order the form shows them. */
export const draftFields = ['title', 'company', 'location', 'salary', 'description'] as const;
export type DraftField = (typeof draftFields)[number];

/** The job-facts fields of the draft: named as on the post form. */
export const draftFactFields = jobFactFields;
export type DraftFactField = (typeof draftFactFields)[number];
type DraftErrorField = DraftField | DraftFactField | 'url' | 'category';

/** The post form's field for each draft field, to report its messages in the draft's terms. */
const postFieldToDraft: Record<string, DraftErrorField> = {
  ...Object.fromEntries(draftFactFields.map((f) => [f, f])),
  jobTitle: 'title',
  companyName: 'company',
  location: 'location',
  salaryRange: 'salary',
  jobDescription: 'description',
  applicationUrl: 'url',
  category: 'category',
};

const placeholderMessages: Record<keyof typeof draftDefaults, string> = {
  title: `Replace "${draftDefaults.title}" with the job title.`,
  company: `Replace "${draftDefaults.company}" with the company's name.`,
  location: `Replace "${draftDefaults.location}" with where the job is.`,
};

export type SaveDraftResult =
  | { ok: true; value: z.infer<typeof postJobSchema> }
  | { ok: false; fieldErrors: Partial<Record<DraftErrorField, string>>; message: string };

/**
 * An edited draft checked by the post form's own schema, as an external-URL application that
 * points at the source page (no placeholder e-mail); a placeholder default left in is refused.
 */
export function postJobFromDraft(body: Record<string, unknown>): SaveDraftResult {
  const fieldErrors: Partial<Record<DraftErrorField, string>> = {};
  const url = scrapeRequestSchema.shape.url.safeParse(body.url);
  if (!url.success) fieldErrors.url = url.error.issues[0]?.message;
  const parsed = postJobSchema.safeParse({
    companyName: body.company,
    jobTitle: body.title,
    jobDescription: body.description,
    location: body.location,
    salaryRange: body.salary,
    applicationType: 'url',
    applicationUrl: url.success ? url.data : undefined,
    category: body.category,
    ...Object.fromEntries(draftFactFields.map((f) => [f, body[f]])),
    // The package arrives as a list (the island's JSON) or as one value (a form field).
    packageItems: body.packageItems === undefined ? [] : Array.isArray(body.packageItems) ? body.packageItems : [body.packageItems],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = ownValue(postFieldToDraft, String(issue.path[0]));
      if (field) fieldErrors[field] ??= issue.message;
    }
  }
  for (const field of ['title', 'company', 'location'] as const) {
    if (text(body[field]) === draftDefaults[field]) fieldErrors[field] ??= placeholderMessages[field];
  }
  const first = Object.values(fieldErrors)[0];
  if (first || !parsed.success) return { ok: false, fieldErrors, message: first ?? scrapeTexts.saveFailed };
  return { ok: true, value: parsed.data };
}

/**
 * The admin.saveScrapedJob action's input: the edited draft ({title, company, …, url, category})
 * checked by postJobFromDraft, each problem reported on its draft field; the post form's values.
 */
export const scrapedJobSchema = z.record(z.string(), z.unknown()).transform((body, ctx) => {
  const checked = postJobFromDraft(body);
  if (checked.ok) return { ...checked.value, applicationUrl: checked.value.applicationUrl ?? '' };
  const problems = Object.entries(checked.fieldErrors);
  for (const [field, message] of problems) ctx.addIssue({ code: 'custom', path: [field], message });
  if (problems.length === 0) ctx.addIssue({ code: 'custom', path: [], message: checked.message });
  return z.NEVER;
});
