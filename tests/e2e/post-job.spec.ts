import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { resetRateLimits } from '../helpers/rate-limits';

test.beforeEach(resetRateLimits);

test('posting a job: rules, a sample, Submitting..., the review message, home after 2 s', async ({ page }) => {
  await page.goto('/post-job');
  await expect(page.getByText('Every job is reviewed before it goes live')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByLabel('Company name *')).toBeFocused();

  await page.getByRole('button', { name: 'School job with an application link' }).click();
  await expect(page.getByLabel('Application URL *')).toBeVisible();
  await page.getByLabel('Application URL *').fill('');
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByText('Application URL is required when External URL is selected')).toBeVisible();

  await page.getByRole('button', { name: 'Education job' }).click();
  await page.getByLabel('Job title *').fill(`Primary English Teacher ${Date.now()}`);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByRole('status')).toContainText('Job Submitted for Review!');
  await expect(page.getByRole('status')).toContainText('in Education & Teaching');
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled(); // no second copy before going home
  await expect(page).toHaveURL(/\/$/, { timeout: 4000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts (never a GET with the fields in the address) and lands on the review page', async ({ page }) => {
    await page.goto('/post-job');
    await page.getByLabel('Company name *').fill('Gulf Care Hospital');
    await page.getByLabel('Job title *').fill(`Theatre Nurse ${Date.now()}`);
    await page.getByLabel('Job description *').fill('Scrub and circulate in our day-surgery theatres in Doha.');
    await page.getByLabel('Location *').fill('Doha, Qatar');
    await page.getByLabel('Contact email').fill('hr@gulfcare.example');
    await page.getByRole('button', { name: 'Submit Job' }).click();
    await expect(page).toHaveURL(/\/post-job\/submitted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Submitted for Review!');
    await expect(page.getByText('We will notify you by e-mail when it is approved.')).toBeVisible();
  });

  test('a missing field is explained', async ({ page }) => {
    await page.goto('/post-job');
    await page.getByLabel('Company name *').fill('Gulf Care Hospital');
    await page.getByRole('button', { name: 'Submit Job' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the form');
    await expect(page.getByText('Job title is required')).toBeVisible();
  });
});
