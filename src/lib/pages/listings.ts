import type { CategorySlug } from '../categories';
import { categories } from '../categories';
import { countries, type CountrySlug } from '../countries';
import type { JobSearch } from '~/lib/jobs/search';
import type { Topic } from '~/lib/jobs/topics';
import type { PluralForms } from '../../i18n/format';
import { common as arabic } from '../../i18n/ar/common';

// The listing pages: a heading, an intro and the live job search with a fixed filter. Pure data
// (astro.config.mjs reads it through the page registry, so nothing here may import `~/`).
// Each page's Arabic words sit beside its English ones (`ar`); the registry, the sitemap
// and the English pages read the English ones, /ar/… pages `listingIn(page, 'ar')`.

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

/** The texts of a listing for one country or topic ("Showing 3 UAE job opportunities"). */
const namedListingTexts = (name: string): ListingTexts => ({
  placeholder: `Search ${name} jobs, companies...`,
  count: { one: `Showing {n} ${name} job opportunity`, other: `Showing {n} ${name} job opportunities` },
  emptyTitle: `No ${name} Jobs Found`,
  emptyText: `Check back soon for new ${name} job opportunities!`,
  loading: `Loading ${name} jobs...`,
});

/** The texts of a listing of every job with filters ("Showing 3 job opportunities"); only the empty state differs. */
const jobSearchTexts = (emptyText: string): ListingTexts => ({
  placeholder: 'Job title, keyword or company',
  count: { one: 'Showing {n} job opportunity', other: 'Showing {n} job opportunities' },
  emptyTitle: 'No Jobs Found',
  emptyText,
  loading: 'Loading jobs...',
});
const allJobsTexts = jobSearchTexts('Try other keywords, or clear the country and category.');

/** The Arabic count line: "عرض فرصة عمل واحدة", "عرض فرصتي عمل", "عرض {n} فرص عمل", "عرض {n} فرصة عمل", then `where`. */
const arabicCount = (where: string): PluralForms => {
  const tail = where ? ` ${where}` : '';
  return {
    zero: `لا توجد فرص عمل${tail}`,
    one: `عرض فرصة عمل واحدة${tail}`,
    two: `عرض فرصتي عمل${tail}`,
    few: `عرض {n} فرص عمل${tail}`,
    many: `عرض {n} فرصة عمل${tail}`,
    other: `عرض {n} فرصة عمل${tail}`,
  };
};

/** The Arabic texts of a listing for one place or topic; `where` is "في الإمارات", "عن بُعد في الإمارات". */
const arabicNamedTexts = (where: string): ListingTexts => ({
  placeholder: `ابحث عن وظائف ${where} أو شركات...`,
  count: arabicCount(where),
  emptyTitle: `لا توجد وظائف ${where}`,
  emptyText: `عُد قريبًا لتجد فرص عمل جديدة ${where}!`,
  loading: `جارٍ تحميل الوظائف ${where}...`,
});

/** The Arabic texts of a listing of every job with filters. */
const arabicSearchTexts = (emptyText: string): ListingTexts => ({
  placeholder: 'المسمى الوظيفي أو كلمة مفتاحية أو الشركة',
  count: arabicCount(''),
  emptyTitle: 'لم نجد وظائف',
  emptyText,
  loading: 'جارٍ تحميل الوظائف...',
});

/** A country's name in Arabic running text ("المملكة العربية السعودية"; the short names are common.countries). */
const arabicLongNames: Record<CountrySlug, string> = {
  uae: 'الإمارات',
  'saudi-arabia': 'المملكة العربية السعودية',
  qatar: 'قطر',
  kuwait: 'الكويت',
  bahrain: 'البحرين',
  oman: 'عُمان',
};
const arabicNoMatch = (what: string) => `لا توجد وظائف ${what} تطابق هذا البحث الآن. جرّب كلمات أخرى أو امسح عوامل التصفية.`;

/** The job search: every job, every filter. */
export const jobsIndexPage: MirroredListing = {
  path: '/jobs',
  heading: 'Find jobs in the Gulf',
  intro: 'Every listing is reviewed before it goes live and expires after 30 days.',
  title: 'Jobs in the Gulf',
  description: 'Search moderated jobs in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman by keyword, country and industry.',
  fixed: {},
  texts: allJobsTexts,
  ar: {
    heading: 'ابحث عن وظائف في الخليج',
    intro: 'نراجع كل إعلان قبل نشره، وتنتهي صلاحيته بعد 30 يومًا.',
    title: 'وظائف في الخليج',
    description: 'ابحث في وظائف مُراجَعة في الإمارات والسعودية وقطر والكويت والبحرين وعُمان حسب الكلمة المفتاحية والدولة والقطاع.',
    texts: arabicSearchTexts('جرّب كلمات أخرى، أو امسح الدولة والفئة.'),
  },
};

