import { categoryLandings } from '~/lib/pages/category-landings';
import { escapeXml } from '~/lib/escape';
import { cardTextOf, type PageEntry } from '~/lib/pages/registry';
import { siteName } from '~/lib/site';

/** A page's social card: the route it belongs to, the title it shows, the kind of page above it. */
export interface SocialCard {
  route: string;
  title: string;
  kicker: string;
}

/** Where a page's social card (1200×630 PNG) is published: /dha-license-uae → /og/dha-license-uae.png. */
export const socialCardPath = (route: string): string => `/og/${socialCardName(route)}.png`;

/** The file name of a route's card: its path without the leading slash, '/' written as '--'. */
export const socialCardName = (route: string): string => route.replace(/^\/+|\/+$/g, '').replaceAll('/', '--') || 'home';

/** Words wrapped into at most `maxLines` lines of about `width` characters; an ellipsis ends cut text. */
export function wrapTitle(title: string, width = 26, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;–-]+$/, '')}…`;
  return kept;
}

/** The social card of a page as SVG: a kicker (its kind), the title, the site's name. */
export function socialCardSvg({ title, kicker }: { title: string; kicker: string }): string {
  const lines = wrapTitle(title);
  const top = 300 - (lines.length - 1) * 38;
  const titleLines = lines
    .map((l, i) => `<text x="80" y="${top + i * 76}" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">` +
    `<rect width="1200" height="630" fill="#0b5c46"/><rect x="0" y="590" width="1200" height="40" fill="#0b7a5c"/>` +
    `<text x="80" y="${top - 90}" font-size="30" font-weight="700" fill="#a7f3d0" letter-spacing="2">${escapeXml(kicker.toUpperCase())}</text>` +
    titleLines +
    `<text x="80" y="550" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>` +
    `<text x="1120" y="550" font-size="26" fill="#d1fae5" text-anchor="end">Jobs in the UAE, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman</text>` +
    `</svg>`
  );
}

/** A card for every page of the SEO list (its text: the registry's `cardTextOf`). */
export const pageSocialCards = (pages: readonly PageEntry[]): SocialCard[] =>
  pages.flatMap((page) => {
    const text = cardTextOf(page);
    return text && !page.path.includes('[') ? [{ route: page.path, ...text }] : [];
  });

/**
 * A job page's card: its profession's landing page card, or the job search's. One card per job
 * would be thousands of images per build (about 19 ms and 30 KB each), for a picture that only
 * repeats the og:title beside it.
 */
export const jobSocialCardPath = (category: string | null): string =>
  socialCardPath(categoryLandings.find((landing) => landing.category === category)?.path ?? '/jobs');
