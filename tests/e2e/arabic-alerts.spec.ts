import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'kysely';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { insertJob } from '../helpers/jobs';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { runDigestsFromEnv } from '~/server/digests/from-env';
import { flushOutbox } from '~/server/mail/outbox';
import { fileTransport } from '~/server/mail/transport';

// "An Arabic alert e-mail": a job alert made on an Arabic page is confirmed from the
// e-mail the local mail catcher (the outbox written to files) holds, lands on the Arabic
// confirmation page, and its digest is an Arabic e-mail whose links open the Arabic pages. The
// alert and newsletter pages of the Arabic site pass axe at 390 and 1280 px.

let db: Db;
let mailDir: string;
const seenMail = new Set<string>();
test.beforeEach(resetRateLimits);
test.beforeAll(async () => {
  db = createDb(process.env.DATABASE_URL!, 2);
  mailDir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-e2e-arabic-mail-'));
});
test.afterAll(async () => {
  await db.destroy();
  await rm(mailDir, { recursive: true, force: true });
});

/** A quoted-printable MIME part back to text (soft line breaks joined, =XX decoded as UTF-8). */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A MIME part's body as text (quoted-printable or base64 decoded). */
function partBody(part: string): string {
  const headers = part.slice(0, part.indexOf('\n\n'));
  const body = part.slice(part.indexOf('\n\n') + 2).trimEnd();
  if (/quoted-printable/i.test(headers)) return fromQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A MIME header as text (RFC 2047 encoded words decoded). */
const decodedHeader = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : fromQuotedPrintable(text.replace(/_/g, ' ')),
  );

/** The .eml files written to `to` since the last look: headers, subject, and the plain and HTML parts. */
async function mailFilesTo(to: string): Promise<{ headers: string; subject: string; text: string; html: string }[]> {
  await flushOutbox(db, fileTransport(mailDir, 'Gulf Jobs <no-reply@localhost>'), { batchSize: 500 });
  const mails = [];
  for (const name of (await readdir(mailDir)).sort()) {
    if (seenMail.has(name)) continue;
    const raw = (await readFile(path.join(mailDir, name), 'utf8')).replace(/\r\n/g, '\n');
    const headers = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(headers)) continue;
    seenMail.add(name);
    const boundary = headers.match(/boundary="([^"]+)"/)?.[1];
    const parts = boundary ? raw.split(`--${boundary}`) : [raw];
    const plain = parts.find((p) => /^\s*Content-Type: text\/plain/im.test(p));
    const html = parts.find((p) => /^\s*Content-Type: text\/html/im.test(p));
    mails.push({
      headers,
      subject: decodedHeader(headers.match(/^Subject: (.*)$/m)?.[1] ?? ''),
      text: plain ? partBody(plain) : '',
      html: html ? partBody(html) : '',
    });
  }
  return mails;
}

const sitePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The Arabic page is Arabic and right to left, with an Arabic h1. */
async function expectArabicPage(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('an Arabic alert e-mail', async ({ page }) => {
  test.setTimeout(120_000);
  const word = `arabicalert${Date.now().toString(36)}`;
  const email = `arabic-alert-${Date.now()}@example.com`;

  // 1. The alert, made as the Arabic pages' sign-up form posts it without JavaScript (its hidden
  // locale field says ar): the answer is the Arabic thank-you page.
  const signUp = await page.request.post('/forms/job-alert?_action=forms.jobAlert', {
    form: { email, q: word, country: 'qatar', frequency: 'weekly', source: 'jobs_results', locale: 'ar', website: '' },
    headers: { origin: new URL(process.env.BASE_URL!).origin },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(303);
  expect(signUp.headers().location).toBe('/ar/newsletter-thank-you');
  await page.goto('/ar/newsletter-thank-you');
  await expectArabicPage(page, 'شكرًا لاشتراكك!');
  await expect(page.locator('p', { hasText: 'أو اقرأ نصائحنا المهنية (بالإنجليزية).' })).toBeVisible();

  // 2. The confirmation e-mail, in Arabic, from the mail catcher; its link opens the Arabic confirmation page.
  const [confirmation, ...others] = await mailFilesTo(email);
  expect(others).toEqual([]);
  expect(confirmation!.subject).toBe('أكّد اشتراكك في وظائف الخليج');
  expect(confirmation!.text).toContain(`يرجى تأكيد رغبتك في تلقي تنبيهات وظائف جديدة تطابق «${word}» في قطر من وظائف الخليج:`);
  expect(confirmation!.html).toMatch(/<html lang="ar" dir="rtl">/);
  const confirmUrl = confirmation!.text.match(/http\S+\/api\/subscriptions\/confirm\?\S+/)![0];
  await page.goto(sitePath(confirmUrl));
  await expect(page).toHaveURL(/\/ar\/subscription-confirmed\?status=confirmed&id=/);
  await expectArabicPage(page, 'تم تأكيد اشتراكك');
  await expect(page.locator('[data-confirmed-alert]')).toHaveText(
    `تنبيه الوظائف الخاص بك: وظائف جديدة تطابق «${word}» في قطر. يصلك أسبوعيًا، وفقط عند وجود وظائف جديدة تطابقه.`,
  );
  await page.getByRole('link', { name: 'إدارة تنبيهاتك واشتراكاتك' }).click();
  await expect(page).toHaveURL(/\/ar\/alerts\/manage\?id=/);
  await expectArabicPage(page, 'إدارة تنبيهات الوظائف');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(`وظائف جديدة تطابق «${word}» في قطر`);

  // 3. A matching job is published; the digest run writes the Arabic e-mail.
  const title = `ممرضة غرفة عمليات ${word}`;
  await withActor(db, service, async (trx) => {
    const { id } = await insertJob(db, { title, status: 'pending', company: 'مستشفى الخليج', location: 'الدوحة، قطر' });
    await trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', id).execute();
  });
  await withActor(db, service, (trx) =>
    trx
      .updateTable('subscriptions')
      .set({ next_digest_at: sql<Date>`now()` })
      .where('email', '=', email)
      .execute(),
  );
  expect((await runDigestsFromEnv(db)).sent).toBeGreaterThanOrEqual(1);
  const [digest, ...more] = await mailFilesTo(email);
  expect(more).toEqual([]);
  expect(digest!.subject).toBe(`وظيفة جديدة: ${title} لدى مستشفى الخليج`);
  expect(digest!.text).toContain(`وظيفة جديدة واحدة تطابق بحثك: وظائف جديدة تطابق «${word}» في قطر.`);
  expect(digest!.text).toMatch(/http\S+\/ar\/jobs\/\S+/);
  expect(digest!.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
  expect(digest!.html).toContain('<span dir="auto">');
  // The one-click unsubscribe header is unchanged; the visible link opens the Arabic page.
  expect(digest!.headers).toMatch(/^List-Unsubscribe: <http\S+\/api\/subscriptions\/unsubscribe\?id=\S+>$/m);
  expect(digest!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

  // 4. The e-mail as a reader sees it (its HTML in the browser), then its links.
  const htmlFile = path.join(mailDir, 'arabic-digest.html');
  await writeFile(htmlFile, digest!.html);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`file://${htmlFile}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'إلغاء الاشتراك' })).toBeVisible();
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'arabic-digest-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'arabic-digest-1280.png'), fullPage: true });

  const manage = digest!.text.match(/http\S+\/ar\/alerts\/manage\?\S+/)![0];
  await page.goto(sitePath(manage));
  await expectArabicPage(page, 'إدارة تنبيهات الوظائف');
  const unsubscribe = digest!.text.match(/http\S+\/ar\/unsubscribe\?\S+/)![0];
  await page.goto(sitePath(unsubscribe));
  await expectArabicPage(page, 'إلغاء الاشتراك؟');
  await page.getByRole('button', { name: 'ألغِ الاشتراك' }).click();
  await expect(page).toHaveURL(/\/ar\/unsubscribed\?status=unsubscribed/);
  await expectArabicPage(page, 'تم إلغاء اشتراكك');
});

test('the Arabic alert and newsletter pages pass axe at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `arabic-axe-${Date.now()}@example.com`;
  const signUp = await page.request.post('/_actions/forms.jobAlert', {
    form: { email, category: 'engineering', country: 'qatar', source: 'e2e', locale: 'ar' },
    headers: { origin: new URL(process.env.BASE_URL!).origin },
  });
  expect(signUp.status()).toBe(200);
  const [confirmation] = await mailFilesTo(email);
  await page.goto(sitePath(confirmation!.text.match(/http\S+\/api\/subscriptions\/confirm\?\S+/)![0]));
  const confirmed = page.url();
  const managePage = await page.getByRole('link', { name: 'إدارة تنبيهاتك واشتراكاتك' }).getAttribute('href');
  const unsubscribePage = sitePath(confirmation!.text.match(/http\S+\/ar\/unsubscribe\?\S+/)![0]);
  const pages: [string, string][] = [
    [managePage!, 'إدارة تنبيهات الوظائف'],
    [unsubscribePage, 'إلغاء الاشتراك؟'],
    ['/ar/unsubscribed?status=unsubscribed', 'تم إلغاء اشتراكك'],
    [sitePath(confirmed), 'تم تأكيد اشتراكك'],
    ['/ar/newsletter-thank-you', 'شكرًا لاشتراكك!'],
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    for (const [address, heading] of pages) {
      await page.goto(address);
      await expectArabicPage(page, heading);
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        const name = new URL(address, 'http://x').pathname.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
      }
    }
  }
});
