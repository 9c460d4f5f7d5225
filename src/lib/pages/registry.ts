import { siteName } from '../site';
import { basePath, localeOfPath } from '../../i18n/locales';
import { hasArabicMirror } from './arabic-mirror';
import type { PublicJob } from '~/lib/jobs/public-job';
import { categoryLandings } from './category-landings';
import { jobListPosts, jobsIndexPage, jobsWordListings, listingPages, type ListingPageDef } from './listings';

// The one list of pages: every route the site serves, with what it is (title, description,
// canonical, robots, sitemap, analytics, SEO settings list, social card). Pages, the sitemap filter
// (astro.config.mjs), the SEO settings, social cards, analytics and the tests all read it. Pure data,
// relative imports only: astro.config.mjs loads this file before Vite's `~/` alias exists.

/** The groups of the SEO settings list, in the order it shows them. */
export const seoGroups = [
  'Main pages',
  'Articles and guides',
  'Content',
  'Category pages',
  'Country and topic pages',
  'Job listings',
] as const;
export type SeoGroup = (typeof seoGroups)[number];

/** What a page is. A family (articles, events, jobs…) is one entry whose `path` is a pattern. */
export interface PageEntry {
  /** The address ('/jobs'), or a family's pattern: '[name]' is one segment, '[...name]' one or more. */
  path: string;
  /** The route under src/pages that answers it ('/[listing]' for /uae-jobs). */
  route: string;
  /** An endpoint answers with something other than an HTML page (JSON, XML, an image, a redirect). */
  endpoint?: true;
  /** The page's own title; its <title> is `pageTitle(title)`. Unset where the page words it from its data. */
  title?: string;
  description?: string;
  /** Where the canonical link points when it is not the page itself. */
  canonical?: string;
  /** robots noindex,nofollow (sign-in, admin screens, confirmations). */
  noindex?: true;
  /** The sitemap that lists it: 'pages' (sitemap-0.xml, @astrojs/sitemap) or 'jobs' (sitemap-jobs-{part}-of-{parts}.xml). */
  sitemap?: 'pages' | 'jobs';
  /** Counted by first-party analytics. */
  tracked: boolean;
  /** Listed in the SEO settings under this name and group (and given a social card). */
  seo?: { name: string; group: SeoGroup };
  /** The social card's text when it is not the title under its group's kicker. */
  card?: SocialCardText;
}

/** The words on a page's social card (1200×630 PNG at /og/{name}.png). */
export interface SocialCardText {
  title: string;
  kicker: string;
}

/** An entry whose page takes its title and description from it. */
type Titled = PageEntry & { title: string; description: string };

/** A public page: indexed, in the pages' sitemap, tracked, in the SEO settings list. */
const publicPage = (
  path: string,
  name: string,
  group: SeoGroup,
  facts: Pick<Titled, 'title' | 'description'> & Pick<PageEntry, 'card' | 'canonical'> & { route?: string },
): Titled => ({
  path,
  route: path,
  sitemap: 'pages',
  tracked: true,
  seo: { name, group },
  ...facts,
});

/** A page search engines skip: noindex, in no sitemap. Tracked unless it is the admin's or sign-in's. */
const privatePage = (path: string, title: string | undefined, description: string | undefined, tracked: boolean): PageEntry => ({
  path,
  route: path,
  noindex: true,
  tracked,
  ...(title === undefined ? {} : { title, description }),
});

/** A listing page's entry: its title, description and canonical are the listing's own. */
const listingEntry = (
  page: Pick<ListingPageDef, 'path' | 'title' | 'description' | 'canonical'>,
  route: string,
  name: string,
  group: SeoGroup,
): PageEntry => publicPage(page.path, name, group, { route, title: page.title, description: page.description, canonical: page.canonical });

// Families ---------------------------------------------------------------------------------------

/** /jobs/{slug}: an approved job, listed in a job sitemap with its lastmod. */
export const jobFamily: PageEntry = { path: '/jobs/[slug]', route: '/jobs/[slug]', sitemap: 'jobs', tracked: true };
/** /job/{id}: a 301 to the job's /jobs/{slug} (on demand), so in no sitemap; an id that is no public job shows the not-found page. */
export const jobByIdFamily: PageEntry = { path: '/job/[id]', route: '/job/[id]', tracked: true };

