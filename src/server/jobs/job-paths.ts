import { approvedJobs } from '~/server/jobs/built-jobs';
import { similarJobsOfEach } from '~/lib/jobs/similar';
import { jobsWordListings, listingWordOf } from '~/lib/pages/listings';

// The prerendered job pages, shared by the English routes and their Arabic mirrors under /ar.
// (/job/{id} is not one: it redirects to /jobs/{slug} on demand, src/pages/job/[id].astro.)

/**
 * /jobs/{slug}: a job, or a listing by industry or country (/jobs/engineering, /jobs/uae): the
 * database reserves those words, so a job slug never takes one.
 */
export async function jobSlugPaths() {
  const jobs = await approvedJobs();
  const similar = similarJobsOfEach(jobs);
  return [
    ...jobs.map((job) => ({ params: { slug: job.slug }, props: { job, similar: similar.get(job.id) ?? [], listing: undefined } })),
    ...jobsWordListings.map((listing) => ({ params: { slug: listingWordOf(listing) }, props: { job: undefined, similar: [], listing } })),
  ];
}
