import type { Organization, WithContext } from 'schema-dts';
import type { PublicCompany } from '~/lib/companies/profile';

/** The company page's address, which a JobPosting's hiringOrganization points to. */
export const companyPagePath = (slug: string): string => `/companies/${slug}`;

/** The `@id` one company has in every page's structured data: its English page. */
export const organizationId = (siteUrl: string, slug: string): string => `${siteUrl}${companyPagePath(slug)}#organization`;

/** schema.org Organization for a company page: what the employer stated, nothing guessed. */
export function organizationJsonLd(
  company: PublicCompany,
  siteUrl: string,
  pagePath: string,
  locale: 'en' | 'ar',
): WithContext<Organization> {
  const about = locale === 'ar' ? (company.aboutAr ?? company.aboutEn) : (company.aboutEn ?? company.aboutAr);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl, company.slug),
    name: company.name,
    url: `${siteUrl}${pagePath}`,
    ...(company.website ? { sameAs: company.website } : {}),
    ...(company.logoUrl ? { logo: `${siteUrl}${company.logoUrl}` } : {}),
    ...(about ? { description: about } : {}),
  };
}
