// Who may keep an answer, and for how long: every Cache-Control the site sends, by name, so a
// policy is changed in one place. Plain constants with no imports: the Netlify edge function
// (Deno) imports this file too. On Netlify, static files get Netlify's own headers (netlify.toml
// sets none); the local proxy serves them with the two static policies below, which match.
//
// `cache-control` is for browsers (and any CDN); `netlify-cdn-cache-control` is for Netlify's CDN
// only. `durable` shares a function's cached answer across Netlify's edge locations; every deploy
// clears it.

/** Never kept anywhere: answers for one person, answers to writes, errors that must not stick. */
export const noStore = 'no-store';

/** An answer that set a cookie: kept by no one, not even the browser's cache. */
export const privateNoStore = 'private, no-store';

/** Header sets for public answers. */
export const cachePolicies = {
  /** GET /api/jobs: fresh within a minute at the CDN; browsers revalidate quickly so moderation shows up soon. */
  jobSearchApi: { 'cache-control': 'public, max-age=30, s-maxage=60, stale-while-revalidate=300' },
  /** /jobs?…: browsers revalidate every time; Netlify's CDN keeps a search a minute and serves it stale two more while it refreshes. */
  searchPage: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=60, stale-while-revalidate=120',
    'netlify-cache-tag': 'jobs',
  },
  /**
   * A job page rendered on demand before the rebuild that prerenders it lands: an hour at the CDN,
   * tagged with the job (`cacheTags.job`), so a change to the job purges it at once; browsers revalidate.
   */
  onDemandJobPage: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': 'public, durable, s-maxage=3600' },
  /** /job/{id} → /jobs/{slug} never changes (an id keeps its slug): a year at the CDN, a day in browsers. */
  jobRedirect: { 'cache-control': 'public, max-age=86400', 'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000' },
  /** /job/{id} for an id that is no public job: a minute at the CDN, as a search. */
  jobRedirectNotFound: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=60',
  },
  /** A job sitemap part: an hour at the CDN, tagged `cacheTags.jobSitemaps`, which every change to a public job purges. */
  jobSitemap: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=3600',
    'netlify-cache-tag': 'sitemap-jobs',
  },
  /**
   * A company page (/companies/{slug}, rendered on demand): an hour at the CDN, tagged with the
   * company (`cacheTags.company`), which a change to the profile or to one of its public jobs purges.
   */
  companyPage: { 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': 'public, durable, s-maxage=3600' },
  /** /companies?…: as a search, a minute at the CDN, tagged `cacheTags.companies`. */
  companyList: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=60, stale-while-revalidate=120',
    'netlify-cache-tag': 'companies',
  },
  /** The companies' sitemap: an hour at the CDN, tagged `cacheTags.companies`, which a change to a public company purges. */
  companySitemap: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=3600',
    'netlify-cache-tag': 'companies',
  },
  /** A company logo: its address carries its version (?v=), so it is kept a year everywhere. */
  companyLogo: {
    'cache-control': 'public, max-age=31536000, immutable',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=31536000',
  },
  /**
   * /api/withdrawn-jobs: read by the edge function on every job page and by the saved-jobs page, so
   * the CDN keeps it 15 seconds, tagged `cacheTags.jobs`: a withdrawal (any change to a public job)
   * purges it with the searches. Browsers never keep it.
   */
  withdrawnJobs: {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=15',
    'netlify-cache-tag': 'jobs',
  },
  /** A built asset under /_astro/ (its name holds its hash): kept a year, never revalidated. */
  staticAsset: { 'cache-control': 'public, max-age=31536000, immutable' },
  /** Any other static file (prerendered pages): browsers revalidate every time. */
  staticFile: { 'cache-control': 'public, max-age=0, must-revalidate' },
  /** Never kept (`noStore`), as a header set. */
  noStore: { 'cache-control': noStore },
} as const satisfies Record<string, Record<string, string>>;

/**
 * Netlify-Cache-Tag names. public.purge_cache_for_job_change queues the same three for every change
 * to a job that is or was public (migration 20261128002457_create_cache_purge_requests.sql), and the
 * cache-purge task sends them to Netlify's purge API.
 */
export const cacheTags = {
  header: 'netlify-cache-tag',
  /** Every search: /jobs?… and GET /api/jobs; and /api/withdrawn-jobs. */
  jobs: 'jobs',
  /** The job sitemap parts. */
  jobSitemaps: 'sitemap-jobs',
  /** One job's answers: its page rendered on demand, and /job/{id} while it was not found. */
  job: (id: string) => `job-${id}`,
  /** One company's page and logo (queued by the companies migration's triggers). */
  company: (id: string) => `company-${id}`,
  /** The list of companies, /companies?…. */
  companies: 'companies',
} as const;
