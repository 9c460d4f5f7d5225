// Home page data: the four popular categories, the shortcuts under the
// search, and how many career-advice teasers to show, in the page's language.
import { messagesFor, type Locale } from '~/i18n';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import type { CategorySlug } from './categories';
import { countries } from './countries';
import { cities } from './cities';

type HomeTexts = ReturnType<typeof messagesFor>['home'];

const categoryLinks = [
  { href: '/healthcare-jobs', category: 'healthcare-medical' },
  { href: '/tech-jobs', category: 'it-technology' },
  { href: '/education-jobs', category: 'education-teaching' },
  { href: '/engineering-jobs', category: 'engineering' },
] as const satisfies readonly { href: string; category: CategorySlug & keyof HomeTexts['categories']['blurbs'] }[];

const searchLinks = [
  { href: '/remote-jobs-uae', key: 'remoteUae' },
  { href: '/healthcare-jobs-uae', key: 'healthcareUae' },
  { href: '/teaching-jobs-uae', key: 'teachingUae' },
  { href: '/qatar-jobs', key: 'qatar' },
] as const satisfies readonly { href: string; key: keyof HomeTexts['popularSearches'] }[];

export interface PopularCategory {
  href: string;
  label: string;
  category: CategorySlug;
  blurb: string;
}

/** The four popular categories: their landing page in the language, name and blurb. */
export function popularCategoriesIn(locale: Locale): PopularCategory[] {
  const t = messagesFor(locale);
  return categoryLinks.map(({ href, category }) => ({
    href: localizedPath(href, locale),
    label: t.common.categories[category],
    category,
    blurb: t.home.categories.blurbs[category],
  }));
}

/** The shortcuts under the hero search, to the listing pages in the language. */
export function popularSearchesIn(locale: Locale): { href: string; label: string }[] {
  const t = messagesFor(locale).home.popularSearches;
  return searchLinks.map(({ href, key }) => ({ href: localizedPath(href, locale), label: t[key] }));
}

/** The hero's location value of a country: the spec's `location` alias (saudi), as its links use. */
const heroLocationOf = (country: string) => (country === 'saudi-arabia' ? 'saudi' : country);

/** The hero's location choices: the six countries in the language (saudi as the /jobs alias), then remote. */
export function heroLocationsIn(locale: Locale): { value: string; label: string }[] {
  const t = messagesFor(locale);
  return [
    ...countries.map(({ slug }) => ({ value: heroLocationOf(slug), label: t.common.countries[slug] })),
    { value: 'remote', label: t.home.hero.remote },
  ];
}

/**
 * The hero's cities grouped by country, each group tagged with its country's location value: all
 * of them without JavaScript, the chosen country's only once the script runs.
 */
export function heroCityGroupsIn(locale: Locale): { location: string; label: string; options: { value: string; label: string }[] }[] {
  const t = messagesFor(locale);
  return countries.map(({ slug }) => ({
    location: heroLocationOf(slug),
    label: t.common.countries[slug],
    options: cities.filter((c) => c.country === slug).map((c) => ({ value: c.slug, label: t.common.cities[c.slug] ?? c.label })),
  }));
}

/** How many featured articles the home page's career-advice section shows. */
export const adviceTeaserCount = 3;
