import { escapeXml } from '~/lib/escape';

// The job pages' sitemaps, read from the database when asked (never built: a build need not grow
// with the jobs). The protocol allows 50,000 addresses and 50 MB per file; each job has two
// addresses (English and Arabic, ~500 bytes each with their alternates), so a file holds at most
// 25,000 jobs (~25 MB).
//
// The index (sitemap-index.xml) is written at build time, so it names the parts as
// `sitemap-jobs-{part}-of-{parts}.xml`: a job's part is a hash of its id modulo `parts`, so every
// public job is in exactly one part whatever the board gained since the build. The build picks
// `parts` with room for the board to double before the next build; a part never lists more than
// 25,000 jobs, whatever happens.

export const jobsPerSitemap = 25_000;
/** Parts allowed in an address: 1,000 × 25,000 jobs is far beyond any Gulf board. */
const maxParts = 1000;

/** How many parts the index names for this many public jobs: room to double, at least one. */
export const jobSitemapParts = (publicJobs: number): number =>
  Math.min(maxParts, Math.max(1, Math.ceil((2 * publicJobs) / jobsPerSitemap)));

/** The address of one part, as the index names it. */
export const jobSitemapPath = (part: number, parts: number): string => `/sitemap-jobs-${part}-of-${parts}.xml`;

/** `{part}-of-{parts}` from the address, or undefined when it is not one (then the answer is 404). */
export function parseJobSitemapPart(param: string | undefined): { part: number; parts: number } | undefined {
  const match = /^([1-9]\d{0,3})-of-([1-9]\d{0,3})$/.exec(param ?? '');
  if (!match) return undefined;
  const part = Number(match[1]);
  const parts = Number(match[2]);
  return part <= parts && parts <= maxParts ? { part, parts } : undefined;
}

/** The companies' pages, read from the database when asked like the job parts (at most 25,000 companies: 50,000 addresses). */
export const companySitemapPath = '/sitemap-companies.xml';
export const companiesPerSitemap = 25_000;

/** The sitemap index as the build leaves it, with the job parts and the companies' sitemap added at its end. */
export function withJobSitemaps(indexXml: string, siteUrl: string, parts: number): string {
  const entries = [...Array.from({ length: parts }, (_, i) => jobSitemapPath(i + 1, parts)), companySitemapPath].map(
    (path) => `<sitemap><loc>${escapeXml(`${siteUrl}${path}`)}</loc></sitemap>`,
  );
  if (!indexXml.includes('</sitemapindex>')) throw new Error('sitemap-index.xml has no </sitemapindex>: cannot add the job sitemaps.');
  return indexXml.replace('</sitemapindex>', `${entries.join('')}</sitemapindex>`);
}
