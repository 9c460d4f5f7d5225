import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { axeViolations } from '../helpers/axe';
import { rebuildNow } from '../helpers/e2e';
import { resetRateLimits } from '../helpers/rate-limits';
import { createDb, type Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';

// The admin side end to end: post → pending and invisible → edit and approve → public at
// once and prerendered after the rebuild → the poster is e-mailed; reject, delete, invitations,
// and every admin endpoint and page refusing visitors and non-admins.

let db: Db;
test.beforeEach(resetRateLimits);

test.beforeAll(() => {
  db = createDb(process.env.DATABASE_URL!, 2);
});
test.afterAll(() => db.destroy());

const widths = [390, 1280] as const;
const outbox = (to: string, kind: string) =>
  db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .execute();

async function signIn(page: Page, email = process.env.ADMIN_EMAIL!, password = process.env.ADMIN_PASSWORD!, next = '/admin/review-jobs') {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Password hashing is slow on purpose; under a rebuild it can take longer than the default 5 s.
  await expect(page.getByText('Welcome back!').first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

const addPendingJob = (title: string, contactEmail: string) =>
  withActor(db, service, (trx) =>
    trx
      .insertInto('jobs')
      .values({
        company_name: 'Flow Test Hospital',
        job_title: title,
        job_description: 'Ward nursing, rotating shifts.',
        location: 'Muscat, Oman',
        salary_range: null,
        contact_email: contactEmail,
        category: 'healthcare-medical',
        application_url: null,
        status: 'pending',
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow(),
  );

test('a visitor posts a job; the admin edits and approves it; it is public at once, prerendered after the rebuild, and the poster is e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Theatre Nurse ${stamp}`;
  const poster = `poster-${stamp}@example.com`;

  await page.goto('/post-job');
  await page.getByLabel('Company name *').fill('Muscat Care Hospital');
  await page.getByLabel('Job title *').fill(title);
  await page.getByLabel('Job description *').fill('Operating theatre nurse for a private hospital. Two years of scrub experience.');
  await page.getByLabel('Location *').fill('Muscat, Oman');
  await page.getByLabel('Contact email').fill(poster);
  await page.getByRole('button', { name: 'Submit Job' }).click();
  await expect(page.getByRole('status')).toContainText('Job Submitted for Review!');

  const job = await db.selectFrom('jobs').select(['id', 'slug', 'status']).where('job_title', '=', title).executeTakeFirstOrThrow();
  expect(job.status).toBe('pending');
  expect((await request.get(`/jobs/${job.slug}`)).status()).toBe(404);
  expect(await (await request.get(`/api/jobs?q=${stamp}`)).text()).not.toContain(title);
  expect((await outbox(process.env.ADMIN_EMAIL!, 'job.submitted')).map((m) => m.subject)).toContain(
    `New job to review: ${title} at Muscat Care Hospital`,
  );

  await signIn(page);
  await expect(page.getByText(/^Site last published /)).toBeVisible();
  await page.getByLabel('Search title, company or location').fill(String(stamp));
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);

  // Edit: the post form's rules, Escape closes and gives focus back, then a real save.
  const edit = row.getByRole('button', { name: /^Edit/ });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByLabel('Job title *')).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await dialog.getByLabel('Company name *').fill('');
  await dialog.getByLabel('Application type *').selectOption('url');
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await expect(dialog.getByText('Application URL is required when External URL is selected')).toBeVisible();
  await dialog.getByLabel('Company name *').fill('Muscat Care Hospital LLC');
  await dialog.getByLabel('Application type *').selectOption('email');
  await dialog.getByLabel('Contact email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Contact email').fill(poster);
  const newTitle = `Senior Theatre Nurse ${stamp}`;
  await dialog.getByLabel('Job title *').fill(newTitle);
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(page.getByText('Job Updated Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('summary')).toHaveText(newTitle);
  expect(
    await db.selectFrom('jobs').select(['job_title', 'company_name', 'slug']).where('id', '=', job.id).executeTakeFirstOrThrow(),
  ).toEqual({
    job_title: newTitle,
    company_name: 'Muscat Care Hospital LLC',
    slug: job.slug,
  });

  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been approved.' })).toBeVisible();
  const approvedRow = page.locator('tbody tr').filter({ hasText: newTitle });
  await expect(approvedRow.getByText(/^(Publishing…|Live)$/)).toBeVisible();

  const fallback = await request.get(`/jobs/${job.slug}`);
  expect(fallback.status()).toBe(200);
  expect(await fallback.text()).toContain(newTitle);
  await rebuildNow();
  await expect
    .poll(async () => Boolean((await request.get(`/jobs/${job.slug}`)).headers()['last-modified']), {
      message: 'the rebuild did not publish a prerendered page in time',
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(true);
  await page.reload();
  await expect(approvedRow.getByText('Live', { exact: true })).toBeVisible();

  const [mail] = await outbox(poster, 'job.approved');
  expect(mail?.subject).toBe(`Your job is live: ${newTitle}`);
  expect(mail?.text_body).toContain(`/jobs/${job.slug}`);
});

test('the admin rejects a job with a reason (sent to the poster) and deletes one after confirming', async ({ page }) => {
  const stamp = Date.now();
  const rejected = await addPendingJob(`Reject Me ${stamp}`, `reject-${stamp}@example.com`);
  const deleted = await addPendingJob(`Delete Me ${stamp}`, `delete-${stamp}@example.com`);

  // The sign-in page: accessible at both widths, show/hide by keyboard, the spec's messages.
  await page.goto('/auth');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('12345');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
  await page.getByLabel('Email').fill('admin@');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('There is no sign-up: new admins are invited by an admin')).toBeVisible();

  await signIn(page, undefined, undefined, `/admin/review-jobs?q=${stamp}`);
  // The in-page edit form (what Edit shows without JavaScript) passes axe too.
  await page.goto(`/admin/review-jobs?q=${stamp}&edit=${deleted.id}`);
  await expect(page.getByRole('region', { name: `Edit Job: Delete Me ${stamp}` })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }

  const rejectRow = page.locator('tbody tr').filter({ hasText: `Reject Me ${stamp}` });
  await rejectRow.getByLabel(/^Reason for rejecting/).fill('The salary is missing.');
  await rejectRow.getByRole('button', { name: /^Reject/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job has been rejected.' })).toBeVisible();
  expect((await db.selectFrom('jobs').select('status').where('id', '=', rejected.id).executeTakeFirstOrThrow()).status).toBe('rejected');
  const [mail] = await outbox(`reject-${stamp}@example.com`, 'job.rejected');
  expect(mail?.text_body).toContain('Reason: The salary is missing.');

  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this job posting?');
    void confirm.accept();
  });
  await page
    .locator('tbody tr')
    .filter({ hasText: `Delete Me ${stamp}` })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The job posting was deleted.' })).toBeVisible();
  expect(await db.selectFrom('jobs').select('id').where('id', '=', deleted.id).execute()).toEqual([]);
});

test('without JavaScript, Edit opens the same fields in the page and saves them; Delete asks first', async ({ browser }) => {
  const stamp = Date.now();
  const job = await addPendingJob(`No Script Nurse ${stamp}`, `noscript-${stamp}@example.com`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/auth?next=${encodeURIComponent(`/admin/review-jobs?q=${stamp}`)}`);
    await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL!);
    await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: new RegExp(`^Edit\\W+No Script Nurse ${stamp}$`) }).click();
    const section = page.getByRole('region', { name: `Edit Job: No Script Nurse ${stamp}` });
    await expect(section.getByLabel('Job title *')).toHaveValue(`No Script Nurse ${stamp}`); // axe needs JavaScript: scanned in the reject test
    await section.getByLabel('Job title *').fill(`No Script Charge Nurse ${stamp}`);
    await section.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByRole('status')).toContainText('Job Updated Successfully!');
    await expect(page.locator('tbody')).toContainText(`No Script Charge Nurse ${stamp}`);
    expect((await db.selectFrom('jobs').select('job_title').where('id', '=', job.id).executeTakeFirstOrThrow()).job_title).toBe(
      `No Script Charge Nurse ${stamp}`,
    );

    // Delete asks in the page first; Cancel keeps the job, confirming deletes it.
    const row = page.locator('tbody tr').filter({ hasText: `No Script Charge Nurse ${stamp}` });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('region', { name: 'Are you sure you want to delete this job posting?' });
    await expect(confirm).toContainText(`“No Script Charge Nurse ${stamp}” at`);
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toHaveLength(1);
    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete job' }).click();
    await expect(page.getByRole('status')).toContainText('The job posting was deleted.');
    expect(await db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an admin invites an admin: the e-mailed link sets a password and signs the new admin in; the link works once', async ({
  page,
  browser,
}) => {
  // A sign-in and a new password (each a slow hash) and several axe scans: past the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const invitee = `new-admin-${Date.now()}@example.com`;
  await signIn(page, undefined, undefined, '/admin/admins');
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation sent');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(invitee);

  const [mail] = await outbox(invitee, 'admin.invited');
  const link = /https?:\/\/\S+\/auth\/accept-invite\?token=[A-Za-z0-9_-]+/.exec(mail!.text_body)![0];
  const stranger = await browser.newContext();
  const newAdmin = await stranger.newPage();
  try {
    await newAdmin.goto(link);
    await expect(newAdmin.getByRole('heading', { name: 'Become an admin' })).toBeVisible();
    await expect(newAdmin.getByText(invitee)).toBeVisible();
    // A crafted ?error= does not put someone's words on the page.
    await newAdmin.goto(`${link}&error=${encodeURIComponent('Call +971 50 000 0000 to unlock your account')}`);
    await expect(newAdmin.getByRole('alert')).toHaveText(/Please check the form and try again\./);
    await expect(newAdmin.getByText('Call +971')).toHaveCount(0);
    await newAdmin.goto(link);
    for (const width of widths) {
      await newAdmin.setViewportSize({ width, height: 900 });
      expect(await axeViolations(newAdmin)).toEqual([]);
    }
    await newAdmin.getByLabel('New password').fill('camel caravan 42');
    await newAdmin.getByLabel('Confirm password').fill('camel caravan 41');
    await newAdmin.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(newAdmin.getByRole('alert')).toContainText('The two passwords do not match.');
    await newAdmin.getByLabel('New password').fill('camel caravan 42');
    await newAdmin.getByLabel('Confirm password').fill('camel caravan 42');
    await newAdmin.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(newAdmin).toHaveURL(/\/admin\/review-jobs$/);
    await expect(newAdmin.getByRole('heading', { level: 1 })).toHaveText('Review Jobs');
    expect(await (await newAdmin.request.get('/api/auth/me')).json()).toEqual({ user: { email: invitee, isAdmin: true } });

    await newAdmin.goto(link);
    await expect(newAdmin.getByRole('heading', { name: 'This invitation was already used' })).toBeVisible();
  } finally {
    await stranger.close();
  }
  await page.reload();
  await expect(page.getByRole('region', { name: /^Admins/ })).toContainText(invitee);
});

/** Every admin endpoint, found on disk so endpoints added later are covered too. */
function adminEndpoints(): { method: string; url: string }[] {
  const root = path.resolve('src/pages/api/admin');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(name)) files.push(full);
    }
  };
  walk(root);
  return files.flatMap((file) => {
    const route = `/api/admin/${path
      .relative(root, file)
      .replace(/\.(ts|js)$/, '')
      .replace(/(^|\/)index$/, '')}`
      .replace(/\[\.\.\.[^\]]+\]/g, 'any/thing')
      .replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000');
    const methods = [
      ...readFileSync(file, 'utf8').matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g),
    ].map((m) => m[1]!);
    return methods.map((method) => ({ method: method === 'ALL' ? 'POST' : method, url: route }));
  });
}

/** Every admin action (src/actions/admin.ts), found in the source so actions added later are covered too. */
function adminActions(): { method: string; url: string; form: boolean }[] {
  const source = readFileSync(path.resolve('src/actions/admin.ts'), 'utf8');
  return [...source.matchAll(/^ {2}(\w+): defineAction\(\{([\s\S]*?)^ {2}\}\),/gm)].map((m) => ({
    method: 'POST',
    url: `/_actions/admin.${m[1]!}`,
    form: m[2]!.includes("accept: 'form'"),
  }));
}

/** Every admin page: the files under src/pages/admin and the admin navigation's links. */
function adminPages(): string[] {
  const fromFiles = readdirSync(path.resolve('src/pages/admin'))
    .filter((name) => name.endsWith('.astro') && !name.startsWith('_') && !name.includes('['))
    .map((name) => `/admin/${name.replace(/\.astro$/, '').replace(/^index$/, '')}`);
  const nav = [...readFileSync(path.resolve('src/components/AdminNav.astro'), 'utf8').matchAll(/href: '([^']+)'/g)].map((m) => m[1]!);
  return [...new Set([...fromFiles, ...nav])];
}

test('visitors and signed-in non-admins are refused by every admin endpoint, action and page', async ({ baseURL }) => {
  const endpoints = [...adminEndpoints().map((e) => ({ ...e, form: false })), ...adminActions()];
  expect(endpoints.map((e) => `${e.method} ${e.url}`)).toEqual(
    expect.arrayContaining([
      'GET /api/admin/analytics',
      'POST /_actions/admin.moderateJob',
      'POST /_actions/admin.editJob',
      'POST /_actions/admin.deleteAllJobs',
      'POST /_actions/admin.inviteAdmin',
      'POST /_actions/admin.revokeInvitation',
      'POST /_actions/admin.saveSeoOverride',
      'POST /_actions/admin.deleteSeoOverride',
      'POST /_actions/admin.scrapeJob',
      'POST /_actions/admin.saveScrapedJob',
      'POST /_actions/admin.rebuildNow',
    ]),
  );
  const email = `member-${Date.now()}@example.com`;
  await db
    .insertInto('auth.users')
    .values({ email, encrypted_password: await bcrypt.hash('member password', 4), raw_app_meta_data: { provider: 'email' } })
    .execute();

  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, maxRedirects: 0 });
  const member = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, maxRedirects: 0 });
  try {
    expect((await member.post('/_actions/auth.signIn', { form: { email, password: 'member password' } })).status()).toBe(200);
    // Valid input for every action, so the refusal is for who asks, not for what was sent.
    const job = { companyName: 'Refused Co', jobTitle: 'Nurse', jobDescription: 'Care.', location: 'Doha', contactEmail: 'x@example.com' };
    const draft = { title: 'Nurse', company: 'Refused Co', description: 'Care.' };
    const body = {
      id: '00000000-0000-4000-8000-000000000000',
      action: 'delete',
      confirmed: 'yes',
      confirm: 'DELETE ALL',
      email: 'x@example.com',
      url: 'http://127.0.0.1/',
      path: '/jobs',
      ...job,
      ...draft,
    };
    const refusals: string[] = [];
    for (const { method, url, form } of endpoints) {
      for (const [who, context, expected] of [
        ['visitor', visitor, 401],
        ['non-admin', member, 403],
      ] as const) {
        const response = await context.fetch(url, { method, ...(method === 'GET' ? {} : form ? { form: body } : { data: body }) });
        if (response.status() !== expected) refusals.push(`${who} ${method} ${url}: ${response.status()} (expected ${expected})`);
      }
    }
    // Admin actions called from a script: the admin gate answers before any action runs.
    for (const [who, context, expected] of [
      ['visitor', visitor, 401],
      ['non-admin', member, 403],
    ] as const) {
      const response = await context.post('/_actions/admin.moderateJob', {
        form: { id: '00000000-0000-4000-8000-000000000000', action: 'delete' },
      });
      if (response.status() !== expected)
        refusals.push(`${who} POST /_actions/admin.moderateJob: ${response.status()} (expected ${expected})`);
    }
    expect(refusals).toEqual([]);

    for (const pagePath of adminPages()) {
      const asVisitor = await visitor.get(pagePath);
      expect.soft([302, 303, 307], `${pagePath} as a visitor: ${asVisitor.status()}`).toContain(asVisitor.status());
      expect.soft(asVisitor.headers().location, `${pagePath} as a visitor`).toMatch(/^\/auth\?next=/);
      expect.soft((await member.get(pagePath)).status(), `${pagePath} as a non-admin`).toBe(403);
    }
  } finally {
    await visitor.dispose();
    await member.dispose();
  }
  expect(await db.selectFrom('auth.users').select('raw_app_meta_data').where('email', '=', email).executeTakeFirstOrThrow()).toEqual({
    raw_app_meta_data: { provider: 'email' },
  });
});
