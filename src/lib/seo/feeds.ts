import type { PublicJob } from '~/lib/jobs/public-job';
import { categoryLabel } from '~/lib/categories';
import { descriptionPreview, postedAt } from '~/lib/jobs/format';
import { escapeXml } from '~/lib/escape';
import { siteName, siteTagline } from '~/lib/site';
import { locales, type Locale } from '~/i18n/locales';
import { localizedPath } from '~/lib/pages/arabic-mirror';

// The feeds search engines and readers use: RSS of the newest jobs and the jobs' sitemap.

const rssPath = '/rss.xml';
export const rssItemLimit = 50;

/**
 * RSS 2.0 of the newest jobs (newest first, at most 50). Its `lastBuildDate` is when the channel's
 * content last changed (the latest item's publication or edit), not the build's time: a rebuild that
 * changes none of its jobs leaves the file byte-identical. `builtAt` serves an empty feed.
 */
export function rssXml(jobs: readonly PublicJob[], siteUrl: string, builtAt: Date): string {
  const newest = [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, rssItemLimit);
  const changedAt = newest.reduce<number | undefined>((latest, job) => {
    const at = Math.max(Date.parse(postedAt(job)), Date.parse(job.updatedAt));
    return Number.isNaN(at) ? latest : Math.max(latest ?? at, at);
  }, undefined);
  const items = newest.map((job) => {
    const url = `${siteUrl}/jobs/${job.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(`${job.jobTitle} at ${job.companyName}`)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="false">${job.id}</guid>`,
      `      <pubDate>${new Date(postedAt(job)).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(`${job.location}. ${descriptionPreview(job.jobDescription)}`)}</description>`,
      ...(job.category ? [`      <category>${escapeXml(categoryLabel(job.category))}</category>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${siteName}: newest jobs`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/jobs`)}</link>`,
    `    <description>${escapeXml(siteTagline)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${new Date(changedAt ?? builtAt.getTime()).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(siteUrl + rssPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** What a job sitemap needs of a job. */
export type SitemapJob = Pick<PublicJob, 'slug' | 'updatedAt'>;

/**
 * A sitemap of job pages with its last change: the English pages first, then their Arabic
 * mirrors (/ar/jobs/{slug}); each names both languages and English as the default.
 */
export const jobsSitemapXml = (jobs: readonly SitemapJob[], siteUrl: string): string =>
  mirroredSitemapXml(jobs, siteUrl, (job) => `/jobs/${job.slug}`);

/** The same for company pages (/companies/{slug} and /ar/companies/{slug}). */
export const companiesSitemapXml = (companies: readonly SitemapJob[], siteUrl: string): string =>
  mirroredSitemapXml(companies, siteUrl, (company) => `/companies/${company.slug}`);

/** A urlset of pages with an Arabic mirror: English first, then Arabic, each naming both and English as the default. */
function mirroredSitemapXml(items: readonly SitemapJob[], siteUrl: string, pathOf: (item: SitemapJob) => string): string {
  const address = (item: SitemapJob, locale: Locale) => escapeXml(`${siteUrl}${localizedPath(pathOf(item), locale)}`);
  const alternates = (job: SitemapJob) =>
    [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(job, locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(job, 'en')}"/>`,
    ].join('');
  const urls = locales.flatMap((locale) =>
    items.map((item) => `  <url><loc>${address(item, locale)}</loc><lastmod>${item.updatedAt}</lastmod>${alternates(item)}</url>`),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; endpoints and sign-in may not. */
export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /auth', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n');