/** A job's page facts. */
export const jobPage = (job: Pick<PublicJob, 'jobTitle' | 'companyName' | 'slug'>) => ({
  title: `${job.jobTitle} at ${job.companyName}`,
  canonical: `/jobs/${job.slug}`,
});

/** Articles and interview guides, each at the route its frontmatter gives (/dha-license-uae, /article/…). */
export const articleFamily: PageEntry = { path: '/[...article]', route: '/[...article]', sitemap: 'pages', tracked: true };

/** An article's entry from its frontmatter; its card shows the plain title under its category. */
export const articlePage = (data: {
  route: string;
  title: string;
  metaTitle?: string | undefined;
  description: string;
  category: string;
}): Titled => ({
  ...articleFamily,
  path: data.route,
  title: data.metaTitle ?? data.title,
  description: data.description,
  seo: { name: data.title, group: 'Articles and guides' },
  card: { title: data.title, kicker: data.category },
});

export const eventFamily: PageEntry = { path: '/events/[slug]', route: '/events/[slug]', sitemap: 'pages', tracked: true };

/** An event's entry (its page words the title from the date and city). */
export const eventPage = (event: { path: string; name: string; description: string }): PageEntry => ({
  ...eventFamily,
  path: event.path,
  description: event.description,
  seo: { name: event.name, group: 'Content' },
  card: { title: event.name, kicker: 'Career fair' },
});

export const careerAdviceCategoryFamily: PageEntry = {
  path: '/career-advice/[category]',
  route: '/career-advice/[category]',
  sitemap: 'pages',
  tracked: true,
};

/** /career-advice and its category chips' pages (one per category in use). */
export const careerAdvicePage = (category?: { slug: string; label: string; blurb: string }): Titled =>
  category
    ? {
        ...careerAdviceCategoryFamily,
        path: `/career-advice/${category.slug}`,
        title: `${category.label}: Career Advice for the Gulf`,
        description: category.blurb,
        seo: { name: `Career Advice: ${category.label}`, group: 'Content' },
        card: { title: `Career Advice: ${category.label}`, kicker: 'Career advice' },
      }
    : careerAdviceIndex;

const careerAdviceIndex: Titled = publicPage('/career-advice', 'Career Advice', 'Content', {
  title: 'Career Advice for Jobs in the Middle East',
  description:
    'Practical guides for working in the Gulf: salary negotiation, CVs, interviews, licensing, remote work and moving to the UAE or Saudi Arabia.',
  card: { title: 'Career advice for professionals moving to the Gulf', kicker: 'Career advice' },
});

// The list ---------------------------------------------------------------------------------------

