import type { EditableField } from '~/lib/job-edit-diff';

/** The review queue's name for each field a poster's edit may change (the admin's screens are English). */
export const editFieldLabels: Record<EditableField, string> = {
  companyName: 'Company name',
  jobTitle: 'Job title',
  jobDescription: 'Job description',
  location: 'Location',
  salaryRange: 'Salary note',
  postedOn: 'Posted date',
  category: 'Category',
  applicationType: 'Application type',
  contactEmail: 'Contact email',
  applicationUrl: 'Application URL',
  employmentType: 'Employment type',
  salaryMin: 'Salary minimum',
  salaryMax: 'Salary maximum',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  visa: 'Visa',
  nationality: 'Nationality',
  packageItems: 'Package',
  licenceAuthority: 'Licence authority',
  licenceStatus: 'Licence status',
  experienceYears: 'Years of experience',
  experienceLevel: 'Experience level',
};
