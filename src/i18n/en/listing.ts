import type { PluralForms } from '../format';
import { card } from './card';

/**
 * The listing texts: the search form and filter panel (`search`, the island's props),
 * the job card (`card`, also imported alone by islands), the /jobs refusals, the category landing
 * pages' frame and /saved-jobs. Each listing's own heading, intro and FAQ are in listings.ts and
 * landings.ts.
 */
export const listing = {
  card,
  search: {
    keywords: 'Keywords',
    submit: 'Search',
    filters: 'Filters',
    active: 'active',
    country: 'Country',
    allCountries: 'All countries',
    city: 'City',
    allCities: 'All cities',
    category: 'Category',
    allCategories: 'All categories',
    posted: 'Posted',
    anyTime: 'Any time',
    postedChoices: { '1': 'Past 24 hours', '3': 'Past 3 days', '7': 'Past 7 days', '30': 'Past 30 days' },
    remoteOnly: 'Remote only',
    minSalary: 'Minimum salary a month',
    anySalary: 'Any salary',
    /** A minimum monthly salary choice ({amount}: 10,000). */
    salaryAtLeast: 'AED {amount}+',
    type: 'Employment type',
    anyType: 'Any type',
    types: { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', temporary: 'Temporary', internship: 'Internship' },
    visaProvided: 'Visa provided',
    openNationalities: 'Open to all nationalities',
    verifiedOnly: 'Verified employers only',
    licence: 'Healthcare licence',
    anyLicence: 'Any licence',
    level: 'Experience level',
    anyLevel: 'Any level',
    levels: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior level', lead: 'Lead' },
    packageIncludes: 'Package includes',
    packageItems: { housing: 'Housing', transport: 'Transport', flights: 'Flights', medical: 'Medical insurance', tax_free: 'Tax-free' },
    sortBy: 'Sort by',
    relevance: 'Relevance',
    newest: 'Newest',
    showResults: 'Show results',
    /** The phone sheet's button, live as filters change ({count}: 42). */
    showCount: { one: 'Show {count} result', other: 'Show {count} results' } as PluralForms,
    closeFilters: 'Close filters',
    activeFilters: 'Active filters',
    /** A chip's accessible name ({label}: "Dubai"). */
    removeFilter: 'Remove filter: {label}',
    clearAll: 'Clear all',
    resultsHeading: 'Jobs',
    errorTitle: 'Error Loading Jobs',
    errorText: 'Failed to load jobs. Please try again.',
    tryAgain: 'Try Again',
    /** A refused search without a sentence of its own. */
    checkSearch: 'Please check the search.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {count}',
    /** Typo correction above the results: "Showing results for nurse. Search instead for nurce". */
    showingResultsFor: 'Showing results for',
    searchInsteadFor: 'Search instead for',
    /** A search that found nothing: the nearest searches that find jobs, each with its count. */
    suggestionsTitle: 'These searches find jobs',
    /** A wider place: {place} is the city's country. */
    suggestPlace: 'All of {place}',
    suggestGulf: 'Anywhere in the Gulf',
    /** One filter fewer: {filter} is its name in the panel. */
    suggestWithoutFilter: 'Without “{filter}”',
    /** One word fewer: {q} the words left, {word} the one dropped. */
    suggestWithoutWord: '“{q}” (without “{word}”)',
    /** The words without any filter ({q}), and the filters without the words. */
    suggestWithoutFilters: '“{q}” without filters',
    suggestWithoutWords: 'These filters without keywords',
    /** The heading and title of /jobs naming its search: "Nurse jobs in Dubai — 42 jobs". */
    headline: {
      what: '{what} jobs',
      whatIn: '{what} jobs in {place}',
      in: 'Jobs in {place}',
      withCount: '{headline} — {count}',
    },
  },
  /** /jobs answering 400 (the search's own sentence, in English) or 503. */
  refused: {
    /** Arabic pages say this instead of the validator's English sentence; English ones show the sentence itself. */
    invalid: 'Please check the search.',
    unavailable: 'Search is unavailable right now. Please try again in a moment.',
  },
  landing: {
    backHome: 'Back to home',
    faqHeading: 'Frequently asked questions',
    ctaHeading: 'Your next {label} role',
    ctaText: 'Get new {label} openings by e-mail, or apply to the ones open today.',
    getAlerts: 'Get Job Alerts',
    applyNow: 'Apply Now',
  },
  saved: {
    title: 'Saved jobs',
    description: 'The jobs you saved on this device.',
    heading: 'Saved jobs',
    intro: 'Kept in this browser only: no account needed, nothing sent to us.',
    needsScript: 'Saved jobs need JavaScript.',
    browse: 'Browse jobs',
    emptyTitle: 'No saved jobs yet',
    emptyText: 'Press Save job on any job to keep it here.',
    closed: 'Closed',
    closedText: 'This job is closed: it no longer takes applications.',
    savedUntil: 'Saved {saved} · open until {until}',
    viewAndApply: 'View and apply',
    remove: 'Remove',
    count: { one: '{count} saved job', other: '{count} saved jobs' } as PluralForms,
    sections: 'Your lists',
    savedTab: 'Saved',
    appliedTab: 'Applied',
    appliedCount: { one: '{count} job applied to', other: '{count} jobs applied to' } as PluralForms,
    appliedEmptyTitle: 'No applied jobs yet',
    appliedEmptyText: 'After you apply through a job’s link or e-mail, answer Yes when we ask, and the job is kept here.',
    appliedOn: 'Applied {date}',
    moveTitle: 'Move your lists to another device',
    moveText:
      'Download both lists as a file, or copy a link to them, and send it to yourself; then open it on the other device. Jobs already there are kept.',
    download: 'Download my lists',
    open: 'Open a file of my lists',
    imported: 'Added {saved} saved and {applied} applied jobs. Nothing here was removed.',
    importTooBig: 'This file is too big to be a file of your lists. Choose the file that “Download my lists” saved.',
    importNotJson: 'This file cannot be read as a file of your lists. Choose the file that “Download my lists” saved (it ends in .json).',
    importNotOurs: 'This file is not a list from Gulf Jobs. Choose the file that “Download my lists” saved.',
    copyLink: 'Copy a link to my lists',
    linkLabel: 'Link to your lists',
    linkCopied: 'Link copied. Open it on your other device to add these jobs there: they travel inside the link, never through our server.',
    linkReady: 'Copy this link and open it on your other device to add these jobs there.',
    linkTooLongToMake: 'Your lists are too long for a link. Download the file instead.',
    offerTitle: 'Add the jobs from this link?',
    offerText:
      'This link carries {saved} saved and {applied} applied jobs. They are added to the lists in this browser; nothing here is removed.',
    offerAdd: 'Add them',
    offerDismiss: 'Not now',
    linkTooLong: 'This link is too long to be a link to your lists. Use “Copy a link to my lists” again, or a file.',
    linkDamaged: 'This link is damaged or incomplete, perhaps cut off when it was sent. Copy the whole link again, or use a file.',
    linkNotOurs: 'This link is not a list from Gulf Jobs. Use “Copy a link to my lists” on your other device.',
  },
};

/** The search form's and filter panel's words (the island's props, with the place and industry names of the page's language). */
export type SearchTexts = typeof listing.search;
