import { z } from '~/lib/zod';

/**
 * A job as the public site sees it: what pages, islands, the search API and structured data
 * share. Dates are ISO strings so the shape survives JSON and the content store unchanged.
 */
export const publicJobSchema = z.object({
  id: z.uuid(),
  slug: z.string().min(1),
  companyName: z.string(),
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
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/** A database row (snake_case, Date objects) in the shape above. */
export interface JobRowLike {
  id: string;
  slug: string;
  company_name: string;
  job_title: string;
  job_description: string;
  location: string;
  country: string | null;
  is_remote: boolean;
  salary_range: string | null;
  contact_email: string | null;
  category: string | null;
  application_type: 'email' | 'url';
  application_url: string | null;
  posted_on: string;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

export const toPublicJob = (row: JobRowLike): PublicJob => ({
  id: row.id,
  slug: row.slug,
  companyName: row.company_name,
  jobTitle: row.job_title,
  jobDescription: row.job_description,
  location: row.location,
  country: row.country,
  isRemote: row.is_remote,
  salaryRange: row.salary_range,
  contactEmail: row.contact_email,
  category: row.category,
  applicationType: row.application_type,
  applicationUrl: row.application_url,
  postedOn: row.posted_on,
  expiresAt: row.expires_at.toISOString(),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The columns toPublicJob reads, for select lists. */
export const publicJobColumns = [
  'id', 'slug', 'company_name', 'job_title', 'job_description', 'location', 'country', 'is_remote',
  'salary_range', 'contact_email', 'category', 'application_type', 'application_url', 'posted_on',
  'expires_at', 'created_at', 'updated_at',
] as const;
