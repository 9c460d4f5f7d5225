import type { PluralForms } from '../format';
import type { EmploymentType, Nationality, PackageItem, Visa } from '../../lib/jobs/job-facts';

/** The job page, its dialogs (apply, e-mail options, quick view) and its facts. */
export const job = {
  /** The page title and the Share title. */
  titleAt: '{job} at {company}',
  /** The meta description: the description's first words (the job's own language). */
  metaDescription: '{preview}',
  back: 'Back',
  newBadge: 'New',
  remote: 'Remote',
  facts: {
    /** The block of facts above the description (a heading for screen readers). */
    heading: 'Key facts',
    location: 'Location',
    salary: 'Salary',
    asPosted: 'As posted: {text}',
    employmentType: 'Employment type',
    posted: 'Posted',
    visa: 'Visa',
    nationality: 'Who may apply',
    package: 'Package',
  },
  employmentTypes: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    temporary: 'Temporary',
    internship: 'Internship',
  } satisfies Record<EmploymentType, string> as Record<EmploymentType, string>,
  visa: {
    provided: 'Visa provided',
    own: "Candidate's own visa",
    not_stated: 'Not stated',
  } satisfies Record<Visa, string> as Record<Visa, string>,
  nationality: {
    all: 'Open to all nationalities',
    gcc: 'GCC nationals only',
    nationals: "Nationals of the job's country only",
    not_stated: 'Not stated',
  } satisfies Record<Nationality, string> as Record<Nationality, string>,
  packageItems: {
    housing: 'Housing',
    transport: 'Transport',
    flights: 'Flights',
    medical: 'Medical insurance',
    tax_free: 'Tax-free',
  } satisfies Record<PackageItem, string> as Record<PackageItem, string>,
  /** How long ago a job was posted (recomputed in the browser). */
  age: {
    justNow: 'just now',
    hours: { one: '1 hour ago', other: '{count} hours ago' } as PluralForms,
    days: { one: '1 day ago', other: '{count} days ago' } as PluralForms,
  },
  apply: {
    byLink: 'Apply Now',
    byEmail: 'Apply via Email',
    newTab: '(opens in a new tab)',
    elsewhere: "Apply through {company}'s own channels.",
    /** The e-mail draft of "Apply via Email": {title} and {company} are the job's, as written. */
    mailSubject: 'Application for {title} at {company}',
    mailBody:
      'Dear Hiring Manager,\n\nI am interested in applying for the {title} position at {company}. Please find my application details below.\n\nBest regards',
  },
  share: { button: 'Share', whatsApp: 'Share on WhatsApp', copied: 'Link copied', copyThis: 'Copy this link: {url}' },
  descriptionHeading: 'Job description',
  browseMore: 'Browse More Jobs',
  similarJobs: 'Similar jobs',
  /** The apply (e-mail options) and quick-view dialogs: static texts in the page, the rest read by job-dialogs.ts. */
  dialogs: {
    contactTitle: 'Contact Information',
    copyPrompt: 'Copy the email address below to send your application:',
    noEmail: 'No e-mail address was given for this job.',
    copyEmail: 'Copy email address',
    copied: 'Copied',
    openDraft: 'Open an e-mail draft',
    gotIt: 'Got it!',
    viewDetails: 'View full details',
    close: 'Close',
    emailCopiedTitle: 'Email Copied!',
    emailCopiedText: 'Email address has been copied to your clipboard.',
    copyFailedTitle: 'Copy Failed',
    copyFailedText: 'Please manually copy the email address.',
  },
  /** The on-demand page of a job approved after the last build, when it cannot be shown. */
  fallback: {
    notFoundTitle: 'Job Not Found',
    notFoundMessage: "The job you're looking for could not be found.",
    errorTitle: 'Failed to load job details',
    errorMessage: 'Please try again in a moment.',
    browseAll: 'Browse All Jobs',
  },
};
