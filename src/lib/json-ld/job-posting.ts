import type { ItemList, JobPosting, WithContext } from 'schema-dts';
import { countries, countryBySlug } from '~/lib/countries';
import type { PublicJob } from '~/lib/jobs/public-job';
import { employmentTypeSchemaOrg, licenceStatusLabels, packageItemLabels } from '~/lib/jobs/job-facts';
import { licenceAuthority } from '~/lib/jobs/licences';
import { textLanguage } from '~/lib/jobs/text-language';
import { postedDay } from '~/lib/jobs/format';
import { siteName } from '~/lib/site';
import { messagesFor } from '~/i18n';
import { ownValue } from '~/lib/own-value';
import { companyPagePath, organizationId } from './organization';

/** ISCO-08 groups by category (the spec: occupation by category, engineering by default). */
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

const unitText = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' } as const;

/**
 * baseSalary from the salary fields: a range as minValue and maxValue, one figure as value, "up to"
 * as maxValue, "from" as minValue. Only with a stated period: a guessed one publishes a wrong salary.
 */
/** The company page on this site, and the company's own website while it is verified. */
function sameAsOf(siteUrl: string, job: PublicJob): { sameAs?: string | string[] } {
  const pages = [job.companySlug ? `${siteUrl}${companyPagePath(job.companySlug)}` : null, job.verifiedWebsite].filter(
    (page): page is string => page !== null,
  );
  return pages.length === 0 ? {} : { sameAs: pages.length === 1 ? pages[0] : pages };
}

function baseSalaryOf(job: PublicJob) {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period } = job;
  if (!currency || !period || (min === null && max === null)) return undefined;
  const figures =
    min !== null && max !== null
      ? min === max
        ? { value: min }
        : { minValue: min, maxValue: max }
      : min !== null
        ? { minValue: min }
        : { maxValue: max! };
  return {
    '@type': 'MonetaryAmount' as const,
    currency,
    value: { '@type': 'QuantitativeValue' as const, ...figures, unitText: unitText[period] },
  };
}

/**
 * schema.org JobPosting for a job page (Google's required and recommended fields) from the job's
 * text and facts. directApply is false: applying happens at the employer's link or by e-mail, not
 * on our page. Facts the employer did not state are left out, never guessed. `pagePath` is the
 * page's own canonical path (/jobs/{slug}, or /ar/jobs/{slug} on the Arabic site); the posting's
 * text stays as the employer wrote it, and inLanguage names that language on both sites.
 */
export function jobPostingJsonLd(
  job: PublicJob,
  siteUrl: string,
  pagePath = `/jobs/${job.slug}`,
): WithContext<JobPosting> & { inLanguage: 'ar' | 'en' } {
  const country = (job.country && countryBySlug(job.country)) || countries[0];
  const baseSalary = baseSalaryOf(job);
  const url = `${siteUrl}${pagePath}`;
  // The language the employer wrote in (the issue asks for it; schema-dts lists inLanguage for
  // creative works only, hence the property added beside the typed object).
  const inLanguage = textLanguage(`${job.jobTitle}\n${job.jobDescription}`);
  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.jobDescription,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    datePosted: postedDay(job),
    validThrough: job.expiresAt,
    ...(job.employmentType ? { employmentType: employmentTypeSchemaOrg[job.employmentType] } : {}),
    directApply: false,
    url,
    occupationalCategory: (job.category && ownValue(occupationByCategory, job.category)) || defaultOccupation,
    ...(job.category ? { industry: job.category } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      // The company page on this site: its Organization carries the same @id.
      ...(job.companySlug ? { '@id': organizationId(siteUrl, job.companySlug) } : {}),
      // schema.org has no "verified": a verified company's own website is named as the same
      // organisation (and as its url) only once an address on that domain, or an admin, vouched for it.
      ...sameAsOf(siteUrl, job),
      ...(job.verifiedWebsite ? { url: job.verifiedWebsite } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: country.iso },
    },
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: countries.map((c) => ({
            '@type': 'Country' as const,
            name: messagesFor('en').common.countryLongNames[c.slug],
          })),
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    ...(job.packageItems.length > 0 ? { jobBenefits: job.packageItems.map((item) => packageItemLabels[item]).join(', ') } : {}),
    ...(job.experienceYears !== null
      ? {
          experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements' as const,
            monthsOfExperience: job.experienceYears * 12,
          },
        }
      : {}),
    ...qualificationsOf(job),
  };
  return { ...posting, inLanguage };
}

/** The healthcare licence as a credential recognised by its authority ("DHA licence required"). */
function qualificationsOf(job: PublicJob) {
  const authority = job.licenceAuthority ? licenceAuthority(job.licenceAuthority) : undefined;
  if (!authority) return {};
  return {
    qualifications: {
      '@type': 'EducationalOccupationalCredential' as const,
      credentialCategory: 'license',
      name: `${authority.short} licence`,
      ...(job.licenceStatus ? { description: `${licenceStatusLabels[job.licenceStatus]}: ${authority.name.en}` } : {}),
      recognizedBy: { '@type': 'Organization' as const, name: authority.name.en },
    },
  };
}

/** An ItemList of the first 10 jobs of a listing. */
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
