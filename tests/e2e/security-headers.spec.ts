import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { securityHeaders } from '../../src/server/http/security-headers';
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
  // Every page, prerendered or on demand, gets Astro's hashed script policy as a header, with ours
  // beside it, and no <meta> (1.2 KB of every page's HTML): a page served without it fails here.
  for (const kind of ['static page', 'static job page', 'on-demand page'] as const) {
    const policy = responses[kind].headers()['content-security-policy'];
    expect(policy, kind).toMatch(/^default-src 'self';.*script-src 'self'( 'sha256-[^']+')+.*, frame-ancestors 'none'/);
    expect(policy, kind).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(await responses[kind].text(), kind).not.toContain('http-equiv="content-security-policy"');
  }
});

test('every prerendered page has its own policy as a header, Arabic ones and the not-found page too', async ({ request }) => {
  const slug = await firstJobSlug(request);
  for (const path of ['/jobs', `/ar/jobs/${slug}`, '/ar', '/salary-guide', '/article/cv-writing-guide', '/no-such-page']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'];
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+')+.*, frame-ancestors 'none'/);
    expect(await response.text(), path).not.toContain('http-equiv="content-security-policy"');
  }
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
