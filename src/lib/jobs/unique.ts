// Two postings are the same job when company, title and location match, case and spaces aside
// (issue 15): the home page shows and counts such a job once.

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** What identifies a posting: company, title and location, normalised. */
export const postingKey = (job: { companyName: string; jobTitle: string; location: string }): string =>
  [norm(job.companyName), norm(job.jobTitle), norm(job.location)].join('\u0000');

/** The jobs without repeats, keeping the first of each posting (the newest in a newest-first list). */
export function uniquePostings<T extends { companyName: string; jobTitle: string; location: string }>(jobs: readonly T[]): T[] {
  const seen = new Set<string>();
  return jobs.filter((job) => {
    const key = postingKey(job);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
