import { wcagAxe } from '../helpers/axe';
import { expect, test, type Page } from '@playwright/test';

const axe = async (page: Page) => {
  const results = await wcagAxe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test('the Job Categories dropdown works by keyboard and closes 300 ms after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Job Categories' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Healthcare & Medical' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.hover();
  const panel = page.locator('#categories-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Qatar' })).toHaveAttribute('href', '/jobs?location=qatar');
  // The page's clock stands still from here: only runFor moves it, so the grace is measured exactly.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await page.mouse.move(640, 700);
  await page.clock.runFor(250);
  await expect(panel).toBeVisible(); // still open within the 300 ms grace
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(50);
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('without JavaScript, Job Categories is a link to the home page’s categories, in both languages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    for (const [path, name, home] of [
      ['/jobs', 'Job Categories', '/'],
      ['/ar/jobs', 'فئات الوظائف', '/ar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name })).toHaveCount(0);
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === home.replace(/\/$/, '') && url.hash === '#categories');
      await expect(page.locator('#categories').getByRole('link').first()).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test('the header becomes fixed after 80 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/jobs');
  const header = page.locator('#site-header');
  await expect(header).not.toHaveAttribute('data-fixed', 'true');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-fixed', 'true');
  await expect(header).toBeInViewport();
});

test('the mobile menu uses the path forms, which are filtered listings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#mobile-menu').getByRole('link', { name: 'Kuwait' }).click();
  await expect(page).toHaveURL(/\/jobs\/kuwait$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs in Kuwait');
  await page.locator('summary', { hasText: 'Filters' }).click(); // folded on a phone
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('kuwait');
  for (const location of await page.locator('[data-location]').allTextContents()) expect(location).toMatch(/Kuwait|Hawalli|Ahmadi|Salmiya/);
  await axe(page);
});

test('country and topic pages share one behaviour: search, count, cards, empty state', async ({ page }) => {
  await page.goto('/healthcare-jobs-uae');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Jobs in the UAE');
  await expect(page.getByText(/^Showing \d+ Healthcare UAE job opportunities$/)).toBeVisible();
  // A topic page sits under Jobs (as the spec has it: Home > Jobs > page name).
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    '›Jobs',
    '›Healthcare Jobs in the UAE',
  ]);
  await page.getByLabel('Keywords').fill('zzzz-nothing');
  await expect(page.getByRole('heading', { name: 'No Healthcare UAE Jobs Found' })).toBeVisible();
  await expect(page.getByText('Check back soon for new Healthcare UAE job opportunities!')).toBeVisible();

  await page.goto('/qatar-jobs');
  await expect(page.getByPlaceholder('Search Qatar jobs, companies...')).toBeVisible();
  for (const location of await page.locator('[data-location]').allTextContents())
    expect(location).toMatch(/Qatar|Doha|Lusail|Rayyan|Wakrah|قطر|الدوحة/);
});

test('the floating helper appears after 300 px and takes the visitor back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/jobs');
  const top = page.getByRole('button', { name: 'Top' });
  await expect(top).toBeHidden();
  await page.mouse.wheel(0, 900);
  await expect(top).toBeVisible();
  const quickMenu = page.getByRole('button', { name: 'Quick menu' });
  await quickMenu.click();
  await expect(page.locator('#floating-helper-menu').getByRole('link', { name: 'Education & Teaching' })).toBeVisible();
  // Esc closes it from its button or from a link inside, and the focus goes back to the button.
  await page.locator('#floating-helper-menu').getByRole('link', { name: 'Salary Guide' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#floating-helper-menu')).toBeHidden();
  await expect(quickMenu).toBeFocused();
  await expect(quickMenu).toHaveAttribute('aria-expanded', 'false');
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a mouse user who hovers the dropdown open and clicks keeps it open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Job Categories' }).click();
  await expect(page.locator('#categories-panel')).toBeVisible();
  await page.locator('#categories-panel').getByRole('link', { name: 'Engineering' }).click();
  await expect(page).toHaveURL(/\/jobs\?category=engineering$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('engineering');
});

test("the dropdown's links are written by its script, in the page's language, on the dropdown's own addresses", async ({
  page,
  request,
}) => {
  // Without JavaScript the dropdown cannot open: the page carries only its addresses' values.
  expect(await (await request.get('/ar')).text()).not.toMatch(/\shref="\/ar\/jobs\?category=/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar');
  await page.getByRole('button', { name: 'فئات الوظائف' }).click();
  const panel = page.locator('#categories-panel');
  await expect(panel.getByRole('link')).toHaveCount(14);
  await expect(panel.getByRole('link', { name: 'الرعاية الصحية والطب' })).toHaveAttribute('href', '/ar/jobs?category=healthcare-medical');
  await expect(panel.getByRole('link', { name: 'السعودية' })).toHaveAttribute('href', '/ar/jobs?location=saudi-arabia');
  // The mobile menu keeps the path forms.
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'السعودية', includeHidden: true })).toHaveAttribute(
    'href',
    '/ar/jobs/saudi',
  );
});
