import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import TurndownService from 'turndown';
import { escapeHtml } from '~/lib/escape';
import { draftFrom, guessesFromMarkdown } from '~/lib/scrape/guesses';
import { statedJob } from '~/lib/scrape/stated-job';
import type { ScrapedDraft } from '~/lib/scrape/draft';

// A fetched page to a scraped job draft: JSON-LD first, then the readable main content as
// markdown (Readability on a linkedom DOM, turndown), then the line guesses and the defaults.
// linkedom is the one DOM that parses pages: turndown is handed linkedom nodes, never a string,
// so its own parser (domino, which its Node build still loads) never reads a page.

const noise = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'canvas',
  'form',
  'button',
  'select',
  'input',
  'textarea',
] as const;

/** Markdown with links: the `markdown` field of the draft, the source of the guesses. */
const markdownService = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced', emDelimiter: '_' });
const noiseTags = new Set<string>(noise);
const isNoise = (node: HTMLElement) => noiseTags.has(node.nodeName.toLowerCase());
markdownService.remove(isNoise);

/**
 * The description's markdown: job pages on this site show it as plain text, so links keep only
 * their text, images and emphasis marks go; headings and lists stay readable as they are.
 */
const descriptionService = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' });
descriptionService.remove((node) => isNoise(node) || node.nodeName === 'IMG');
descriptionService.addRule('plain-links', { filter: 'a', replacement: (content) => content });
descriptionService.addRule('plain-emphasis', { filter: ['strong', 'b', 'em', 'i'], replacement: (content) => content });
descriptionService.escape = (text) => text; // plain text shown as is: no backslashes before * or _

const tidy = (markdown: string) =>
  markdown
    .replace(/^(\s*)([-*]|\d+\.)[ \t]+/gm, '$1$2 ') // turndown pads list markers to four columns
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** HTML as a linkedom element for turndown, wrapped the way turndown wraps a string it parses itself. */
function turndownRoot(html: string): HTMLElement {
  const { document } = parseHTML(
    `<!doctype html><html><head></head><body><x-turndown id="turndown-root">${html}</x-turndown></body></html>`,
  );
  return document.getElementById('turndown-root') as unknown as HTMLElement;
}

/** A description given as HTML (or entity-encoded HTML, or plain text) to plain-text markdown. */
export function descriptionFromHtml(html: string): string {
  const source = /<\/?[a-z][^>]*>/i.test(html)
    ? html
    : /&lt;\/?[a-z]/i.test(html)
      ? parseHTML(`<p>${html}</p>`).document.body.textContent
      : undefined;
  if (source === undefined) return tidy(html.replace(/\r\n?/g, '\n'));
  return tidy(descriptionService.turndown(turndownRoot(source)));
}

/** The page's readable main content as HTML (Readability), or the body without its chrome. */
function readableContent(html: string, url: string): { html: string; title?: string } {
  const { document } = parseHTML(html);
  for (const element of document.querySelectorAll(noise.join(','))) element.remove();
  for (const link of document.querySelectorAll('a[href]')) {
    try {
      link.setAttribute('href', new URL(link.getAttribute('href') ?? '', url).href);
    } catch {
      link.removeAttribute('href'); // an unreadable link keeps its text
    }
  }
  // Readability takes the page's h1 out of the content as its title; the line guesses want it
  // back as the first heading (the spec's rule: a heading line gives the title).
  const heading = document.querySelector('main h1, article h1, h1')?.textContent?.replace(/\s+/g, ' ').trim();
  // Readability reads the DOM it is given destructively, and linkedom's is enough for it.
  const article = new Readability(document as unknown as Document).parse();
  if (article?.content && (article.textContent ?? '').trim().length > 0) {
    const content = heading && !/<h1[\s>]/i.test(article.content) ? `<h1>${escapeHtml(heading)}</h1>${article.content}` : article.content;
    return { html: content, title: article.title ?? undefined };
  }
  const fallback = parseHTML(html).document;
  for (const element of fallback.querySelectorAll(`${noise.join(',')},nav,header,footer,aside`)) element.remove();
  return { html: fallback.body?.innerHTML ?? '', title: fallback.title || undefined };
}

/** The draft a page gives, with `url` the address it was found at. */
export function draftFromPage(html: string, url: string): ScrapedDraft {
  const { document } = parseHTML(html);
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '');
  const stated = statedJob(blocks);
  const readable = readableContent(html, url);
  const markdown = tidy(markdownService.turndown(turndownRoot(readable.html || '<p></p>')));
  const guesses = guessesFromMarkdown(markdown);
  let description = stated?.descriptionHtml
    ? descriptionFromHtml(stated.descriptionHtml)
    : tidy(descriptionService.turndown(turndownRoot(readable.html || '<p></p>')));
  // The page's own heading repeats the title the form already shows.
  const title = stated?.title ?? guesses.title;
  if (title) description = description.replace(new RegExp(`^#{1,6}\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\n+`), '');
  return draftFrom({ stated, guesses, pageTitle: readable.title, description, url, markdown });
}
