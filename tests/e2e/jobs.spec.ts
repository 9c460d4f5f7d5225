import { expect, test } from '@playwright/test';
import { gulfToday } from '../../src/lib/gulf-time';

test('a visitor walks from / to /jobs to a job page with valid JobPosting data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next job in the Gulf');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText(/^Showing \d+ job opportunities$/)).toBeVisible();

  const firstCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');

  const company = await page.locator('article header p').first().textContent();
  await expect(page).toHaveTitle(`${title} at ${company} | Gulf Jobs`);
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'JobPosting', title, hiringOrganization: { name: company } });
  expect(Date.parse(jsonLd.validThrough)).toBeGreaterThan(Date.now());
  // A posting date is a Gulf calendar date: from 20:00 UTC it is already tomorrow's date in Dubai.
  expect(String(jsonLd.datePosted).slice(0, 10) <= gulfToday()).toBe(true);
  expect(jsonLd.description.length).toBeGreaterThan(50);
});

test('/job/{id} redirects (301) to the job page /jobs/{slug}, keeping the query', async ({ page, request }) => {
  const { jobs } = (await (await request.get('/api/jobs')).json()) as { jobs: { id: string; slug: string; jobTitle: string }[] };
  const job = jobs[0]!;
  const redirect = await request.get(`/job/${job.id}?utm_source=newsletter&utm_medium=email`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe(`/jobs/${job.slug}?utm_source=newsletter&utm_medium=email`);
  expect(redirect.headers()['cache-control']).toBe('public, max-age=86400');

  const response = await page.goto(`/job/${job.id}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/jobs/${job.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.jobTitle);
  expect(new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).pathname).toBe(`/jobs/${job.slug}`);

  // The id in the place of the slug, /jobs/{id} and /ar/jobs/{id}: the same redirect.
  for (const [from, to] of [
    [`/jobs/${job.id}?utm_source=x`, `/jobs/${job.slug}?utm_source=x`],
    [`/ar/jobs/${job.id}`, `/ar/jobs/${job.slug}`],
  ]) {
    const byId = await request.get(from!, { maxRedirects: 0 });
    expect([byId.status(), byId.headers()['location']], from).toEqual([301, to]);
  }
  const unknown = await request.get('/jobs/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
});

test('unknown pages and unknown jobs answer 404 with the not-found page', async ({ page }) => {
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

  const job = await page.goto('/jobs/no-such-job-anywhere');
  expect(job?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
  await expect(page.getByText("The job you're looking for could not be found.")).toBeVisible();
  const byId = await page.goto('/job/00000000-0000-4000-8000-000000000000');
  expect(byId?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
  // A malformed id is a 404 (or the guard's 400 for a NUL byte), never a 5xx.
  for (const id of ['not-a-uuid', '%00', 'a'.repeat(10_000), '%E0%A4%A']) {
    const status = (await page.request.get(`/job/${id}`, { maxRedirects: 0 })).status();
    expect([400, 404, 414], `/job/${id.slice(0, 20)}`).toContain(status);
  }
});

test('the /jobs island searches live and keeps the filters in the URL', async ({ page }) => {
  await page.goto('/jobs?location=qatar');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('qatar');
  await expect(page.getByText(/^Showing \d+ job opportunities$/)).toBeVisible();
  const locations = await page.locator('article [data-location]').allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location).toMatch(/Qatar|Doha|Lusail|Al Wakrah|Al Khor|Ras Laffan|Mesaieed|قطر|الدوحة/i);

  await page.getByLabel('Keywords').fill('zzzz-no-such-job');
  await expect(page.getByRole('heading', { name: 'No Jobs Found' })).toBeVisible();
  await expect(page.getByText(/^Showing/)).toHaveCount(0); // no "Showing 0 …" above the empty state
  await expect(page).toHaveURL(/q=zzzz-no-such-job/);
  await page.getByLabel('Keywords').fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('healthcare-medical');
  await expect(page).toHaveURL(/category=healthcare-medical/);
  await expect(page.locator('article').first()).toContainText('Healthcare & Medical');
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');

  // Remote only narrows the country's jobs to its remote ones (the demo has some in the UAE), and unticking it brings them back.
  await page.goto('/jobs?location=uae');
  const remoteOnly = page.getByRole('checkbox', { name: 'Remote only' });
  await remoteOnly.check();
  await expect(page).toHaveURL(/country=uae&remote=true/);
  const { total } = (await (await page.request.get('/api/jobs?country=uae&remote=true')).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`Showing ${total} job opportunities`, { exact: true })).toBeVisible();
  const remoteLocations = await page.locator('article [data-location]').allTextContents();
  expect(remoteLocations).toHaveLength(total);
  for (const location of remoteLocations) expect(location).toMatch(/remote/i);
  await remoteOnly.press('Space');
  await expect(remoteOnly).not.toBeChecked();
  await expect(page).not.toHaveURL(/remote=/);
});

test('an invalid filter in the URL is explained, not ignored', async ({ page }) => {
  // /jobs renders the search on the server, so the refusal is a 400 with the page.
  expect((await page.goto('/jobs?category=astronaut'))?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Unknown category');
});

test('the admin signs in and out without JavaScript-only paths', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; beside another flow or a rebuild it can take longer than 5 s.
  await expect(page.getByRole('alert')).toContainText('Authentication Failed', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toEqual({ user: { email: process.env.ADMIN_EMAIL, isAdmin: true } });
  await page.goto('/auth');
  await expect(page.getByText(`Signed in as ${process.env.ADMIN_EMAIL}`)).toBeVisible();
  // The static pages' header shows the session too: e-mail, Review Jobs for an admin, Sign Out.
  await page.goto('/jobs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(process.env.ADMIN_EMAIL!)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Review Jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
});

test('a cross-site form post is refused', async ({ request, baseURL }) => {
  const response = await request.post('/_actions/auth.signIn', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'email=a%40b.co&password=123456',
  });
  expect(response.status()).toBe(403);
  const same = await request.post('/_actions/auth.signIn', {
    headers: { origin: baseURL! },
    form: { email: 'a@b.co', password: '123456' },
  });
  expect(same.status()).toBe(401);
});

test('/api/jobs validates its parameters', async ({ request }) => {
  const bad = await request.get('/api/jobs?page=0');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: 'The page must be a whole number from 1.' });
  const ok = await request.get('/api/jobs?country=uae');
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toContain('max-age');
});
