import type { PluralForms } from '../format';
import { age } from './age';
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
  /** A healthcare licence and the experience asked: the post form's fields and the job page's facts. */
  licenceExperience: {
    legend: 'Licence and experience (optional)',
    hint: 'For healthcare jobs, the licence candidates need. Leave empty what the job does not ask.',
    licence: 'Healthcare licence',
    noLicence: 'None named',
    status: 'Licence status',
    notStated: 'Not stated',
    /** The employer's choices on the form. */
    statusChoices: { accepted: 'Accepted (eligible candidates welcome)', required: 'Required', will_sponsor: 'We arrange it' },
    /** The job page: "DHA (Dubai Health Authority), required". */
    shown: '{authority} ({name}), {status}',
    shownNoStatus: '{authority} ({name})',
    statuses: { accepted: 'accepted', required: 'required', will_sponsor: 'the employer arranges it' },
    experience: 'Experience',
    years: 'Years of experience (at least)',
    level: 'Experience level',
    levels: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior level', lead: 'Lead' },
    yearsShown: { one: '{count}+ year', other: '{count}+ years' } as PluralForms,
  },
  /** How long ago a job was posted (recomputed in the browser): ./age.ts. */
  age,
  apply: {
    byLink: 'Apply Now',
    byEmail: 'Apply via Email',
    newTab: '(opens in a new tab)',
    elsewhere: "Apply through {company}'s own channels.",
    /** The e-mail draft of "Apply via Email": {title} and {company} are the job's, as written. */
    mailSubject: 'Application for {title} at {company}',
    /** {link} is the job's page; the first line reminds the applicant, who deletes it before sending. */
    mailBody:
      '[Attach your CV before you send this e-mail, then delete this line.]\n\nDear Hiring Manager,\n\nI am writing to apply for the {title} position at {company}, advertised at {link}. Please find my CV attached.\n\nBest regards',
  },
  share: { button: 'Share', whatsApp: 'Share on WhatsApp', copied: 'Link copied', copyThis: 'Copy this link: {url}' },
  descriptionHeading: 'Job description',
  browseMore: 'Browse More Jobs',
  similarJobs: 'Similar jobs',
  /** The apply (e-mail options) and quick-view dialogs: static texts in the page, the rest read by job-dialogs.ts. */
  dialogs: {
    contactTitle: 'Apply by e-mail',
    copyPrompt: 'Send your application, with your CV attached, to:',
    noEmail: 'No e-mail address was given for this job.',
    copyEmail: 'Copy address',
    copied: 'Copied',
    openDraft: 'Write the e-mail',
    viewDetails: 'View full details',
    close: 'Close',
    copyFailedTitle: 'Copy Failed',
    copyFailedText: 'Please manually copy the email address.',
  },
  /** Asked once per job when the visitor comes back from its apply link or e-mail draft. */
  appliedCheck: {
    title: 'Did you apply?',
    text: '{title} at {company}. Say yes and it is kept under Applied on your Saved jobs page, in this browser only.',
    yes: 'Yes, I applied',
    notYet: 'Not yet',
    addedTitle: 'Kept under Applied',
    addedText: 'Find it on your Saved jobs page.',
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
