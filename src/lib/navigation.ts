import { categories } from './categories';
import { countries } from './countries';

// The site's navigation as data (spec 000 section 2): header, mobile menu, floating helper, footer.

export interface NavLink {
  href: string;
  label: string;
}

export const headerLinks: NavLink[] = [
  { href: '/jobs', label: 'Find Jobs' },
  { href: '/salary-guide', label: 'Salary Guide' },
  { href: '/career-advice', label: 'Career Advice' },
  { href: '/#contact', label: 'Contact' },
];

/** The Job Categories dropdown: industries and countries in the query-string form. */
export const dropdownIndustries: NavLink[] = categories.map((c) => ({ href: `/jobs?category=${c.slug}`, label: c.label }));
export const dropdownCountries: NavLink[] = countries.map((c) => ({ href: `/jobs?location=${c.slug}`, label: c.name }));

/** The mobile menu uses the path form (/jobs/{category}, /jobs/{country}). */
export const mobileIndustries: NavLink[] = categories.map((c) => ({ href: `/jobs/${c.slug}`, label: c.label }));
export const mobileCountries: NavLink[] = [
  { href: '/jobs/uae', label: 'UAE' },
  { href: '/jobs/saudi', label: 'Saudi Arabia' },
  { href: '/jobs/qatar', label: 'Qatar' },
  { href: '/jobs/kuwait', label: 'Kuwait' },
  { href: '/jobs/bahrain', label: 'Bahrain' },
  { href: '/jobs/oman', label: 'Oman' },
];

export const helperLinks: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/jobs', label: 'Find Jobs' },
  { href: '/post-job', label: 'Post a Job' },
  { href: '/education-jobs', label: 'Education & Teaching' },
  { href: '/salary-guide', label: 'Salary Guide' },
  { href: '/career-advice', label: 'Career Advice' },
  { href: '/#contact', label: 'Contact' },
];

export const footerQuickLinks: NavLink[] = [
  { href: '/jobs', label: 'Find Jobs' },
  { href: '/post-job', label: 'Post a Job' },
  { href: '/career-advice', label: 'Career Advice' },
  { href: '/salary-guide', label: 'Salary Guide' },
  { href: '/interview-coaching', label: 'Interview Coaching' },
  { href: '/events', label: 'Career Fairs' },
  { href: '/companies', label: 'Companies' },
];

export const footerCountryLinks: NavLink[] = [
  { href: '/uae-jobs', label: 'UAE' },
  { href: '/saudi-jobs', label: 'Saudi Arabia' },
  { href: '/qatar-jobs', label: 'Qatar' },
  { href: '/kuwait-jobs', label: 'Kuwait' },
  { href: '/bahrain-jobs', label: 'Bahrain' },
  { href: '/jobs/oman', label: 'Oman' },
  { href: '/remote-jobs-uae', label: 'Remote (UAE)' },
];

export const footerLegalLinks: NavLink[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Use' },
  { href: '/rss.xml', label: 'Jobs RSS feed' },
];

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
 * Home › the sections of the path › the page (spec 000: derived from the path). Sections are named
 * from `segmentLabels` and left out when unnamed; the page is named by `pageName` (the job's title),
 * else by the registry, else by `pageTitle` (its own title). A raw segment (an id, a slug) never
 * becomes a label.
 */
export function breadcrumbsFor(pathname: string, pageName?: string, pageTitle?: string): Required<Breadcrumb>[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = [{ href: '/', label: 'Home' }];
  segments.forEach((segment, index) => {
    // /job/{id} is the same page as /jobs/{slug}: its parent is the listing; /article/… and /post/… are in /career-advice.
    const href = (index === 0 && firstSegmentTargets[segment]) || `/${segments.slice(0, index + 1).join('/')}`;
    const isPage = index === segments.length - 1;
    const label = isPage ? (pageName ?? segmentLabels[segment] ?? pageTitle) : segmentLabels[segment];
    if (label && !crumbs.some((c) => c.href === href)) crumbs.push({ href, label });
  });
  return crumbs;
}

/** A listing or landing page sits under Jobs whatever its path (/uae-jobs, /healthcare-jobs, /jobs/uae). */
export const jobsBreadcrumbs = (pageName: string): Breadcrumb[] => [...breadcrumbsFor('/jobs'), { label: pageName }];

/** An article or guide sits under Career Advice wherever its route is (/dha-license-uae, /article/…, /post/…). */
export const articleBreadcrumbs = (title: string): Breadcrumb[] => [...breadcrumbsFor('/career-advice'), { label: title }];
