import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { insertJob } from '../helpers/jobs';
import { server } from '~/actions';
import { closeAllDbs, createDb } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { runDigests } from '~/server/digests/run';
import { confirmHandler, unsubscribeHandler, type FormDeps } from '~/server/forms/handlers';
import { managedAddress, unsubscribeTarget } from '~/server/subscriptions/manage';
import { oneClickUnsubscribeUrl } from '~/server/subscriptions/links';
import { formResults } from '~/server/forms/results';

// A subscription remembers the language of the page it was made on; its confirmation,
// its digests and the pages their links open are in that language. English stays as it was.

let t: TestDatabase;
let deps: FormDeps;
const site = 'http://localhost:4321';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  deps = { db: t.db, siteUrl: site, secret: 'arabic-alerts-secret-0123456789-abcdefgh', inbox: 'team@gulfjobs.example' };
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: deps.secret, inbox: deps.inbox });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  address += 1;
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('subscriptions').execute();
});

const jobAlert = (fields: Record<string, string>) => sendForm(server.forms.jobAlert, fields, { from: `10.7.0.${address}` });
const newsletter = (fields: Record<string, string>) => sendForm(server.forms.newsletter, fields, { from: `10.7.0.${address}` });
const rowsOf = (email: string) => t.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute();
const mailsTo = (email: string) =>
  t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('created_at').execute();
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${site.replace(/[/.:]/g, '\\$&')}${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
};

