import { guessCategory, type PostJobInput } from '~/lib/post-job';
import { jobFactsFrom } from '~/lib/job-facts-input';

/**
 * The jobs columns a posted, edited or scraped job takes from the post form's fields: the chosen
 * category or the keyword guess, an application link only for url applications, and the job facts
 * (the salary fields, or the free-text salary parsed when they are empty).
 */
export function jobColumnsFrom(input: PostJobInput) {
  return {
    companyName: input.companyName,
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    location: input.location,
    salaryRange: input.salaryRange ?? null,
    contactEmail: input.contactEmail ?? null,
    category: input.category ?? guessCategory(input.jobTitle, input.jobDescription) ?? null,
    applicationType: input.applicationType,
    applicationUrl: input.applicationType === 'url' ? (input.applicationUrl ?? null) : null,
    ...(input.jobPostedDate ? { postedOn: input.jobPostedDate } : {}),
    ...jobFactsFrom(input),
  };
}
