import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { isInputError } from 'astro:actions';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import type { SessionUser } from '~/server/auth/types';
import { formResults, refusalPage } from '~/server/forms/results';
import { formEnvironment, minutesToWait, sendForm, statusOf, useEnv } from '../helpers/form-actions';

let t: TestDatabase;
const site = 'http://localhost:4321';
const inbox = 'coaching-team@gulfjobs.example';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: 'coaching-test-secret-0123456789-abcdefgh', inbox });
});
afterAll(async () => {
  await closeAllDbs(); // the pools the actions opened from DATABASE_URL
  await t.drop();
});
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
const book = (fields: Record<string, unknown>, user: SessionUser | null = null) =>
  sendForm(server.forms.coaching, fields, { from: from(), user });
const stored = () => t.db.selectFrom('coaching_requests').selectAll().execute();
const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
const user = (isAdmin: boolean): SessionUser => {
  const claims = {
    sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    email: 'someone@example.com',
    role: 'authenticated' as const,
    app_metadata: isAdmin ? { role: 'admin' as const } : {},
  };
  return { id: claims.sub, email: claims.email, isAdmin, claims };
};

describe('actions.forms.coaching', () => {
  it('stores the request and e-mails the team at CONTACT_INBOX in the same transaction', async () => {
    const { data, error } = await book(booking);
    expect(error).toBeUndefined();
    expect(data).toEqual({
      title: 'Booking Request Sent!',
      message: 'Thank you! Our coaching team will contact you within 24 hours to schedule your session.',
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Aisha',
      last_name: 'Khan',
      email: 'aisha.khan@example.com',
      phone: '+971 50 123 4567',
      coaching_type: 'industry-specific',
      industry: 'healthcare',
      experience: '3-5',
      preferred_time: 'evening',
      timezone: 'uae',
      goals: 'Pass my DHA nursing interview',
      challenges: 'Competency questions',
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(inbox);
    expect(mails[0]!.kind).toBe('coaching.request');
    expect(mails[0]!.reply_to).toBe('aisha.khan@example.com');
    expect(mails[0]!.subject).toBe('Interview Coaching Session Booking Request: Aisha Khan');
    for (const line of [
      'Coaching type: Industry-Specific Coaching',
      'Industry: Healthcare',
      'Experience: 3-5 years',
      'Time zone: UAE (GMT+4)',
      'Reply to: aisha.khan@example.com',
      `Request id: ${rows[0]!.id}`,
    ]) {
      expect(mails[0]!.text_body).toContain(line);
    }
  });

  it('a signed-in user may book too, under their own role', async () => {
    const { error } = await book({ ...booking, phone: '', industry: '' }, user(false));
    expect(error).toBeUndefined();
    expect((await stored())[0]).toMatchObject({ phone: null, industry: null });
  });

  it('refuses an invalid request with the first problem in the spec order and stores nothing', async () => {
    const { error } = await book({ ...booking, email: 'aisha@', goals: '' });
    expect(isInputError(error)).toBe(true);
    if (!isInputError(error)) return;
    expect(error.issues[0]?.message).toBe('Please enter a valid email address.');
    expect(error.fields).toEqual({ email: ['Please enter a valid email address.'], goals: ['Please fill in the goals field.'] });
    expect(refusalPage(formResults.coaching, error)).toEqual({
      status: 400,
      title: 'Validation Error',
      message: 'Please enter a valid email address.',
    });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('a filled honeypot is thanked like a person and nothing is stored or sent', async () => {
    const { data, error } = await book({ ...booking, website: 'https://spam.example' });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ title: 'Booking Request Sent!' });
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('too many requests from one address → 429 saying how long to wait', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof book>> | undefined;
    for (let i = 0; i < 7; i += 1) {
      last = await book({ ...booking, email: `person${i}@example.com` });
      statuses.push(statusOf(last));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(last!.error!.code).toBe('TOO_MANY_REQUESTS');
    const minutes = minutesToWait(last!.error!.message);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(refusalPage(formResults.coaching, last!.error!)).toMatchObject({ status: 429, title: 'Please wait a moment' });
    expect(await stored()).toHaveLength(5);
  });

  it('without JavaScript: a plain form post lands on the sent page; a problem is a readable page', async () => {
    const sent = await book({ ...booking });
    expect(formResults.coaching.done()).toBe('/interview-coaching/request-sent');
    expect(sent.error).toBeUndefined();
    const refused = await book({ ...booking, firstName: ' ' });
    expect(refusalPage(formResults.coaching, refused.error!)).toEqual({
      status: 400,
      title: 'Validation Error',
      message: 'Please fill in the first name field.',
    });
  });

  it('a database that fails answers 503 with the spec message', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useEnv({ DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/none' });
    const { error } = await book(booking);
    useEnv({ DATABASE_URL: t.url });
    quiet.mockRestore();
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Failed to send booking request. Please try again.' });
    expect(refusalPage(formResults.coaching, error!)).toEqual({
      status: 503,
      title: 'Error',
      message: 'Failed to send booking request. Please try again.',
    });
  });
});

describe('who can read coaching requests', () => {
  it('visitors and users may insert but not read; admins read', async () => {
    await withActor(t.db, visitor, (trx) =>
      trx
        .insertInto('coaching_requests')
        .values({ first_name: 'V', last_name: 'Isitor', email: 'v@example.com', coaching_type: 'group', goals: 'Practise' })
        .execute(),
    );
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('coaching_requests').select('id').execute())).rejects.toThrow(
      /permission denied/,
    );
    expect(
      await withActor(t.db, asUserActor(user(false).claims), (trx) => trx.selectFrom('coaching_requests').select('id').execute()),
    ).toEqual([]);
    expect(
      await withActor(t.db, asUserActor(user(true).claims), (trx) => trx.selectFrom('coaching_requests').select('id').execute()),
    ).toHaveLength(1);
  });

  it('the table refuses what the form would refuse, whoever inserts', async () => {
    await expect(
      withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('coaching_requests')
          .values({ first_name: 'V', last_name: 'I', email: 'not-an-email', coaching_type: 'group', goals: 'x' })
          .execute(),
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('coaching_requests')
          .values({ first_name: 'V', last_name: 'I', email: 'v@example.com', coaching_type: 'astrology', goals: 'x' })
          .execute(),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('actions.forms.eventNews', () => {
  const post = (fields: Record<string, unknown>) => sendForm(server.forms.eventNews, fields, { from: from() });

  it('subscribes to event news with double opt-in: an unconfirmed row and one confirmation e-mail', async () => {
    const { data, error } = await post({ email: 'Fan@Example.com', source: 'event_2025' });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'fan@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'event_news', source: 'event_2025', confirmed_at: null });
    const [mail] = await outbox();
    expect(mail!.to_address).toBe('fan@example.com');
    expect(mail!.text_body).toContain('Please confirm that you want event news from Gulf Jobs');
  });

  it('refuses a malformed address and thanks a bot without storing it', async () => {
    const bad = await post({ email: 'fan@', source: 'event_2025' });
    expect(refusalPage(formResults['event-news'], bad.error!)).toEqual({
      status: 400,
      title: 'Please check the form',
      message: 'Please enter a valid email address.',
    });
    const bot = await post({ email: 'bot@example.com', source: 'event_2025', website: 'x' });
    expect(bot.error).toBeUndefined();
    expect(await t.db.selectFrom('subscriptions').select('id').where('email', '=', 'bot@example.com').execute()).toEqual([]);
  });
});

describe('the admin list of coaching requests', () => {
  it('shows admins every request, newest first, with paging; a signed-in non-admin reads none (RLS)', async () => {
    const { coachingRequestsForAdmin, coachingRequestsPageSize } = await import('~/server/forms/coaching-requests');
    for (let i = 0; i < coachingRequestsPageSize + 2; i++) {
      await t.db
        .insertInto('coaching_requests')
        .values({
          first_name: `Person${i}`,
          last_name: 'Test',
          email: `p${i}@example.com`,
          coaching_type: '1-on-1',
          goals: 'Pass',
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })
        .execute();
    }
    const first = await coachingRequestsForAdmin(t.db, user(true), 1);
    expect(first.total).toBe(coachingRequestsPageSize + 2);
    expect(first.rows).toHaveLength(coachingRequestsPageSize);
    expect(first.rows[0]!.first_name).toBe(`Person${coachingRequestsPageSize + 1}`);
    expect((await coachingRequestsForAdmin(t.db, user(true), 2)).rows.map((r) => r.first_name)).toEqual(['Person1', 'Person0']);
    expect(await coachingRequestsForAdmin(t.db, user(false), 1)).toEqual({ rows: [], total: 0 });
  });
});
