import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { coachingRequestHandler } from '~/server/forms/coaching-handler';
import { eventNewsHandler } from '~/server/forms/event-news-handler';
import type { FormDeps } from '~/server/forms/handlers';
import type { SessionUser } from '~/server/auth/types';

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
const inbox = 'coaching-team@gulfjobs.example';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret: 'coaching-test-secret-0123456789-abcdefgh', inbox };
});
afterAll(() => t.drop());
beforeEach(async () => {
  address += 1; // each test comes from its own network address, so limits do not leak between tests
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('coaching_requests').execute();
});

const booking = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'Aisha.Khan@Example.com',
  phone: '+971 50 123 4567',
  coachingType: 'industry-specific',
  industry: 'healthcare',
  experience: '3-5',
  preferredTime: 'evening',
  timezone: 'uae',
  goals: 'Pass my DHA nursing interview',
  challenges: 'Competency questions',
};
const from = () => `10.1.0.${address}`;
const postJson = (body: unknown, ip = from()) =>
  new Request(`${site}/api/coaching-requests`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
const postForm = (body: Record<string, string>) =>
  new Request(`${site}/api/coaching-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from() },
    body: new URLSearchParams(body).toString(),
  });
const stored = () => t.db.selectFrom('coaching_requests').selectAll().execute();
const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
const user = (isAdmin: boolean): SessionUser => {
  const claims = { sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', email: 'someone@example.com', role: 'authenticated' as const, app_metadata: isAdmin ? { role: 'admin' as const } : {} };
  return { id: claims.sub, email: claims.email, isAdmin, claims };
};

describe('POST /api/coaching-requests', () => {
  it('stores the request and e-mails the team at CONTACT_INBOX in the same transaction', async () => {
    const response = await coachingRequestHandler(postJson(booking), deps, null);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      title: 'Booking Request Sent!',
      message: 'Thank you! Our coaching team will contact you within 24 hours to schedule your session.',
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Aisha', last_name: 'Khan', email: 'aisha.khan@example.com', phone: '+971 50 123 4567', coaching_type: 'industry-specific',
      industry: 'healthcare', experience: '3-5', preferred_time: 'evening', timezone: 'uae', goals: 'Pass my DHA nursing interview', challenges: 'Competency questions',
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(inbox);
    expect(mails[0]!.kind).toBe('coaching.request');
    expect(mails[0]!.reply_to).toBe('aisha.khan@example.com');
    expect(mails[0]!.subject).toBe('Interview Coaching Session Booking Request: Aisha Khan');
    for (const line of ['Coaching type: Industry-Specific Coaching', 'Industry: Healthcare', 'Experience: 3-5 years', 'Time zone: UAE (GMT+4)', 'Reply to: aisha.khan@example.com', `Request id: ${rows[0]!.id}`]) {
      expect(mails[0]!.text_body).toContain(line);
    }
  });

  it('a signed-in user may book too, under their own role', async () => {
    const response = await coachingRequestHandler(postJson({ ...booking, phone: '', industry: '' }), deps, user(false));
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ phone: null, industry: null });
  });

  it('refuses an invalid request with the first problem in the spec order and stores nothing', async () => {
    const response = await coachingRequestHandler(postJson({ ...booking, email: 'aisha@', goals: '' }), deps, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please enter a valid email address.',
      title: 'Validation Error',
      fieldErrors: { email: 'Please enter a valid email address.', goals: 'Please fill in the goals field.' },
    });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('a filled honeypot is thanked like a person and nothing is stored or sent', async () => {
    const response = await coachingRequestHandler(postJson({ ...booking, website: 'https://spam.example' }), deps, null);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, title: 'Booking Request Sent!' });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('too many requests from one address → 429 with Retry-After and the message', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i += 1) {
      last = await coachingRequestHandler(postJson({ ...booking, email: `person${i}@example.com` }), deps, null);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const wait = Number(last!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const minutes = Math.ceil(wait / 60);
    expect(await last!.json()).toEqual({ error: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`, title: 'Please wait a moment', retryAfterSeconds: wait });
    expect(await stored()).toHaveLength(5);
  });

  it('without JavaScript: a plain form post lands on the sent page; a problem is a readable page', async () => {
    const sent = await coachingRequestHandler(postForm({ ...booking }), deps, null);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/interview-coaching/request-sent');
    const refused = await coachingRequestHandler(postForm({ ...booking, firstName: ' ' }), deps, null);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p>Please fill in the first name field.</p>');
  });

  it('a database that fails answers 503 with the spec message', async () => {
    const failing = { transaction: () => ({ execute: () => Promise.reject(new Error('connection lost')) }) } as unknown as FormDeps['db'];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await coachingRequestHandler(postJson(booking), { ...deps, db: failing }, null);
    quiet.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Failed to send booking request. Please try again.', title: 'Error' });
  });
});

