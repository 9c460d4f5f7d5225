import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headerCsp, securityHeaders } from '../../src/server/http/security-headers';
import { watchCsp } from '../helpers/csp';
import { signInAsAdmin } from '../helpers/e2e';

// The site as served locally (scripts/e2e.ts runs it like `npm start`: the proxy in front of the
// Node build, over http). Netlify's copy of the same list: tests/integration/netlify-headers.test.ts.
const expected = securityHeaders({ https: false });

const firstJobSlug = async (request: APIRequestContext) =>
  ((await (await request.get('/api/jobs')).json()) as { jobs: { slug: string }[] }).jobs[0]!.slug;

test('every kind of response carries the security headers: static page, on-demand page, API, asset', async ({ request }) => {
  const responses = {
    'static page': await request.get('/'),
    'static job page': await request.get(`/jobs/${await firstJobSlug(request)}`),
    'on-demand page': await request.get('/subscription-confirmed'),
    'on-demand redirect': await request.get('/admin/review-jobs', { maxRedirects: 0 }),
    API: await request.get('/api/jobs'),
    asset: await request.get('/favicon.svg'),
  };
  for (const [kind, response] of Object.entries(responses)) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      if (name === 'content-security-policy') expect(headers[name], `${kind}: ${name}`).toContain(value);
      else expect(headers[name], `${kind}: ${name}`).toBe(value);
    }
    expect(headers['strict-transport-security'], `${kind}: no HSTS over http`).toBeUndefined();
  }
  // An on-demand page gets Astro's hashed script policy as a header, with ours beside it; a static
  // page has Astro's in a <meta> and only ours as a header.
  expect(responses['on-demand page'].headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(responses['static page'].headers()['content-security-policy']).toBe(headerCsp);
  const meta = (await responses['static page'].text()).match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
  expect(meta).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(meta).not.toContain('unsafe-inline');
  expect(meta).not.toContain('unsafe-eval');
});

/** Islands hydrate (Astro drops `ssr` from an island once its script has run); /jobs's waits for its first use (client:use). */
const hydrated = async (page: Page) => expect(page.locator('astro-island[ssr]:not([client="use"])')).toHaveCount(0);

test('pages work under the policy: no violation while browsing, searching, applying, posting, reading, reviewing', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);

  await page.goto('/');
  await hydrated(page);

  await page.goto('/jobs');
  await hydrated(page);
  await page.getByLabel('Keywords').fill('zzzz-no-such-job');
  await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible(); // the search island ran

  await page.goto(`/jobs/${await firstJobSlug(request)}`);
  // A link job's Apply now opens the employer's site directly, so Share shows the script ran.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('[data-share-status]')).not.toBeEmpty(); // the page's bundled script ran

  await page.goto('/post-job');
  await hydrated(page);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();

  await page.goto('/article/cv-writing-guide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Jobs');
  await hydrated(page);
  await page.goto('/analytics'); // share bars: widths set by script, not style attributes
  await hydrated(page);
  const bar = page.locator('tbody span.bg-brand-600').first();
  await expect.poll(() => bar.evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(0);

  expect(violations).toEqual([]);
});

test('the policy does block what it should: an injected inline script does not run', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/terms');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

// Every page a visitor can open is checked for violations by the page sweep (a11y.spec.ts); the
// admin's screens, which need a sign-in, here.
test('every admin screen loads with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signInAsAdmin(page);
  for (const path of ['/admin', '/admin/seo-settings', '/admin/admins', '/admin/coaching-requests', '/analytics', '/scrape-jobs']) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(violations).toEqual([]);
});
