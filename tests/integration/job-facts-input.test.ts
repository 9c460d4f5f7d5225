import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { actionContext } from '../helpers/actions';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { insertJob } from '../helpers/jobs';
import { server } from '~/actions';
import { fieldMessages } from '~/lib/action-errors';
import { jobFactsTexts } from '~/lib/job-facts-input';
import { closeAllDbs } from '~/server/db/client';
import { sessionUserFrom } from '~/server/auth/claims';

// The job facts on the way in: the post form and the review dashboard's edit store the
// structured fields, parse the free-text salary when they are empty, and refuse bad input with a
// 400 and the field's message.

let t: TestDatabase;
let address = 0;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({
    databaseUrl: t.url,
    siteUrl: 'http://localhost:4321',
    secret: 'job-facts-test-secret-0123456789-abcdef',
    inbox: 'team@gulfjobs.example',
  });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});

const job = {
  companyName: 'Gulf Care',
  jobTitle: 'ICU Nurse',
  jobDescription: 'Care for patients in our hospital ICU.',
  location: 'Doha, Qatar',
  contactEmail: 'hr@gulfcare.example',
};
/** The post form as a browser sends it, the package checkboxes as repeated fields. */
const post = (fields: Record<string, string>, packageItems: string[] = []) => {
  address += 1;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const item of packageItems) form.append('packageItems', item);
  const request = new Request('http://localhost:4321/_actions/forms', {
    method: 'POST',
    headers: { 'x-forwarded-for': `10.9.0.${address}` },
  });
  return server.forms.postJob.call(actionContext({ request }), form);
};
const factsOf = (slug: string) =>
  t.db
    .selectFrom('jobs')
    .select([
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
      'employment_type',
      'visa',
      'nationality',
      'package_items',
      'salary_range',
    ])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('posting a job with its facts', () => {
  it('stores the structured fields as given, the package in the list order, the salary text untouched', async () => {
    const { data, error } = await post(
      {
        ...job,
        salaryRange: 'Attractive, tax-free',
        salaryMin: '12,000',
        salaryMax: '15000',
        salaryCurrency: 'QAR',
        salaryPeriod: 'month',
        employmentType: 'contract',
        visa: 'provided',
        nationality: 'all',
      },
      ['flights', 'housing', 'flights'],
    );
    expect(error).toBeUndefined();
    expect(await factsOf(data!.slug!)).toEqual({
      salary_min: 12000,
      salary_max: 15000,
      salary_currency: 'QAR',
      salary_period: 'month',
      employment_type: 'contract',
      visa: 'provided',
      nationality: 'all',
      package_items: ['housing', 'flights'],
      salary_range: 'Attractive, tax-free',
    });
  });

  it('reads the free-text salary into the fields when they are left empty (the country gives the currency)', async () => {
    const { data, error } = await post({
      ...job,
      jobTitle: 'Ward Nurse',
      salaryRange: '9,000 - 11,000 per month',
      salaryMin: '',
      salaryCurrency: '',
      visa: '',
    });
    expect(error).toBeUndefined();
    expect(await factsOf(data!.slug!)).toEqual({
      salary_min: 9000,
      salary_max: 11000,
      salary_currency: 'QAR',
      salary_period: 'month',
      employment_type: null,
      visa: 'not_stated',
      nationality: 'not_stated',
      package_items: [],
      salary_range: '9,000 - 11,000 per month',
    });
  });

  it.each([
    [
      'a minimum above the maximum',
      { salaryMin: '15000', salaryMax: '12000', salaryCurrency: 'AED', salaryPeriod: 'month' },
      'salaryMax',
      jobFactsTexts.minAboveMax,
    ],
    ['an unknown currency', { salaryMin: '15000', salaryCurrency: 'EUR', salaryPeriod: 'month' }, 'salaryCurrency', jobFactsTexts.currency],
    [
      'a huge number',
      { salaryMin: '1' + '0'.repeat(30), salaryCurrency: 'AED', salaryPeriod: 'month' },
      'salaryMin',
      jobFactsTexts.salaryNumber,
    ],
    [
      'a figure above the limit',
      { salaryMax: '20,000,000', salaryCurrency: 'AED', salaryPeriod: 'month' },
      'salaryMax',
      jobFactsTexts.salaryTooHigh,
    ],
    ['a negative figure', { salaryMin: '-5', salaryCurrency: 'AED', salaryPeriod: 'month' }, 'salaryMin', jobFactsTexts.salaryNumber],
    [
      'words for a figure',
      { salaryMin: 'twelve thousand', salaryCurrency: 'AED', salaryPeriod: 'month' },
      'salaryMin',
      jobFactsTexts.salaryNumber,
    ],
    ['a figure without currency', { salaryMin: '9000', salaryPeriod: 'month' }, 'salaryCurrency', jobFactsTexts.currencyNeeded],
    ['a figure without period', { salaryMin: '9000', salaryCurrency: 'AED' }, 'salaryPeriod', jobFactsTexts.periodNeeded],
    ['a currency without figure', { salaryCurrency: 'AED' }, 'salaryMin', jobFactsTexts.figureNeeded],
    ['an unknown period', { salaryMin: '9000', salaryCurrency: 'AED', salaryPeriod: 'fortnight' }, 'salaryPeriod', jobFactsTexts.period],
    ['an unknown employment type', { employmentType: 'gig' }, 'employmentType', jobFactsTexts.employmentType],
    ['an unknown visa option', { visa: 'maybe' }, 'visa', jobFactsTexts.visa],
    ['an unknown nationality option', { nationality: 'european' }, 'nationality', jobFactsTexts.nationality],
  ])('refuses %s with a 400 and the field message', async (_, fields, field, message) => {
    const before = await t.db.selectFrom('jobs').select('id').execute();
    const { error } = await post({ ...job, ...fields });
    expect(error?.status).toBe(400);
    expect(isInputError(error) && fieldMessages(error)[field]).toBe(message);
    expect(await t.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an unknown package item with a 400', async () => {
    const { error } = await post(job, ['housing', 'yacht']);
    expect(error?.status).toBe(400);
    expect(isInputError(error) && Object.values(fieldMessages(error))).toContain(jobFactsTexts.packageItem);
  });

  it('refuses a NUL in a salary field with a 400', async () => {
    const { error, data } = await sendForm(
      server.forms.postJob,
      { ...job, salaryMin: '9\u0000000', salaryCurrency: 'AED', salaryPeriod: 'month' },
      { from: '10.9.1.1' },
    );
    expect(data).toBeUndefined();
    expect(error?.status).toBe(400);
  });
});

describe('editing a job’s facts on the review dashboard', () => {
  const edit = (id: string, fields: Record<string, string>, packageItems: string[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ id, ...job, applicationType: 'email', ...fields })) form.append(name, value);
    for (const item of packageItems) form.append('packageItems', item);
    return server.admin.editJob.call(actionContext({ user: admin }), form);
  };

  it('saves the facts the admin confirms and clears what is emptied', async () => {
    const { id, slug } = await insertJob(t.db, { status: 'pending', title: 'Night Nurse' });
    expect(
      (
        await edit(
          id,
          {
            salaryMin: '120',
            salaryMax: '180',
            salaryCurrency: 'AED',
            salaryPeriod: 'hour',
            employmentType: 'part-time',
            visa: 'own',
            nationality: 'gcc',
          },
          ['medical', 'transport'],
        )
      ).error,
    ).toBeUndefined();
    expect(await factsOf(slug)).toMatchObject({
      salary_min: 120,
      salary_max: 180,
      salary_currency: 'AED',
      salary_period: 'hour',
      employment_type: 'part-time',
      visa: 'own',
      nationality: 'gcc',
      package_items: ['transport', 'medical'],
    });
    expect((await edit(id, { salaryRange: 'Negotiable' })).error).toBeUndefined();
    expect(await factsOf(slug)).toMatchObject({
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      employment_type: null,
      visa: 'not_stated',
      nationality: 'not_stated',
      package_items: [],
      salary_range: 'Negotiable',
    });
  });

  it('refuses a minimum above the maximum with the field message', async () => {
    const { id } = await insertJob(t.db, { status: 'pending', title: 'Day Nurse' });
    const { error } = await edit(id, { salaryMin: '9000', salaryMax: '8000', salaryCurrency: 'AED', salaryPeriod: 'month' });
    expect(error?.status).toBe(400);
    expect(isInputError(error) && fieldMessages(error).salaryMax).toBe(jobFactsTexts.minAboveMax);
  });
});