/** Every route of the site: fixed pages, generated listings, families, endpoints. */
export const pages: readonly PageEntry[] = [
  publicPage('/', 'Home', 'Main pages', {
    title: 'Jobs in the UAE, Saudi Arabia, Qatar and the Gulf',
    description: `${siteName}: moderated, fresh jobs for nurses, doctors, teachers, engineers, IT and finance professionals across the Gulf.`,
  }),
  listingEntry(jobsIndexPage, '/jobs', 'Find Jobs', 'Main pages'),
  publicPage('/post-job', 'Post a Job', 'Main pages', {
    title: 'Post a Job',
    description: 'Post a job for skilled professionals in the Gulf. Every listing is reviewed before it goes live.',
  }),
  publicPage('/companies', 'Companies', 'Main pages', {
    title: 'Companies hiring in the Gulf',
    description: 'Employers with open, reviewed jobs in the Gulf right now.',
  }),
  publicPage('/privacy', 'Privacy Policy', 'Main pages', {
    title: 'Privacy Policy',
    description: `How ${siteName} collects, uses and protects your e-mail address and messages.`,
  }),
  publicPage('/terms', 'Terms of Use', 'Main pages', {
    title: 'Terms of Use',
    description: `The terms for using ${siteName} as a job seeker or an employer.`,
  }),
  publicPage('/safe-job-search', 'Safe Job Search', 'Content', {
    title: 'Safe job search: how to spot a fake job offer in the Gulf',
    description:
      'Employers in the GCC pay recruitment and visa costs. The signs of a fake job offer, how to check one, and the official channels in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.',
    card: { title: 'Never pay to apply: how to spot a fake Gulf job offer', kicker: 'Safe job search' },
  }),
  publicPage('/salary-guide', 'GCC Salary Guide', 'Content', {
    title: 'GCC Salary Guide: Doctors, Nurses, Engineers and Teachers',
    description:
      'Typical monthly salaries for doctors, nurses, engineers, allied health professionals and teachers in the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait, in local currency.',
    card: { title: 'GCC Salary Guide: monthly pay in the six Gulf countries', kicker: 'Salary guide' },
  }),
  careerAdviceIndex,
  careerAdviceCategoryFamily,
  publicPage('/middle-east-jobs', 'Middle East Jobs hub', 'Content', {
    title: 'Middle East Jobs: Healthcare, Teaching, IT and Engineering',
    description:
      'Jobs in Saudi Arabia, the UAE, Qatar, Kuwait and Bahrain by profession: healthcare, teaching, IT and software, engineering and remote roles, reviewed and current.',
    card: { title: 'Middle East jobs by profession and country', kicker: 'Jobs hub' },
  }),
  publicPage('/interview-coaching', 'Interview Coaching', 'Content', {
    title: 'Interview Coaching for Jobs in the Gulf',
    description:
      'Book interview coaching for jobs in the UAE, Saudi Arabia, Qatar, Kuwait and Bahrain: 1-on-1 mock interviews, industry-specific preparation and group workshops. We reply within 24 hours.',
    card: { title: 'Interview coaching for Gulf employers', kicker: 'Interview coaching' },
  }),
  publicPage('/events', 'Career Fairs and Events', 'Content', {
    title: 'Career Fairs and Events in the Gulf',
    description: `${siteName} career fairs in Dubai: upcoming events with free registration, and recaps of past fairs.`,
    card: { title: 'Career fairs in the Gulf', kicker: 'Events' },
  }),
  eventFamily,
  ...Object.values(jobListPosts).map((post) => ({
    ...listingEntry(post, post.path, post.heading, 'Content'),
    card: { title: post.heading, kicker: 'Career advice' },
  })),
  ...listingPages.map((page) => listingEntry(page, '/[listing]', page.heading, 'Country and topic pages')),
  ...categoryLandings.map((page) => listingEntry(page, '/[listing]', page.heading, 'Category pages')),
  // /jobs/uae and the like point to their country page, so only that page is in the sitemap.
  ...jobsWordListings.map((page) => ({
    ...listingEntry(page, '/jobs/[slug]', page.heading, 'Job listings'),
    ...(page.canonical ? { sitemap: undefined } : {}),
  })),
  jobFamily,
  { ...jobFamily, path: '/jobs/[...slug]', route: '/jobs/[...slug]', sitemap: undefined },
  jobByIdFamily,
  /** /companies/{slug}: a company's profile and live jobs, on demand (src/server/companies). */
  { path: '/companies/[slug]', route: '/companies/[slug]', tracked: true },
  // Not indexed: the not-found page, confirmations, sign-in and the admin's screens.
  privatePage('/404', '404 - Page Not Found', 'Oops! Page not found', true),
  privatePage('/saved-jobs', 'Saved jobs', 'The jobs you saved on this device.', true),
  privatePage('/newsletter-thank-you', 'Thank you for subscribing', 'Check your inbox to confirm your subscription.', true),
  privatePage('/subscription-confirmed', 'Subscription', 'Your subscription.', true),
  privatePage('/unsubscribed', 'Unsubscribed', 'Your subscription.', true),
  // Signed links from the e-mails (?id&token): one button to unsubscribe, and every subscription of the address.
  privatePage('/unsubscribe', 'Unsubscribe', 'Stop one of our e-mails with one button.', true),
  privatePage(
    '/alerts/manage',
    'Manage your job alerts',
    'Your job alerts and e-mail subscriptions: change, pause, delete or unsubscribe.',
    true,
  ),
  privatePage('/job-reported', 'Thank you for your report', 'We read every report about a job.', true),
  privatePage('/events/updates-requested', 'Check Your Inbox', 'Confirm your e-mail address to get event news.', true),
  // Their titles are the success messages the forms' texts already hold.
  privatePage('/interview-coaching/request-sent', undefined, undefined, true),
  privatePage('/post-job/submitted', undefined, undefined, true),
  // The post form's preview (a POST; a GET goes back to the form).
  privatePage('/post-job/preview', undefined, undefined, true),
  // A public form posted without JavaScript: its refusal page (or a redirect to the next page).
  { path: '/forms/[form]', route: '/forms/[form]', noindex: true, tracked: true },
  privatePage('/auth', 'Admin Sign In', 'Sign in to review and publish job postings.', false),
  privatePage('/auth/accept-invite', 'Accept Admin Invitation', 'Set your password to become an admin.', false),
  privatePage('/employer', 'Your Postings', 'The jobs you posted, their status, and withdrawing a filled position.', false),
  privatePage('/employer/sign-in', 'Sign In to Your Postings', 'Sign in with a link e-mailed to the address you posted from.', false),
  privatePage('/employer/verify', 'Sign In to Your Postings', 'Finish signing in from the e-mailed link.', false),
  privatePage('/employer/edit', 'Edit Your Job', 'Change a posting: the changes go live once reviewed.', false),
  privatePage('/employer/copy', 'Post a Similar Job', 'A copy of one of your postings to post as a new job.', false),
  privatePage('/employer/company', 'Company Profile', 'Your company page: name, logo, website, size, industry and about.', false),
  // Renew: a POST from the dashboard that comes back to it.
  privatePage('/employer/renew', undefined, undefined, false),
  // Colleagues: the dashboard's invite and remove forms POST here and come back to it.
  privatePage('/employer/team', undefined, undefined, false),
  privatePage('/admin', 'Admin', 'The admin area of the job board.', false),
  privatePage('/admin/review-jobs', 'Review Jobs', 'Moderate job submissions.', false),
  privatePage('/admin/admins', 'Admins', 'Admins of the job board and invitations.', false),
  privatePage('/admin/coaching-requests', 'Coaching Requests', 'Interview-coaching booking requests.', false),
  privatePage('/admin/companies', 'Companies', 'Edit company profiles and merge companies that are the same.', false),
  privatePage('/admin/reports', 'Reported Jobs', "Visitors' reports of jobs, grouped per job.", false),
  privatePage('/admin/verify-employers', 'Verify Employers', 'Verify companies by hand or revoke a verification, with a note.', false),
  privatePage('/admin/subscribers', 'Subscribers', 'Subscriber counts by kind and the last digest runs.', false),
  privatePage('/admin/seo-settings', 'SEO Settings', "Titles, descriptions and social cards of the site's pages.", false),
  privatePage('/analytics', 'Analytics', 'Page views, devices, traffic sources and the job funnel.', false),
  privatePage('/scrape-jobs', 'Scrape a Job', 'Read a job posting from another site into a draft for review.', false),
  // Endpoints: no page of their own; /search redirects to a listing.
  { path: '/search', route: '/search', endpoint: true, noindex: true, tracked: true },
  { path: '/rss.xml', route: '/rss.xml', endpoint: true, tracked: true },
  // What the digest run mails (src/lib/digests/feed.ts): for the scheduled function, not visitors.
  { path: '/digest-feed.json', route: '/digest-feed.json', endpoint: true, noindex: true, tracked: false },
  { path: '/robots.txt', route: '/robots.txt', endpoint: true, tracked: true },
  // The apply and quick-view dialogs alone, fetched by the script of a page that shows jobs.
  { path: '/job-dialogs', route: '/job-dialogs', endpoint: true, noindex: true, tracked: false },
  // The job sitemaps, read from the database when asked (src/server/seo/job-sitemaps.ts); the old
  // single file's address points to the index.
  { path: '/sitemap-jobs-[part].xml', route: '/sitemap-jobs-[part].xml', endpoint: true, tracked: true },
  { path: '/sitemap-jobs.xml', route: '/sitemap-jobs.xml', endpoint: true, tracked: true },
  { path: '/sitemap-companies.xml', route: '/sitemap-companies.xml', endpoint: true, tracked: true },
  { path: '/company-logos/[file]', route: '/company-logos/[file]', endpoint: true, tracked: false },
  { path: '/og/[card].png', route: '/og/[card].png', endpoint: true, tracked: true },
  { path: '/api/[...endpoint]', route: '/api/[...endpoint]', endpoint: true, tracked: false },
  // Last: the article family's pattern matches any path.
  articleFamily,
];

