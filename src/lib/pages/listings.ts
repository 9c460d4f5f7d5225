import type { CategorySlug } from '../categories';
import { categories } from '../categories';
import type { CountrySlug } from '../countries';
import type { JobSearch } from '~/lib/jobs/search';
import type { Topic } from '~/lib/jobs/topics';
import { fill, type PluralForms } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { englishOnlyTexts, messagesFor, type Messages } from '../../i18n/messages';

// The listing pages: a heading, an intro and the live job search with a fixed filter. Pure data
// (astro.config.mjs reads it through the page registry, so nothing here may import `~/`).
// The words are the catalogues' (messagesFor(locale).listings); each page carries its Arabic words
// beside its English ones (`ar`): the registry, the sitemap and the English pages read the English
// ones, /ar/… pages `listingIn(page, 'ar')`.

/** The filter a listing page always applies (not shown as a control). */
export type FixedFilter = Pick<JobSearch, 'country' | 'topic' | 'remote' | 'category'>;

/** The words a listing's island shows (the spec's per-page texts). */
export interface ListingTexts {
  placeholder: string;
  /** "Showing {n} UAE job opportunities" (`{n}` is replaced), in the language's plural forms (English: one, other; Arabic: all six). */
  count: PluralForms;
  emptyTitle: string;
  emptyText: string;
  loading: string;
}

/** The words of a listing in one language. */
export interface ListingWords {
  /** The page's name in the breadcrumb trail (Home › Jobs › name); without it the trail follows the path. */
  crumb?: string;
  heading: string;
  intro: string;
  /** The page's own title (the <title> is `pageTitle(title)`). */
  title: string;
  description: string;
  texts: ListingTexts;
}

export interface ListingPageDef extends ListingWords {
  path: string;
  /** The same words in Arabic, for the page's /ar mirror (every mirrored listing has them). */
  ar?: ListingWords;
  fixed: FixedFilter;
  /** Filters chosen for the visitor, still shown as controls (a /jobs/{word} listing). */
  preset?: { category?: CategorySlug; country?: CountrySlug };
  /** The same listing with query parameters, when that is the canonical address. */
  canonical?: string;
}

/** A listing with an Arabic mirror: its Arabic words are required. */
type MirroredListing = ListingPageDef & { ar: ListingWords };

/** The listing in the page's language: the Arabic words over the English ones on /ar pages. */
export const listingIn = (page: ListingPageDef, locale: 'en' | 'ar'): ListingPageDef =>
  locale === 'ar' && page.ar ? { ...page, ...page.ar, crumb: page.ar.crumb } : page;

const wordsOf = (locale: Locale) => messagesFor(locale).listings;
const namesOf = (locale: Locale) => messagesFor(locale).common;

/** Every form of a count line filled with the same values; `{n}` stays for the live count. */
const fillForms = (forms: PluralForms, values: Record<string, string>): PluralForms =>
  Object.fromEntries(Object.entries(forms).map(([form, text]) => [form, fill(text, values)])) as PluralForms;

/** The texts of a listing for one place, topic or industry, `name` as its search names it ("UAE", "في الإمارات"). */
const namedListingTexts = (locale: Locale, name: string): ListingTexts => {
  const t = wordsOf(locale).named;
  return {
    placeholder: fill(t.placeholder, { name }),
    count: fillForms(t.count, { name }),
    emptyTitle: fill(t.emptyTitle, { name }),
    emptyText: fill(t.emptyText, { name }),
    loading: fill(t.loading, { name }),
  };
};

/** The texts of a listing of every job with filters; only the empty state differs. */
const jobSearchTexts = (locale: Locale, emptyText: string): ListingTexts => {
  const t = wordsOf(locale).search;
  return { placeholder: t.placeholder, count: t.count, emptyTitle: t.emptyTitle, emptyText, loading: t.loading };
};

/** A template's words with its holes filled (heading, intro, title, description and any crumb). */
const filled = <T extends Record<string, string>>(templates: T, values: Record<string, string>): T =>
  Object.fromEntries(Object.entries(templates).map(([key, text]) => [key, fill(text, values)])) as T;

const jobsIndexWords = (locale: Locale): ListingWords => {
  const { emptyText, ...page } = wordsOf(locale).jobs;
  return { ...page, texts: jobSearchTexts(locale, emptyText) };
};

/** The job search: every job, every filter. */
export const jobsIndexPage: MirroredListing = { path: '/jobs', ...jobsIndexWords('en'), fixed: {}, ar: jobsIndexWords('ar') };

const countryPage = (slug: string, country: keyof Messages['listings']['countryPageNames']): MirroredListing => {
  const words = (locale: Locale): ListingWords => {
    const names = wordsOf(locale).countryPageNames[country];
    const page = filled(wordsOf(locale).countryPage, { country: namesOf(locale).countries[country], place: names.place });
    return { ...page, texts: namedListingTexts(locale, names.search) };
  };
  return { path: `/${slug}`, ...words('en'), fixed: { country }, ar: words('ar') };
};

/** A topic page (/remote-jobs-uae) whose heading is also its title and its breadcrumb. */
const topicPage = (name: keyof Messages['listings']['topicPages'], fixed: FixedFilter): MirroredListing => {
  const words = (locale: Locale): ListingWords => {
    const t = wordsOf(locale).topicPages[name];
    return {
      crumb: t.heading,
      heading: t.heading,
      intro: t.intro,
      title: t.heading,
      description: t.description,
      texts: namedListingTexts(locale, t.search),
    };
  };
  return { path: `/${name}`, ...words('en'), fixed, ar: words('ar') };
};

