import type { CategorySlug } from '../../lib/categories';
import type { PluralForms } from '../format';

/**
 * The words of a job card and what sits on it: the Save button, the fact badges, the salary line
 * and the posted age. Small on purpose: the search island and the Save buttons' script
 * import both languages' cards (src/i18n/card.ts), never the whole catalogue.
 */
export const card = {
  remote: 'Remote',
  newBadge: 'New',
  quickView: 'Quick view',
  save: 'Save job',
  saved: 'Saved',
  /** The company is verified (its address on its website's domain, or checked by an admin). */
  verified: 'Verified employer',
  /** The recruitment agency a job comes through. */
  via: 'via {agency}',
  /** The job's company is itself a recruitment agency. */
  agency: 'Recruitment agency',
  /** On the job page, the agency's licence (e.g. from the UAE's labour ministry). */
  agencyLicence: 'Agency licence no. {licence}',
  badgesLabel: 'Stated by the employer',
  badges: {
    visa: 'Visa provided',
    nationality: 'Open to all nationalities',
    housing: 'Housing',
    flights: 'Flights',
    /** A healthcare licence by its authority's acronym: "DHA licence". */
    licence: '{authority} licence',
    experienceYears: { one: '{count}+ year of experience', other: '{count}+ years of experience' } as PluralForms,
    levels: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior level', lead: 'Lead' },
  },
  posted: { today: 'Today', yesterday: 'Yesterday', daysAgo: { one: '{count} day ago', other: '{count} days ago' } as PluralForms },
  salary: {
    /** An amount with its currency code: "AED 8,000–12,000". */
    money: '{currency} {figures}',
    range: '{min}–{max}',
    upTo: 'up to {amount}',
    from: 'from {amount}',
    perPeriod: '{money} / {period}',
    periods: { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' },
    /** Another period with its monthly equivalent. */
    withMonthly: '{main} (about {monthly} / month)',
  },
  /** The same names as common.categories (a unit test keeps them equal): cards carry them without the whole catalogue. */
  categories: {
    'healthcare-medical': 'Healthcare & Medical',
    'education-teaching': 'Education & Teaching',
    'it-technology': 'IT & Technology',
    engineering: 'Engineering',
    'finance-accounting': 'Finance & Accounting',
    'sales-marketing': 'Sales & Marketing',
    'hospitality-tourism': 'Hospitality & Tourism',
    construction: 'Construction',
  } satisfies Record<CategorySlug, string> as Record<CategorySlug, string>,
};

export type CardTexts = typeof card;
