import { z } from '~/lib/zod';
import { categorySlugs, type CategorySlug } from './categories';
import { emailAddressSchema } from './email-address';
import { gulfToday } from './gulf-time';
import { checkSalaryFields, jobFactsShape } from './job-facts-input';

// The post-a-job form (spec 001 sections 3 and 5): the page and actions.forms.postJob parse with this.

export const postJobTexts = {
  submitted: 'Job Submitted for Review!',
  published: 'Job Published Successfully!',
  failureTitle: 'Submission Failed',
  failure: 'There was an error submitting your job posting. Please try again.',
  live: 'It is live now and will appear in the listings within a minute.',
} as const;

/** Where a job posted without JavaScript lands once it is received for review. */
export const postJobSubmittedPath = '/post-job/submitted';

/** What a poster is told after a job is received for review, with its category when one was set or guessed. */
export const postJobReceived = (categoryName: string | undefined): string =>
  `Your job${categoryName ? ` in ${categoryName}` : ''} was received. We will notify you by e-mail when it is approved.`;

export const earliestPostedDate = '1900-01-01';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const required = (message: string, max: number) =>
  z.preprocess(
    text,
    z
      .string()
      .min(1, message)
      .max(max, `Please keep this under ${max.toLocaleString('en-US')} characters.`),
  );
const optional = (max: number) =>
  z.preprocess((v) => text(v) || undefined, z.string().max(max, `Please keep this under ${max} characters.`).optional());

export const postJobSchema = z
  .object({
    companyName: required('Company name is required', 200),
    jobTitle: required('Job title is required', 200),
    jobDescription: required('Job description is required', 20000),
    location: required('Location is required', 200),
    salaryRange: optional(200),
    jobPostedDate: z.preprocess(
      (v) => text(v) || undefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the posted date as YYYY-MM-DD.')
        .refine((d) => d >= earliestPostedDate, 'The posted date cannot be before 1900-01-01.')
        .refine((d) => d <= gulfToday(), 'The posted date cannot be in the future.')
        .optional(),
    ),
    applicationType: z.preprocess((v) => text(v) || 'email', z.enum(['email', 'url'], { message: 'Application type is required' })),
    contactEmail: z.preprocess((v) => text(v).toLowerCase() || undefined, emailAddressSchema('Invalid email address').optional()),
    applicationUrl: z.preprocess(
      (v) => text(v) || undefined,
      z
        .url({ protocol: /^https?$/, error: 'Enter a full web address starting with https://' })
        .max(2000)
        .optional(),
    ),
    category: z.preprocess(
      (v) => text(v) || undefined,
      z.enum(categorySlugs, { message: 'Choose one of the listed categories.' }).optional(),
    ),
    website: z.preprocess(text, z.string()).optional(),
    ...jobFactsShape,
  })
  .superRefine((job, ctx) => {
    checkSalaryFields(job, ctx);
    if (job.applicationType === 'url' && !job.applicationUrl) {
      ctx.addIssue({ code: 'custom', path: ['applicationUrl'], message: 'Application URL is required when External URL is selected' });
    }
    if (job.applicationType === 'email' && !job.contactEmail) {
      ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: 'A contact email is needed for email applications.' });
    }
  });
export type PostJobInput = z.infer<typeof postJobSchema>;

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

/** The two sample jobs the form can be filled with (spec 001 section 2). */
export const sampleJobs = {
  schoolWithLink: {
    companyName: 'Al Noor International School',
    jobTitle: 'Secondary Science Teacher',
    jobDescription:
      'We are looking for a Secondary Science Teacher to teach Biology and Chemistry to Years 9-11 (IGCSE).\n\nRequirements:\n- Degree in a science subject and a teaching qualification\n- Two years of IGCSE experience\n\nWe offer a tax-free salary, housing allowance, annual flights and medical insurance.',
    location: 'Dubai, UAE',
    salaryRange: 'AED 12,000 - 15,000 per month',
    applicationType: 'url',
    applicationUrl: 'https://careers.alnoorschool.example/science-teacher',
    contactEmail: '',
    category: '',
  },
  education: {
    companyName: 'Riyadh Learning Academy',
    jobTitle: 'Primary English Teacher',
    jobDescription:
      'Teach English to Grades 1-5 in a bilingual primary school.\n\nRequirements:\n- Bachelor degree in English or Education\n- CELTA or a teaching licence\n\nBenefits: housing, transport allowance and annual flights.',
    location: 'Riyadh, Saudi Arabia',
    salaryRange: 'SAR 9,000 - 11,000 per month',
    applicationType: 'email',
    applicationUrl: '',
    contactEmail: 'hr@riyadhlearning.example',
    category: 'education-teaching',
  },
} as const;
