import { expect, test } from '@playwright/test';
import { resetRateLimits } from '../helpers/rate-limits';

// The public forms without JavaScript: each posts to /forms/{form}, where Astro runs the action;
// success lands where the script would have gone, a refusal is a short page with a way back.

test.beforeEach(resetRateLimits);
test.use({ javaScriptEnabled: false });

test('the newsletter form lands on the thank-you page', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('form[data-variant="top"]');
  await form.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter-thank-you$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for subscribing!');
});

test('a bad address is explained (400) with a way back to the form', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('form[data-variant="banner"]');
  await form.getByLabel('Email address').fill('not-an-email');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Subscribe' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the contact form lands back on the contact section', async ({ page }) => {
  await page.goto('/#contact');
  await page.getByLabel('First name').fill('Aisha');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email', { exact: true }).fill(`contact-nojs-${Date.now()}@example.com`);
  await page.getByLabel('Subject').selectOption('support');
  await page.getByLabel('Message').fill('Sent without JavaScript.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/\?contact=sent#contact$/);
});

test('event news lands on the check-your-inbox page', async ({ page }) => {
  await page.goto('/events');
  await page.getByLabel('Email address').fill(`events-nojs-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Get Event Updates' }).click();
  await expect(page).toHaveURL(/\/events\/updates-requested$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Inbox');
});

test('a result page opened without a post goes back to its form; an unknown form is not found', async ({ request }) => {
  const stray = await request.get('/forms/contact', { maxRedirects: 0 });
  expect(stray.status()).toBe(303);
  expect(stray.headers().location).toBe('/#contact');
  expect((await request.get('/forms/nonsense', { maxRedirects: 0 })).status()).toBe(404);
});

test('too many sign-ups for one address: 429 with Retry-After, for a script and for a plain form', async ({ request, baseURL }) => {
  const form = { email: `flood-${Date.now()}@example.com`, source: 'banner' };
  const headers = { origin: baseURL! };
  for (let i = 0; i < 3; i++) expect((await request.post('/_actions/forms.newsletter', { form, headers })).status()).toBe(200);
  const script = await request.post('/_actions/forms.newsletter', { form, headers });
  expect(script.status()).toBe(429);
  expect(Number(script.headers()['retry-after'])).toBeGreaterThan(0);
  expect(((await script.json()) as { message: string }).message).toMatch(
    /^Too many attempts\. Please wait \d+ minutes? before trying again\.$/,
  );
  const page = await request.post('/forms/newsletter?_action=forms.newsletter', { form, headers, maxRedirects: 0 });
  expect(page.status()).toBe(429);
  expect(Number(page.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await page.text()).toContain('Please wait a moment');
});
