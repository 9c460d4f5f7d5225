import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { withDb } from '../helpers/e2e';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { sessionSecret } from '~/server/auth/session-secret';
import { manageToken, manageValidDays } from '~/server/subscriptions/links';

// The manage page of a subscriber's alerts and the unsubscribe page, reached as a subscriber
// reaches them: sign up through the forms, open the links of the e-mails in the outbox.

test.beforeEach(resetRateLimits);

/** The site-relative address of the first `path` link in the newest e-mail to `email` whose text mentions `about`. */
const linkInMail = (email: string, path: string, about: string) =>
  withDb(async (db) => {
    const mails = await db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
    const text = mails.find((m) => m.text_body.includes(about))?.text_body ?? '';
    const match = text.match(new RegExp(`https?://[^/\\s]+${path}\\?\\S+`));
    if (!match) throw new Error(`no ${path} link about "${about}" in the mail to ${email}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  });

const rowsOf = (email: string) =>
  withDb((db) =>
    db
      .selectFrom('subscriptions')
      .select(['kind', 'filters', 'frequency', 'paused_at', 'unsubscribed_at'])
      .where('email', '=', email)
      .execute(),
  );

/** Signs `email` up as the forms do (the sign-up itself is tested in forms.spec.ts). */
async function signUp(request: APIRequestContext, action: 'jobAlert' | 'newsletter', form: Record<string, string>) {
  const response = await request.post(`/_actions/forms.${action}`, {
    form: { source: 'e2e', ...form },
    headers: { origin: new URL(process.env.BASE_URL!).origin },
  });
  expect(response.status()).toBe(200);
}

/**
 * An address with two job alerts (Engineering in Qatar, confirmed; Healthcare in the UAE, not yet)
 * and the newsletter; opens the manage link the confirmation page offers.
 */
async function subscriberOnManagePage(page: Page, request: APIRequestContext): Promise<string> {
  const email = `manage-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(request, 'jobAlert', { email, category: 'engineering', country: 'qatar' });
  await signUp(request, 'jobAlert', { email, category: 'healthcare-medical', country: 'uae' });
  await signUp(request, 'newsletter', { email });
  await page.goto(await linkInMail(email, '/api/subscriptions/confirm', 'Engineering jobs in Qatar'));
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage your alerts and subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your job alerts' })).toBeVisible();
  return email;
}

const alertCard = (page: Page, search: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: search }) });
const notice = (page: Page) => page.getByRole('status');

