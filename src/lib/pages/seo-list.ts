import { normalizeSitePath, type StoredSeoOverride } from '~/lib/seo/overrides';
import { arabicMirrorOf } from '~/lib/seo/arabic-pages';
import { basePath, type Locale } from '~/i18n/locales';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { pageTitle } from '../site';
import { pages, seoGroups, type PageEntry, type SeoGroup } from './registry';

/** A page the SEO settings can override: its path, a name for the list and its built-in metadata. */
export interface SeoPage {
  path: string;
  name: string;
  group: SeoGroup;
  /** The page's language: an Arabic mirror (/ar/…) is listed right after its English page. */
  locale: Locale;
  /** The <title> and description the page has without an override, where known. */
  title?: string;
  description?: string;
  /** Where the page's canonical link points when it is not the page itself. */
  canonical?: string;
}

/** A registry entry as a row of the SEO list (entries without `seo` are not listed). */
export const seoPageOf = (entry: PageEntry & Required<Pick<PageEntry, 'seo'>>): SeoPage => ({
  path: entry.path,
  name: entry.seo.name,
  group: entry.seo.group,
  locale: 'en',
  ...(entry.title === undefined ? {} : { title: pageTitle(entry.title) }),
  ...(entry.description === undefined ? {} : { description: entry.description }),
  ...(entry.canonical === undefined ? {} : { canonical: entry.canonical }),
});

const listed = (entry: PageEntry): entry is PageEntry & Required<Pick<PageEntry, 'seo'>> =>
  entry.seo !== undefined && !entry.path.includes('[');

/** The fixed pages of the SEO list (content pages come from src/content.ts through the registry's families). */
export const staticSeoPages: SeoPage[] = pages.filter(listed).map(seoPageOf);

/** What an Arabic row is called in the list: its English page's name, marked. */
export const arabicPageName = (englishName: string): string => `${englishName} (Arabic)`;

/**
 * An English page's Arabic mirror as a row of the list, with the title and description
 * its /ar page renders; undefined when the page has no mirror.
 */
export function arabicSeoPageOf(page: SeoPage): SeoPage | undefined {
  const mirror = page.locale === 'en' ? arabicMirrorOf(page.path) : undefined;
  return (
    mirror && {
      path: mirror.path,
      name: arabicPageName(page.name),
      group: page.group,
      locale: 'ar',
      title: mirror.title,
      description: mirror.description,
      ...(page.canonical === undefined ? {} : { canonical: localizedPath(page.canonical, 'ar') }),
    }
  );
}

/**
 * The page list of the SEO settings: the fixed pages, then content pages, each path once, each
 * English page followed by its Arabic mirror, sorted by group.
 */
export function seoPageList(contentPages: readonly SeoPage[], staticPages: readonly SeoPage[] = staticSeoPages): SeoPage[] {
  const byPath = new Map<string, SeoPage>();
  for (const page of [...staticPages, ...contentPages]) {
    const path = normalizeSitePath(page.path);
    if (byPath.has(path)) continue;
    byPath.set(path, { ...page, path });
    const mirror = arabicSeoPageOf({ ...page, path });
    if (mirror && !byPath.has(mirror.path)) byPath.set(mirror.path, mirror);
  }
  const languageOrder = (p: SeoPage) => (p.locale === 'en' ? 0 : 1);
  return [...byPath.values()].sort(
    (a, b) =>
      seoGroups.indexOf(a.group) - seoGroups.indexOf(b.group) ||
      basePath(a.path).localeCompare(basePath(b.path)) ||
      languageOrder(a) - languageOrder(b),
  );
}

/** A row of the SEO settings list: the page, its saved override (if any), its canonical address and its other language's page. */
export interface SeoPageRow extends SeoPage {
  override: StoredSeoOverride | null;
  canonicalUrl: string;
  /** The same page in the other language, when the list has it ('/qatar-jobs' ⇄ '/ar/qatar-jobs'). */
  pairPath?: string;
}

/** The rows of the SEO settings screen: each listed page with its override; the canonical as an absolute URL. */
export function seoPageRows(pages: readonly SeoPage[], overrides: readonly StoredSeoOverride[], siteUrl: string): SeoPageRow[] {
  const byPath = new Map(overrides.map((o) => [o.path, o]));
  const listed = new Set(pages.map((p) => p.path));
  return pages.map((p) => {
    const pair = localizedPath(p.path, p.locale === 'ar' ? 'en' : 'ar');
    return {
      ...p,
      override: byPath.get(p.path) ?? null,
      canonicalUrl: new URL(p.canonical ?? p.path, siteUrl).href,
      ...(pair !== p.path && listed.has(pair) ? { pairPath: pair } : {}),
    };
  });
}