describe('who can read coaching requests', () => {
  it('visitors and users may insert but not read; admins read', async () => {
    await withActor(t.db, visitor, (trx) =>
      trx.insertInto('coaching_requests').values({ first_name: 'V', last_name: 'Isitor', email: 'v@example.com', coaching_type: 'group', goals: 'Practise' }).execute(),
    );
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('coaching_requests').select('id').execute())).rejects.toThrow(/permission denied/);
    expect(await withActor(t.db, asUserActor(user(false).claims), (trx) => trx.selectFrom('coaching_requests').select('id').execute())).toEqual([]);
    expect(await withActor(t.db, asUserActor(user(true).claims), (trx) => trx.selectFrom('coaching_requests').select('id').execute())).toHaveLength(1);
  });

  it('the table refuses what the form would refuse, whoever inserts', async () => {
    await expect(
      withActor(t.db, visitor, (trx) =>
        trx.insertInto('coaching_requests').values({ first_name: 'V', last_name: 'I', email: 'not-an-email', coaching_type: 'group', goals: 'x' }).execute(),
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      withActor(t.db, visitor, (trx) =>
        trx.insertInto('coaching_requests').values({ first_name: 'V', last_name: 'I', email: 'v@example.com', coaching_type: 'astrology', goals: 'x' }).execute(),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('POST /api/event-updates', () => {
  const post = (body: unknown) =>
    new Request(`${site}/api/event-updates`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from() }, body: JSON.stringify(body) });

  it('subscribes to event news with double opt-in: an unconfirmed row and one confirmation e-mail', async () => {
    const response = await eventNewsHandler(post({ email: 'Fan@Example.com', source: 'event_2025' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Thank you for subscribing! Check your inbox to confirm.' });
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'fan@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'event_news', source: 'event_2025', confirmed_at: null });
    const [mail] = await outbox();
    expect(mail!.to_address).toBe('fan@example.com');
    expect(mail!.text_body).toContain('Please confirm that you want event news from Gulf Jobs');
  });

  it('refuses a malformed address and thanks a bot without storing it', async () => {
    const bad = await eventNewsHandler(post({ email: 'fan@', source: 'event_2025' }), deps);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Please enter a valid email address.', title: 'Please check the form' });
    const bot = await eventNewsHandler(post({ email: 'bot@example.com', source: 'event_2025', website: 'x' }), deps);
    expect(bot.status).toBe(200);
    expect(await t.db.selectFrom('subscriptions').select('id').where('email', '=', 'bot@example.com').execute()).toEqual([]);
  });
});

describe('the admin list of coaching requests', () => {
  it('shows admins every request, newest first, with paging; a signed-in non-admin reads none (RLS)', async () => {
    const { coachingRequestsForAdmin, coachingRequestsPageSize } = await import('~/server/forms/coaching-requests');
    for (let i = 0; i < coachingRequestsPageSize + 2; i++) {
      await t.db.insertInto('coaching_requests').values({
        first_name: `Person${i}`, last_name: 'Test', email: `p${i}@example.com`, coaching_type: '1-on-1', goals: 'Pass',
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      }).execute();
    }
    const first = await coachingRequestsForAdmin(t.db, user(true), 1);
    expect(first.total).toBe(coachingRequestsPageSize + 2);
    expect(first.rows).toHaveLength(coachingRequestsPageSize);
    expect(first.rows[0]!.first_name).toBe(`Person${coachingRequestsPageSize + 1}`);
    expect((await coachingRequestsForAdmin(t.db, user(true), 2)).rows.map((r) => r.first_name)).toEqual(['Person1', 'Person0']);
    expect(await coachingRequestsForAdmin(t.db, user(false), 1)).toEqual({ rows: [], total: 0 });
  });
});
