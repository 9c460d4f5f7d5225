import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { normalizeSitePath, type SeoOverride } from '~/lib/seo/overrides';
import { articlePage, careerAdvicePage, eventPage, pages, type PageEntry } from '~/lib/pages/registry';
import { seoPageOf, type SeoPage } from '~/lib/pages/seo-list';
import { pageSocialCards, socialCardPath, type SocialCard } from '~/lib/seo/social-card';
import { indexOrder } from '~/lib/events';
import { salaryGuideTabs, type SalaryGuide, type SalaryGuideTab } from '~/lib/salary-guide';
import {
  articleCategories,
  byNewest as articlesByNewest,
  categorySlugOf,
  duplicateRoutes,
  readingMinutes,
  type ArticleCategorySlug,
} from '~/lib/articles';

// The one module that asks for content: pages import these named queries. The jobs are not
// content: prerendered pages read what they show and count from src/server/jobs/built-jobs.ts, and
// on-demand pages the one job they show.

/** An article or guide with its reading time settled (frontmatter, or computed from the body). */
export type Article = CollectionEntry<'articles'> & { data: { readMinutes: number } };

/** Every career article and interview guide, newest revision first. Two entries with one route fail the build. */
export async function allArticles(): Promise<Article[]> {
  const entries = await getCollection('articles');
  const clashes = duplicateRoutes(entries.map((e) => ({ id: e.id, route: e.data.route })));
  if (clashes.length > 0) {
    const lines = clashes.map(([route, ids]) => `${route}: ${ids.map((id) => `content/articles/${id}.mdx`).join(', ')}`);
    throw new Error(`Two articles share a route; give each its own \`route\` in the frontmatter:\n${lines.join('\n')}`);
  }
  return entries
    .map((e) => ({ ...e, data: { ...e.data, readMinutes: e.data.readMinutes ?? readingMinutes(e.body ?? '') } }))
    .sort((a, b) => articlesByNewest(a.data, b.data));
}

/** Articles marked `featured`, newest first. */
export const featuredArticles = async (): Promise<Article[]> => (await allArticles()).filter((a) => a.data.featured);

/** Articles filed under one category chip, newest first. */
export const articlesInCategory = async (slug: ArticleCategorySlug): Promise<Article[]> =>
  (await allArticles()).filter((a) => categorySlugOf(a.data.category) === slug);

/** The article published at `route` (e.g. '/dha-license-uae'), if any. */
export const articleByRoute = async (route: string): Promise<Article | undefined> =>
  (await allArticles()).find((a) => a.data.route === route);

/** The GCC salary guide: its review date and the six countries in tab order. */
export async function salaryGuide(): Promise<{ lastReviewed: SalaryGuide['lastReviewed']; tabs: SalaryGuideTab[] }> {
  const entry = await getEntry('salaryGuide', 'gcc');
  if (!entry) throw new Error('content/salary-guide.yaml has no `gcc:` entry; the salary guide cannot be built without it.');
  return { lastReviewed: entry.data.lastReviewed, tabs: salaryGuideTabs(entry.data) };
}

/** The categories that have at least one article, in chip order. */
export const articleCategoriesInUse = async (): Promise<(typeof articleCategories)[number][]> => {
  const used = new Set((await allArticles()).map((a) => categorySlugOf(a.data.category)));
  return articleCategories.filter((c) => used.has(c.slug));
};

/** An event page's content with its route (`/events/{file name}`). */
export type EventPage = CollectionEntry<'events'>['data'] & { id: string; path: string };

/** Every event, earliest first. */
export const allEvents = async (): Promise<EventPage[]> =>
  (await getCollection('events'))
    .map((e) => ({ ...e.data, id: e.id, path: `/events/${e.id}` }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));

/** The /events index: upcoming (soonest first) and past (most recent first), as of `now`. */
export const eventsForIndex = async (now: Date): Promise<{ upcoming: EventPage[]; past: EventPage[] }> =>
  indexOrder(await allEvents(), now);

/** The edition that follows `event` (the recap's call to action), if there is one. */
export const nextEditionAfter = async (event: EventPage): Promise<EventPage | undefined> =>
  (await allEvents()).find((e) => Date.parse(e.start) > Date.parse(event.start));

/** The SEO override an admin saved for this page path (applied by the page head), if any. */
export async function seoOverrideFor(pathname: string): Promise<SeoOverride | undefined> {
  const path = normalizeSitePath(pathname);
  return (await getCollection('seoOverrides', (e) => e.id === path))[0]?.data;
}

/** The registry entries of the content pages: articles and guides, career-advice categories in use, events. */
async function contentPages(): Promise<PageEntry[]> {
  const [articles, categories, events] = await Promise.all([allArticles(), articleCategoriesInUse(), allEvents()]);
  return [...articles.map((a) => articlePage(a.data)), ...categories.map((c) => careerAdvicePage(c)), ...events.map(eventPage)];
}

/** The content pages the SEO settings list, with their own metadata. */
export const contentSeoPages = async (): Promise<SeoPage[]> =>
  (await contentPages()).flatMap((entry) => (entry.seo ? [seoPageOf({ ...entry, seo: entry.seo })] : []));

/** Pages with a social card of their own (/og/{name}.png): every page of the SEO list (the sitemap's pages), each route once. */
export function socialCards(): Promise<SocialCard[]> {
  return (async () => {
    const byRoute = new Map<string, SocialCard>();
    for (const card of pageSocialCards([...(await contentPages()), ...pages])) if (!byRoute.has(card.route)) byRoute.set(card.route, card);
    return [...byRoute.values()];
  })();
}

/** The social card published for this page path, if it has one. */
export async function socialCardFor(pathname: string): Promise<string | undefined> {
  const path = normalizeSitePath(pathname);
  return (await socialCards()).some((card) => card.route === path) ? socialCardPath(path) : undefined;
}
