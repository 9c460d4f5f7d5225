import { socialCardPath } from '~/lib/seo/social-card';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { siteName } from '~/lib/site';

export interface ArticleLdInput {
  title: string;
  description: string;
  route: string;
  category: string;
  publishedOn: Date;
  updatedOn: Date;
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** schema.org Article for an article page; the site is author and publisher (no named authors yet). */
export const articleJsonLd = (article: ArticleLdInput, siteUrl: string): WithContext<ArticleLd> => {
  const organization = { '@type': 'Organization' as const, name: siteName, url: siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    articleSection: article.category,
    datePublished: isoDay(article.publishedOn),
    dateModified: isoDay(article.updatedOn),
    mainEntityOfPage: `${siteUrl}${article.route}`,
    image: `${siteUrl}${socialCardPath(article.route)}`,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
  };
};

/** "1 June 2025": the date as readers in the Gulf write it. */
export const displayDate = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
