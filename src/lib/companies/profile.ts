import { z } from '~/lib/zod';
import { categorySlugs } from '~/lib/categories';

/** Company sizes (employees), as the profile form offers them and the database checks them. */
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5001+'] as const;

/** A direct employer, or a recruitment agency posting for its clients. */
export const companyKinds = ['employer', 'agency'] as const;
export type CompanyKind = (typeof companyKinds)[number];

/** A company as its public page shows it (the logo as an address, never its bytes). */
export interface PublicCompany {
  id: string;
  slug: string;
  name: string;
  website: string | null;
  size: (typeof companySizes)[number] | null;
  industry: string | null;
  aboutEn: string | null;
  aboutAr: string | null;
  /** /company-logos/{id}.webp?v=…, or null without a logo. */
  logoUrl: string | null;
  /** Verified by its domain or by an admin: the "Verified employer" badge. */
  verified: boolean;
}

/** The address of a company's logo: its version in the query, so the answer can be kept for a year. */
export const companyLogoUrl = (id: string, updatedAt: Date | null): string | null =>
  updatedAt ? `/company-logos/${id}.webp?v=${updatedAt.getTime().toString(36)}` : null;

const optionalText = (max: number, tooLong = 'tooLong') =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value));

/** The profile form (the employer's and the admin's): the messages are keys of the catalogues' companyForm.errors. */
export const companyProfileSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'nameTooLong'),
  website: z
    .string()
    .trim()
    .max(500, 'websiteInvalid')
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'websiteInvalid')
    .transform((value) => (value === '' ? null : value)),
  size: z.union([z.literal(''), z.enum(companySizes)]).transform((value) => (value === '' ? null : value)),
  industry: z
    .string()
    .refine((value) => value === '' || (categorySlugs as readonly string[]).includes(value), 'industryInvalid')
    .transform((value) => (value === '' ? null : value)),
  aboutEn: optionalText(5000),
  aboutAr: optionalText(5000),
  kind: z.enum(companyKinds, 'kindInvalid'),
  /** An agency's licence number as it gives it (e.g. the MoHRE licence in the UAE); ignored for a direct employer. */
  agencyLicence: optionalText(100, 'licenceTooLong'),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The first sentence per field for a profile that did not parse: `sentences` is the catalogue's companyForm.errors (an unknown key reads as badForm). */
export function profileFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  sentences: Readonly<Record<string, string>> & { badForm: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[String(issue.path[0])] ??= Object.hasOwn(sentences, issue.message) ? sentences[issue.message]! : sentences.badForm;
  return errors;
}

/** The companies columns a saved profile writes (an employer's licence number is not kept). */
export const profileColumns = (profile: CompanyProfile) => ({
  name: profile.name,
  website: profile.website,
  size: profile.size,
  industry: profile.industry,
  about_en: profile.aboutEn,
  about_ar: profile.aboutAr,
  kind: profile.kind,
  agency_licence: profile.kind === 'agency' ? profile.agencyLicence : null,
});
