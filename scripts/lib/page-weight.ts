import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumChoice } from './chromium';

export interface PageWeight {
  name: string;
  path: string;
  /** JavaScript the page loads, gzip bytes. */
  jsGzip: number;
  /** Everything the page loads (HTML, scripts, styles, images, fonts), gzip bytes. */
  totalGzip: number;
  requests: number;
  /** Each script the page loaded (its path) and its gzip bytes, largest first. */
  scripts: { path: string; gzip: number }[];
}

/**
 * Loads each page in Chromium (a fresh context: nothing cached) and sums what it downloads, each
 * body gzipped at level 9, the way a CDN would serve it. Interaction-only code (dialogs opened on
 * click) is counted when the page loads it up front, which Astro does for page scripts.
 */
export async function measurePageWeights(baseUrl: string, pages: { name: string; path: string }[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: chromiumChoice().executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const results: PageWeight[] = [];
  try {
    for (const { name, path } of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<{ js: boolean; bytes: number; path: string }>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== new URL(baseUrl).origin || url.pathname.startsWith('/api/')) return;
        const type = response.headers()['content-type'] ?? '';
        bodies.push(
          response
            .body()
            .then((body) => ({
              js: type.includes('javascript') || url.pathname.endsWith('.js'),
              bytes: gzipSync(body, { level: 9 }).length,
              path: url.pathname,
            }))
            .catch(() => ({ js: false, bytes: 0, path: url.pathname })),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(bodies);
      results.push({
        name,
        path,
        jsGzip: loaded.filter((b) => b.js).reduce((sum, b) => sum + b.bytes, 0),
        totalGzip: loaded.reduce((sum, b) => sum + b.bytes, 0),
        requests: loaded.length,
        scripts: loaded
          .filter((b) => b.js)
          .map((b) => ({ path: b.path, gzip: b.bytes }))
          .sort((a, b) => b.gzip - a.gzip),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