// Looking pages up -------------------------------------------------------------------------------

const isPattern = (path: string) => path.includes('[');
const patternRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|\\]/g, '\\$&')
      .replace(/\\?\[\\?\.\\?\.\\?\.[^\]]+\]/g, '.+')
      .replace(/\[[^\]]+\]/g, '[^/]+')}$`,
  );
const byPath = new Map(pages.filter((p) => !isPattern(p.path)).map((p) => [p.path, p]));
const families = pages.filter((p) => isPattern(p.path)).map((p) => ({ entry: p, regExp: patternRegExp(p.path) }));

/** '/uae-jobs/' → '/uae-jobs' ('/' stays). */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * The entry that answers a path: its own, else the first family whose pattern matches. An Arabic
 * page (/ar/…) is its English page's mirror: indexed, listed and counted alike; its social
 * card is the English page's, and the SEO settings list it as a row of its own (src/lib/pages/seo-list.ts).
 */
export function pageAt(path: string): PageEntry | undefined {
  const clean = withoutTrailingSlash(path);
  if (localeOfPath(clean) === 'ar') {
    const english = basePath(clean);
    const entry = hasArabicMirror(english) ? pageAt(english) : undefined;
    return (
      entry && { ...entry, path: clean === '/ar' ? clean : `/ar${entry.path === '/' ? '' : entry.path}`, seo: undefined, card: undefined }
    );
  }
  return byPath.get(clean) ?? families.find((f) => f.regExp.test(clean))?.entry;
}

/** A fixed page's entry; a typo in a page's own path fails its build. */
export function sitePage(path: string): Titled {
  const entry = byPath.get(path);
  if (entry?.title === undefined || entry.description === undefined)
    throw new Error(`src/lib/pages/registry.ts has no title and description for ${path}; add the page there.`);
  return { ...entry, title: entry.title, description: entry.description };
}

/**
 * Old and alternative addresses, answered with a real 301: @astrojs/node
 * serves them from its server and @astrojs/netlify writes them into _redirects. Not in a sitemap.
 */
export const redirects: Record<string, string> = {
  '/gcc-salary-guide-2024': '/salary-guide',
  '/middle-east-career-advice': '/career-advice',
  '/articles/dha-license-guide': '/dha-license-uae',
  '/articles/remote-work-saudi': '/article/remote-work-saudi-arabia',
  '/career-advice/cv-writing-guide': '/article/cv-writing-guide',
  '/career-advice/dha-license-guide': '/dha-license-uae',
};

/**
 * The sitemap filter of @astrojs/sitemap (astro.config.mjs): a page URL is in sitemap-0.xml when its
 * entry says `sitemap: 'pages'`. So not the pages search engines skip, not /job/{id} (a duplicate of
 * /jobs/{slug}), not job pages (the job sitemaps list them with each job's lastmod), no redirect.
 */
export function inSitemap(url: string): boolean {
  const path = withoutTrailingSlash(new URL(url).pathname);
  return !Object.hasOwn(redirects, path) && pageAt(path)?.sitemap === 'pages';
}

/** Whether the registry marks this path noindex. */
export const isNoindexPath = (path: string): boolean => pageAt(path)?.noindex === true;

/** Build output that is not a page (scripts, styles, optimised images). */
const assetFolders = ['_astro', '_image'];
/** First path segments whose pages are never counted: the admin's, sign-in, the API. */
const untrackedSections = [...new Set([...pages.filter((p) => !p.tracked).map((p) => p.path.split('/')[1]!), ...assetFolders])];
const untrackedPattern = new RegExp(`^/(${untrackedSections.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(/|$)`);

/** Whether first-party analytics counts a view of this path (the admin's pages, sign-in and the API are not counted). */
export const isTrackedPath = (path: string): boolean => !untrackedPattern.test(path);

/** The fixed pages (no pattern, not an endpoint). */
export const fixedPages = (): PageEntry[] => pages.filter((p) => !isPattern(p.path) && !p.endpoint);

/** A social card's text for a page in the SEO list: its own card, else its title (else name) under its group's kicker. */
export function cardTextOf(entry: PageEntry): SocialCardText | undefined {
  if (entry.card) return entry.card;
  if (!entry.seo) return undefined;
  return { title: entry.title ?? entry.seo.name, kicker: kickerOfGroup[entry.seo.group] };
}

/** The words above the title on a listed page's card, by its group in the SEO list. */
const kickerOfGroup: Record<SeoGroup, string> = {
  'Main pages': 'Jobs in the Gulf',
  'Articles and guides': 'Career advice',
  Content: 'Career advice',
  'Category pages': 'Jobs by profession',
  'Country and topic pages': 'Jobs by country',
  'Job listings': 'Job listings',
};
