import { expect, test } from '@playwright/test';

// What only JavaScript opens is not in every job page's HTML: the page's script fetches the apply and
// Quick view dialogs (/job-dialogs), and Quick view reads its job from the job's own page.

const nurse = '/jobs/registered-nurse-intensive-care-unit-dubai-uae';

test.describe('job dialogs come from the script, not the page', () => {
  test('the page carries no dialog markup and no job descriptions; Quick view still shows the description', async ({ page, request }) => {
    const html = await (await request.get(nurse)).text();
    expect(html).not.toContain('id="quick-view-dialog"');
    expect(html).not.toContain('id="apply-email-dialog"');
    expect(html).not.toMatch(/data-quick-view-job="\{/);
    await page.goto(nurse);
    const card = page.locator('[data-similar-jobs] article').first();
    const href = await card.getByRole('link').first().getAttribute('href');
    await card.getByRole('button', { name: /Quick view/ }).click();
    const view = page.locator('#quick-view-dialog');
    await expect(view).toBeVisible();
    await expect(view.locator('#quick-view-description p').first()).not.toBeEmpty();
    // The job's JSON does not carry its description: Quick view reads the job page's own, and shows
    // its first paragraph, heading and list item as that page does.
    expect(html).not.toContain('jobDescription');
    const onItsPage = await page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
      const first = (selector: string) => doc.querySelector(`[data-job-description] ${selector}`)?.textContent ?? '';
      const badges = [...doc.querySelectorAll('article [data-job-badges] li')].map((li) => li.textContent ?? '');
      return { p: first('p'), h3: first('h3'), li: first('li'), badges, title: doc.querySelector('h1')?.textContent ?? '' };
    }, href!);
    expect(onItsPage.h3).not.toBe('');
    await expect(view.locator('#quick-view-description p').first()).toHaveText(onItsPage.p);
    await expect(view.locator('#quick-view-description h3').first()).toHaveText(onItsPage.h3);
    await expect(view.locator('#quick-view-description li').first()).toHaveText(onItsPage.li);
    // A similar job's card is brief (no badges, no Save): Quick view shows those of the job's page.
    await expect(card.locator('[data-job-badges], [data-save-job]')).toHaveCount(0);
    expect(onItsPage.badges.length).toBeGreaterThan(0);
    await expect(view.locator('[data-job-badges] li')).toHaveText(onItsPage.badges);
    await view.getByRole('button', { name: `Save job: ${onItsPage.title}`, exact: true }).click();
    await expect(view.getByRole('button', { name: `Saved: ${onItsPage.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('gj:saved-jobs') ?? '[]') as { slug: string }[]);
    expect(saved.map((job) => `/jobs/${job.slug}`)).toEqual([href]);
    await expect(view.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', href!);
    await expect(view.locator('#quick-view-apply')).toBeVisible();
  });

  test('when the job page cannot be read, Quick view opens the page instead', async ({ page }) => {
    await page.goto(nurse);
    const card = page.locator('[data-similar-jobs] article').first();
    const href = (await card.getByRole('link').first().getAttribute('href'))!;
    await page.route(`**${href}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await card.getByRole('button', { name: /Quick view/ }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Quick view pressed while the dialogs are still on their way opens the job once they arrive', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/job-dialogs', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(nurse);
    const card = page.locator('[data-similar-jobs] article').first();
    const href = (await card.getByRole('link').first().getAttribute('href'))!;
    await card.getByRole('button', { name: /Quick view/ }).click();
    release();
    const view = page.locator('#quick-view-dialog');
    await expect(view).toBeVisible();
    await expect(view.getByRole('link', { name: 'View full details' })).toHaveAttribute('href', href);
    expect(new URL(page.url()).pathname).toBe(nurse);
  });
});
