import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { confirmHandler, contactHandler, jobAlertHandler, newsletterHandler, unsubscribeHandler, type FormDeps } from '~/server/forms/handlers';
import { createDb } from '~/server/db/client';

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret: 'forms-test-secret-0123456789-abcdefghij', inbox: 'team@gulfjobs.example' };
});
afterAll(() => t.drop());
beforeEach(async () => {
  address += 1; // each test comes from its own network address, so limits do not leak between tests
  await t.db.deleteFrom('email_outbox').execute();
});

const post = (path: string, body: unknown, from = `10.0.0.${address}`) =>
  new Request(`${site}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${site.replace(/[/.:]/g, '\\$&')}${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new Request(match[0]);
};

describe('newsletter and job alerts (double opt-in)', () => {
  it('subscribing stores an unconfirmed row and queues one confirmation with working links', async () => {
    const response = await newsletterHandler(post('/api/newsletter', { email: 'Reader@Example.com', source: 'above_fold' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Thank you for subscribing! Check your inbox to confirm.' });
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'reader@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'newsletter', source: 'above_fold', confirmed_at: null });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('reader@example.com');
    expect(mails[0]!.text_body).toContain('the weekly newsletter');

    const confirm = await confirmHandler(linkIn(mails[0]!.text_body, '/api/subscriptions/confirm'), deps);
    expect(confirm.headers.get('location')).toBe('/subscription-confirmed?status=confirmed');
    const again = await confirmHandler(linkIn(mails[0]!.text_body, '/api/subscriptions/confirm'), deps);
    expect(again.headers.get('location')).toBe('/subscription-confirmed?status=already');

    // A confirmed address: the same answer, and no new e-mail.
    const second = await newsletterHandler(post('/api/newsletter', { email: 'reader@example.com', source: 'banner' }), deps);
    expect(await second.json()).toEqual({ ok: true, message: 'Thank you for subscribing! Check your inbox to confirm.' });
    expect(await outbox()).toHaveLength(1);

    const unsubscribeLink = linkIn(mails[0]!.text_body, '/api/subscriptions/unsubscribe');
    expect((await unsubscribeHandler(unsubscribeLink, deps)).headers.get('location')).toBe('/unsubscribed?status=unsubscribed');
    expect((await unsubscribeHandler(unsubscribeLink, deps)).headers.get('location')).toBe('/unsubscribed?status=unsubscribed');
    const row = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'reader@example.com').executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
  });

  it('job alerts keep the category and country and name them in the e-mail', async () => {
    const response = await jobAlertHandler(post('/api/job-alerts', { email: 'nurse@example.com', category: 'healthcare-medical', country: 'qatar', source: 'job_alert_popup' }), deps);
    expect(response.status).toBe(200);
    const [mail] = await outbox();
    expect(mail!.text_body).toContain('job alerts for Healthcare & Medical jobs in Qatar');
    expect(mail!.html_body).toContain('Healthcare &amp; Medical');
  });

  it('an unconfirmed address is sent the confirmation again at most every 10 minutes', async () => {
    await newsletterHandler(post('/api/newsletter', { email: 'slow@example.com', source: 'banner' }), deps);
    await newsletterHandler(post('/api/newsletter', { email: 'slow@example.com', source: 'banner' }), deps);
    expect(await outbox()).toHaveLength(1);
  });

  it.each([
    ['a forged unsubscribe link', '/api/subscriptions/unsubscribe?id=6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f&token=forged', '/unsubscribed?status=invalid'],
    ['an unknown confirmation token', '/api/subscriptions/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '/subscription-confirmed?status=invalid'],
    ['a malformed confirmation token', '/api/subscriptions/confirm?token=%3Cscript%3E', '/subscription-confirmed?status=invalid'],
  ])('%s is refused', async (_name, path, location) => {
    const handler = path.includes('unsubscribe') ? unsubscribeHandler : confirmHandler;
    expect((await handler(new Request(`${site}${path}`), deps)).headers.get('location')).toBe(location);
  });

  it('a filled honeypot is thanked and nothing is stored', async () => {
    const response = await newsletterHandler(post('/api/newsletter', { email: 'bot@example.com', source: 'banner', website: 'http://spam.example' }), deps);
    expect(response.status).toBe(200);
    expect(await t.db.selectFrom('subscriptions').select('id').where('email', '=', 'bot@example.com').execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
  ])('bad input %j → 400 %s', async (body, error) => {
    const response = await newsletterHandler(post('/api/newsletter', body), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it('too many sign-ups from one address → 429 with Retry-After, and the message', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await newsletterHandler(post('/api/newsletter', { email: `many${i}@example.com`, source: 'banner' }, '203.0.113.9'), deps);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.', title: 'Please wait a moment' });
    const stored = await t.db.selectFrom('form_rate_limits').select('bucket').execute();
    expect(stored.every((r) => !r.bucket.includes('203.0.113.9'))).toBe(true); // only hashes are kept
  });

  it('a database failure answers 503 with the spec text', async () => {
    const closed = createDb('postgres://nobody:wrong@127.0.0.1:1/none', 1);
    const response = await newsletterHandler(post('/api/newsletter', { email: 'down@example.com', source: 'banner' }), { ...deps, db: closed });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Something went wrong. Please try again.' });
    await closed.destroy();
  });
});

describe('contact form', () => {
  const message = { firstName: 'Aisha', lastName: 'Khan', email: 'aisha@example.com', subject: 'employer', message: 'We would like to post ten nursing jobs.' };

  it('stores the message and notifies the team', async () => {
    const response = await contactHandler(post('/api/contact', message), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Message sent successfully!' });
    const [row] = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(row).toMatchObject({ first_name: 'Aisha', subject: 'employer' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to_address: 'team@gulfjobs.example', reply_to: 'aisha@example.com', subject: 'Contact Form: I want to post a job' });
    expect(mail!.text_body).toContain('Reply to: aisha@example.com');
  });

  it('answers the first problem in the spec order', async () => {
    const response = await contactHandler(post('/api/contact', { ...message, firstName: '', subject: '' }), deps);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Please enter your first name.', fieldErrors: { firstName: 'Please enter your first name.', subject: 'Please select a subject.' } });
  });

  it('a form post without JavaScript lands back on the contact section', async () => {
    const request = new Request(`${site}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.9.9' },
      body: new URLSearchParams({ ...message, email: 'form@example.com' }),
    });
    const response = await contactHandler(request, deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?contact=sent#contact');
  });
});

describe('who can read what', () => {
  it('visitors and users cannot read or write subscriptions and messages directly; admins read', async () => {
    for (const table of ['subscriptions', 'contact_messages'] as const) {
      await expect(withActor(t.db, visitor, (trx) => trx.selectFrom(table).select('id').execute())).rejects.toThrow(/permission denied/);
      await expect(
        withActor(t.db, visitor, (trx) => trx.insertInto('subscriptions').values({ email: 'x@example.com', kind: 'newsletter', source: 'x' }).execute()),
      ).rejects.toThrow(/permission denied/);
    }
    const user = asUserActor({ sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', email: 'u@example.com', role: 'authenticated', app_metadata: {} });
    expect(await withActor(t.db, user, (trx) => trx.selectFrom('contact_messages').select('id').execute())).toEqual([]);
    const admin = asUserActor({ sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', email: 'a@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
    expect((await withActor(t.db, admin, (trx) => trx.selectFrom('contact_messages').select('id').execute())).length).toBeGreaterThan(0);
  });
});
