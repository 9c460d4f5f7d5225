import { wcagAxe } from '../helpers/axe';
import { expect, test, type Page } from '@playwright/test';
import { service, withActor } from '~/server/db/context';
import { withDb } from '../helpers/e2e';

// Reading a job on a phone and a desktop: the employer's text as paragraphs, lists and headings
// (escaped), lines a person can read, the key facts above the text, Apply always in reach on a
// phone (with and without JavaScript), and Quick view with the same paragraphs, badges and Save.

const icuNurse = 'registered-nurse-intensive-care-unit-dubai-uae';
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const sites = [
  { prefix: '', salary: 'Salary', type: 'Employment type', visa: 'Visa provided', save: 'Save job', saved: 'Saved', quick: 'Quick view' },
  {
    prefix: '/ar',
    salary: 'الراتب',
    type: 'نوع الدوام',
    visa: 'التأشيرة مقدَّمة',
    save: 'احفظ الوظيفة',
    saved: 'محفوظة',
    quick: 'نظرة سريعة',
  },
];

// Screenshots and axe scans are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const axeViolations = async (page: Page) => (await wcagAxe(page).analyze()).violations.map((v) => v.id);

/** The most characters on one rendered line of the description (each character's box, grouped by line). */
const longestLine = (page: Page) =>
  page.locator('[data-job-description]').evaluate((root) => {
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        const top = Math.round(rect.top + window.scrollY);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
    }
    return Math.max(...lines.values());
  });

for (const size of sizes) {
  for (const site of sites) {
    test(`at ${size.width} px ${site.prefix || '/en'}: the description reads as paragraphs, lists and headings under the key facts`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(`${site.prefix}/jobs/${icuNurse}`);
      const article = page.locator('article').first();
      const description = article.locator('[data-job-description]');
      await expect(description.locator('h3').first()).toHaveText('About the role');
      await expect(description.locator('ul').first().locator('li').first()).toHaveText(
        'Assess, plan and document patient care in the electronic medical record',
      );
      expect(await description.locator('p').count()).toBeGreaterThanOrEqual(2);
      // No stray bullets: the list items carry the text without the employer's "- ".
      await expect(description).not.toContainText('- Assess');
      // JSON-LD keeps the text as written.
      const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
        description: string;
      };
      expect(posting.description).toContain('What you will do\n- Assess');

      const facts = article.locator('[data-key-facts]');
      await expect(facts.getByText(site.salary, { exact: true })).toBeVisible();
      await expect(facts.getByText(site.type, { exact: true })).toBeVisible();
      await expect(facts.getByText(site.visa, { exact: true })).toBeVisible();
      const factsBox = (await facts.boundingBox())!;
      const descriptionBox = (await description.boundingBox())!;
      expect(factsBox.y + factsBox.height).toBeLessThanOrEqual(descriptionBox.y);

      expect(await longestLine(page)).toBeLessThanOrEqual(75);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`job-page-${size.width}${site.prefix.replace('/', '-')}.png`), fullPage: true });
    });

    test(`at ${size.width} px ${site.prefix || '/en'}: Quick view keeps the paragraphs and lists, shows the badges and saves`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // A demo job whose description has paragraphs and a list (other specs post one-line ones).
      await page.goto(`${site.prefix}/jobs?q=intensive`);
      const card = page.locator('article', { has: page.locator(`a[href$="/jobs/${icuNurse}"]`) });
      const title = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('button', { name: new RegExp(site.quick) }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const description = dialog.locator('#quick-view-description');
      expect(await description.locator('p, li').count()).toBeGreaterThanOrEqual(2);
      await expect(dialog.locator('[data-job-badges] li')).toHaveText(await card.locator('[data-job-badges] li').allTextContents());
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`quick-view-${size.width}${site.prefix.replace('/', '-')}.png`) });

      const save = dialog.getByRole('button', { name: `${site.save}: ${title}`, exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(dialog.getByRole('button', { name: `${site.saved}: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The card's own Save button reads the same store.
      await expect(card.getByRole('button', { name: `${site.saved}: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    });
  }
}

for (const javaScriptEnabled of [true, false]) {
  for (const site of sites) {
    test(`on a 390 px phone ${site.prefix || '/en'}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: Apply stays in reach to the end, once, covering nothing`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: sizes[0], javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${site.prefix}/jobs/${icuNurse}`);
      const bar = page.locator('[data-apply-bar]');
      const main = page.locator('[data-apply-main]');
      await expect(main).toBeInViewport();
      await expect(bar).toBeHidden(); // never two Apply buttons on screen

      // The end of the description: the bar's Apply is there.
      await page.locator('[data-job-description] > :last-child').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect(main).not.toBeInViewport();
      await expect(bar).toBeVisible();
      const apply = bar.getByRole('link');
      await expect(apply).toBeInViewport();
      await expect(apply).toHaveAttribute('href', /^(https?:|mailto:)/);
      // The end of the page: the last of the footer sits above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())!.y;
      const lastBottom = await page.evaluate(() => {
        const all = [...document.querySelectorAll('footer *')].filter((el) => el.getClientRects().length > 0);
        return Math.max(...all.map((el) => el.getBoundingClientRect().bottom));
      });
      expect(lastBottom).toBeLessThanOrEqual(barTop);
      // The bottom "Browse More Jobs" stays, as a secondary link.
      await expect(
        page
          .locator('article')
          .first()
          .getByRole('link', { name: /Browse More Jobs|تصفّح المزيد من الوظائف/ }),
      ).toBeVisible();
      if (javaScriptEnabled) {
        await expect(bar.getByRole('button', { name: new RegExp(`^${site.save}`) })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.screenshot({ path: test.info().outputPath(`apply-bar${site.prefix.replace('/', '-')}-js-${javaScriptEnabled}.png`) });
      await context.close();
    });
  }
}

// NUL cannot reach PostgreSQL text at all; the unit tests cover it in the renderer.
test('poster markup in a description stays text, on the on-demand page of a job approved after the build', async ({ page }) => {
  const nasty = [
    '<script>window.__pwned = 1</script>',
    '',
    '- <img src=x onerror="window.__pwned = 2">',
    '- <a href="javascript:window.__pwned = 3">click</a>',
  ].join('\n');
  const [job] = await withDb((db) =>
    withActor(db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({
          company_name: 'Escape Test Clinic',
          job_title: `Escaping Nurse ${Date.now()}`,
          job_description: nasty,
          location: 'Dubai, UAE',
          salary_range: null,
          contact_email: 'hr@example.ae',
          category: 'healthcare-medical',
          application_url: null,
          status: 'approved' as const,
        })
        .returning(['slug'])
        .execute(),
    ),
  );
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/jobs/${job!.slug}`);
    const description = page.locator('[data-job-description]');
    await expect(description.locator('p').first()).toHaveText('<script>window.__pwned = 1</script>');
    await expect(description.locator('li')).toHaveText([
      '<img src=x onerror="window.__pwned = 2">',
      '<a href="javascript:window.__pwned = 3">click</a>',
    ]);
    await expect(description.locator('script, img, a')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
});