const countryPage = (slug: string, country: CountrySlug, name: string, longName: string): MirroredListing => ({
  path: `/${slug}`,
  crumb: `${name === 'Saudi' ? 'Saudi Arabia' : name} Jobs`,
  heading: `Jobs in ${longName}`,
  intro: `Reviewed openings across ${longName} for healthcare, teaching, engineering, IT, finance and more. Every listing expires after 30 days, so what you see is current.`,
  title: `Jobs in ${longName}`,
  description: `Current, moderated job openings in ${longName}: search by title, company or keyword.`,
  fixed: { country },
  texts: namedListingTexts(name),
  ar: {
    crumb: `وظائف ${arabic.countries[country]}`,
    heading: `وظائف في ${arabicLongNames[country]}`,
    intro: `فرص عمل مُراجَعة في ${arabicLongNames[country]} في الرعاية الصحية والتعليم والهندسة وتقنية المعلومات والمالية وغيرها. تنتهي صلاحية كل إعلان بعد 30 يومًا، فما تراه متاح الآن.`,
    title: `وظائف في ${arabicLongNames[country]}`,
    description: `وظائف حالية ومُراجَعة في ${arabicLongNames[country]}: ابحث بالمسمى الوظيفي أو الشركة أو كلمة مفتاحية.`,
    texts: arabicNamedTexts(`في ${arabic.countries[country]}`),
  },
});

/** A topic page whose heading is also its title and its breadcrumb. */
const topicPage = (
  path: string,
  heading: string,
  intro: string,
  description: string,
  fixed: FixedFilter,
  name: string,
  ar: { heading: string; intro: string; description: string; where: string },
): MirroredListing => ({
  path,
  crumb: heading,
  heading,
  intro,
  title: heading,
  description,
  fixed,
  texts: namedListingTexts(name),
  ar: {
    crumb: ar.heading,
    heading: ar.heading,
    intro: ar.intro,
    title: ar.heading,
    description: ar.description,
    texts: arabicNamedTexts(ar.where),
  },
});

/** The country and topic pages, one behaviour for all: /uae-jobs … /teaching-jobs-uae. */
export const listingPages: MirroredListing[] = [
  countryPage('uae-jobs', 'uae', 'UAE', 'the UAE'),
  countryPage('saudi-jobs', 'saudi-arabia', 'Saudi', 'Saudi Arabia'),
  countryPage('qatar-jobs', 'qatar', 'Qatar', 'Qatar'),
  countryPage('kuwait-jobs', 'kuwait', 'Kuwait', 'Kuwait'),
  countryPage('bahrain-jobs', 'bahrain', 'Bahrain', 'Bahrain'),
  topicPage(
    '/remote-jobs-uae',
    'Remote Jobs in the UAE',
    'Work from home for UAE employers: remote and hybrid roles in technology, education, finance and more.',
    'Remote job openings with UAE employers, reviewed and current.',
    { country: 'uae', remote: true },
    'Remote UAE',
    {
      heading: 'وظائف عن بُعد في الإمارات',
      intro: 'اعمل من المنزل لدى أصحاب عمل في الإمارات: وظائف عن بُعد وهجينة في التقنية والتعليم والمالية وغيرها.',
      description: 'وظائف عن بُعد لدى أصحاب عمل في الإمارات، مُراجَعة وحالية.',
      where: 'عن بُعد في الإمارات',
    },
  ),
  topicPage(
    '/healthcare-jobs-uae',
    'Healthcare Jobs in the UAE',
    'Nursing, medical, allied-health and pharmacy jobs in Dubai, Abu Dhabi, Sharjah and across the Emirates.',
    'Nurse, doctor, pharmacist and allied-health jobs in the UAE.',
    { country: 'uae', topic: 'healthcare' },
    'Healthcare UAE',
    {
      heading: 'وظائف الرعاية الصحية في الإمارات',
      intro: 'وظائف التمريض والطب والمهن الصحية المساندة والصيدلة في دبي وأبوظبي والشارقة وسائر الإمارات.',
      description: 'وظائف الممرضين والأطباء والصيادلة والمهن الصحية المساندة في الإمارات.',
      where: 'في الرعاية الصحية بالإمارات',
    },
  ),
  topicPage(
    '/teaching-jobs-uae',
    'Teaching Jobs in the UAE',
    'Teacher, tutor, lecturer and school leadership jobs in UAE schools, nurseries and universities.',
    'Teaching and education jobs in UAE schools and universities.',
    { country: 'uae', topic: 'teaching' },
    'Teaching UAE',
    {
      heading: 'وظائف التدريس في الإمارات',
      intro: 'وظائف المعلمين والمدرسين الخصوصيين والمحاضرين وقيادات المدارس في مدارس الإمارات وحضاناتها وجامعاتها.',
      description: 'وظائف التدريس والتعليم في مدارس الإمارات وجامعاتها.',
      where: 'في التدريس بالإمارات',
    },
  ),
];

