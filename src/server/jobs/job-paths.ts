import { prerenderedJobs } from '~/server/jobs/prerendered-jobs';
import { jobsWordListings, listingWordOf } from '~/lib/pages/listings';

// The prerendered job pages, shared by the English routes and their Arabic mirrors under /ar: the
// newest PRERENDER_JOB_PAGES jobs (prerendered-jobs.ts); /jobs/[...slug] renders the others on demand.
// (/job/{id} is not one: it redirects to /jobs/{slug} on demand, src/pages/job/[id].astro.)

/**
 * /jobs/{slug}: a job, or a listing by industry or country (/jobs/engineering, /jobs/uae): the
 * database reserves those words, so a job slug never takes one.
 */
export async function jobSlugPaths() {
  const jobs = await prerenderedJobs();
  return [
    ...jobs.map(({ job, similar }) => ({ params: { slug: job.slug }, props: { job, similar, listing: undefined } })),
    ...jobsWordListings.map((listing) => ({ params: { slug: listingWordOf(listing) }, props: { job: undefined, similar: [], listing } })),
  ];
}