/** Confirms the newest confirmation e-mail to `email` and makes its digest due now (watermark before the jobs to come). */
async function confirmAndMakeDue(email: string) {
  const [mail] = await mailsTo(email);
  const confirmed = await confirmHandler(new Request(linkIn(mail!.text_body, '/api/subscriptions/confirm')), deps);
  await withActor(t.db, service, (trx) =>
    trx
      .updateTable('subscriptions')
      .set({ next_digest_at: sql<Date>`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute(),
  );
  await t.db.deleteFrom('email_outbox').where('to_address', '=', email).execute();
  return confirmed;
}

describe('a sign-up from an Arabic page', () => {
  it('stores the language, answers and confirms in Arabic, and the links lead to the Arabic pages', async () => {
    const { data, error } = await jobAlert({
      email: 'arabic@example.com',
      category: 'healthcare-medical',
      country: 'qatar',
      frequency: 'daily',
      source: 'jobs_results',
      locale: 'ar',
    });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'شكرًا لاشتراكك! افتح بريدك الإلكتروني لتأكيد الاشتراك.', locale: 'ar' });
    // Without JavaScript the form goes on to the Arabic thank-you page.
    expect(formResults['job-alert'].done(data!)).toBe('/ar/newsletter-thank-you');
    const [row] = await rowsOf('arabic@example.com');
    expect(row).toMatchObject({ locale: 'ar', frequency: 'daily', filters: { category: 'healthcare-medical', country: 'qatar' } });

    const [mail, ...others] = await mailsTo('arabic@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('أكّد اشتراكك في وظائف الخليج');
    expect(mail!.text_body).toContain('يرجى تأكيد رغبتك في تلقي تنبيهات وظائف الرعاية الصحية والطب في قطر من وظائف الخليج:');
    expect(mail!.text_body).toContain('رسالة واحدة في اليوم على الأكثر');
    expect(mail!.html_body).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(mail!.html_body).toContain('أكّد اشتراكي');
    // The visible unsubscribe link opens the Arabic page with the same signed token.
    const unsubscribePage = linkIn(mail!.text_body, '/ar/unsubscribe');
    expect(new URL(unsubscribePage).searchParams.get('id')).toBe(row!.id);

    // The confirmation link lands on the Arabic page, with the manage link.
    const confirmed = await confirmHandler(new Request(linkIn(mail!.text_body, '/api/subscriptions/confirm')), deps);
    expect(confirmed.headers.get('location')).toMatch(
      /^\/ar\/subscription-confirmed\?status=confirmed&id=[0-9a-f-]{36}&token=[0-9a-z]+-[\w-]{43}$/,
    );

    // The e-mail's one-click address (the List-Unsubscribe one) opens the Arabic page too; the page's button lands on /ar/unsubscribed.
    const url = new URL(unsubscribePage);
    const oneClick = `${site}/api/subscriptions/unsubscribe?${url.searchParams}`;
    expect((await unsubscribeHandler(new Request(oneClick), deps)).headers.get('location')).toBe(`/ar/unsubscribe?${url.searchParams}`);
    const target = await unsubscribeTarget(t.db, url.searchParams.get('id')!, url.searchParams.get('token')!, deps.secret, 'ar');
    expect(target?.what).toBe('تنبيه وظائف الرعاية الصحية والطب في قطر');
    const fromPage = await unsubscribeHandler(new Request(oneClick, { method: 'POST', body: new URLSearchParams({ from: 'page' }) }), deps);
    expect(fromPage.headers.get('location')).toBe('/ar/unsubscribed?status=unsubscribed');
  });

  it("answers the Arabic unsubscribe page's button in Arabic when the database is down (503)", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = { ...deps, db: createDb('postgres://nobody:wrong@127.0.0.1:1/none', 1) };
    const link = oneClickUnsubscribeUrl(site, '00000000-0000-4000-8000-000000000000', deps.secret);
    const arabic = await unsubscribeHandler(
      new Request(link, { method: 'POST', body: new URLSearchParams({ from: 'page', locale: 'ar' }) }),
      down,
    );
    const english = await unsubscribeHandler(new Request(link, { method: 'POST', body: new URLSearchParams({ from: 'page' }) }), down);
    await down.db.destroy();
    quiet.mockRestore();
    expect(arabic.status).toBe(503);
    const page = await arabic.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>حدث خطأ ما</h1>');
    expect(page).toContain('تعذّر إلغاء اشتراكك الآن. يُرجى الضغط على الزر مرة أخرى بعد دقيقة.');
    expect(page).toContain('<a href="/ar">الرئيسية</a>');
    // Nothing English is left on it (the tags and the script link aside).
    expect(page.replace(/<[^>]*>/g, ' ')).not.toMatch(/[A-Za-z]{2,}/);
    expect(english.status).toBe(503);
    expect(await english.text()).toContain(
      '<h1>Something went wrong</h1><p>We could not unsubscribe you just now. Please press the button again in a minute.</p>',
    );
  });

  it('refuses a bad address in Arabic, and a bad language with a 400 (never a 5xx), storing nothing', async () => {
    const bad = await jobAlert({ email: 'not-an-email', source: 'jobs_results', locale: 'ar' });
    expect(bad.error?.status).toBe(400);
    expect(JSON.stringify((bad.error as { fields?: unknown }).fields)).toContain('يرجى إدخال بريد إلكتروني صحيح.');
    for (const locale of ['fr', 'AR', 'ar-AE', 'en-ar', 'x'.repeat(300), 'ar\u0000']) {
      const refused = await newsletter({ email: 'lang@example.com', source: 'banner', locale });
      expect(refused.error?.status, locale).toBe(400);
    }
    expect(await rowsOf('lang@example.com')).toEqual([]);
    expect(await mailsTo('lang@example.com')).toEqual([]);
  });

  it('too many sign-ups for one address are refused (429) with an Arabic wait', async () => {
    for (let i = 0; i < 3; i++) await newsletter({ email: 'often@example.com', source: 'banner', locale: 'ar' });
    const refused = await newsletter({ email: 'often@example.com', source: 'banner', locale: 'ar' });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.message).toMatch(
      /^محاولات كثيرة جدًا\. يرجى الانتظار (\d+ دقيقة|\d+ دقائق|دقيقة واحدة|دقيقتين|ساعة واحدة|ساعتين|\d+ ساعات|\d+ ساعة) قبل المحاولة مرة أخرى\.$/,
    );
  });

  it('a sign-up of the same subscription from the other language switches it (the newest choice wins)', async () => {
    await newsletter({ email: 'switch@example.com', source: 'above_fold', locale: 'ar' });
    expect((await rowsOf('switch@example.com'))[0]!.locale).toBe('ar');
    // Within the 10 minutes of the first e-mail: no second one, but the language follows.
    await newsletter({ email: 'switch@example.com', source: 'above_fold', locale: 'en' });
    expect((await rowsOf('switch@example.com'))[0]!.locale).toBe('en');
    expect(await mailsTo('switch@example.com')).toHaveLength(1);
    // Confirmed, then signed up again from the Arabic site.
    await confirmAndMakeDue('switch@example.com');
    await newsletter({ email: 'switch@example.com', source: 'banner', locale: 'ar' });
    expect((await rowsOf('switch@example.com'))[0]).toMatchObject({ locale: 'ar', confirmed_at: expect.any(Date) });
  });
});

describe('digests in the subscriber language', () => {
  it('an Arabic subscriber gets the digest in Arabic with /ar links; an English one gets it as before', async () => {
    await jobAlert({ email: 'ar-digest@example.com', country: 'qatar', source: 'jobs_results', locale: 'ar' });
    await jobAlert({ email: 'en-digest@example.com', country: 'qatar', source: 'jobs_results' });
    await confirmAndMakeDue('ar-digest@example.com');
    await confirmAndMakeDue('en-digest@example.com');
    const job = await insertJob(t.db, { title: 'ممرضة عناية مركزة', company: 'مستشفى الدوحة', location: 'الدوحة، قطر' });
    const run = await runDigests(t.db, { siteUrl: site, secret: deps.secret, content: { articles: [], events: [] } });
    expect(run.sent).toBe(2);

    const [arabic] = await mailsTo('ar-digest@example.com');
    expect(arabic!.subject).toBe('وظيفة جديدة: ممرضة عناية مركزة لدى مستشفى الدوحة');
    expect(arabic!.text_body).toContain('وظيفة جديدة واحدة تطابق بحثك: وظائف جديدة في قطر.');
    expect(arabic!.text_body).toContain(`${site}/ar/jobs/${job.slug}`);
    expect(arabic!.text_body).toContain(`${site}/ar/jobs?country=qatar`);
    expect(arabic!.text_body).toMatch(/نُشرت في \d{1,2} [\u0600-\u06FF]+ \d{4}/); // Latin digits, Arabic month
    expect(linkIn(arabic!.text_body, '/ar/alerts/manage')).toMatch(/\?id=[0-9a-f-]{36}&token=/);
    expect(linkIn(arabic!.text_body, '/ar/unsubscribe')).toMatch(/\?id=[0-9a-f-]{36}&token=/);
    expect(arabic!.html_body).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(arabic!.html_body).toContain('<span dir="auto"><a href="http://localhost:4321/ar/jobs/');
    // The one-click header is the same for everyone.
    expect(arabic!.list_unsubscribe).toMatch(/^http:\/\/localhost:4321\/api\/subscriptions\/unsubscribe\?id=/);

    const [english] = await mailsTo('en-digest@example.com');
    expect(english!.subject).toBe('New job: ممرضة عناية مركزة at مستشفى الدوحة');
    expect(english!.text_body).toContain('1 new job matches your search: New jobs in Qatar.');
    expect(english!.text_body).toContain(`${site}/jobs/${job.slug}`);
    expect(english!.text_body).not.toContain('/ar/');
    expect(english!.html_body).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(english!.list_unsubscribe).toMatch(/^http:\/\/localhost:4321\/api\/subscriptions\/unsubscribe\?id=/);
  });

  it('the manage page in Arabic describes the alerts in Arabic and links the Arabic search', async () => {
    await jobAlert({ email: 'manage-ar@example.com', category: 'engineering', city: 'doha', source: 'jobs_results', locale: 'ar' });
    const [row] = await rowsOf('manage-ar@example.com');
    const { manageLink } = await import('~/server/subscriptions/links');
    const managed = await managedAddress(t.db, manageLink(row!.id, deps.secret), deps.secret, 'ar');
    expect(managed?.subscriptions[0]).toMatchObject({
      description: 'وظائف الهندسة في الدوحة، قطر',
      searchPath: '/ar/jobs?category=engineering&city=doha',
    });
  });
});

describe('a keyword as typed', () => {
  it('is stored folded for matching, and the e-mails and the manage page show it as typed', async () => {
    const email = 'typed-ar@example.com';
    await jobAlert({ email, q: 'ممرضة', country: 'qatar', source: 'jobs_results', locale: 'ar' });
    const [row] = await rowsOf(email);
    expect(row!.filters).toEqual({ q: 'ممرضه', country: 'qatar' });
    expect(row!.keyword_typed).toBe('ممرضة');

    const [confirmation] = await mailsTo(email);
    for (const body of [confirmation!.text_body, confirmation!.html_body]) {
      expect(body).toContain('«ممرضة»');
      expect(body).not.toContain('ممرضه');
    }

    // The other spelling is the same alert.
    await jobAlert({ email, q: 'ممرضه', country: 'qatar', source: 'jobs_results', locale: 'ar' });
    expect(await rowsOf(email)).toHaveLength(1);

    const { manageLink } = await import('~/server/subscriptions/links');
    const managed = await managedAddress(t.db, manageLink(row!.id, deps.secret), deps.secret, 'ar');
    expect(managed?.subscriptions[0]?.description).toContain('«ممرضة»');
    expect(managed?.subscriptions[0]?.description).not.toContain('ممرضه');

    // The folded filter still matches a job written with the other spelling, and the digest reads as typed.
    await confirmAndMakeDue(email);
    const job = await insertJob(t.db, { title: 'ممرضه عناية مركزة', company: 'مستشفى الدوحة', location: 'الدوحة، قطر' });
    await withActor(t.db, service, (trx) =>
      trx
        .updateTable('jobs')
        .set({
          salary_range: 'QAR 15,000 - 19,000 per month',
          salary_min: 15000,
          salary_max: 19000,
          salary_currency: 'QAR',
          salary_period: 'month',
        })
        .where('id', '=', job.id)
        .execute(),
    );
    const run = await runDigests(t.db, { siteUrl: site, secret: deps.secret, content: { articles: [], events: [] } });
    expect(run.sent).toBe(1);
    const [digest] = await mailsTo(email);
    expect(digest!.text_body).toContain(`${site}/ar/jobs/${job.slug}`);
    for (const body of [digest!.text_body, digest!.html_body]) {
      expect(body).toContain('«ممرضة»');
      expect(body!.replaceAll('ممرضه عناية مركزة', '')).not.toContain('ممرضه');
    }
    // The salary as an Arabic card shows it, not the employer's English.
    expect(digest!.text_body.split('\n')).toContain('\u206615,000–19,000\u2069 QAR شهريًا');
    expect(digest!.text_body).not.toContain('per month');
  });

  it('an alert stored before the typed form was kept shows what it has', async () => {
    const email = 'old-typed@example.com';
    await jobAlert({ email, q: 'ممرضة', source: 'jobs_results', locale: 'ar' });
    await t.db.updateTable('subscriptions').set({ keyword_typed: null }).where('email', '=', email).execute();
    const [row] = await rowsOf(email);
    const { manageLink } = await import('~/server/subscriptions/links');
    const managed = await managedAddress(t.db, manageLink(row!.id, deps.secret), deps.secret, 'ar');
    expect(managed?.subscriptions[0]?.description).toContain('«ممرضه»');
  });
});
