import { socialCardPath } from '~/lib/seo/social-card';
import type { Article as ArticleLd, WithContext } from 'schema-dts';
import { siteName } from '~/lib/site';
import { gulfDate, gulfLongDateFormat } from '~/lib/gulf-time';

export interface ArticleLdInput {
  title: string;
  description: string;
  route: string;
  category: string;
  publishedOn: Date;
  updatedOn: Date;
}

/** schema.org Article for an article page; the site is author and publisher (no named authors yet). */
export const articleJsonLd = (article: ArticleLdInput, siteUrl: string): WithContext<ArticleLd> => {
  const organization = { '@type': 'Organization' as const, name: siteName, url: siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    articleSection: article.category,
    datePublished: gulfDate(article.publishedOn),
    dateModified: gulfDate(article.updatedOn),
    mainEntityOfPage: `${siteUrl}${article.route}`,
    image: `${siteUrl}${socialCardPath(article.route)}`,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
  };
};

/** "1 June 2025": the Gulf date, as readers in the Gulf write it. */
export const displayDate = (date: Date): string => gulfLongDateFormat.format(date);
