import { categories } from './categories';
import { countries, type CountrySlug } from './countries';
import { basePath, localeOfPath, messagesFor, type Locale } from '~/i18n';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { ownValue } from './own-value';

// The site's navigation as data: header, mobile menu, floating helper, footer.

export interface NavLink {
  href: string;
  label: string;
  /** On the Arabic site, a page that exists only in English (articles, the salary guide…): shown marked. */
  englishOnly?: boolean;
}

/**
 * A dropdown list as the header's script writes it (src/components/site-header.ts): the addresses'
 * shared start ("/jobs?category=") and each link's value after it; the names are the mobile menu's.
 */
export function dropdownListData(links: readonly NavLink[]): { 'data-href': string; 'data-values': string } {
  const first = links[0]?.href ?? '';
  const prefix = first.slice(0, first.indexOf('=') + 1);
  return { 'data-href': prefix, 'data-values': links.map((l) => l.href.slice(prefix.length)).join(' ') };
}

/** The header, menu, helper and footer links in one language: labels from its catalogue, Arabic addresses under /ar where the page has a mirror. */
export function navigationFor(locale: Locale) {
  const t = messagesFor(locale).common;
  const at = (href: string) => localizedPath(href, locale);
  const link = (href: string, label: string): NavLink => {
    const localized = at(href);
    const englishOnly = locale === 'ar' && localeOfPath(localized.replace(/[?#].*$/, '')) === 'en';
    return englishOnly ? { href: localized, label, englishOnly } : { href: localized, label };
  };
  const findJobs = link('/jobs', t.header.findJobs);
  const salaryGuide = link('/salary-guide', t.header.salaryGuide);
  const careerAdvice = link('/career-advice', t.header.careerAdvice);
  const contact = link('/#contact', t.header.contact);
  const postJob = link('/post-job', t.header.postJob);
  const country = (slug: CountrySlug) => t.countries[slug];
  return {
    headerLinks: [findJobs, salaryGuide, careerAdvice, contact],
    /** The phone menu's first links (the header's and Post a Job); the quick menu takes its copies of them from there. */
    phoneMenuLinks: [findJobs, salaryGuide, careerAdvice, contact, postJob],
    /** The Job Categories dropdown: industries and countries in the query-string form. */
    dropdownIndustries: categories.map((c) => link(`/jobs?category=${c.slug}`, t.categories[c.slug])),
    dropdownCountries: countries.map((c) => link(`/jobs?location=${c.slug}`, country(c.slug))),
    /** The mobile menu uses the path form (/jobs/{category}, /jobs/{country}). */
    mobileIndustries: categories.map((c) => link(`/jobs/${c.slug}`, t.categories[c.slug])),
    mobileCountries: [
      link('/jobs/uae', country('uae')),
      link('/jobs/saudi', country('saudi-arabia')),
      link('/jobs/qatar', country('qatar')),
      link('/jobs/kuwait', country('kuwait')),
      link('/jobs/bahrain', country('bahrain')),
      link('/jobs/oman', country('oman')),
    ],
    helperLinks: [
      link('/', t.helper.home),
      findJobs,
      postJob,
      link('/education-jobs', t.helper.educationJobs),
      salaryGuide,
      careerAdvice,
      contact,
    ],
    footerQuickLinks: [
      findJobs,
      postJob,
      careerAdvice,
      salaryGuide,
      link('/interview-coaching', t.footer.interviewCoaching),
      link('/events', t.footer.careerFairs),
      link('/companies', t.footer.companies),
    ],
    footerCountryLinks: [
      link('/uae-jobs', country('uae')),
      link('/saudi-jobs', country('saudi-arabia')),
      link('/qatar-jobs', country('qatar')),
      link('/kuwait-jobs', country('kuwait')),
      link('/bahrain-jobs', country('bahrain')),
      link('/jobs/oman', country('oman')),
      link('/remote-jobs-uae', t.footer.remoteUae),
    ],
    footerLegalLinks: [
      link('/privacy', t.footer.privacy),
      link('/terms', t.footer.terms),
      link('/safe-job-search', t.footer.safeJobSearch),
      link('/rss.xml', t.footer.rss),
    ],
  };
}

const english = navigationFor('en');
export const { headerLinks, dropdownIndustries, dropdownCountries, mobileIndustries, mobileCountries, helperLinks } = english;
export const { footerQuickLinks, footerCountryLinks, footerLegalLinks } = english;

/** Names of the site's sections and pages by path segment (never a prettified URL: "uae" is not "Uae"). */
const segmentLabels: Record<string, string> = {
  jobs: 'Jobs',
  job: 'Jobs',
  'uae-jobs': 'UAE Jobs',
  'saudi-jobs': 'Saudi Arabia Jobs',
  'qatar-jobs': 'Qatar Jobs',
  'kuwait-jobs': 'Kuwait Jobs',
  'bahrain-jobs': 'Bahrain Jobs',
  'remote-jobs-uae': 'Remote Jobs in the UAE',
  'healthcare-jobs-uae': 'Healthcare Jobs in the UAE',
  'teaching-jobs-uae': 'Teaching Jobs in the UAE',
  'middle-east-jobs': 'Middle East Jobs',
  'post-job': 'Post a Job',
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  'safe-job-search': 'Safe Job Search',
  'job-reported': 'Report',
  reports: 'Reported Jobs',
  admin: 'Admin',
  'review-jobs': 'Review Jobs',
  'seo-settings': 'SEO Settings',
  'coaching-requests': 'Coaching Requests',
  admins: 'Admins',
  analytics: 'Analytics',
  'scrape-jobs': 'Scrape a Job',
  auth: 'Sign in',
  events: 'Career Fairs',
  'interview-coaching': 'Interview Coaching',
  'salary-guide': 'Salary Guide',
  companies: 'Companies',
  'career-advice': 'Career Advice',
  article: 'Career Advice',
  post: 'Career Advice',
  'unlock-exciting-job-opportunities-in-the-middle-east': 'Unlock Exciting Job Opportunities in the Middle East',
  'boost-your-career-with-gulf-jobs-search-platform': 'Boost Your Career with the Gulf Jobs Search Platform',
};

/** First segments that are not pages of their own: their crumb links to the page that lists them. */
const firstSegmentTargets: Record<string, string> = { job: '/jobs', article: '/career-advice', post: '/career-advice' };

/** One step of a breadcrumb trail; the last one (the page itself) needs no link. */
export interface Breadcrumb {
  href?: string;
  label: string;
}

/**
 * Home › the sections of the path › the page (the spec: derived from the path). Sections are named
 * from `segmentLabels` and left out when unnamed; the page is named by `pageName` (the job's title),
 * else by the registry, else by `pageTitle` (its own title). A raw segment (an id, a slug) never
 * becomes a label.
 */
export function breadcrumbsFor(pathname: string, pageName?: string, pageTitle?: string): Required<Breadcrumb>[] {
  // An Arabic page's trail is its English page's, in Arabic: home and the job sections from the
  // catalogue, every other step named by the page itself (its Arabic title).
  const locale = localeOfPath(pathname);
  const t = messagesFor(locale).common.breadcrumbs;
  const labelOf = (segment: string) =>
    locale === 'en' ? ownValue(segmentLabels, segment) : segment === 'jobs' || segment === 'job' ? t.jobs : undefined;
  const segments = basePath(pathname).split('/').filter(Boolean);
  const crumbs = [{ href: localizedPath('/', locale), label: t.home }];
  segments.forEach((segment, index) => {
    // /job/{id} is the same page as /jobs/{slug}: its parent is the listing; /article/… and /post/… are in /career-advice.
    const href = localizedPath(
      (index === 0 && ownValue(firstSegmentTargets, segment)) || `/${segments.slice(0, index + 1).join('/')}`,
      locale,
    );
    const isPage = index === segments.length - 1;
    const label = isPage ? (pageName ?? labelOf(segment) ?? pageTitle) : labelOf(segment);
    if (label && !crumbs.some((c) => c.href === href)) crumbs.push({ href, label });
  });
  return crumbs;
}

/** A listing or landing page sits under Jobs whatever its path (/uae-jobs, /healthcare-jobs, /jobs/uae). */
export const jobsBreadcrumbs = (pageName: string, locale: Locale = 'en'): Breadcrumb[] => [
  ...breadcrumbsFor(localizedPath('/jobs', locale)),
  { label: pageName },
];

/** An article or guide sits under Career Advice wherever its route is (/dha-license-uae, /article/…, /post/…). */
export const articleBreadcrumbs = (title: string): Breadcrumb[] => [...breadcrumbsFor('/career-advice'), { label: title }];
