import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActionError } from 'astro:actions';
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formEnvironment } from '../helpers/form-actions';
import { callFormAction } from '../helpers/form-action';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { unsubscribeHandler, type FormDeps } from '~/server/forms/handlers';
import { manageToken, manageTokenState, manageValidDays, unsubscribeToken } from '~/server/subscriptions/links';
import { changeSubscription, managedAddress, unsubscribeTarget } from '~/server/subscriptions/manage';
import { pageAfterLinkRequest } from '~/pages/alerts/_manage';
import { siteNameArabic } from '~/lib/site';

// Which links open what: the one-click unsubscribe link unsubscribes only; a manage link opens the
// address's subscriptions for 90 days; an expired one can be replaced by typing the address.

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
const secret = 'manage-links-secret-0123456789-abcdefghij';
const day = 86_400_000;

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret, inbox: 'team@gulfjobs.example' };
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret, inbox: deps.inbox });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('subscriptions').execute();
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('form_rate_limits').execute();
});

async function insert(email = 'reader@example.com', kind: 'job_alert' | 'newsletter' = 'newsletter', locale: 'en' | 'ar' = 'en') {
  const hourAgo = new Date(Date.now() - 3600_000);
  const row = await t.db
    .insertInto('subscriptions')
    .values({ email, kind, source: 'test', locale, filters: sql`'{}'::jsonb`, confirmed_at: hourAgo, confirmation_sent_at: hourAgo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
/** A manage token as links signed it before they carried an issue time. */
const legacyManageToken = (id: string) => createHmac('sha256', secret).update(`manage:${id}`).digest('base64url');

describe('manage tokens expire', () => {
  const id = '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
  const issued = new Date('2026-06-01T08:00:00Z');
  const at = (days: number) => new Date(issued.getTime() + days * day);

  it.each([
    ['just issued', manageToken(id, secret, issued), at(0), 'valid'],
    [`${manageValidDays - 1} days old`, manageToken(id, secret, issued), at(manageValidDays - 1), 'valid'],
    [`${manageValidDays + 1} days old`, manageToken(id, secret, issued), at(manageValidDays + 1), 'expired'],
    ['signed before tokens carried a time', legacyManageToken(id), at(0), 'expired'],
    ['of another subscription', manageToken('0b7e1c1e-5a0e-4f4e-8f43-3c9b1f2f7a10', secret, issued), at(0), 'invalid'],
    ['signed with another secret', manageToken(id, `${secret}x`, issued), at(0), 'invalid'],
    [
      'with its time moved on',
      manageToken(id, secret, issued).replace(/^[0-9a-z]+/, (s) => (parseInt(s, 36) + 86_400).toString(36)),
      at(1),
      'invalid',
    ],
    ['issued a day in the future', manageToken(id, secret, at(1)), at(0), 'invalid'],
    ['an unsubscribe token', unsubscribeToken(id, secret), at(0), 'invalid'],
    ['garbage', 'abc-def', at(0), 'invalid'],
  ])('a token %s is %s', (_name, token, now, state) => {
    expect(manageTokenState(id, token, secret, now)).toBe(state);
  });

  it('an expired link opens nothing and changes nothing; a fresh one of the same row does', async () => {
    const id = await insert();
    const old = { id, token: manageToken(id, secret, new Date(Date.now() - (manageValidDays + 1) * day)) };
    expect(await managedAddress(t.db, old, secret)).toBeUndefined();
    expect(await managedAddress(t.db, { id, token: legacyManageToken(id) }, secret)).toBeUndefined();
    expect(await changeSubscription(t.db, old, id, { kind: 'unsubscribe' }, secret)).toEqual({ ok: false, error: 'expired' });
    const refused = await callFormAction(server.subscriptions.unsubscribeAll, { ...old }, { url: `${site}/alerts/manage` });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'This manage link has expired. Open the manage page and ask for a fresh one.',
    ]);
    expect(
      (await t.db.selectFrom('subscriptions').select('unsubscribed_at').where('id', '=', id).executeTakeFirstOrThrow()).unsubscribed_at,
    ).toBeNull();
    expect((await managedAddress(t.db, { id, token: manageToken(id, secret) }, secret))?.email).toBe('reader@example.com');
  });
});

describe('the one-click unsubscribe link unsubscribes only', () => {
  const oneClickUrl = (id: string) =>
    `${site}/api/subscriptions/unsubscribe?${new URLSearchParams({ id, token: unsubscribeToken(id, secret) })}`;

  it('the page’s button lands on /unsubscribed with neither a manage token nor the subscription’s id', async () => {
    const id = await insert('private@example.com', 'newsletter', 'ar');
    const response = await unsubscribeHandler(
      new Request(oneClickUrl(id), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
        body: 'from=page&locale=ar',
      }),
      deps,
    );
    expect([response.status, response.headers.get('location')]).toEqual([303, '/ar/unsubscribed?status=unsubscribed']);
  });

  it('its landing page learns what it stops, never the address nor a manage link', async () => {
    const id = await insert('private@example.com');
    const target = await unsubscribeTarget(t.db, id, unsubscribeToken(id, secret), secret);
    expect(target).toEqual({
      description: 'the weekly newsletter',
      what: 'the weekly newsletter',
      kind: 'newsletter',
      unsubscribed: false,
    });
  });
});

