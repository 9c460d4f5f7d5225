import { wcagAxe } from '../helpers/axe';
import { expect, test, type Page } from '@playwright/test';

const axe = async (page: Page) => {
  const results = await wcagAxe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('the home page has every section in order, with real counts and jobs', async ({ page, request }) => {
  await page.goto('/');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['categories', 'jobs', 'advice', 'contact']);
  const { jobs, total } = (await (await request.get('/api/jobs')).json()) as { jobs: { jobTitle: string }[]; total: number };
  await expect(page.getByText(`${total} reviewed openings`)).toBeVisible();
  const featured = await page.locator('#jobs article h3').allTextContents();
  expect(featured.map((t) => t.trim())).toEqual(jobs.slice(0, 6).map((j) => j.jobTitle));
  const health = (await (await request.get('/api/jobs?category=healthcare-medical')).json()) as { total: number };
  await expect(page.locator('#categories').getByRole('link', { name: /Healthcare & Medical/ })).toContainText(`${health.total} open jobs`);
});

test('the hero search explains an empty search and sends only the filled fields', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a job title or select a location' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Location').selectOption('saudi');
  await page.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?location=saudi$/);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('saudi-arabia');
});

test('category landing pages: jobs of the category, FAQ, and the call to action', async ({ page }) => {
  await page.goto('/tech-jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT & Technology Jobs in the Gulf');
  // Every card's category badge (cards now lead with the New badge when there is one).
  const badges = await page.locator('main article [data-category]').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  for (const badge of badges) expect(badge).toBe('IT & Technology');
  await page.getByText('Which tech skills are most in demand in the Gulf?').click();
  await expect(page.getByText(/Cloud and DevOps, cybersecurity/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/jobs/it-technology');
  await page.getByRole('button', { name: 'Get Job Alerts' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Job Alerts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await axe(page);
});

test('footer pages exist: privacy, terms, companies', async ({ page }) => {
  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/companies', 'Companies hiring in the Gulf'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto('/companies');
  const first = page.locator('main ul.grid a').first();
  const name = (await first.locator('[dir="auto"]').textContent())!.trim();
  await first.click();
  // The company's own page: its name and its live jobs (a company may have one job).
  await expect(page).toHaveURL(/\/companies\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { level: 2, name: 'Open jobs' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
});
