import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';

// The interview guides (the spec's "Static article pages"): accordion, tabs, checklist, FAQ data.

const guides = [
  ['/interview-preparation-guide-middle-east', 'Interview Preparation Guide for the Middle East'],
  ['/how-to-prepare-for-job-interview-middle-east', 'How to Prepare for a Job Interview in the Middle East, Step by Step'],
  ['/uae-job-interview-questions-answers', 'UAE Job Interview Questions and Answers'],
  ['/virtual-interview-tips-uae', 'Virtual Interview Tips for UAE Jobs'],
  ['/job-interview-dress-code-middle-east', 'Job Interview Dress Code in the Middle East'],
  ['/star-method-interview-gcc', 'The STAR Method for GCC Job Interviews, with Worked Examples'],
] as const;

const openQuestions = (page: Page) => page.locator('details[name="about-you"][open] summary > span:first-child');

test('every guide answers with its heading', async ({ page }) => {
  for (const [path, title] of guides) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

// Each guide as it loads is scanned at both widths by a11y.spec.ts; here the widgets in their
// other states: an answer open, the second tab chosen.
for (const width of [390, 1280]) {
  test(`the guides' widgets, opened, have no WCAG 2.1 AA violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    await page.goto('/uae-job-interview-questions-answers');
    await page.getByText('Tell me about yourself.').click();
    failures.push(...(await axeViolations(page)));
    await page.goto('/virtual-interview-tips-uae');
    await page.getByRole('tab', { name: 'Teams' }).click();
    failures.push(...(await axeViolations(page)));
    expect(failures).toEqual([]);
  });
}

test('every link in the guides leads to a page', async ({ page, request }) => {
  const links = new Set<string>();
  for (const [path] of guides) {
    await page.goto(path);
    for (const href of await page.locator('article a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      links.add(href);
  }
  expect(links).toContain('/healthcare-jobs-uae');
  const broken: string[] = [];
  for (const href of links) if ((await request.get(href)).status() !== 200) broken.push(href);
  expect(broken).toEqual([]);
});

test('the main guide publishes its FAQ as FAQPage data and links to healthcare jobs and coaching', async ({ page }) => {
  await page.goto('/interview-preparation-guide-middle-east');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks
    .map((b) => JSON.parse(b) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] })
    .find((d) => d['@type'] === 'FAQPage');
  expect(faq?.mainEntity?.map((q) => q.name)).toContain('Should I discuss salary in the first interview?');
  for (const q of faq?.mainEntity ?? []) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
  await expect(page.getByRole('link', { name: 'healthcare jobs in the UAE' })).toHaveAttribute('href', '/healthcare-jobs-uae');
  await expect(page.getByRole('link', { name: 'interview coaching' }).first()).toHaveAttribute('href', '/interview-coaching');
  await expect(page).toHaveURL(/\/interview-preparation-guide-middle-east$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/interview-preparation-guide-middle-east$/);
});

test('questions and answers: one answer open at a time in a category, and an open one closes again', async ({ page }) => {
  await page.goto('/uae-job-interview-questions-answers');
  await expect(openQuestions(page)).toHaveCount(0);
  await page.getByText('Tell me about yourself.').click();
  await expect(page.getByText(/^Give a two-minute summary/)).toBeVisible();
  await page.getByText('Why do you want to work in the UAE?').click();
  await expect(openQuestions(page)).toHaveText(['Why do you want to work in the UAE?']);
  await expect(page.getByText(/^Give a two-minute summary/)).toBeHidden();
  // Another category keeps its own open question.
  await page.getByText('Where are you in the licensing process?').click();
  await expect(openQuestions(page)).toHaveCount(1);
  // Collapsible, by mouse and by keyboard.
  await page.getByText('Why do you want to work in the UAE?').click();
  await expect(openQuestions(page)).toHaveCount(0);
  await page.keyboard.press('Tab'); // from the question just closed to the next one
  await expect(page.locator('summary', { hasText: 'Why are you leaving your current job?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(openQuestions(page)).toHaveText(['Why are you leaving your current job?']);
  await page.keyboard.press('Space');
  await expect(openQuestions(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Red flags: warning signs in an employer' })).toBeVisible();
  await expect(page.getByText(/asks you to hand over your passport/)).toBeVisible();
});

test('platform tabs: Zoom first, then by mouse and by arrow keys, one tab stop', async ({ page }) => {
  await page.goto('/virtual-interview-tips-uae');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('Zoom')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Zoom' })).toContainText('zoom.us/test');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);

  await tab('Meet').click();
  await expect(tab('Meet')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Zoom')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Meet' })).toContainText('Ask to join');
  await expect(page.locator('#platform-panel-zoom')).toBeHidden();

  await page.keyboard.press('ArrowRight'); // wraps from the last tab to the first
  await expect(tab('Zoom')).toBeFocused();
  await expect(tab('Zoom')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Meet')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Teams')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Teams' })).toContainText('Make a test call');
  await page.keyboard.press('Home');
  await expect(tab('Zoom')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('Meet')).toBeFocused();
  // Tab leaves the tab row for the panel: the other tabs are not tab stops.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Meet' })).toBeFocused();
  // On paper every platform is there.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#platform-panel-zoom')).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
});

test('dress code tabs: Men first, Women by keyboard', async ({ page }) => {
  await page.goto('/job-interview-dress-code-middle-east');
  const men = page.getByRole('tab', { name: 'Men', exact: true });
  await expect(men).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Men', exact: true })).toContainText('A dark suit in navy, charcoal or mid-grey.');
  await men.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Women' })).toContainText('A headscarf is not required for non-Muslim women');
  await expect(page.locator('#dress-panel-men')).toBeHidden();
});

test('the pre-interview checklist remembers ticks after a reload, and clears them', async ({ page }) => {
  await page.goto('/virtual-interview-tips-uae');
  const checklist = page.getByRole('group', { name: 'Before the video interview' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(10);
  await expect(checklist.getByRole('status')).toHaveText('0 of 10 done');
  await checklist.getByLabel('Display name set to my full name').check();
  await checklist.getByLabel('Internet speed tested in the interview room: at least 10 Mbps').focus();
  await page.keyboard.press('Space');
  await expect(checklist.getByRole('status')).toHaveText('2 of 10 done');

  await page.reload();
  await expect(checklist.getByLabel('Display name set to my full name')).toBeChecked();
  await expect(checklist.getByLabel('Internet speed tested in the interview room: at least 10 Mbps')).toBeChecked();
  await expect(checklist.getByLabel('Camera at eye level, face lit from the front')).not.toBeChecked();
  await expect(checklist.getByRole('status')).toHaveText('2 of 10 done');

  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await expect(checklist.getByRole('status')).toHaveText('All 10 done: you are ready.');
  await checklist.getByRole('button', { name: 'Clear all ticks' }).click();
  await page.goto('/virtual-interview-tips-uae');
  await expect(checklist.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(checklist.getByRole('status')).toHaveText('0 of 10 done');
});

test('when the browser refuses storage, the checklist says so and still ticks', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
  });
  await page.goto('/virtual-interview-tips-uae');
  const checklist = page.getByRole('group', { name: 'Before the video interview' });
  await expect(checklist.getByRole('alert')).toHaveText(
    'Your browser is not letting this page save your ticks, so they will be gone when you leave the page.',
  );
  await checklist.getByLabel('Display name set to my full name').check();
  await expect(checklist.getByRole('status')).toHaveText('1 of 10 done');
});

test('without JavaScript every tab panel is readable under its heading and the checklist still ticks', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/virtual-interview-tips-uae');
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const name of ['Zoom', 'Teams', 'Meet']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Make a test call')).toBeVisible();
  await expect(page.getByText(/Ask to join/)).toBeVisible();
  await page.getByLabel('Display name set to my full name').check();
  await expect(page.getByLabel('Display name set to my full name')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Clear all ticks' })).toBeHidden();
  await page.goto('/job-interview-dress-code-middle-east');
  await expect(page.getByText('A dark suit in navy, charcoal or mid-grey.')).toBeVisible();
  await expect(page.getByText(/A headscarf is not required/)).toBeVisible();
  await context.close();
});