describe('a fresh manage link, asked for by typing the address', () => {
  const ask = (email: string, from = '192.0.2.30', url = `${site}/alerts/manage`) =>
    callFormAction(server.forms.manageLink, { email, locale: 'en' }, { url, address: from });

  it('queues one e-mail with a working link to the address on file, in its language', async () => {
    const older = await insert('reader@example.com', 'newsletter', 'en');
    const newest = await insert('reader@example.com', 'job_alert', 'ar');
    const answer = await ask('  Reader@Example.com ');
    expect([answer.status, answer.data]).toEqual([
      200,
      {
        notice: 'link-sent',
        message: 'If that address has subscriptions with us, a fresh link to manage them is on its way. Check your inbox.',
      },
    ]);
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail!.to_address).toBe('reader@example.com');
    expect(mail!.subject).toBe(`رابط إدارة رسائل ${siteNameArabic}`);
    const url = new URL(mail!.text_body.match(/http\S+\/ar\/alerts\/manage\?\S+/)![0]);
    expect(url.searchParams.get('id')).toBe(newest);
    expect(manageTokenState(newest, url.searchParams.get('token')!, secret)).toBe('valid');
    const opened = await managedAddress(t.db, { id: newest, token: url.searchParams.get('token')! }, secret);
    expect(opened?.subscriptions.map((s) => s.id).sort()).toEqual([older, newest].sort());
  });

  it('answers an address without subscriptions exactly alike, and sends nothing', async () => {
    await insert('reader@example.com');
    const known = await ask('reader@example.com', '192.0.2.31');
    const unknown = await ask('nobody@example.com', '192.0.2.32');
    expect([unknown.status, unknown.data]).toEqual([known.status, known.data]);
    expect((await outbox()).map((m) => m.to_address)).toEqual(['reader@example.com']);
  });

  it('is limited per inbox (tags and case included), whether or not it is subscribed', async () => {
    await insert('victim@example.com');
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await ask(`Victim+${i}@example.com`, `198.51.100.${120 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask('victim@example.com', '198.51.100.130');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.error?.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? before trying again\.$/);
  });

  it('refuses a malformed address with 400 and a sentence', async () => {
    const answer = await ask('not-an-address');
    expect(answer.status).toBe(400);
    expect(await outbox()).toEqual([]);
  });

  it('without JavaScript, the page comes back with the notice and no link, or with the refusal’s code and the link it was opened with', () => {
    const posted = new URL(`${site}/ar/alerts/manage?id=x&token=y&_action=forms.manageLink`);
    expect(pageAfterLinkRequest(posted, {})).toBe('/ar/alerts/manage?notice=link-sent');
    expect(pageAfterLinkRequest(posted, { error: new ActionError({ code: 'TOO_MANY_REQUESTS', message: 'wait' }) })).toBe(
      '/ar/alerts/manage?id=x&token=y&error=too-many',
    );
    expect(
      pageAfterLinkRequest(new URL(`${site}/alerts/manage?_action=forms.manageLink`), {
        error: new ActionError({ code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      }),
    ).toBe('/alerts/manage?error=unavailable');
  });
});