/** The country and topic pages, one behaviour for all: /uae-jobs … /teaching-jobs-uae. */
export const listingPages: MirroredListing[] = [
  countryPage('uae-jobs', 'uae'),
  countryPage('saudi-jobs', 'saudi-arabia'),
  countryPage('qatar-jobs', 'qatar'),
  countryPage('kuwait-jobs', 'kuwait'),
  countryPage('bahrain-jobs', 'bahrain'),
  topicPage('remote-jobs-uae', { country: 'uae', remote: true }),
  topicPage('healthcare-jobs-uae', { country: 'uae', topic: 'healthcare' }),
  topicPage('teaching-jobs-uae', { country: 'uae', topic: 'teaching' }),
];

/** /jobs/{word}: the industry listings (the mobile menu's link form), each the canonical address of its category. */
const industryListings: MirroredListing[] = categories.map((c) => {
  const words = (locale: Locale): ListingWords => {
    const { emptyText, ...page } = filled(wordsOf(locale).industry, { category: namesOf(locale).categories[c.slug] });
    return { ...page, texts: jobSearchTexts(locale, emptyText) };
  };
  return { path: `/jobs/${c.slug}`, preset: { category: c.slug }, ...words('en'), fixed: {}, ar: words('ar') };
});

/** The words of /jobs/{country}: two for Saudi Arabia. */
const countryWords: Record<string, CountrySlug> = {
  uae: 'uae',
  saudi: 'saudi-arabia',
  'saudi-arabia': 'saudi-arabia',
  qatar: 'qatar',
  kuwait: 'kuwait',
  bahrain: 'bahrain',
  oman: 'oman',
};
/** /jobs/{country}: the country listings, canonical at the country's page (/uae-jobs); Oman has none, so /jobs/oman is its own. */
const countryListings: MirroredListing[] = Object.entries(countryWords).map(([word, slug]) => {
  const countryPagePath = listingPages.find((p) => p.fixed.country === slug && Object.keys(p.fixed).length === 1)?.path;
  const words = (locale: Locale): ListingWords => {
    const t = wordsOf(locale);
    const { emptyText, ...page } = filled(t.countryWord, {
      country: namesOf(locale).countries[slug],
      place: namesOf(locale).countryLongNames[slug],
    });
    return { ...page, texts: jobSearchTexts(locale, emptyText) };
  };
  return {
    path: `/jobs/${word}`,
    preset: { country: slug },
    ...(countryPagePath ? { canonical: countryPagePath } : {}),
    ...words('en'),
    fixed: {},
    ar: words('ar'),
  };
});

/** Every /jobs/{word} listing; these words are reserved so no job slug can take them. */
export const jobsWordListings: MirroredListing[] = [...industryListings, ...countryListings];

/** The word of a /jobs/{word} listing ('/jobs/uae' → 'uae'). */
export const listingWordOf = (listing: Pick<ListingPageDef, 'path'>): string => listing.path.slice('/jobs/'.length);

// The two old blog addresses that "show the job list" (the spec's route table): a short intro above
// the same live job search as /jobs, every country and industry. English only.
const allJobsTexts = jobSearchTexts('en', wordsOf('en').jobs.emptyText);
const { unlock, boost } = englishOnlyTexts.jobListPosts;
export const jobListPosts = {
  unlock: { path: '/post/unlock-exciting-job-opportunities-in-the-middle-east', ...unlock, fixed: {}, texts: allJobsTexts },
  boost: { path: '/post/boost-your-career-with-gulf-jobs-search-platform', ...boost, fixed: {}, texts: allJobsTexts },
} satisfies Record<string, ListingPageDef>;

/**
 * The listing whose words a /jobs search is shown with: a topic page's for its topic (the search
 * its form sent: country=uae&topic=healthcare), else the job search's. A topic without its page
 * stays a fixed filter of the job search, so it is kept and not shown as a control.
 */
export function listingForSearch(search: { country?: string; topic?: string }): MirroredListing {
  if (!search.topic) return jobsIndexPage;
  const page = listingPages.find((p) => p.fixed.topic === search.topic && p.fixed.country === search.country);
  return page ?? { ...jobsIndexPage, fixed: { topic: search.topic as Topic } };
}

/** A category landing page (/healthcare-jobs) as a listing: its words, its category fixed; `label` is its English name. */
export const categoryLandingListing = (
  landing: Pick<ListingPageDef, 'path' | 'heading' | 'intro' | 'title' | 'description'> & {
    category: CategorySlug;
    ar: Pick<ListingWords, 'heading' | 'intro' | 'title' | 'description'>;
  },
  label: string,
): MirroredListing => {
  const arabicLabel = namesOf('ar').categories[landing.category];
  return {
    path: landing.path,
    heading: landing.heading,
    intro: landing.intro,
    title: landing.title,
    description: landing.description,
    crumb: label,
    fixed: { category: landing.category },
    texts: namedListingTexts('en', fill(wordsOf('en').categorySearch, { category: label })),
    ar: {
      ...landing.ar,
      crumb: arabicLabel,
      texts: namedListingTexts('ar', fill(wordsOf('ar').categorySearch, { category: arabicLabel })),
    },
  };
};
