import { wcagAxe } from '../helpers/axe';
import { expect, test, type Page } from '@playwright/test';
import { service, withActor } from '~/server/db/context';
import { withDb } from '../helpers/e2e';

// Saved jobs: kept in the browser, shared by the /jobs island, static pages, the header
// and other tabs; and the exit-intent pop-up's rules.

const savedLink = (page: Page) => page.locator('[data-saved-jobs-link]:visible');
const savedCards = (page: Page) => page.locator('#saved-jobs-list > li');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('save on /jobs and on a job page, see both on /saved-jobs, unsave in another tab', async ({ page, context }) => {
      await page.goto('/jobs');
      await expect(page.locator('[data-saved-jobs-link]')).toHaveCount(2);
      await expect(savedLink(page)).toHaveCount(0);
      const first = page.getByRole('article').first();
      const title = (await first.getByRole('heading').textContent())!.trim();
      const second = page.getByRole('article').nth(1);
      const title2 = (await second.getByRole('heading').textContent())!.trim();
      const href2 = (await second.getByRole('heading').getByRole('link').getAttribute('href'))!;

      const save = first.getByRole('button', { name: `Save job: ${title}`, exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      const box = (await save.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await save.focus();
      await page.keyboard.press('Enter');
      const saved = first.getByRole('button', { name: `Saved: ${title}`, exact: true });
      await expect(saved).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await expect(page).toHaveURL(/\/jobs$/);
      await page.screenshot({ path: `test-results/saved-jobs-card-${width}.png` });

      await page.goto(href2);
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await page.getByRole('button', { name: `Save job: ${title2}`, exact: true }).click();
      await expect(page.getByRole('button', { name: `Saved: ${title2}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(savedLink(page)).toHaveText('Saved (2)');
      await page.screenshot({ path: `test-results/saved-jobs-job-page-${width}.png` });

      await savedLink(page).click();
      await expect(page).toHaveURL(/\/saved-jobs$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved jobs');
      await expect(savedCards(page).getByRole('heading')).toHaveText([title2, title]);
      await expect(
        savedCards(page)
          .first()
          .getByRole('link', { name: `View and apply: ${title2}` }),
      ).toHaveAttribute('href', href2);
      await page.screenshot({ path: `test-results/saved-jobs-${width}.png`, fullPage: true });
      const axe = await wcagAxe(page).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);

      // Another tab unsaves the first job: this tab's list and count follow.
      const other = await context.newPage();
      await other.goto('/jobs');
      await other.getByRole('button', { name: `Saved: ${title}`, exact: true }).click();
      await expect(other.getByRole('button', { name: `Save job: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(savedCards(page).getByRole('heading')).toHaveText([title2]);
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await other.close();

      await savedCards(page)
        .getByRole('button', { name: `Remove: ${title2}` })
        .click();
      await expect(savedCards(page)).toHaveCount(0);
      await expect(page.getByText('No saved jobs yet')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
      await expect(savedLink(page)).toHaveCount(0);
    });

    test('a saved job that expired shows as closed, without a way to apply', async ({ page }) => {
      await page.addInitScript(() => {
        if (localStorage.getItem('gj:saved-jobs')) return;
        localStorage.setItem(
          'gj:saved-jobs',
          JSON.stringify([
            {
              id: '00000000-0000-4000-8000-000000000001',
              slug: 'old-icu-nurse-doha',
              title: 'Old ICU Nurse',
              company: 'Gone Hospital',
              location: 'Doha, Qatar',
              savedAt: '2026-01-01T00:00:00.000Z',
              expiresAt: '2026-02-01T00:00:00.000Z',
            },
          ]),
        );
      });
      await page.goto('/saved-jobs');
      const card = savedCards(page);
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Closed', { exact: true })).toBeVisible();
      await expect(card.getByText('This job is closed: it no longer takes applications.')).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(0);
      await expect(savedLink(page)).toHaveText('Saved (1)');
      await page.screenshot({ path: `test-results/saved-jobs-closed-${width}.png` });
    });

    test('a saved job rejected or deleted, since the last build or before it, shows as closed; one still public stays open', async ({
      page,
    }) => {
      // Four jobs public now, saved in this browser; then the admin rejects two and deletes one.
      const jobs = await withDb((db) =>
        withActor(db, service, (trx) =>
          trx
            .insertInto('jobs')
            .values(
              ['Rejected', 'Deleted', 'Long-rejected', 'Open'].map((word) => ({
                company_name: 'Withdrawn Test Clinic',
                job_title: `${word} Radiographer ${width}`,
                job_description: 'X-ray and CT.',
                location: 'Manama, Bahrain',
                salary_range: null,
                contact_email: 'hr@example.bh',
                category: 'healthcare-medical',
                application_url: null,
                status: 'approved' as const,
              })),
            )
            .returning(['id', 'slug', 'job_title', 'company_name', 'location', 'expires_at'])
            .execute(),
        ),
      );
      const saved = jobs.map((job) => ({
        id: job.id,
        slug: job.slug,
        title: job.job_title,
        company: job.company_name,
        location: job.location,
        savedAt: new Date().toISOString(),
        expiresAt: job.expires_at.toISOString(),
      }));
      await page.addInitScript((list) => {
        if (!localStorage.getItem('gj:saved-jobs')) localStorage.setItem('gj:saved-jobs', list);
      }, JSON.stringify(saved));
      const [rejected, deleted, longRejected, open] = jobs;
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      await withDb((db) =>
        withActor(db, service, async (trx) => {
          await trx.updateTable('jobs').set({ status: 'rejected' }).where('id', 'in', [rejected!.id, longRejected!.id]).execute();
          await trx.deleteFrom('jobs').where('id', '=', deleted!.id).execute();
          // One was rejected two hours ago, and a site build has completed since (its page is gone from the CDN).
          await trx.deleteFrom('job_withdrawals').where('job_id', '=', longRejected!.id).execute();
          await trx
            .insertInto('job_withdrawals')
            .values({ job_id: longRejected!.id, slug: longRejected!.slug, withdrawn_at: hoursAgo(2) })
            .execute();
          await trx
            .insertInto('rebuild_requests')
            .values({ reason: 'e2e: a build after a withdrawal', started_at: hoursAgo(1), completed_at: hoursAgo(0.9) })
            .execute();
        }),
      );

      await page.goto('/saved-jobs');
      const card = (title: string) => savedCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      for (const gone of [rejected!, deleted!, longRejected!]) {
        await expect(card(gone.job_title).getByText('Closed', { exact: true })).toBeVisible();
        await expect(card(gone.job_title).getByText('This job is closed: it no longer takes applications.')).toBeVisible();
        await expect(card(gone.job_title).getByRole('link')).toHaveCount(0);
      }
      await expect(card(open!.job_title).getByText('Closed', { exact: true })).toHaveCount(0);
      await expect(card(open!.job_title).getByRole('link', { name: `View and apply: ${open!.job_title}` })).toHaveAttribute(
        'href',
        `/jobs/${open!.slug}`,
      );
      await expect(savedLink(page)).toHaveText('Saved (4)');
    });
  });
}

/**
 * The exit pop-ups at each width. The intent: the pointer leaving through the top on a desktop,
 * scrolling past 70 % on a phone. A phone's job page always has Apply or its sticky bar on screen,
 * so there the pop-up never opens; a phone meets one on the home page (the newsletter's).
 */
const exitPopupCases = [
  {
    size: { width: 390, height: 844 },
    popupPage: () => '/',
    popup: 'Before you go: get the best Gulf jobs weekly',
    dismiss: 'Close',
  },
  {
    size: { width: 1280, height: 600 },
    popupPage: (job: string) => `/jobs/${job}`,
    popup: 'Before you go – want the latest Gulf job openings sent to your inbox?',
    dismiss: "No thanks, I'll browse jobs manually",
  },
];

for (const { size, popupPage, popup, dismiss } of exitPopupCases) {
  test(`at ${size.width} px the exit pop-up never covers Apply, and stays away after it is dismissed`, async ({ page, request }) => {
    await page.setViewportSize(size);
    const phone = size.width < 768;
    const { jobs } = (await (await request.get('/api/jobs?country=qatar&category=healthcare-medical')).json()) as {
      jobs: { slug: string }[];
    };
    const other = ((await (await request.get('/api/jobs?country=uae')).json()) as { jobs: { slug: string }[] }).jobs[0]!.slug;
    // From the top, so the page really scrolls (a reload may restore the bottom) and a phone's scroll intent fires.
    const toBottom = () =>
      page.evaluate(async () => {
        window.scrollTo(0, 0);
        await new Promise(requestAnimationFrame);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
    const leave = () =>
      phone
        ? toBottom()
        : page.evaluate(() =>
            document.dispatchEvent(new MouseEvent('mouseout', { clientX: 600, clientY: -1, relatedTarget: null, bubbles: true })),
          );
    const noPopup = async () => {
      // The intent is debounced by 100 ms; its exit pop-up marks when it was weighed (exit-intent.ts).
      await expect(page.locator('dialog[data-exit-intent-weighed]').first()).toBeAttached();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };

    // An intent while Apply (the button, or on a phone the sticky bar) is on screen opens nothing.
    await page.goto(`/jobs/${jobs[0]!.slug}`);
    const apply = page.locator('article a[data-apply]');
    await apply.scrollIntoViewIfNeeded();
    await expect(apply).toBeInViewport();
    await leave();
    if (phone) await expect(page.locator('[data-apply-bar]')).toBeInViewport();
    await noPopup();

    // Where Apply is off screen, the intent opens the pop-up (once); dismissing it keeps every exit pop-up away.
    await page.goto(popupPage(jobs[0]!.slug));
    await toBottom();
    if (!phone) await expect(apply).not.toBeInViewport(); // no sticky bar on a desktop
    await leave();
    const dialog = page.getByRole('dialog', { name: popup });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: dismiss }).click();
    await expect(dialog).toBeHidden();

    for (const next of [
      () => page.reload(),
      () => page.evaluate(() => sessionStorage.clear()).then(() => page.reload()), // a new visit
      () => page.goto(`/jobs/${other}`),
      () => page.goto('/'),
    ]) {
      await next();
      await toBottom();
      await leave();
      await noPopup();
    }
  });
}
