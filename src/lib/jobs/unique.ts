// Two postings are the same job when company, title and location match, case and spaces aside.
// The rule is one SQL function, public.posting_key (migration
// 20261124083819_create_posting_key.sql), kept per job in jobs.posting_key: the review queue flags
// a pending job's identical twin by it, and the home page shows and counts such a job once (the
// build asks the database for the newest of each key: src/server/jobs/built-jobs.ts; this is the
// same rule over a list).

/** The jobs without repeats, keeping the first of each posting (the newest in a newest-first list). */
export function uniquePostings<T extends { postingKey: string }>(jobs: readonly T[]): T[] {
  const seen = new Set<string>();
  return jobs.filter((job) => {
    if (seen.has(job.postingKey)) return false;
    seen.add(job.postingKey);
    return true;
  });
}
