import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formData, formEnvironment, minutesToWait, sendForm, statusOf, useEnv } from '../helpers/form-actions';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import { confirmHandler, unsubscribeHandler, type FormDeps } from '~/server/forms/handlers';
import { closeAllDbs } from '~/server/db/client';
import { formResults, refusalPage } from '~/pages/forms/_results';
import { refuseActionBody } from '~/server/http/action-body';
import { finishedResponse } from '~/server/http/session-response';
import { formRateLimits } from '~/server/forms/limits';

/** The route Astro matches for a request: the action route, or the no-JS result page. */
const routeOf = (url: URL) => (url.pathname.startsWith('/_actions/') ? '/_actions/[...path]' : '/forms/[form]');
const refuseBody = (request: Request) =>
  refuseActionBody({ routePattern: routeOf(new URL(request.url)), url: new URL(request.url), request });

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret: 'forms-test-secret-0123456789-abcdefghij', inbox: 'team@gulfjobs.example' };
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: deps.secret, inbox: deps.inbox });
});
afterAll(async () => {
  await closeAllDbs(); // the pools the actions opened from DATABASE_URL
  await t.drop();
});
beforeEach(async () => {
  address += 1; // each test comes from its own network address, so limits do not leak between tests
  await t.db.deleteFrom('email_outbox').execute();
});

const newsletter = (fields: Record<string, unknown>, from = `10.0.0.${address}`) => sendForm(server.forms.newsletter, fields, { from });
const jobAlert = (fields: Record<string, unknown>, from = `10.0.0.${address}`) => sendForm(server.forms.jobAlert, fields, { from });
const contact = (fields: Record<string, unknown>, from = `10.0.0.${address}`) => sendForm(server.forms.contact, fields, { from });
const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${site.replace(/[/.:]/g, '\\$&')}${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new Request(match[0]);
};

