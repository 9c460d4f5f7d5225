import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionFromHtml, draftFromPage } from '~/server/scrape/extract';

// turndown's Node build brings its own DOM (domino) and parses any string it is given with it;
// the scraper hands it linkedom nodes instead, so a page is parsed by one DOM implementation.
const domino = createRequire(import.meta.url)('@mixmark-io/domino') as { createDocument: (html: string) => unknown };

describe('the scraper parses pages with linkedom only', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['messy.html', 'with-json-ld.html'])('turndown never parses %s with its own DOM', (file) => {
    const createDocument = vi.spyOn(domino, 'createDocument');
    const draft = draftFromPage(readFileSync(`tests/fixtures/scrape/${file}`, 'utf8'), 'https://jobs.example.com/openings/1');
    expect(draft.description.length).toBeGreaterThan(0);
    expect(createDocument).not.toHaveBeenCalled();
  });

  it('nor a description given as HTML, which still becomes plain-text markdown', () => {
    const createDocument = vi.spyOn(domino, 'createDocument');
    expect(
      descriptionFromHtml('<h2>Role</h2><p>Ward <b>nursing</b>, <a href="/x">rotating</a> shifts.</p><ul><li>ICU</li><li>Nights</li></ul>'),
    ).toBe('## Role\n\nWard nursing, rotating shifts.\n\n- ICU\n- Nights');
    expect(createDocument).not.toHaveBeenCalled();
  });
});
