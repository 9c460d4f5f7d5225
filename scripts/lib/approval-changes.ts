import { categoryLandings } from '~/lib/pages/category-landings';
import { jobListPosts, jobsIndexPage, jobsWordListings, listingPages } from '~/lib/pages/listings';

// What a rebuild after one approval may change in the published folder (issue 29: "one approval
// changes at most a handful of prerendered files"), by kind. The bench prints it and
// tests/e2e/rebuild.spec.ts holds the e2e site's rebuild to it.

/** The files that show or count the public jobs, English and Arabic: they change with the board. */
const showingJobs = new Set(
  [
    '/',
    '/middle-east-jobs',
    // Its medians and ranges are read from the jobs with a salary.
    '/salary-guide',
    jobsIndexPage.path,
    ...listingPages.map((p) => p.path),
    ...jobsWordListings.map((p) => p.path),
    ...categoryLandings.map((p) => p.path),
    ...Object.values(jobListPosts).map((p) => p.path),
  ].flatMap((page) => {
    const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
    return [file, `ar/${file}`];
  }),
);
showingJobs.add('rss.xml');

const jobPage = /^(ar\/)?jobs\/[^/]+\/index\.html$/;

export interface ApprovalChanges {
  /** Pages of the new job, and of a job that entered the newest PRERENDER_JOB_PAGES with it. */
  jobPagesAdded: string[];
  /** Pages of the job that left the newest PRERENDER_JOB_PAGES (now on demand). */
  jobPagesRemoved: string[];
  /** Listing, landing, home and feed files that show or count the jobs. */
  listings: string[];
  /** Anything else: a job page that existed before, a sitemap, an asset, a content page… Should be empty. */
  other: string[];
}

/** Sorts a rebuild's changed, added and removed files (paths relative to the published folder) by kind. */
export function approvalChanges({ changed, added, removed }: { changed: string[]; added: string[]; removed: string[] }): ApprovalChanges {
  const isJobPage = (file: string) => jobPage.test(file) && !showingJobs.has(file);
  const result: ApprovalChanges = { jobPagesAdded: [], jobPagesRemoved: [], listings: [], other: [] };
  for (const file of changed) (showingJobs.has(file) ? result.listings : result.other).push(`~${file}`);
  for (const file of added) (isJobPage(file) ? result.jobPagesAdded : result.other).push(`+${file}`);
  for (const file of removed) (isJobPage(file) ? result.jobPagesRemoved : result.other).push(`-${file}`);
  for (const list of Object.values(result)) list.sort();
  return result;
}

/** The groups as lines for a report: each group's count and its files. */
export function approvalChangesText(changes: ApprovalChanges): string {
  const label: Record<keyof ApprovalChanges, string> = {
    jobPagesAdded: 'job pages added',
    jobPagesRemoved: 'job pages removed',
    listings: 'listing, landing, home and feed files',
    other: 'other files (should be none)',
  };
  return (Object.keys(label) as (keyof ApprovalChanges)[])
    .map((kind) => `  ${label[kind]}: ${changes[kind].length}${changes[kind].length ? `\n    ${changes[kind].join('\n    ')}` : ''}`)
    .join('\n');
}
