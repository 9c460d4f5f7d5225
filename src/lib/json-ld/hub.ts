import type { ItemList, Organization, WebSite, WithContext } from 'schema-dts';
import type { HubCategory } from '~/lib/jobs/hub';
import { siteName, siteTagline } from '~/lib/site';

// The hub's structured data, rendered into the head at build time. The old
// app also added a generic JobPosting; Google allows JobPosting only on a page for one real job,
// so the hub has none (each job page carries its own).

/** The site's organisation, with the contact form as its support contact point. */
export const organizationJsonLd = (siteUrl: string): WithContext<Organization> => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteName,
  description: siteTagline,
  url: siteUrl,
  logo: `${siteUrl}/favicon.svg`,
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    url: `${siteUrl}/#contact`,
    availableLanguage: 'English',
  },
});

/** The site with its search box: /search?q= lands on the job search with the query. */
export const webSiteJsonLd = (siteUrl: string): WithContext<WebSite> => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: siteName,
  url: siteUrl,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
    // schema-dts has no type for Google's 'query-input' property.
    ...{ 'query-input': 'required name=search_term_string' },
  },
});

/** The hub's five job categories, in order, each at its category page. */
export const hubCategoriesJsonLd = (categories: readonly HubCategory[], siteUrl: string): WithContext<ItemList> => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Middle East job categories',
  numberOfItems: categories.length,
  itemListElement: categories.map((category, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: category.heading,
    url: new URL(category.page.href, siteUrl).href,
  })),
});