describe('newsletter and job alerts (double opt-in)', () => {
  it('subscribing stores an unconfirmed row and queues one confirmation with working links', async () => {
    const { data, error } = await newsletter({ email: 'Reader@Example.com', source: 'above_fold' });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'reader@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'newsletter', source: 'above_fold', confirmed_at: null });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('reader@example.com');
    expect(mails[0]!.text_body).toContain('the weekly newsletter');

    const confirm = await confirmHandler(linkIn(mails[0]!.text_body, '/api/subscriptions/confirm'), deps);
    // The confirmation page also gets the manage link of the subscription (?id&token).
    expect(confirm.headers.get('location')).toMatch(
      /^\/subscription-confirmed\?status=confirmed&id=[0-9a-f-]{36}&token=[0-9a-z]+-[\w-]{43}$/,
    );
    const again = await confirmHandler(linkIn(mails[0]!.text_body, '/api/subscriptions/confirm'), deps);
    expect(again.headers.get('location')).toMatch(/^\/subscription-confirmed\?status=already&id=/);

    // A confirmed address: the same answer, and no new e-mail.
    const second = await newsletter({ email: 'reader@example.com', source: 'banner' });
    expect(second.data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    expect(await outbox()).toHaveLength(1);

    // Opening the unsubscribe link shows its page (a GET changes nothing); the one-click POST unsubscribes, every time.
    const unsubscribeLink = linkIn(mails[0]!.text_body, '/api/subscriptions/unsubscribe');
    expect((await unsubscribeHandler(unsubscribeLink, deps)).headers.get('location')).toMatch(/^\/unsubscribe\?id=/);
    const oneClick = () =>
      unsubscribeHandler(
        new Request(unsubscribeLink.url, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }),
        deps,
      );
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200);
    const row = await t.db.selectFrom('subscriptions').selectAll().where('email', '=', 'reader@example.com').executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
  });

  it('job alerts keep the category and country and name them in the e-mail', async () => {
    const { error } = await jobAlert({
      email: 'nurse@example.com',
      category: 'healthcare-medical',
      country: 'qatar',
      source: 'job_alert_popup',
    });
    expect(error).toBeUndefined();
    const [mail] = await outbox();
    expect(mail!.text_body).toContain('job alerts for Healthcare & Medical jobs in Qatar');
    expect(mail!.html_body).toContain('Healthcare &amp; Medical');
  });

  it('an unconfirmed address is sent the confirmation again at most every 10 minutes', async () => {
    await newsletter({ email: 'slow@example.com', source: 'banner' });
    await newsletter({ email: 'slow@example.com', source: 'banner' });
    expect(await outbox()).toHaveLength(1);
  });

  it.each([
    [
      'an unknown confirmation token',
      '/api/subscriptions/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      '/subscription-confirmed?status=invalid',
    ],
    ['a malformed confirmation token', '/api/subscriptions/confirm?token=%3Cscript%3E', '/subscription-confirmed?status=invalid'],
  ])('%s is refused', async (_name, path, location) => {
    const handler = path.includes('unsubscribe') ? unsubscribeHandler : confirmHandler;
    expect((await handler(new Request(`${site}${path}`), deps)).headers.get('location')).toBe(location);
  });

  it('a filled honeypot is thanked and nothing is stored', async () => {
    const { data, error } = await newsletter({ email: 'bot@example.com', source: 'banner', website: 'http://spam.example' });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    expect(await t.db.selectFrom('subscriptions').select('id').where('email', '=', 'bot@example.com').execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
  ])('bad input %j → 400 %s', async (body, message) => {
    const { error } = await newsletter(body);
    expect(isInputError(error)).toBe(true);
    expect(error?.status).toBe(400);
    expect(isInputError(error) && error.fields).toEqual({ email: [message] });
    expect(refusalPage(formResults.newsletter, error!)).toEqual({ status: 400, title: 'Please check the form', message });
  });

  it('an office of 50 behind one address can all sign up; the 61st sign-up in 10 minutes is refused with when to try again', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof newsletter>> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await newsletter({ email: `colleague${i}@office.example`, source: 'banner' }, '203.0.113.9');
      statuses.push(statusOf(last));
    }
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    expect(last!.error!.code).toBe('TOO_MANY_REQUESTS');
    expect(refusalPage(formResults.newsletter, last!.error!)).toEqual({
      status: 429,
      title: 'Please wait a moment',
      message: last!.error!.message,
    });
    // The answer's Retry-After (set by the middleware from locals) and the wait in the message agree.
    const context = actionContext({
      request: new Request(`${site}/_actions/forms.newsletter`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.9' } }),
    });
    const again = await server.forms.newsletter.call(context, formData({ email: 'one-more@office.example', source: 'banner' }));
    const wait = context.locals.retryAfterSeconds!;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    const minutes = Math.ceil(wait / 60);
    expect(again.error?.message).toBe(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`);
    expect(minutesToWait(again.error!.message)).toBe(minutes);
    const answered = finishedResponse(new Response('{}', { status: 429 }), {
      cookiesWritten: false,
      retryAfterSeconds: context.locals.retryAfterSeconds,
    });
    expect(answered.headers.get('retry-after')).toBe(String(wait));
  });

  it('each form counts on its own: a busy newsletter address can still send a contact message and set an alert', async () => {
    for (let i = 0; i < 61; i++) await newsletter({ email: `busy${i}@office.example`, source: 'banner' }, '203.0.113.10');
    const message = await contact(
      {
        firstName: 'Sara',
        lastName: 'Ali',
        email: 'sara@office.example',
        subject: 'support',
        message: 'The newsletter form says to wait.',
      },
      '203.0.113.10',
    );
    expect(statusOf(message)).toBe(200);
    const alert = await jobAlert({ email: 'sara@office.example', source: 'job_alert_popup' }, '203.0.113.10');
    expect(statusOf(alert)).toBe(200);
  });

  it('one e-mail address is sent at most 3 newsletter confirmations an hour, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(statusOf(await newsletter({ email: 'Victim@example.com', source: 'banner' }, `198.51.100.${50 + i}`)));
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('variants of one inbox count as one: 40 tagged sign-ups from one address queue 3 confirmations, each to the address as typed', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++)
      statuses.push(statusOf(await newsletter({ email: `victim+${i}@inbox.example`, source: 'banner' }, '198.51.100.90')));
    statuses.push(statusOf(await newsletter({ email: 'victim@inbox.example', source: 'banner' }, '198.51.100.91')));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    const sent = await outbox();
    expect(sent.map((m) => m.to_address)).toEqual(['victim+1@inbox.example', 'victim+2@inbox.example', 'victim+3@inbox.example']);
    const stored = await t.db
      .selectFrom('subscriptions')
      .select('email')
      .where('email', 'like', 'victim%@inbox.example')
      .orderBy('email')
      .execute();
    expect(stored.map((r) => r.email)).toEqual(['victim+1@inbox.example', 'victim+2@inbox.example', 'victim+3@inbox.example']);
  });

  it('Gmail dot and googlemail.com variants count as one inbox', async () => {
    const spellings = ['jane.doe@gmail.com', 'janedoe@gmail.com', 'j.a.n.e.doe+jobs@googlemail.com', 'JaneDoe@gmail.com'];
    const statuses = [];
    for (const [i, email] of spellings.entries())
      statuses.push(statusOf(await newsletter({ email, source: 'banner' }, `198.51.100.${100 + i}`)));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it(`one company domain gets at most ${formRateLimits.newsletter.domain.limit} newsletter confirmations an hour; public providers have no such ceiling`, async () => {
    const { limit } = formRateLimits.newsletter.domain;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        statusOf(await newsletter({ email: `person${i}@catch-all.example`, source: 'banner' }, `100.64.${Math.floor(i / 50)}.${i % 50}`)),
      );
    }
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
    // A colleague at another company, and strangers at a public provider, are not held back.
    expect(statusOf(await newsletter({ email: 'person@other-company.example', source: 'banner' }, '100.65.0.1'))).toBe(200);
    for (let i = 0; i <= limit; i++) {
      const status = statusOf(
        await newsletter({ email: `stranger${i}@outlook.com`, source: 'banner' }, `100.66.${Math.floor(i / 50)}.${i % 50}`),
      );
      if (status !== 200) throw new Error(`stranger${i}@outlook.com was refused with ${status}`);
    }
  });

  it('the counters keep only keyed hashes: neither the address nor its plain sha256', async () => {
    await newsletter({ email: 'hashed@example.com', source: 'banner' }, '192.0.2.77');
    const { createHash } = await import('node:crypto');
    const plain = createHash('sha256').update('192.0.2.77').digest('hex');
    const stored = (await t.db.selectFrom('form_rate_limits').select('bucket').execute()).map((r) => r.bucket);
    expect(stored.some((b) => b.startsWith('newsletter_address:'))).toBe(true);
    expect(stored.filter((b) => b.includes('192.0.2.77') || b.includes(plain) || b.includes('hashed@example.com'))).toEqual([]);
  });

  it('a sign-up over 64 KB is refused with 413, as an action error for the script and as the form page', async () => {
    const big = new URLSearchParams({ email: 'big@example.com', source: 'x'.repeat(65 * 1024) }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) };
    const rpcUrl = new URL(`${site}/_actions/forms.newsletter`);
    const rpc = await refuseBody(new Request(rpcUrl, { method: 'POST', headers, body: big }));
    expect(rpc?.status).toBe(413);
    expect(await rpc!.json()).toEqual({
      type: 'AstroActionError',
      code: 'CONTENT_TOO_LARGE',
      status: 413,
      message: 'The request is too large: this address accepts at most 64 KB. Please shorten the text and send it again.',
    });
    const formUrl = new URL(`${site}/forms/newsletter?_action=forms.newsletter`);
    const form = await refuseBody(new Request(formUrl, { method: 'POST', headers, body: big }));
    expect(form?.status).toBe(413);
    expect(await form!.text()).toContain('<h1>The form is too large</h1>');
  });

  it('only a refusal that asked for a wait carries Retry-After', async () => {
    const ok = finishedResponse(new Response(null, { status: 200 }), { cookiesWritten: false });
    expect(ok.headers.get('retry-after')).toBeNull();
    const refused = finishedResponse(new Response(null, { status: 429 }), { cookiesWritten: false, retryAfterSeconds: 90 });
    expect(refused.headers.get('retry-after')).toBe('90');
  });

  it('a database failure answers 503 with the spec text', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useEnv({ DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/none' });
    const { error } = await newsletter({ email: 'down@example.com', source: 'banner' });
    useEnv({ DATABASE_URL: t.url });
    quiet.mockRestore();
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Something went wrong. Please try again.' });
    expect(refusalPage(formResults.newsletter, error!)).toEqual({
      status: 503,
      title: 'Something went wrong',
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('contact form', () => {
  const message = {
    firstName: 'Aisha',
    lastName: 'Khan',
    email: 'aisha@example.com',
    subject: 'employer',
    message: 'We would like to post ten nursing jobs.',
  };

  it('stores the message and notifies the team', async () => {
    const { data, error } = await contact(message);
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Message sent successfully!' });
    const [row] = await t.db.selectFrom('contact_messages').selectAll().where('email', '=', 'aisha@example.com').execute();
    expect(row).toMatchObject({ first_name: 'Aisha', subject: 'employer' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to_address: 'team@gulfjobs.example',
      reply_to: 'aisha@example.com',
      subject: 'Contact Form: I want to post a job',
    });
    expect(mail!.text_body).toContain('Reply to: aisha@example.com');
  });

  it('answers the first problem in the spec order', async () => {
    const { error } = await contact({ ...message, firstName: '', subject: '' });
    expect(isInputError(error) && error.fields).toEqual({
      firstName: ['Please enter your first name.'],
      subject: ['Please select a subject.'],
    });
    expect(refusalPage(formResults.contact, error!)).toEqual({
      status: 400,
      title: 'Please check the form',
      message: 'Please enter your first name.',
    });
  });

  it('from the Arabic page (locale=ar) answers in Arabic, and its refusal page without JavaScript is Arabic too', async () => {
    const sent = await contact({ ...message, email: 'arabic-page@example.com', locale: 'ar' }, '10.9.8.1');
    expect(sent).toEqual({ data: { message: 'تم إرسال رسالتك بنجاح!' }, error: undefined });
    const [row] = await t.db.selectFrom('contact_messages').selectAll().where('email', '=', 'arabic-page@example.com').execute();
    expect(row).toMatchObject({ first_name: 'Aisha', subject: 'employer' });
    for (const [fields, text] of [
      [{ firstName: '' }, 'يُرجى إدخال اسمك الأول.'],
      [{ email: '' }, 'يُرجى إدخال بريدك الإلكتروني.'],
      [{ email: 'nope' }, 'يُرجى إدخال بريد إلكتروني صحيح.'],
      [{ message: 'x'.repeat(5001) }, 'يُرجى ألا يتجاوز النص 5000 حرف.'],
    ] as const) {
      const { error } = await contact({ ...message, ...fields, locale: 'ar' }, '10.9.8.2');
      expect(refusalPage(formResults.contact, error!, 'ar')).toEqual({ status: 400, title: 'يُرجى مراجعة النموذج', message: text });
    }
    const badLanguage = await contact({ ...message, locale: 'fr' }, '10.9.8.3');
    expect(statusOf(badLanguage)).toBe(400);
    let last: Awaited<ReturnType<typeof contact>> | undefined;
    for (let i = 0; i < 11; i++) last = await contact({ ...message, email: `ar${i}@example.com`, locale: 'ar' }, '10.9.8.4');
    expect(statusOf(last!)).toBe(429);
    expect(last!.error!.message).toMatch(/^محاولات كثيرة جدًا\. يرجى الانتظار .+ قبل المحاولة مرة أخرى\.$/);
  });

  it('rotating through the addresses of one IPv6 /64 meets the same limit as one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push(statusOf(await contact({ ...message, email: `rotator${i}@example.com` }, `2001:db8:77:1::${i.toString(16)}`)));
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another /64 (another household) is not affected.
    expect(statusOf(await contact({ ...message, email: 'neighbour@example.com' }, '2001:db8:77:2::1'))).toBe(200);
  });

  it('the longest message the form allows, in Arabic, fits the body limit as a plain form post (30 KB encoded)', async () => {
    const fields = { ...message, email: 'arabic@example.com', message: 'ب'.repeat(5000) };
    const body = new URLSearchParams(fields).toString();
    const url = new URL(`${site}/forms/contact?_action=forms.contact`);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      body,
    });
    expect(await refuseBody(request)).toBeUndefined();
    expect(statusOf(await contact(fields, '10.9.9.10'))).toBe(200);
  });

  it('a form post without JavaScript lands back on the contact section', async () => {
    const { error } = await contact({ ...message, email: 'form@example.com' }, '10.9.9.9');
    expect(error).toBeUndefined();
    expect(formResults.contact.done()).toBe('/?contact=sent#contact');
  });
});

describe('who can read what', () => {
  it('visitors and users cannot read or write subscriptions and messages directly; admins read', async () => {
    for (const table of ['subscriptions', 'contact_messages'] as const) {
      await expect(withActor(t.db, visitor, (trx) => trx.selectFrom(table).select('id').execute())).rejects.toThrow(/permission denied/);
      await expect(
        withActor(t.db, visitor, (trx) =>
          trx.insertInto('subscriptions').values({ email: 'x@example.com', kind: 'newsletter', source: 'x' }).execute(),
        ),
      ).rejects.toThrow(/permission denied/);
    }
    const user = asUserActor({
      sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      email: 'u@example.com',
      role: 'authenticated',
      app_metadata: {},
    });
    expect(await withActor(t.db, user, (trx) => trx.selectFrom('contact_messages').select('id').execute())).toEqual([]);
    const admin = asUserActor({
      sub: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
      email: 'a@example.com',
      role: 'authenticated',
      app_metadata: { role: 'admin' },
    });
    expect((await withActor(t.db, admin, (trx) => trx.selectFrom('contact_messages').select('id').execute())).length).toBeGreaterThan(0);
  });
});
