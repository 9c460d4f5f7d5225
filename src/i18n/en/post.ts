import type { SalaryPeriod } from '../../lib/jobs/job-facts';
import { postErrors } from './post-errors';

/** The post-a-job form, its page after sending, and a refused post without JavaScript. */
export const post = {
  /** The Arabic page's title and description (the English page keeps its registry entry's). */
  metaTitle: 'Post a Job',
  metaDescription: 'Post a job for skilled professionals in the Gulf. Every job is reviewed before it goes live.',
  heading: 'Post a Job',
  reviewTitle: 'Every job is reviewed before it goes live',
  reviewText:
    'Our team checks each posting, usually within one working day. We e-mail the address you post from when it is approved or if it needs changes, and you can follow it from Your Postings. Listings stay up for 30 days.',
  /** The sample-fill buttons, below the form. */
  samplesHeading: 'Examples',
  sampleLead: 'Fill the form with an example job to see how a posting looks:',
  sampleButtons: { schoolWithLink: 'School job with an application link', education: 'Education job' },
  honeypot: 'Leave this empty',
  labels: {
    companyName: 'Company name *',
    jobTitle: 'Job title *',
    jobDescription: 'Job description *',
    location: 'Location *',
    salaryRange: 'Salary note (optional)',
    jobPostedDate: 'Posted date',
    category: 'Category',
    applicationType: 'Application type *',
    contactEmail: 'Contact email',
    applicationUrl: 'Application URL *',
    posterEmail: 'Your e-mail *',
  },
  posterEmailHint: 'For the receipt and notices about this job, and to sign in to your postings; never shown.',
  placeholders: { location: 'e.g. Dubai, UAE', salaryRange: 'e.g. plus commission, or more for senior candidates' },
  categoryAuto: 'Let us choose from the description',
  applicationTypes: { email: 'Email Application', url: 'External URL' },
  submit: 'Submit Job',
  submitting: 'Submitting...',
  /** The preview before sending: rendered by the server from the form's values, with or without JavaScript. */
  preview: {
    button: 'Preview',
    heading: 'Preview: your job page',
    lead: 'Nothing has been sent yet. This is how the job page will look once it is approved. Change the form below, or submit it.',
    submit: 'Submit for review',
    edit: 'Change the form',
  },
  /** The receipt after sending (/post-job/submitted?ref=…, and in place of the form with JavaScript). */
  receipt: {
    /** {ref} is the job's reference, e.g. 3F9A-C21B. */
    title: 'Received — reference {ref}',
    job: 'Your job “{title}” reached our team.',
    nextHeading: 'What happens next',
    review: 'Our team checks every job before it goes live, usually within one working day.',
    live: 'Once approved, the job stays up for 30 days.',
    reference: 'Keep the reference: quote it if you write to us about this job.',
  },
  /** The job facts' fields (JobFactsFields.astro; its option labels are the `job` area's). */
  facts: {
    salaryLegend: 'Salary (optional)',
    salaryHint: 'Per period, e.g. 8000 to 12000 AED per month.',
    minimum: 'Minimum',
    maximum: 'Maximum',
    currency: 'Currency',
    period: 'Period',
    choose: 'Choose',
    periods: {
      hour: 'per hour',
      day: 'per day',
      week: 'per week',
      month: 'per month',
      year: 'per year',
    } satisfies Record<SalaryPeriod, string> as Record<SalaryPeriod, string>,
    employmentType: 'Employment type',
    notStated: 'Not stated',
    visa: 'Visa sponsorship',
    nationality: 'Who may apply',
    package: 'Package',
  },
  /** What the poster reads after sending (with JavaScript, and on the page a plain post lands on). */
  status: {
    submitted: 'Job Submitted for Review!',
    published: 'Job Published Successfully!',
    failureTitle: 'Submission Failed',
    failure: 'There was an error submitting your job posting. Please try again.',
    live: 'It is live now and will appear in the listings within a minute.',
    received: 'Your job was received. We will notify you by e-mail when it is approved.',
    receivedIn: 'Your job in {category} was received. We will notify you by e-mail when it is approved.',
    heldTitle: 'Held for review: not published',
    held: 'This job raised {count} risk signals, so it stays pending. Check them in the review queue and approve it there only if you are sure.',
  },
  submittedPage: {
    description: 'Your job posting reached our team and will be reviewed before it goes live.',
    home: 'Back to Home',
    another: 'Post another job',
  },
  /** A form posted without JavaScript and refused (/forms/{form}, /ar/forms/{form}). */
  refusal: {
    invalid: 'Please check the form',
    tooMany: 'Please wait a moment',
    tooLarge: 'The form is too large',
    /** {size} is the limit, e.g. "160 KB". */
    tooLargeText: 'The request is too large: this address accepts at most {size}. Please shorten the text and send it again.',
    failed: 'Something went wrong',
    back: 'Go back',
    home: 'Home',
  },
  errors: postErrors,
  /** The two sample jobs the form can be filled with, in the page's language. */
  samples: {
    schoolWithLink: {
      companyName: 'Al Noor International School',
      jobTitle: 'Secondary Science Teacher',
      jobDescription:
        'We are looking for a Secondary Science Teacher to teach Biology and Chemistry to Years 9-11 (IGCSE).\n\nRequirements:\n- Degree in a science subject and a teaching qualification\n- Two years of IGCSE experience\n\nWe offer a tax-free salary, housing allowance, annual flights and medical insurance.',
      location: 'Dubai, UAE',
      salaryMin: '12000',
      salaryMax: '15000',
      salaryCurrency: 'AED',
      salaryPeriod: 'month',
      salaryRange: 'More for IB experience',
      applicationType: 'url',
      applicationUrl: 'https://careers.alnoorschool.example/science-teacher',
      contactEmail: '',
      category: '',
    },
    education: {
      companyName: 'Riyadh Learning Academy',
      jobTitle: 'Primary English Teacher',
      jobDescription:
        'Teach English to Grades 1-5 in a bilingual primary school.\n\nRequirements:\n- Bachelor degree in English or Education\n- CELTA or a teaching licence\n\nBenefits: housing, transport allowance and annual flights.',
      location: 'Riyadh, Saudi Arabia',
      salaryMin: '9000',
      salaryMax: '11000',
      salaryCurrency: 'SAR',
      salaryPeriod: 'month',
      salaryRange: '',
      applicationType: 'email',
      applicationUrl: '',
      contactEmail: 'hr@riyadhlearning.example',
      category: 'education-teaching',
    },
  } satisfies Record<string, Record<string, string>>,
};
