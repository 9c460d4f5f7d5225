import type { ItemList, JobPosting, WithContext } from 'schema-dts';
import { countries, countryBySlug } from '~/lib/countries';
import type { PublicJob } from '~/lib/jobs/public-job';
import { currencyOf } from '~/lib/jobs/format';
import { salaryFactsOf } from '~/lib/jobs/salary-text';
import { siteName } from '~/lib/site';

/** ISCO-08 groups by category (spec 000 section 9: occupation by category, engineering by default). */
const occupationByCategory: Record<string, string> = {
  'healthcare-medical': '22 Health professionals',
  'education-teaching': '23 Teaching professionals',
  'it-technology': '25 Information and communications technology professionals',
  engineering: '214 Engineering professionals',
  'finance-accounting': '241 Finance professionals',
  'sales-marketing': '243 Sales, marketing and public relations professionals',
  'hospitality-tourism': '141 Hotel and restaurant managers',
  construction: '312 Mining, manufacturing and construction supervisors',
};
const defaultOccupation = '214 Engineering professionals';

/**
 * schema.org JobPosting for a job page (Google's required and recommended fields). directApply is
 * false: applying happens at the employer's link or by e-mail, not on our page. baseSalary only
 * when the text names its pay period: a guessed period would publish a wrong salary.
 */
export function jobPostingJsonLd(job: PublicJob, siteUrl: string): WithContext<JobPosting> {
  const country = (job.country && countryBySlug(job.country)) || countries[0];
  const salary = salaryFactsOf(job.salaryRange);
  const url = `${siteUrl}/jobs/${job.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.jobDescription,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: job.postedOn,
    validThrough: job.expiresAt,
    employmentType: 'FULL_TIME',
    directApply: false,
    url,
    occupationalCategory: (job.category && occupationByCategory[job.category]) || defaultOccupation,
    ...(job.category ? { industry: job.category } : {}),
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: country.iso },
    },
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: countries.map((c) => ({ '@type': 'Country' as const, name: c.longName })),
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency ?? currencyOf(job.country),
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.minValue,
              ...(salary.maxValue ? { maxValue: salary.maxValue } : { value: salary.minValue }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
  };
}

/** An ItemList of the first 10 jobs of a listing (spec 000 section 9). */
export function jobListJsonLd(jobs: readonly PublicJob[], siteUrl: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${siteName} job listings`,
    numberOfItems: Math.min(jobs.length, 10),
    itemListElement: jobs.slice(0, 10).map((job, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${siteUrl}/jobs/${job.slug}`,
      name: job.jobTitle,
    })),
  };
}

/** JSON safe inside <script type="application/ld+json">: no '</script>', no line separators. */
export const jsonLdScript = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
