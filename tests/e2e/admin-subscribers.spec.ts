import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { createDb, type Db } from '~/server/db/client';
import { signInAsAdmin } from '../helpers/e2e';

// The admins' subscribers page: the counts per kind and state, the last digest run and
// the digest e-mails in the outbox, honest when no digest has run; readable at 390 and 1280 px.
// Screenshots land in test-results/admin-screens/ for a person to look at.

let db: Db;
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

const card = (page: Page, kind: string) => page.locator(`[data-kind="${kind}"]`);
const count = async (page: Page, kind: string, state: string) =>
  Number(await card(page, kind).locator(`[data-count="${state}"]`).textContent());
const countsOf = async (page: Page) => {
  const out: Record<string, number> = {};
  for (const kind of ['job_alert', 'newsletter', 'event_news']) {
    for (const state of ['active', 'awaitingConfirmation', 'paused', 'unsubscribed', 'total'])
      out[`${kind}.${state}`] = await count(page, kind, state);
  }
  return out;
};

async function subscribe(kind: 'newsletter' | 'job_alert' | 'event_news', state: 'active' | 'awaiting' | 'paused' | 'unsubscribed') {
  const now = new Date();
  await db
    .insertInto('subscriptions')
    .values({
      email: `e2e-${randomUUID()}@example.com`,
      kind,
      source: 'e2e',
      frequency: 'daily',
      confirmed_at: state === 'awaiting' ? null : now,
      paused_at: state === 'paused' ? now : null,
      unsubscribed_at: state === 'unsubscribed' ? now : null,
    })
    .execute();
}

const shot = async (page: Page, width: number, name = 'admin-subscribers') => {
  const height = Math.min(2400, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({
    path: `test-results/admin-screens/${name}-${width}.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
  });
};

test('an admin sees the subscribers by kind and state, the last digest runs and the digest outbox', async ({ page }) => {
  test.setTimeout(90_000);
  await db.deleteFrom('digest_runs').execute();
  await signInAsAdmin(page, '/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribers');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-no-runs]')).toHaveText(
    'No digest has run yet. Digests run every 15 minutes in production and every minute with npm start.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 390, 'admin-subscribers-no-runs');
  expect(await axeViolations(page), 'before any run, at 390 px').toEqual([]);
  const before = await countsOf(page);
  const outboxBefore = Number(await page.locator('[data-outbox] dd').nth(0).textContent());

  for (const state of ['active', 'active', 'awaiting', 'paused', 'unsubscribed'] as const) await subscribe('job_alert', state);
  await subscribe('newsletter', 'active');
  await subscribe('event_news', 'awaiting');
  const started = new Date(Date.now() - 60_000);
  await db
    .insertInto('digest_runs')
    .values([
      {
        started_at: new Date(started.getTime() - 60_000),
        finished_at: new Date(started.getTime() - 58_000),
        claimed: 2,
        sent: 1,
        skipped: 1,
      },
      {
        started_at: started,
        finished_at: new Date(started.getTime() + 2_345),
        claimed: 7,
        sent: 4,
        skipped: 2,
        failed: 1,
        error: 'One digest failed: the alert’s saved search no longer parses.',
      },
    ])
    .execute();
  await db
    .insertInto('email_outbox')
    .values({
      to_address: 'reader@example.com',
      subject: 'New job: Nurse',
      text_body: 'Body',
      kind: 'digest.job_alert',
      sent_at: new Date(),
    })
    .execute();

  await page.reload();
  const after = await countsOf(page);
  const delta = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - before[key]!]));
  expect(delta).toEqual({
    'job_alert.active': 2,
    'job_alert.awaitingConfirmation': 1,
    'job_alert.paused': 1,
    'job_alert.unsubscribed': 1,
    'job_alert.total': 5,
    'newsletter.active': 1,
    'newsletter.awaitingConfirmation': 0,
    'newsletter.paused': 0,
    'newsletter.unsubscribed': 0,
    'newsletter.total': 1,
    'event_news.active': 0,
    'event_news.awaitingConfirmation': 1,
    'event_news.paused': 0,
    'event_news.unsubscribed': 0,
    'event_news.total': 1,
  });
  await expect(page.locator('[data-no-runs]')).toHaveCount(0);
  const lastRun = page.getByRole('region', { name: 'Last digest run' });
  await expect(lastRun).toContainText('Due7');
  await expect(lastRun).toContainText('Sent4');
  await expect(lastRun).toContainText('Nothing new2');
  await expect(lastRun).toContainText('Failed1');
  await expect(lastRun).toContainText('Took2.3 s');
  await expect(lastRun).toContainText('Error: One digest failed: the alert’s saved search no longer parses.');
  await expect(page.locator('table tbody tr')).toHaveCount(2);
  expect(Number(await page.locator('[data-outbox] dd').nth(0).textContent())).toBe(outboxBefore + 1);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.reload();
    await shot(page, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
});

test('visitors are sent to sign in, and a signed-in non-admin gets 403 without any number', async ({ page, baseURL }) => {
  await page.goto('/admin/subscribers');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fsubscribers$/);
  await expect(page.locator('[data-kind]')).toHaveCount(0);

  const email = `member-${randomUUID()}@example.com`;
  await db
    .insertInto('auth.users')
    .values({ email, encrypted_password: await bcrypt.hash('member password', 4), raw_app_meta_data: { provider: 'email' } })
    .execute();
  const member = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, maxRedirects: 0 });
  try {
    expect((await member.post('/_actions/auth.signIn', { form: { email, password: 'member password' } })).status()).toBe(200);
    const response = await member.get('/admin/subscribers');
    expect(response.status()).toBe(403);
    const html = await response.text();
    expect(html).toContain('which is not an admin account');
    expect(html).not.toContain('data-kind=');
  } finally {
    await member.dispose();
  }
});
