import { wcagAxe } from '../helpers/axe';
import { expect, test } from '@playwright/test';

test('the review dashboard sends visitors to sign in, then lets the admin approve a pending job', async ({ page }) => {
  // A sign-in, an axe scan, an approval and five pages: beside a rebuild it ran past 30 s.
  test.setTimeout(60_000);
  const response = await page.goto('/admin/review-jobs');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Freview-jobs/);
  expect(response?.status()).toBe(200);
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
  await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; beside another flow or a rebuild it can take longer than 5 s.
  await expect(page).toHaveURL(/\/admin\/review-jobs$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review Jobs');
  expect((await wcagAxe(page).analyze()).violations).toEqual([]);

  await page.getByRole('combobox', { name: /^Status/ }).selectOption('pending');
  await page.getByRole('button', { name: 'Filter' }).click();
  const firstRow = page.locator('tbody tr').first();
  const title = (await firstRow.locator('summary').textContent())!.trim();
  await firstRow.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.locator('tbody')).not.toContainText(title);

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByText('Job has been approved.')).toBeVisible(); // dismissed: nothing happened

  await page.getByRole('button', { name: 'Delete all jobs' }).click();
  await expect(page.getByRole('alert')).toContainText('Type DELETE ALL to confirm. Nothing was deleted.');

  // A search that matches nothing is not an empty queue.
  await page.goto('/admin/review-jobs?q=no-such-job-anywhere');
  await expect(page.getByText('No jobs match this filter.')).toBeVisible();
  await expect(page.getByText('No job submissions yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete all jobs' })).toBeVisible();
});
