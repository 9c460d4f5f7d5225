import { parseHTML } from 'linkedom';

/** One line of a page's byte breakdown: a part of the page and its UTF-8 bytes. */
export interface HtmlPart {
  part: string;
  bytes: number;
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** A readable name for an element: its tag with its id, or its first class, or its aria label. */
function nameOf(el: Element): string {
  const id = el.getAttribute('id');
  const label = el.getAttribute('aria-labelledby') ?? el.getAttribute('aria-label');
  const data = [...el.attributes].find((a) => a.name.startsWith('data-'))?.name;
  return `<${el.tagName.toLowerCase()}${id ? `#${id}` : label ? ` ${label}` : data ? ` ${data}` : ''}>`;
}

/**
 * What a page's HTML is made of: the head (and within it the JSON-LD and inline scripts), each
 * child of the body, each child of <main>, and across the page the class attributes, inline SVGs
 * and island props (overlapping totals, listed after the parts).
 */
export function htmlBreakdown(html: string): { total: number; parts: HtmlPart[]; across: HtmlPart[] } {
  const { document } = parseHTML(html);
  const parts: HtmlPart[] = [];
  const head = document.querySelector('head');
  if (head) {
    const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')];
    const metas = [...head.querySelectorAll('meta, link, title')];
    parts.push({ part: 'head: JSON-LD', bytes: jsonLd.reduce((n, s) => n + bytesOf(s.outerHTML), 0) });
    parts.push({ part: 'head: title, meta, links', bytes: metas.reduce((n, s) => n + bytesOf(s.outerHTML), 0) });
  }
  for (const child of [...(document.body?.children ?? [])]) {
    if (child.tagName === 'MAIN') {
      for (const inner of [...child.children]) parts.push({ part: `main > ${nameOf(inner)}`, bytes: bytesOf(inner.outerHTML) });
    } else parts.push({ part: `body > ${nameOf(child)}`, bytes: bytesOf(child.outerHTML) });
  }
  const sum = (re: RegExp) => [...html.matchAll(re)].reduce((n, m) => n + bytesOf(m[0]), 0);
  const across: HtmlPart[] = [
    { part: 'class attributes', bytes: sum(/ class="[^"]*"/g) },
    { part: 'inline <svg>', bytes: sum(/<svg[\s\S]*?<\/svg>/g) },
    { part: 'inline <script> (not JSON-LD)', bytes: sum(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g) },
    { part: 'inline <style>', bytes: sum(/<style[^>]*>[\s\S]*?<\/style>/g) },
    { part: 'island props', bytes: sum(/ (?:props|ssr-props)="[^"]*"/g) },
    { part: 'job JSON on buttons (save, quick view, apply)', bytes: sum(/ data-(?:save|quick-view|apply)-job="[^"]*"/g) },
  ];
  return { total: bytesOf(html), parts, across };
}
