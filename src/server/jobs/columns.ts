import { guessCategory, type PostJobInput } from '~/lib/post-job';

/**
 * The jobs columns a posted, edited or scraped job takes from the post form's fields: the chosen
 * category or the keyword guess, and an application link only for url applications.
 */
export function jobColumnsFrom(input: PostJobInput) {
  return {
    company_name: input.companyName,
    job_title: input.jobTitle,
    job_description: input.jobDescription,
    location: input.location,
    salary_range: input.salaryRange ?? null,
    contact_email: input.contactEmail ?? null,
    category: input.category ?? guessCategory(input.jobTitle, input.jobDescription) ?? null,
    application_type: input.applicationType,
    application_url: input.applicationType === 'url' ? (input.applicationUrl ?? null) : null,
    ...(input.jobPostedDate ? { posted_on: input.jobPostedDate } : {}),
  };
}
