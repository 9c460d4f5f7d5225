import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { sql } from 'kysely';
import { resetRateLimits } from '../helpers/rate-limits';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { runDigestsFromEnv } from '~/server/digests/from-env';
import { flushOutbox } from '~/server/mail/outbox';
import { fileTransport } from '~/server/mail/transport';
import { signInAsAdmin } from '../helpers/e2e';
import { insertJob } from '../helpers/jobs';

// Job alerts end to end, as a subscriber lives it: an alert from a /jobs search → the confirmation
// from the mail file → an admin approves a matching job → the digest run → the mail file lists
// the job with working links and one-click unsubscribe headers → one click unsubscribes → the
// next run sends nothing. The spec runs what the scheduled functions run (runDigestsFromEnv,
// flushOutbox) against the site's database, with the site's SITE_URL and secret (scripts/e2e.ts).

let db: Db;
let mailDir: string;
const seenMail = new Set<string>();
test.beforeEach(resetRateLimits);
test.beforeAll(async () => {
  db = createDb(process.env.DATABASE_URL!, 2);
  mailDir = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-e2e-mail-'));
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

/** The .eml files written to `to` since the last look, as { headers, text } (the plain-text part). */
async function mailFilesTo(to: string): Promise<{ headers: string; text: string }[]> {
  await flushOutbox(db, fileTransport(mailDir, 'Gulf Jobs <no-reply@localhost>'), { batchSize: 500 });
  const mails = [];
  for (const name of (await readdir(mailDir)).sort()) {
    if (seenMail.has(name)) continue;
    seenMail.add(name);
    const raw = (await readFile(path.join(mailDir, name), 'utf8')).replace(/\r\n/g, '\n');
    const headers = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(headers)) continue;
    // The text/plain part between the MIME boundaries (nodemailer writes multipart/alternative).
    const boundary = headers.match(/boundary="([^"]+)"/)?.[1];
    const parts = boundary ? raw.split(`--${boundary}`) : [raw];
    const plain = parts.find((p) => /^\s*Content-Type: text\/plain/im.test(p)) ?? raw;
    const partHeaders = plain.slice(0, plain.indexOf('\n\n'));
    const body = plain.slice(plain.indexOf('\n\n') + 2).trimEnd();
    mails.push({ headers, text: /quoted-printable/i.test(partHeaders) ? fromQuotedPrintable(body) : body });
  }
  return mails;
}

const addPendingJob = (title: string) =>
  insertJob(db, {
    title,
    status: 'pending',
    company: 'Digest Flow Clinic',
    description: 'Theatre nursing in a new day-surgery unit: scrub and circulate for orthopaedic and general lists, Sunday to Thursday.',
  });

/** Time passes: the subscriber's next digest is due now. */
const makeDue = (email: string) =>
  withActor(db, service, (trx) =>
    trx
      .updateTable('subscriptions')
      .set({ next_digest_at: sql<Date>`now()` })
      .where('email', '=', email)
      .execute(),
  );

test('an alert from a /jobs search is confirmed, mails the job an admin approves with working links, and one click ends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `perioperative${Date.now().toString(36)}`;
  const email = `digest-${Date.now()}@example.com`;

  // 1. The alert, from the search the visitor is looking at.
  await page.goto(`/jobs?q=${word}&country=qatar`);
  const offer = page.locator('details[data-alert-offer]').first();
  await expect(offer.locator('summary')).toContainText(`New jobs matching “${word}” in Qatar`);
  // Nothing matches yet, so the offer is open: "Get an e-mail when a job like this is posted".
  await expect(page.getByText('No Jobs Found')).toBeVisible();
  await expect(offer).toHaveAttribute('open', '');
  await offer.getByLabel('Email address').fill(email);
  await offer.getByRole('button', { name: 'Create alert' }).click();
  await expect(offer.getByRole('status')).toHaveText('Thank you for subscribing! Check your inbox to confirm.');

  // 2. Confirmed from the mail file; nothing but the confirmation was sent.
  const [confirmation, ...others] = await mailFilesTo(email);
  expect(others).toEqual([]);
  const confirmUrl = confirmation!.text.match(/http\S+\/api\/subscriptions\/confirm\?\S+/)![0];
  await page.goto(confirmUrl);
  await expect(page).toHaveURL(/\/subscription-confirmed\?status=confirmed/);
  await expect(page.locator('[data-confirmed-alert]')).toHaveText(
    `Your job alert: New jobs matching “${word}” in Qatar. It e-mails you weekly, only when new jobs match.`,
  );

  // 3. An admin approves a job that matches (and one that does not).
  const title = `Theatre Nurse (${word})`;
  await addPendingJob(title);
  await addPendingJob('Scrub Nurse, day surgery');
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  for (const t of [title, 'Scrub Nurse, day surgery']) {
    const row = admin.locator('tbody tr').filter({ hasText: t }).first();
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Job has been approved.' }).first()).toBeVisible();
  }
  await admin.close();

  // 4. The digest run: one e-mail, the matching job only, with working links and RFC 8058 headers.
  await makeDue(email);
  const run = await runDigestsFromEnv(db);
  expect(run.sent).toBeGreaterThanOrEqual(1);
  const [digest, ...more] = await mailFilesTo(email);
  expect(more).toEqual([]);
  expect(digest!.text).toContain(title);
  expect(digest!.text).not.toContain('Scrub Nurse, day surgery');
  const listUnsubscribe = digest!.headers.match(/^List-Unsubscribe: <(\S+)>$/m)?.[1];
  expect(listUnsubscribe).toMatch(/\/api\/subscriptions\/unsubscribe\?id=/);
  expect(digest!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

  const jobUrl = digest!.text.match(/http\S+\/jobs\/[a-z0-9-]+/)![0];
  await page.goto(jobUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const manageLink = digest!.text.match(/http\S+\/alerts\/manage\?\S+/)![0];
  await page.goto(manageLink);
  await expect(page.getByText(`New jobs matching “${word}” in Qatar`).first()).toBeVisible();

  // 5. One click, as a mail provider sends it: from its own server, no cookies, a foreign origin.
  const provider = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: 'https://mail.google.com' } });
  const click = await provider.post(listUnsubscribe!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(click.status()).toBe(200);
  await provider.dispose();

  // 6. Another matching job, the next run: nothing for this subscriber.
  const second = `Recovery Nurse (${word})`;
  await withActor(db, service, async (trx) => {
    const { id } = await addPendingJob(second);
    await trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', id).execute();
  });
  await makeDue(email);
  await runDigestsFromEnv(db);
  expect(await mailFilesTo(email)).toEqual([]);
});
