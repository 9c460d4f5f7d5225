/** The job-fact fields of the post form (and of a job's columns), in the form's order. */
export const jobFactFields = [
  'employmentType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'visa',
  'nationality',
  'packageItems',
  'licenceAuthority',
  'licenceStatus',
  'experienceYears',
  'experienceLevel',
] as const;