/** Change frequency and city, refuse a city of another country and a duplicate search, pause, resume, delete, and the newsletter: the same with and without JavaScript. */
async function manageEverything(page: Page, email: string) {
  const engineering = alertCard(page, 'Engineering jobs in Qatar');
  const healthcare = alertCard(page, 'Healthcare & Medical jobs in UAE');
  await expect(engineering.getByText('Active')).toBeVisible();
  await expect(engineering.getByText('Weekly e-mail')).toBeVisible();
  await expect(healthcare.getByText('Awaiting confirmation')).toBeVisible();
  await expect(engineering.getByRole('link', { name: 'See these jobs now' })).toHaveAttribute(
    'href',
    '/jobs?category=engineering&country=qatar',
  );

  // The frequency, by keyboard: the details open with Enter, the radio and the button are reachable.
  await engineering.getByText('Change search or frequency').focus();
  await page.keyboard.press('Enter');
  await engineering.getByRole('radio', { name: 'Daily' }).check();
  await engineering.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page)).toHaveText('Your alert is saved.');
  await expect(page).toHaveURL(/[?&]notice=saved/);
  await expect(page).not.toHaveURL(/_action=/); // Post/Redirect/GET: a reload does not post again
  await expect(engineering.getByText('Daily e-mail')).toBeVisible();

  // The city: one of the chosen country's is saved and named with its country; another country's is refused.
  await engineering.getByText('Change search or frequency').click();
  await engineering.getByLabel('City').selectOption('doha');
  await engineering.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page)).toHaveText('Your alert is saved.');
  const doha = alertCard(page, 'Engineering jobs in Doha, Qatar');
  await expect(doha.getByRole('link', { name: 'See these jobs now' })).toHaveAttribute(
    'href',
    '/jobs?category=engineering&country=qatar&city=doha',
  );
  await doha.getByText('Change search or frequency').click();
  await expect(doha.getByLabel('City')).toHaveValue('doha');
  await doha.getByLabel('City').selectOption('dubai');
  await doha.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('That city is not in the chosen country. Choose a city in that country, or All cities.');
  await expect(doha).toBeVisible();
  await doha.getByText('Change search or frequency').click();
  await doha.getByLabel('City').selectOption({ label: 'All cities' });
  await doha.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page)).toHaveText('Your alert is saved.');
  await expect(engineering).toBeVisible();

  // The other alert's search: refused, nothing changes.
  await engineering.getByText('Change search or frequency').click();
  await engineering.getByLabel('Category').selectOption('healthcare-medical');
  await engineering.getByLabel('Country').selectOption('uae');
  await engineering.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('You already have an alert for this search.');
  await expect(alertCard(page, 'Engineering jobs in Qatar')).toBeVisible();

  await engineering.getByRole('button', { name: 'Pause' }).click();
  await expect(notice(page)).toHaveText('Your alert is paused: it sends nothing until you resume it.');
  await expect(engineering.getByText('Paused', { exact: true })).toBeVisible();
  await page.reload();
  await expect(engineering.getByRole('button', { name: 'Resume' })).toBeVisible();
  await engineering.getByRole('button', { name: 'Resume' }).click();
  await expect(notice(page)).toHaveText('Your alert is back on. Its next e-mail lists jobs published from now on.');

  await healthcare.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page)).toHaveText('Your alert is deleted.');
  await expect(healthcare).toHaveCount(0);

  const newsletter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'The weekly newsletter' }) });
  await expect(newsletter.getByText('Awaiting confirmation')).toBeVisible();
  await newsletter.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(newsletter.getByText('Not subscribed')).toBeVisible();
  await newsletter.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(notice(page)).toHaveText('You are subscribed again.');

  const rows = await rowsOf(email);
  expect(rows.map((r) => [r.kind, r.filters, r.frequency, r.paused_at, r.unsubscribed_at]).sort()).toEqual([
    ['job_alert', { category: 'engineering', country: 'qatar' }, 'daily', null, null],
    ['newsletter', {}, 'weekly', null, null],
  ]);

  await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
  await expect(notice(page)).toHaveText('You are unsubscribed from everything. We will not e-mail you again unless you subscribe again.');
  expect((await rowsOf(email)).every((r) => r.unsubscribed_at !== null)).toBe(true);
}

