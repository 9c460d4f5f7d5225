import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInputError } from 'astro:actions';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formEnvironment } from '../helpers/form-actions';
import { callFormAction } from '../helpers/form-action';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { unsubscribeHandler, confirmHandler, type FormDeps } from '~/server/forms/handlers';
import { manageToken, manageTokenState, unsubscribeToken } from '~/server/subscriptions/links';
import { managedAddress } from '~/server/subscriptions/manage';
import { subscribe } from '~/server/subscriptions/subscriptions';
import { refuseActionBody } from '~/server/http/action-body';
import { pageAfterChange } from '~/server/subscriptions/manage-redirect';
import type { AlertFiltersJson } from '~/lib/alerts/filters';

// The one-click unsubscribe (RFC 8058) and the manage page's actions, against a real PostgreSQL.

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
const secret = 'manage-test-secret-0123456789-abcdefghij';
const hourAgo = new Date(Date.now() - 3600_000);

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
});

type Row = { email?: string; kind?: 'job_alert' | 'newsletter' | 'event_news'; filters?: AlertFiltersJson; confirmed?: boolean };

/** A subscription as the digests find it: confirmed an hour ago (watermark then), weekly. */
async function insert({ email = 'reader@example.com', kind = 'job_alert', filters = {}, confirmed = true }: Row = {}) {
  const row = await t.db
    .insertInto('subscriptions')
    .values({
      email,
      kind,
      source: 'test',
      filters: sql`${JSON.stringify(filters)}::jsonb`,
      confirmed_at: confirmed ? hourAgo : null,
      confirmation_sent_at: hourAgo,
      digested_through: confirmed ? hourAgo : null,
      next_digest_at: confirmed ? sql<Date>`public.next_digest_at(${kind}, 'weekly', ${hourAgo})` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const rowOf = (id: string) => t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
// One issue time for the whole file: a link made twice in a test is the same link.
const issuedAt = new Date();
const link = (id: string) => ({ id, token: manageToken(id, secret, issuedAt) });

// ---------------------------------------------------------------- one-click unsubscribe

const unsubscribeAddress = (id: string, token = unsubscribeToken(id, secret)) =>
  `${site}/api/subscriptions/unsubscribe?${new URLSearchParams({ id, token })}`;

function oneClick(id: string, body: 'urlencoded' | 'multipart' | 'none', headers: Record<string, string> = {}, token?: string) {
  const init: RequestInit = { method: 'POST', headers };
  if (body === 'urlencoded') {
    init.body = 'List-Unsubscribe=One-Click';
    init.headers = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
  } else if (body === 'multipart') {
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    init.body = form; // the content type with its boundary is set by Request
  }
  return unsubscribeHandler(new Request(unsubscribeAddress(id, token), init), deps);
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it.each([
    ['urlencoded, from a mail provider', 'urlencoded', { origin: 'https://mail.google.com' }],
    ['multipart, with no Origin', 'multipart', {}],
    ['without a body', 'none', {}],
  ] as const)('a POST %s unsubscribes at once and answers 200 with a short text, every time', async (_name, body, headers) => {
    const id = await insert();
    const first = await oneClick(id, body, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('location')).toBeNull();
    expect(await first.text()).toBe('You have been unsubscribed.\n');
    const row = await rowOf(id);
    expect(row!.unsubscribed_at).not.toBeNull();
    const again = await oneClick(id, body, headers);
    expect([again.status, await again.text()]).toEqual([200, 'You have been unsubscribed.\n']);
    expect((await rowOf(id))!.unsubscribed_at).toEqual(row!.unsubscribed_at); // idempotent: the first time stays
  });

  it('a GET changes nothing: it goes to the page with one button', async () => {
    const id = await insert();
    const response = await unsubscribeHandler(new Request(unsubscribeAddress(id)), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/unsubscribe?${new URLSearchParams({ id, token: unsubscribeToken(id, secret) })}`);
    expect((await rowOf(id))!.unsubscribed_at).toBeNull();
  });

  it.each([
    ['a forged token', () => 'forged'],
    ['the token of another subscription', () => unsubscribeToken('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', secret)],
    ['a manage token', (id: string) => manageToken(id, secret)],
    ['a token signed with another secret', (id: string) => unsubscribeToken(id, `${secret}x`)],
  ])('%s is refused with 404 and changes nothing', async (_name, tokenFor) => {
    const id = await insert();
    const response = await oneClick(id, 'urlencoded', { origin: 'https://mail.google.com' }, tokenFor(id));
    expect([response.status, await response.text()]).toEqual([404, 'This unsubscribe link is not valid.\n']);
    expect((await rowOf(id))!.unsubscribed_at).toBeNull();
  });

  it('a body over 4 KB is refused with 413 before anything changes', async () => {
    const id = await insert();
    const response = await unsubscribeHandler(
      new Request(unsubscribeAddress(id), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `List-Unsubscribe=One-Click&x=${'a'.repeat(5000)}`,
      }),
      deps,
    );
    expect(response.status).toBe(413);
    expect((await rowOf(id))!.unsubscribed_at).toBeNull();
  });

  it('the page’s button unsubscribes and lands on /unsubscribed, which offers no manage link (the one-click URL may be a mail provider’s)', async () => {
    const id = await insert({ kind: 'newsletter' });
    const response = await unsubscribeHandler(
      new Request(unsubscribeAddress(id), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
        body: 'from=page',
      }),
      deps,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/unsubscribed?status=unsubscribed');
    expect((await rowOf(id))!.unsubscribed_at).not.toBeNull();
  });

  it('opening a confirmation link leads on to the manage page of that subscription', async () => {
    await subscribe(t.db, { email: 'confirm@example.com', kind: 'job_alert', source: 'test', filters: { category: 'engineering' } }, deps);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'confirm@example.com')
      .executeTakeFirstOrThrow();
    const confirmUrl = mail.text_body.match(/http:\/\/localhost:4321\/api\/subscriptions\/confirm\?\S+/)![0];
    const response = await confirmHandler(new Request(confirmUrl), deps);
    const { id } = await t.db.selectFrom('subscriptions').select('id').where('email', '=', 'confirm@example.com').executeTakeFirstOrThrow();
    const location = new URL(response.headers.get('location')!, site);
    expect([location.pathname, location.searchParams.get('status'), location.searchParams.get('id')]).toEqual([
      '/subscription-confirmed',
      'confirmed',
      id,
    ]);
    expect(manageTokenState(id, location.searchParams.get('token')!, secret)).toBe('valid');
  });
});

// ---------------------------------------------------------------- the manage page's actions

type Fields = Record<string, string | readonly string[]>;
const call = <T>(action: Parameters<typeof callFormAction<T>>[0], fields: Fields) =>
  callFormAction(action, fields, { url: `${site}/alerts/manage` });
const actions = server.subscriptions;
const target = (id: string, subscription: string): Fields => ({ ...link(id), subscription });
const alertFields = (id: string, subscription: string, change: Fields = {}): Fields => ({
  ...target(id, subscription),
  q: '',
  category: '',
  country: '',
  frequency: 'weekly',
  ...change,
});

describe('the manage page', () => {
  it('a manage link opens every subscription of its address, and nobody else’s', async () => {
    const alert = await insert({ filters: { category: 'engineering', country: 'qatar' } });
    const pending = await insert({ filters: { q: 'nurse' }, confirmed: false });
    await insert({ kind: 'newsletter' });
    await insert({ email: 'someone-else@example.com', filters: { q: 'secret search' } });
    const address = await managedAddress(t.db, link(pending), secret);
    expect(address?.email).toBe('reader@example.com');
    expect(address?.subscriptions.map((s) => [s.kind, s.description, s.state, s.searchPath])).toEqual([
      ['job_alert', 'Engineering jobs in Qatar', 'active', '/jobs?category=engineering&country=qatar'],
      ['job_alert', 'New jobs matching “nurse” in the Gulf', 'pending', '/jobs?q=nurse'],
      ['newsletter', 'the weekly newsletter', 'active', undefined],
    ]);
    expect(await managedAddress(t.db, { id: alert, token: 'forged' }, secret)).toBeUndefined();
    expect(await managedAddress(t.db, { id: alert, token: unsubscribeToken(alert, secret) }, secret)).toBeUndefined();
  });

  it('changes an alert’s search and frequency, keeping its watermark; the digest slot follows the new frequency', async () => {
    const id = await insert({ filters: { category: 'engineering', topic: 'teaching' } });
    // Its next weekly digest ahead of now, whatever the hour (an hour after Monday's slot the
    // inserted one is due already: the test below).
    await t.db
      .updateTable('subscriptions')
      .set({ next_digest_at: sql<Date>`public.next_digest_at('job_alert', 'weekly', now())` })
      .where('id', '=', id)
      .execute();
    const before = (await rowOf(id))!;
    const { data, error, status } = await call(
      actions.updateAlert,
      alertFields(id, id, { q: 'civil engineer', category: 'engineering', country: 'uae', remote: 'true', frequency: 'daily' }),
    );
    expect(error).toBeUndefined();
    expect([status, data]).toEqual([200, { notice: 'saved', link: link(id) }]);
    const after = (await rowOf(id))!;
    // The topic is not on the form and stays; the four filters are the form's.
    expect(after.filters).toEqual({ q: 'civil engineer', category: 'engineering', country: 'uae', remote: true, topic: 'teaching' });
    expect(after.frequency).toBe('daily');
    expect(after.digested_through).toEqual(before.digested_through);
    expect(after.next_digest_at!.getTime()).toBeLessThanOrEqual(before.next_digest_at!.getTime());
    expect(after.next_digest_at!.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps a digest that is due already when the frequency changes: the next run sends it', async () => {
    const id = await insert({ filters: { category: 'engineering' } });
    await t.db
      .updateTable('subscriptions')
      .set({ next_digest_at: sql<Date>`now() - interval '5 minutes'` })
      .where('id', '=', id)
      .execute();
    const before = (await rowOf(id))!;
    const { error } = await call(actions.updateAlert, alertFields(id, id, { category: 'engineering', frequency: 'daily' }));
    expect(error).toBeUndefined();
    const after = (await rowOf(id))!;
    expect(after.frequency).toBe('daily');
    expect(after.next_digest_at).toEqual(before.next_digest_at);
  });

  it('changes the job facts of an alert (salary, type, visa, nationality, package as ticked boxes) and removes them when unticked', async () => {
    const id = await insert({ filters: { q: 'nurse', min_salary: 5000 } });
    const facts = { min_salary: '10000', type: 'full-time', visa: 'provided', nationality: 'open', package: ['housing', 'flights'] };
    const changed = await call(actions.updateAlert, alertFields(id, id, { q: 'nurse', ...facts }));
    expect([changed.status, changed.error]).toEqual([200, undefined]);
    expect((await rowOf(id))!.filters).toEqual({
      q: 'nurse',
      min_salary: 10000,
      type: 'full-time',
      visa: 'provided',
      nationality: 'open',
      package: ['housing', 'flights'],
    });
    // The fields sent empty and the boxes left unticked (sent not at all) remove their filters.
    await call(actions.updateAlert, alertFields(id, id, { q: 'nurse', min_salary: '', type: '' }));
    expect((await rowOf(id))!.filters).toEqual({ q: 'nurse' });
    const refused = await call(actions.updateAlert, alertFields(id, id, { package: ['housing', 'pool'] }));
    expect(refused.status).toBe(400);
  });

  it('ticks and unticks "verified employers only" on an alert, and says so in its description', async () => {
    const id = await insert({ filters: { q: 'nurse' } });
    const changed = await call(actions.updateAlert, alertFields(id, id, { q: 'nurse', verified: 'true' }));
    expect([changed.status, changed.error]).toEqual([200, undefined]);
    expect((await rowOf(id))!.filters).toEqual({ q: 'nurse', verified: true });
    expect((await managedAddress(t.db, link(id), secret))?.subscriptions.find((s) => s.id === id)?.description).toBe(
      'New jobs matching “nurse” in the Gulf, verified employers only',
    );
    await call(actions.updateAlert, alertFields(id, id, { q: 'nurse' }));
    expect((await rowOf(id))!.filters).toEqual({ q: 'nurse' });
  });

  it('sets and changes an alert’s city; a city of another country is refused with 400 on the city field and changes nothing', async () => {
    const id = await insert({ filters: { country: 'uae', city: 'dubai' } });
    const changed = await call(actions.updateAlert, alertFields(id, id, { country: 'uae', city: 'abu-dhabi' }));
    expect([changed.status, changed.data]).toEqual([200, { notice: 'saved', link: link(id) }]);
    expect((await rowOf(id))!.filters).toEqual({ country: 'uae', city: 'abu-dhabi' });
    expect((await managedAddress(t.db, link(id), secret))?.subscriptions[0]?.description).toBe('New jobs in Abu Dhabi, UAE');

    const before = await rowOf(id);
    const refused = await call(actions.updateAlert, alertFields(id, id, { country: 'oman', city: 'abu-dhabi' }));
    expect(refused.status).toBe(400);
    expect(refused.error && isInputError(refused.error) && refused.error.fields).toEqual({
      city: ['Abu Dhabi is not in Oman. Choose a city in Oman, or All cities.'],
    });
    expect(await rowOf(id)).toEqual(before);
    // Posted without JavaScript, the page comes back saying what is wrong.
    const posted = new URL(`${site}/alerts/manage?${new URLSearchParams({ ...link(id), _action: 'subscriptions.updateAlert' })}`);
    expect(pageAfterChange(posted, refused)).toBe(`/alerts/manage?${new URLSearchParams({ ...link(id), error: 'city' })}`);

    // "All cities" drops the city.
    await call(actions.updateAlert, alertFields(id, id, { country: 'uae', city: '' }));
    expect((await rowOf(id))!.filters).toEqual({ country: 'uae' });
  });

  it('refuses a search the address already has an alert for with 409, never a 5xx', async () => {
    const first = await insert({ filters: { category: 'engineering' } });
    const second = await insert({ filters: { category: 'finance-accounting' } });
    const { error, status } = await call(actions.updateAlert, alertFields(first, second, { category: 'engineering' }));
    expect([status, error?.message]).toEqual([409, 'You already have an alert for this search.']);
    // The same search in other letter case and spacing is the same alert, as at sign-up.
    const icu = await insert({ filters: { q: 'icu nurse' } });
    const again = await call(actions.updateAlert, alertFields(icu, second, { q: '  ICU   Nurse ' }));
    expect([again.status, again.error?.message]).toEqual([409, 'You already have an alert for this search.']);
    expect((await rowOf(second))!.filters).toEqual({ category: 'finance-accounting' });
  });

  it('pauses an alert, and resuming restarts its watermark at now', async () => {
    const id = await insert();
    const paused = await call(actions.pauseAlert, target(id, id));
    expect(paused.data?.notice).toBe('paused');
    const pausedAt = (await rowOf(id))!.paused_at;
    expect(pausedAt).not.toBeNull();
    expect((await call(actions.pauseAlert, target(id, id))).data?.notice).toBe('paused');
    expect((await rowOf(id))!.paused_at).toEqual(pausedAt); // pausing twice keeps the first time

    const startedAt = Date.now();
    expect((await call(actions.resumeAlert, target(id, id))).data?.notice).toBe('resumed');
    const resumed = (await rowOf(id))!;
    expect(resumed.paused_at).toBeNull();
    expect(resumed.digested_through!.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(resumed.next_digest_at!.getTime()).toBeGreaterThan(Date.now());

    // Resuming an alert that is not paused moves nothing: no job is skipped.
    await call(actions.resumeAlert, target(id, id));
    expect((await rowOf(id))!.digested_through).toEqual(resumed.digested_through);
  });

  it('deletes an alert; deleting the link’s own alert goes on with a link of another subscription', async () => {
    const own = await insert({ filters: { q: 'one' } });
    const other = await insert({ filters: { q: 'two' } });
    const otherDeleted = await call(actions.deleteAlert, target(own, other));
    expect(otherDeleted.data).toEqual({ notice: 'deleted', link: link(own) });
    expect(await rowOf(other)).toBeUndefined();

    const newsletter = await insert({ kind: 'newsletter' });
    const ownDeleted = await call(actions.deleteAlert, target(own, own));
    expect(ownDeleted.data).toEqual({ notice: 'deleted', link: link(newsletter) });
    expect(await rowOf(own)).toBeUndefined();
    expect(pageAfterChange(new URL(`${site}/alerts/manage?id=${own}&token=x`), ownDeleted)).toBe(
      `/alerts/manage?${new URLSearchParams({ ...link(newsletter), notice: 'deleted' })}`,
    );
  });

  it('unsubscribes from the newsletter and resubscribes, the watermark starting again', async () => {
    const alert = await insert();
    const newsletter = await insert({ kind: 'newsletter', confirmed: false });
    expect((await call(actions.unsubscribe, target(alert, newsletter))).data?.notice).toBe('unsubscribed');
    expect((await rowOf(newsletter))!.unsubscribed_at).not.toBeNull();
    expect((await call(actions.resubscribe, target(alert, newsletter))).data?.notice).toBe('resubscribed');
    const row = (await rowOf(newsletter))!;
    expect(row.unsubscribed_at).toBeNull();
    expect(row.confirmed_at).not.toBeNull(); // the manage link came by e-mail: the address is confirmed
    expect(row.digested_through).not.toBeNull();
    // Resubscribing what is subscribed is not a change of a lapsed subscription.
    expect((await call(actions.resubscribe, target(alert, newsletter))).status).toBe(404);
  });

  it('unsubscribes the whole address from everything, and nobody else', async () => {
    const ids = [await insert(), await insert({ kind: 'newsletter' }), await insert({ kind: 'event_news', confirmed: false })];
    const stranger = await insert({ email: 'stranger@example.com' });
    const { data } = await call(actions.unsubscribeAll, link(ids[1]!));
    expect(data).toEqual({ notice: 'unsubscribed-all', link: link(ids[1]!) });
    for (const id of ids) expect((await rowOf(id))!.unsubscribed_at).not.toBeNull();
    expect((await rowOf(stranger))!.unsubscribed_at).toBeNull();
  });

  it.each(['pauseAlert', 'deleteAlert', 'unsubscribe'] as const)(
    '%s: a subscription of another address is a 404 and stays as it is',
    async (name) => {
      const own = await insert();
      const stranger = await insert({ email: 'stranger@example.com' });
      const before = await rowOf(stranger);
      const { error, status } = await call(actions[name], target(own, stranger));
      expect([status, error?.message]).toEqual([
        404,
        'That subscription is not one of yours any more. Reload the page to see your subscriptions.',
      ]);
      expect(await rowOf(stranger)).toEqual(before);
    },
  );

  it('changes only confirmed or pending subscriptions: an unsubscribed alert is not paused, edited or deleted', async () => {
    const own = await insert({ kind: 'newsletter' });
    const lapsed = await insert({ filters: { q: 'old' } });
    await t.db.updateTable('subscriptions').set({ unsubscribed_at: hourAgo }).where('id', '=', lapsed).execute();
    const before = await rowOf(lapsed);
    for (const result of [
      await call(actions.pauseAlert, target(own, lapsed)),
      await call(actions.deleteAlert, target(own, lapsed)),
      await call(actions.updateAlert, alertFields(own, lapsed, { q: 'new' })),
    ]) {
      expect(result.status).toBe(404);
    }
    expect(await rowOf(lapsed)).toEqual(before);
  });

  it.each([
    ['a forged token', () => 'forged-token'],
    ['an unsubscribe token', (id: string) => unsubscribeToken(id, secret)],
    ['a manage token of another subscription', () => manageToken('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', secret)],
  ])('%s is refused with 403 and changes nothing', async (_name, tokenFor) => {
    const id = await insert();
    const before = await rowOf(id);
    for (const result of [
      await call(actions.pauseAlert, { id, token: tokenFor(id), subscription: id }),
      await call(actions.unsubscribeAll, { id, token: tokenFor(id) }),
      await call(actions.updateAlert, { ...alertFields(id, id), token: tokenFor(id) }),
    ]) {
      expect([result.status, result.error?.message]).toEqual([
        403,
        'This manage link is not valid. Use the link in the newest e-mail from us.',
      ]);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it.each([
    ['a NUL in the keywords', { q: 'nurse\u0000' }, 'The form contains a NUL character, which no field may contain.'],
    ['keywords over 100 characters', { q: 'x'.repeat(5000) }, 'The search text can be at most 100 characters.'],
    ['an unknown category', { category: 'astronaut' }, undefined],
    ['an unknown frequency', { frequency: 'hourly' }, 'Please choose how often: daily or weekly.'],
    ['a huge id', { id: 'x'.repeat(10_000) }, 'This manage link is not valid.'],
    ['a target that is not an id', { subscription: "1' or 1=1 --" }, 'Choose one of your subscriptions.'],
  ])('%s is refused with 400 and changes nothing', async (_name, change, message) => {
    const id = await insert({ filters: { category: 'engineering' } });
    const before = await rowOf(id);
    const { error, status } = await call(actions.updateAlert, alertFields(id, id, change));
    expect(status).toBe(400);
    if (message) {
      const text = error && isInputError(error) ? Object.values(error.fields).flat()[0] : error?.message;
      expect(text).toBe(message);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('a body over the form limit is refused with 413 before the action reads it', async () => {
    const request = new Request(`${site}/_actions/subscriptions.updateAlert`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(70 * 1024) },
      body: 'q='.padEnd(70 * 1024, 'x'),
    });
    const refused = await refuseActionBody({ routePattern: '/_actions/[...path]', url: new URL(request.url), request });
    expect(refused?.status).toBe(413);
  });

  it('two identical updates at once leave one consistent row; two alerts changed to one search at once: one is refused', async () => {
    const id = await insert({ filters: { q: 'first' } });
    const change = alertFields(id, id, { q: 'welder', country: 'oman', frequency: 'daily' });
    const both = await Promise.all([call(actions.updateAlert, change), call(actions.updateAlert, change)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db.selectFrom('subscriptions').select(['filters', 'frequency']).execute();
    expect(rows).toEqual([{ filters: { q: 'welder', country: 'oman' }, frequency: 'daily' }]);

    const a = await insert({ filters: { q: 'a' } });
    const b = await insert({ filters: { q: 'b' } });
    const race = await Promise.all([
      call(actions.updateAlert, alertFields(a, a, { q: 'same' })),
      call(actions.updateAlert, alertFields(a, b, { q: 'same' })),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const same = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where(sql`filters`, '=', sql`'{"q":"same"}'::jsonb`)
      .execute();
    expect(same).toHaveLength(1);
  });

  it('a plain form comes back to the page with the outcome in its address (Post/Redirect/GET)', async () => {
    const id = await insert({ filters: { q: 'x' } });
    const posted = new URL(`${site}/alerts/manage?${new URLSearchParams({ ...link(id), _action: 'subscriptions.pauseAlert' })}`);
    const ok = await call(actions.pauseAlert, target(id, id));
    expect(pageAfterChange(posted, ok)).toBe(`/alerts/manage?${new URLSearchParams({ ...link(id), notice: 'paused' })}`);
    const refused = await call(actions.updateAlert, alertFields(id, id, { q: 'y'.repeat(101) }));
    expect(pageAfterChange(posted, refused)).toBe(`/alerts/manage?${new URLSearchParams({ ...link(id), error: 'keyword' })}`);
    const other = await insert({ filters: { q: 'z' } });
    const duplicate = await call(actions.updateAlert, alertFields(id, other, { q: 'x' }));
    expect(pageAfterChange(posted, duplicate)).toBe(`/alerts/manage?${new URLSearchParams({ ...link(id), error: 'duplicate' })}`);
  });
});
