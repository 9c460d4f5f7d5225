import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { formEnvironment, sendForm, statusOf } from '../helpers/form-actions';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { formResults, refusalPage } from '~/server/forms/results';

// A job alert is a saved search: the sign-up form (every entry point posts to forms.jobAlert)
// stores the /jobs filters and the frequency, and the same search is always the same alert.

let t: TestDatabase;
const site = 'http://localhost:4321';
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: 'alert-signup-secret-0123456789-abcdefgh', inbox: 'team@gulfjobs.example' });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  address += 1; // each test from its own network address, so the per-address limit never interferes
  await t.db.deleteFrom('email_outbox').execute();
  await t.db.deleteFrom('subscriptions').execute();
});

const jobAlert = (fields: Record<string, string | string[]>) => sendForm(server.forms.jobAlert, fields, { from: `10.1.0.${address}` });
const alerts = () => t.db.selectFrom('subscriptions').selectAll().where('kind', '=', 'job_alert').execute();
const mails = () => t.db.selectFrom('email_outbox').selectAll().orderBy('created_at').execute();

describe('job alert sign-up', () => {
  it('stores the whole search and the frequency, and the confirmation names the search in words', async () => {
    const { data, error } = await jobAlert({
      email: 'nurse@example.com',
      q: 'ICU nurse',
      category: 'healthcare-medical',
      country: 'qatar',
      remote: 'true',
      frequency: 'daily',
      source: 'jobs_results',
    });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    const [row, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: 'nurse@example.com',
      filters: { q: 'icu nurse', category: 'healthcare-medical', country: 'qatar', remote: true },
      frequency: 'daily',
      source: 'jobs_results',
      confirmed_at: null,
    });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to_address).toBe('nurse@example.com');
    expect(mail!.text_body).toContain('job alerts for Healthcare & Medical jobs matching “icu nurse” in Qatar, remote only');
    expect(mail!.text_body).toContain('at most one e-mail a day');
  });

  it('stores every package item ticked on the form without JavaScript (one field per box)', async () => {
    const { error } = await jobAlert({ email: 'boxes@example.com', q: 'nurse', package: ['housing', 'medical'], source: 'jobs_results' });
    expect(error).toBeUndefined();
    expect((await alerts()).map((r) => r.filters)).toEqual([{ q: 'nurse', package: ['housing', 'medical'] }]);
  });

  it('stores the job fact filters and names them in the confirmation', async () => {
    const { error } = await jobAlert({
      email: 'fact@example.com',
      country: 'uae',
      min_salary: '10000',
      type: 'full-time',
      visa: 'provided',
      nationality: 'open',
      package: 'flights,housing',
      source: 'jobs_results',
    });
    expect(error).toBeUndefined();
    expect((await alerts()).map((r) => r.filters)).toEqual([
      { country: 'uae', min_salary: 10000, type: 'full-time', visa: 'provided', nationality: 'open', package: ['housing', 'flights'] },
    ]);
    expect((await mails())[0]!.text_body).toContain(
      'job alerts for new jobs in UAE paying AED 10,000+ a month, full-time, visa provided, open to all nationalities, with housing and flights',
    );
    const refused = await jobAlert({ email: 'fact2@example.com', min_salary: '-1', source: 'jobs_results' });
    expect(statusOf(refused)).toBe(400);
    expect(await alerts()).toHaveLength(1);
  });

  it('stores "verified employers only" posted from a filtered search, names it, and refuses another value', async () => {
    const { error } = await jobAlert({ email: 'verified@example.com', q: 'nurse', verified: 'true', source: 'jobs_results' });
    expect(error).toBeUndefined();
    expect((await alerts()).map((r) => r.filters)).toContainEqual({ q: 'nurse', verified: true });
    expect((await mails()).map((m) => m.text_body).join('\n')).toContain('nurse” in the Gulf, verified employers only');
    const before = (await alerts()).length;
    const refused = await jobAlert({ email: 'verified2@example.com', verified: 'yes', source: 'jobs_results' });
    expect(statusOf(refused)).toBe(400);
    expect(await alerts()).toHaveLength(before);
  });

  it('stores a city of the chosen country, and the confirmation names it with its country', async () => {
    const { data, error } = await jobAlert({ email: 'driver@example.com', country: 'uae', city: 'dubai', source: 'jobs_results' });
    expect(error).toBeUndefined();
    expect(data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    expect((await alerts()).map((r) => r.filters)).toEqual([{ country: 'uae', city: 'dubai' }]);
    expect((await mails())[0]!.text_body).toContain('job alerts for new jobs in Dubai, UAE');
  });

  it('a city of another country is refused with 400 and a message on the city field (never a 5xx), and nothing is stored', async () => {
    const { error } = await jobAlert({ email: 'driver@example.com', country: 'qatar', city: 'dubai', source: 'jobs_results' });
    const message = 'Dubai is not in Qatar. Choose a city in Qatar, or All cities.';
    expect(error?.status).toBe(400);
    expect(isInputError(error) && error.fields).toEqual({ city: [message] });
    // Posted without JavaScript, /forms/job-alert shows the same sentence.
    expect(refusalPage(formResults['job-alert'], error!)).toEqual({ status: 400, title: 'Please check the form', message });
    expect(await alerts()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('is weekly unless daily is chosen; a topic page and "remote" as the country are kept too', async () => {
    expect(statusOf(await jobAlert({ email: 'teacher@example.com', topic: 'teaching', country: 'uae', source: 'listing' }))).toBe(200);
    expect(statusOf(await jobAlert({ email: 'teacher@example.com', country: 'remote', source: 'listing' }))).toBe(200);
    const rows = await alerts();
    expect(rows.map((r) => [r.filters, r.frequency])).toEqual(
      expect.arrayContaining([
        [{ topic: 'teaching', country: 'uae' }, 'weekly'],
        [{ country: 'remote' }, 'weekly'],
      ]),
    );
  });

  it('the same search again within 10 minutes sends no second confirmation', async () => {
    const fields = { email: 'twice@example.com', q: 'engineer', country: 'oman', source: 'jobs_results' };
    await jobAlert(fields);
    const again = await jobAlert(fields);
    expect(again.data).toEqual({ message: 'Thank you for subscribing! Check your inbox to confirm.', locale: 'en' });
    expect(await alerts()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('the same search with other letter case, spacing, aliases and empty fields is the same alert', async () => {
    await jobAlert({
      email: 'Case@Example.com',
      q: '  ICU   Nurse ',
      category: '',
      country: 'Qatar',
      remote: '',
      topic: '',
      source: 'job_page',
    });
    await jobAlert({ email: 'case@example.com', q: 'icu nurse', country: 'qatar', source: 'jobs_results' });
    await jobAlert({ email: 'case@example.com', q: 'icu nurse', country: 'saudi', source: 'jobs_results' });
    const rows = await alerts();
    expect(rows.map((r) => r.filters)).toEqual(
      expect.arrayContaining([
        { q: 'icu nurse', country: 'qatar' },
        { q: 'icu nurse', country: 'saudi-arabia' },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  });

  it('two identical sign-ups at the same moment make one alert and one e-mail', async () => {
    const fields = { email: 'double@example.com', q: 'welder', category: 'engineering', frequency: 'daily', source: 'jobs_results' };
    const answers = await Promise.all([jobAlert(fields), jobAlert(fields), jobAlert(fields)]);
    expect(answers.map(statusOf)).toEqual([200, 200, 200]);
    expect(await alerts()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it.each([
    [{ frequency: 'hourly' }, 'Please choose how often: daily or weekly.'],
    [{ country: 'atlantis' }, 'Unknown country.'],
    [{ category: 'astronaut' }, 'Unknown category.'],
    [{ remote: 'maybe' }, 'remote must be true or false.'],
    [{ q: 'x'.repeat(101) }, 'The search text can be at most 100 characters.'],
    [{ q: 'nurse\u0000' }, 'The request contains a NUL character'],
  ])('%j is refused with a 400 that says why, and nothing is stored', async (fields, message) => {
    const { error } = await jobAlert({ email: 'bad@example.com', source: 'jobs_results', ...fields });
    expect(error?.status).toBe(400);
    expect(`${error?.message} ${JSON.stringify((error as { fields?: unknown } | undefined)?.fields ?? {})}`).toContain(message);
    expect(await alerts()).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});