test('the manage page with JavaScript: frequency, a duplicate search, pause, resume, delete, newsletter, everything', async ({
  page,
  request,
}, testInfo) => {
  // Two axe scans and the whole walk: past the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = await subscriberOnManagePage(page, request);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await alertCard(page, 'Engineering jobs in Qatar').getByText('Change search or frequency').click();
    await page.screenshot({ path: testInfo.outputPath(`manage-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.reload();
  }
  await manageEverything(page, email);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the manage page: frequency, a duplicate search, pause, resume, delete, newsletter, everything', async ({ page, request }) => {
    await manageEverything(page, await subscriberOnManagePage(page, request));
  });

  test('an unsubscribe link shows one button and changes nothing until it is pressed', async ({ page, request }) => {
    await unsubscribeByButton(page, request);
  });
});

/** Opens an alert's unsubscribe link (nothing changes), screenshots it when asked, presses the one button. */
async function unsubscribeByButton(page: Page, request: APIRequestContext, shots?: (name: string) => string) {
  const email = `unsubscribe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(request, 'jobAlert', { email, category: 'engineering', country: 'qatar' });
  const link = await linkInMail(email, '/api/subscriptions/unsubscribe', 'Engineering jobs in Qatar');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe?' })).toBeVisible();
  await expect(page.getByText('the job alert for Engineering jobs in Qatar')).toBeVisible();
  await expect(page.locator('article').getByRole('button')).toHaveText(['Unsubscribe']);
  // Whoever holds the link (a mail provider, a forwarded e-mail) may unsubscribe, not see the rest.
  await expect(page.getByRole('link', { name: /manage/i })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  expect((await rowsOf(email)).map((r) => r.unsubscribed_at)).toEqual([null]);
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`unsubscribe-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    }
  }

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/unsubscribed' && url.search === '?status=unsubscribed');
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  await expect(page.getByText('Use the “Manage your alerts” link in any e-mail from us.')).toBeVisible();
  await expect(page.getByRole('link', { name: /manage/i })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  expect((await rowsOf(email)).map((r) => r.unsubscribed_at === null)).toEqual([false]);
  if (shots) await page.screenshot({ path: shots('unsubscribed.png'), fullPage: true });

  await page.goto('/api/subscriptions/unsubscribe?id=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f&token=forged');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
}

/** The manage link of `email`'s subscription as the site would have signed it `daysAgo` days ago. */
async function manageLinkIssued(email: string, daysAgo: number): Promise<string> {
  const { id } = await withDb((db) => db.selectFrom('subscriptions').select('id').where('email', '=', email).executeTakeFirstOrThrow());
  const token = manageToken(id, await sessionSecret(), new Date(Date.now() - daysAgo * 86_400_000));
  return `/alerts/manage?${new URLSearchParams({ id, token })}`;
}

test('an expired manage link shows nothing of the address and sends a fresh link to a typed address', async ({
  page,
  request,
}, testInfo) => {
  const email = `expired-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(request, 'newsletter', { email });
  const response = await page.goto(await manageLinkIssued(email, manageValidDays + 1));
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText(`Links to this page work for ${manageValidDays} days.`, { exact: false })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unsubscribe from everything' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('manage-expired.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // An address with no subscription is answered alike, and nothing is sent to it.
  await page.getByLabel('Your e-mail address').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send me a fresh link' }).click();
  const sent = 'If that address has subscriptions with us, a fresh link to manage them is on its way. Check your inbox.';
  await expect(notice(page)).toHaveText(sent);
  await expect(page).not.toHaveURL(/_action=|token=/);

  await page.goto(await manageLinkIssued(email, manageValidDays + 1));
  await page.getByLabel('Your e-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send me a fresh link' }).click();
  await expect(notice(page)).toHaveText(sent);
  await page.goto(await linkInMail(email, '/alerts/manage', 'asked for a link to manage'));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your job alerts' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('an unsubscribe link with JavaScript: one button, no WCAG violation at 390 and 1280 px', async ({ page, request }, testInfo) => {
  await unsubscribeByButton(page, request, (name) => testInfo.outputPath(name));
});

test('a mail provider’s one-click POST unsubscribes through the live site; other cross-site writes are still refused', async ({
  request,
}) => {
  const email = `one-click-${Date.now()}@example.com`;
  await signUp(request, 'newsletter', { email });
  const link = await linkInMail(email, '/api/subscriptions/unsubscribe', 'newsletter');
  const oneClick = () =>
    request.post(link, {
      headers: { origin: 'https://mail.google.com', 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
  const response = await oneClick();
  expect([response.status(), await response.text()]).toEqual([200, 'You have been unsubscribed.\n']);
  expect((await rowsOf(email)).map((r) => r.unsubscribed_at === null)).toEqual([false]);
  expect((await oneClick()).status()).toBe(200);

  const forged = await request.post('/api/subscriptions/unsubscribe?id=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f&token=forged', {
    headers: { origin: 'https://mail.google.com' },
    multipart: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(forged.status()).toBe(404);
  const manageFromElsewhere = await request.post('/_actions/subscriptions.unsubscribeAll', {
    headers: { origin: 'https://evil.example' },
    form: { id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', token: 'x' },
  });
  expect(manageFromElsewhere.status()).toBe(403);
});
