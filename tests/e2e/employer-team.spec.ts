import { expect, test } from '@playwright/test';
import { sql } from 'kysely';
import { axeViolations } from '../helpers/axe';
import { resetRateLimits } from '../helpers/rate-limits';
import { createDb, type Db } from '~/server/db/client';
import { linkIn, mailText as outboxMail } from '../helpers/outbox-mail';

// Colleagues end to end: employer A signs in and invites B by e-mail → B signs in from the
// invitation → B sees A's posting (posted by A) and withdraws it.

let db: Db;
test.beforeEach(resetRateLimits);
test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

const mailText = (to: string, kind: string) => outboxMail(db, to, kind);
const verifyPath = (text: string) => linkIn(text, '/employer/verify?token=');

test('A invites B by e-mail → B signs in from the invitation → sees A’s posting and withdraws it', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const a = `lead-${stamp}@pearlclinic.example`;
  const b = `colleague-${stamp}@pearlclinic.example`;
  const company = `Pearl Clinic ${stamp}`;
  const title = `Dental Nurse ${stamp}`;
  const { rows } = await sql<{ id: string }>`
    insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
    values (${company}, ${title}, 'Chairside dental nursing.', 'Doha, Qatar', 'pending', 'hr@pearlclinic.example') returning id`.execute(
    db,
  );
  const jobId = rows[0]!.id;
  await sql`insert into public.job_posters (job_id, email) values (${jobId}, ${a})`.execute(db);

  const first = await browser.newContext();
  const pageA = await first.newPage();
  await pageA.goto(`/employer/sign-in?email=${encodeURIComponent(a)}`);
  await pageA.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(pageA.getByRole('status')).toContainText('on their way');
  await pageA.goto(verifyPath(await mailText(a, 'employer.sign-in')));
  await pageA.getByRole('button', { name: 'Sign in' }).click();
  await expect(pageA.getByRole('heading', { name: `Colleagues at ${company}` })).toBeVisible();
  await pageA.getByLabel("Colleague's e-mail").fill(b);
  await pageA.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(pageA.getByRole('status')).toContainText('The invitation is on its way');
  await expect(pageA.locator(`[data-colleague="${b}"]`)).toContainText('invited, not signed in yet');
  await first.close();

  const second = await browser.newContext({ javaScriptEnabled: false });
  const pageB = await second.newPage();
  await pageB.goto(verifyPath(await mailText(b, 'employer.invitation')));
  await pageB.getByRole('button', { name: 'Sign in' }).click();
  await expect(pageB).toHaveURL(/\/employer$/);
  const row = pageB.locator(`#job-${jobId}`);
  await expect(row.getByText(`Posted by ${a}`)).toBeVisible();
  await expect(pageB.locator(`[data-colleague="${a}"]`)).toBeVisible();
  await expect(pageB.locator(`[data-colleague="${b}"]`)).not.toContainText('invited');
  for (const width of [390, 1280]) {
    await pageB.setViewportSize({ width, height: 900 });
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await pageB.screenshot({ path: `test-results/employer-team-${width}.png`, fullPage: true });
  }
  await row.getByRole('button', { name: /^Withdraw \(position filled\)/ }).click();
  await expect(pageB.getByRole('status')).toContainText('The job was withdrawn');
  expect((await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status).toBe('withdrawn');
  await second.close();

  // Axe needs script: the dashboard as B with JavaScript on.
  const third = await browser.newContext();
  const pageC = await third.newPage();
  await pageC.goto(`/employer/sign-in?email=${encodeURIComponent(b)}`);
  await pageC.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(pageC.getByRole('status')).toContainText('on their way');
  await pageC.goto(verifyPath(await mailText(b, 'employer.sign-in')));
  await pageC.getByRole('button', { name: 'Sign in' }).click();
  for (const width of [390, 1280]) {
    await pageC.setViewportSize({ width, height: 900 });
    expect(await axeViolations(pageC)).toEqual([]);
  }
  await third.close();
});
