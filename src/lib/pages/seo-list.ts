import { normalizeSitePath, type StoredSeoOverride } from '~/lib/seo/overrides';
import { pageTitle } from '../site';
import { pages, seoGroups, type PageEntry, type SeoGroup } from './registry';

/** A page the SEO settings can override: its path, a name for the list and its built-in metadata. */
export interface SeoPage {
  path: string;
  name: string;
  group: SeoGroup;
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
  ...(entry.title === undefined ? {} : { title: pageTitle(entry.title) }),
  ...(entry.description === undefined ? {} : { description: entry.description }),
  ...(entry.canonical === undefined ? {} : { canonical: entry.canonical }),
});

const listed = (entry: PageEntry): entry is PageEntry & Required<Pick<PageEntry, 'seo'>> =>
  entry.seo !== undefined && !entry.path.includes('[');

/** The fixed pages of the SEO list (content pages come from src/content.ts through the registry's families). */
export const staticSeoPages: SeoPage[] = pages.filter(listed).map(seoPageOf);

/** The page list of the SEO settings: the fixed pages, then content pages, each path once, sorted by group. */
export function seoPageList(contentPages: readonly SeoPage[], staticPages: readonly SeoPage[] = staticSeoPages): SeoPage[] {
  const byPath = new Map<string, SeoPage>();
  for (const page of [...staticPages, ...contentPages]) {
    const path = normalizeSitePath(page.path);
    if (!byPath.has(path)) byPath.set(path, { ...page, path });
  }
  return [...byPath.values()].sort((a, b) => seoGroups.indexOf(a.group) - seoGroups.indexOf(b.group) || a.path.localeCompare(b.path));
}

/** Pages whose name or path contains every word of the search (case-insensitive). */
export function searchSeoPages<T extends Pick<SeoPage, 'name' | 'path'>>(pages: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((p) => words.every((w) => p.name.toLowerCase().includes(w) || p.path.toLowerCase().includes(w)));
}

/** A row of the SEO settings list: the page, its saved override (if any) and its canonical address. */
export interface SeoPageRow extends SeoPage {
  override: StoredSeoOverride | null;
  canonicalUrl: string;
}

/** The rows of the SEO settings screen: each listed page with its override; the canonical as an absolute URL. */
export function seoPageRows(pages: readonly SeoPage[], overrides: readonly StoredSeoOverride[], siteUrl: string): SeoPageRow[] {
  const byPath = new Map(overrides.map((o) => [o.path, o]));
  return pages.map((p) => ({ ...p, override: byPath.get(p.path) ?? null, canonicalUrl: new URL(p.canonical ?? p.path, siteUrl).href }));
}