/** /jobs/{word}: the industry listings (the mobile menu's link form), each the canonical address of its category. */
const industryListings: MirroredListing[] = categories.map((c) => ({
  path: `/jobs/${c.slug}`,
  preset: { category: c.slug },
  crumb: c.label,
  heading: `${c.label} Jobs in the Gulf`,
  intro: `Reviewed ${c.label} openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman.`,
  title: `${c.label} Jobs in the Gulf`,
  description: `Current ${c.label} jobs across the Gulf, newest first.`,
  fixed: {},
  texts: jobSearchTexts(`No ${c.label} jobs match this search right now. Try other keywords or clear the filters.`),
  ar: {
    crumb: arabic.categories[c.slug],
    heading: `وظائف ${arabic.categories[c.slug]} في الخليج`,
    intro: `فرص عمل مُراجَعة في ${arabic.categories[c.slug]} في الإمارات والسعودية وقطر والكويت والبحرين وعُمان.`,
    title: `وظائف ${arabic.categories[c.slug]} في الخليج`,
    description: `وظائف ${arabic.categories[c.slug]} الحالية في الخليج، الأحدث أولًا.`,
    texts: arabicSearchTexts(arabicNoMatch(`في ${arabic.categories[c.slug]}`)),
  },
}));

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
  const country = countries.find((c) => c.slug === slug)!;
  const countryPagePath = listingPages.find((p) => p.fixed.country === slug && Object.keys(p.fixed).length === 1)?.path;
  return {
    path: `/jobs/${word}`,
    preset: { country: slug },
    ...(countryPagePath ? { canonical: countryPagePath } : {}),
    crumb: country.name,
    heading: `Jobs in ${country.longName}`,
    intro: `Reviewed openings in ${country.longName}, newest first.`,
    title: `Jobs in ${country.longName}`,
    description: `Current jobs in ${country.longName}: healthcare, teaching, engineering, IT, finance and more.`,
    fixed: {},
    texts: jobSearchTexts(`No ${country.name} jobs match this search right now. Try other keywords or clear the filters.`),
    ar: {
      crumb: arabic.countries[slug],
      heading: `وظائف في ${arabicLongNames[slug]}`,
      intro: `فرص عمل مُراجَعة في ${arabicLongNames[slug]}، الأحدث أولًا.`,
      title: `وظائف في ${arabicLongNames[slug]}`,
      description: `وظائف حالية في ${arabicLongNames[slug]}: الرعاية الصحية والتعليم والهندسة وتقنية المعلومات والمالية وغيرها.`,
      texts: arabicSearchTexts(arabicNoMatch(`في ${arabic.countries[slug]}`)),
    },
  };
});

/** Every /jobs/{word} listing; these words are reserved so no job slug can take them. */
export const jobsWordListings: MirroredListing[] = [...industryListings, ...countryListings];

/** The word of a /jobs/{word} listing ('/jobs/uae' → 'uae'). */
export const listingWordOf = (listing: Pick<ListingPageDef, 'path'>): string => listing.path.slice('/jobs/'.length);

// The two old blog addresses that "show the job list" (the spec's route table): a short intro above
// the same live job search as /jobs, every country and industry.
export const jobListPosts = {
  unlock: {
    path: '/post/unlock-exciting-job-opportunities-in-the-middle-east',
    heading: 'Unlock Exciting Job Opportunities in the Middle East',
    intro:
      'Employers across the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman are hiring nurses, teachers, engineers, developers, accountants and more. Every opening below was reviewed before it went live and expires after 30 days, so you only see current jobs. Search by keyword, or narrow by country and industry.',
    title: 'Job Opportunities in the Middle East',
    description:
      'Current, reviewed job openings in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain and Oman: search by keyword, country and industry.',
    fixed: {},
    texts: allJobsTexts,
  },
  boost: {
    path: '/post/boost-your-career-with-gulf-jobs-search-platform',
    heading: 'Boost Your Career with the Gulf Jobs Search Platform',
    intro:
      'Gulf Jobs lists openings for skilled professionals in the six Gulf countries. Type a job title, skill or company, filter by country and industry, and apply directly to the employer by e-mail or on their website. New listings are checked by our team before they appear.',
    title: 'Search Gulf Jobs by Keyword, Country and Industry',
    description: 'Search reviewed Gulf jobs by title, skill or company, filter by country and industry, and apply directly to employers.',
    fixed: {},
    texts: allJobsTexts,
  },
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

/** A category landing page (/healthcare-jobs) as a listing: its words, its category fixed. */
export const categoryLandingListing = (
  landing: Pick<ListingPageDef, 'path' | 'heading' | 'intro' | 'title' | 'description'> & {
    category: CategorySlug;
    ar: Pick<ListingWords, 'heading' | 'intro' | 'title' | 'description'>;
  },
  label: string,
): MirroredListing => ({
  path: landing.path,
  heading: landing.heading,
  intro: landing.intro,
  title: landing.title,
  description: landing.description,
  crumb: label,
  fixed: { category: landing.category },
  texts: namedListingTexts(label),
  ar: {
    ...landing.ar,
    crumb: arabic.categories[landing.category],
    texts: arabicNamedTexts(`في ${arabic.categories[landing.category]}`),
  },
});
