// The post-a-job form's field messages: a small module of its own, because the form's
// script validates in the browser with the server's schema and must not carry the whole catalogue.

export const postErrors = {
  companyName: 'Company name is required',
  jobTitle: 'Job title is required',
  jobDescription: 'Job description is required',
  location: 'Location is required',
  /** {max} is formatted for the language (20,000). */
  tooLong: 'Please keep this under {max} characters.',
  dateFormat: 'Enter the posted date as YYYY-MM-DD.',
  dateTooEarly: 'The posted date cannot be before 1900-01-01.',
  dateInFuture: 'The posted date cannot be in the future.',
  applicationType: 'Application type is required',
  contactEmail: 'Invalid email address',
  applicationUrl: 'Enter a full web address starting with https://',
  category: 'Choose one of the listed categories.',
  urlNeeded: 'Application URL is required when External URL is selected',
  emailNeeded: 'A contact email is needed for email applications.',
  posterEmail: 'Enter your e-mail address, e.g. name@company.com.',
  posterEmailNeeded: 'Enter your e-mail address: we send the receipt and every notice about this job there.',
  locale: 'Choose the language of the form: en or ar.',
  /** The job facts' fields (shared with the review dashboard's edit). */
  facts: {
    salaryNumber: 'Enter the salary as a number, e.g. 12000.',
    /** {max} is formatted for the language. */
    salaryTooHigh: 'Enter a salary of at most {max}.',
    minAboveMax: 'The maximum salary cannot be below the minimum.',
    currencyNeeded: 'Choose the currency of the salary.',
    periodNeeded: 'Choose whether the salary is per hour, day, week, month or year.',
    figureNeeded: 'Enter a minimum or maximum salary, or leave currency and period empty.',
    currency: 'Choose one of the listed currencies.',
    period: 'Choose one of the listed pay periods.',
    employmentType: 'Choose one of the listed employment types.',
    visa: 'Choose one of the listed visa options.',
    nationality: 'Choose one of the listed nationality options.',
    packageItem: 'Choose package items from the list.',
    licenceAuthority: 'Choose one of the listed licensing authorities.',
    licenceStatus: 'Choose whether the licence is accepted, required or arranged by you.',
    statusNeedsAuthority: 'Choose the licensing authority this applies to, or leave the licence status empty.',
    experienceYears: 'Enter the years of experience as a whole number from 0 to 40.',
    experienceLevel: 'Choose one of the listed experience levels.',
  },
};

export type PostErrors = typeof postErrors;
