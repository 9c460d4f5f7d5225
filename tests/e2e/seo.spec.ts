import { expect, test } from '@playwright/test';
import { jobSocialCardPath, socialCardPath } from '~/lib/seo/social-card';
import { categories } from '~/lib/categories';
import { basePath } from '~/i18n/locales';

test('robots.txt, the sitemaps (lastmod on jobs and companies, canonical addresses only) and the RSS feed', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);
  expect(robots).toContain('Disallow: /api/');

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // The demo board's jobs fit one part of the job sitemaps (src/server/seo/job-sitemaps.ts).
  expect(sitemaps).toEqual(expect.arrayContaining(['/sitemap-jobs-1-of-1.xml', '/sitemap-0.xml']));
  // The old single job sitemap points to the index; an address that is no part is not found.
  const old = await request.get('/sitemap-jobs.xml', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`${baseURL}/sitemap-index.xml`);
  for (const path of ['/sitemap-jobs-2-of-1.xml', '/sitemap-jobs-0-of-1.xml', '/sitemap-jobs-x.xml', '/sitemap-jobs-1-of-99999.xml'])
    expect((await request.get(path)).status(), path).toBe(404);
  const urls: string[] = [];
  for (const path of sitemaps) {
    const xml = await (await request.get(path)).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    expect(entries.length, path).toBeGreaterThan(0);
    for (const [, loc, lastmod] of entries) {
      urls.push(new URL(loc!).pathname);
      // A job's or a company's last change; the built pages' sitemap has none (the build's time on
      // every page changed the file at every rebuild and told search engines nothing).
      if (path === '/sitemap-0.xml') expect(lastmod, loc).toBeUndefined();
      else expect(Number.isNaN(Date.parse(lastmod!)), loc).toBe(false);
    }
  }
  expect(urls).toContain('/');
  // One canonical address per filter set: the country page, not /jobs/uae (whose canonical it is).
  expect(urls).toContain('/uae-jobs');
  expect(urls).toContain('/jobs/healthcare-medical');
  expect(urls).not.toContain('/jobs/uae');
  // Rendered on demand, listed by the sitemap integration itself: once each (a custom entry once doubled them).
  expect(urls.filter((u) => u === '/jobs')).toEqual(['/jobs']);
  expect(urls.filter((u) => u === '/ar/jobs')).toEqual(['/ar/jobs']);
  expect(urls.some((u) => /^\/jobs\/[a-z0-9-]+-[a-z0-9-]+$/.test(u))).toBe(true);
  expect(urls.filter((u) => u.startsWith('/job/') || u === '/auth' || u.endsWith('/'))).toEqual(['/']);

  const rss = await request.get('/rss.xml');
  expect(rss.headers()['content-type']).toMatch(/xml/); // static file: the server types it by extension
  const items = [...(await rss.text()).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname);
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(50);
  for (const path of items.slice(0, 5)) expect((await request.get(path)).status()).toBe(200);
});

test("every page of the sitemap has a social card of its own; a job page shows its profession's", async ({ request }) => {
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const socialImageOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(content, `${path} has og:image`).toBeDefined();
    return new URL(content!).pathname;
  };
  const withoutOwnCard: string[] = [];
  for (const path of await locs('/sitemap-0.xml')) {
    // An Arabic page (/ar/…) shows its English page's card (src/layouts/Base.astro).
    if ((await socialImageOf(path)) !== socialCardPath(basePath(path))) withoutOwnCard.push(path);
  }
  expect(withoutOwnCard).toEqual([]);

  const jobs = (await locs('/sitemap-jobs-1-of-1.xml')).filter((path) => path.startsWith('/jobs/'));
  const professionCards = [null, ...categories.map((c) => c.slug)].map(jobSocialCardPath);
  const cards = await Promise.all(jobs.slice(0, 10).map(socialImageOf));
  for (const card of cards) expect(professionCards).toContain(card);
  expect(
    cards.some((card) => card !== jobSocialCardPath(null)),
    'some job of ten has a profession with a page of its own',
  ).toBe(true);
  const card = cards[0]!;
  const image = await request.get(card);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
});
