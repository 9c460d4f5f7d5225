import { jobReference } from '~/lib/post-job-receipt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInputError } from 'astro:actions';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { fieldMessages } from '~/lib/action-errors';
import { postJobSchemaIn } from '~/lib/post-job';
import { formOutcome, formResults, refusalPage } from '~/server/forms/results';
import { formEnvironment, sendForm, statusOf } from '../helpers/form-actions';

// An employer posting from /ar/post-job reads Arabic field messages (the hidden
// `locale` field tells the server), and the job is stored as written.

let t: TestDatabase;
let address = 0;

beforeAll(async () => {
  t = await freshDatabase();
  formEnvironment({
    databaseUrl: t.url,
    siteUrl: 'http://localhost:4321',
    secret: 'post-job-arabic-secret-0123456789-abcd',
    inbox: 'team@gulfjobs.example',
  });
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(() => {
  address += 1;
});

const arabicJob = {
  locale: 'ar',
  companyName: 'مستشفى النور',
  jobTitle: 'ممرضة عناية مركزة',
  jobDescription: 'نبحث عن ممرضة ذات خبرة في العناية المركزة.',
  location: 'دبي، الإمارات',
  contactEmail: 'hr@alnoor.example',
  applicationType: 'email',
};
const post = (fields: Record<string, string>) => sendForm(server.forms.postJob, fields, { from: `10.7.0.${address}` });

describe('posting a job from the Arabic page', () => {
  it('explains every mistake in Arabic, and stores nothing', async () => {
    const { error } = await post({
      locale: 'ar',
      companyName: '',
      jobTitle: '',
      jobDescription: '',
      location: '',
      applicationType: 'url',
      salaryMin: '9000',
    });
    expect(isInputError(error) && fieldMessages(error)).toEqual({
      companyName: 'اسم الشركة مطلوب',
      jobTitle: 'المسمى الوظيفي مطلوب',
      jobDescription: 'الوصف الوظيفي مطلوب',
      location: 'الموقع مطلوب',
      salaryCurrency: 'اختر عملة الراتب.',
      salaryPeriod: 'اختر فترة الراتب: بالساعة أو يوميًا أو أسبوعيًا أو شهريًا أو سنويًا.',
      applicationUrl: 'رابط التقديم مطلوب عند اختيار «رابط خارجي»',
    });
    expect(statusOf({ error })).toBe(400);
    expect(refusalPage(formResults['post-job'], error!, 'ar')).toEqual({
      status: 400,
      title: 'يُرجى مراجعة النموذج',
      message: 'اسم الشركة مطلوب',
    });
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('answers in Arabic: thanks, and too many posts of one address (with the refusal page)', async () => {
    expect(await post({ ...arabicJob, website: 'spam' })).toEqual({
      data: { status: 'pending', category: null, title: 'أُرسلت الوظيفة للمراجعة!' },
      error: undefined,
    });
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 6; i++) last = await post({ ...arabicJob, jobTitle: `ممرضة ${i}`, contactEmail: 'limit@alnoor.example' });
    expect(statusOf(last!)).toBe(429);
    expect(last!.error!.message).toMatch(/^محاولات كثيرة جدًا\. يرجى الانتظار (\d+ )?[\u0600-\u06FF ]+ قبل المحاولة مرة أخرى\.$/);
    expect(refusalPage(formResults['post-job'], last!.error!, 'ar')).toMatchObject({ status: 429, title: 'يُرجى الانتظار قليلًا' });
  });

  it('formats limits for Arabic readers (Latin digits)', () => {
    const parsed = postJobSchemaIn('ar').safeParse({ ...arabicJob, jobDescription: 'ب'.repeat(20001), salaryMin: '99999999999' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages.jobDescription).toBe('يُرجى ألا يتجاوز النص 20,000 حرف.');
    expect(messages.salaryMin).toMatch(/^أدخل راتبًا لا يزيد على [\d,]+\.$/);
  });

  it('stores the job as written, pending review, and sends the poster to the Arabic next page', async () => {
    const { data, error } = await post(arabicJob);
    expect(error).toBeUndefined();
    const row = await t.db
      .selectFrom('jobs')
      .select(['status', 'job_title', 'company_name', 'location', 'country'])
      .where('contact_email', '=', 'hr@alnoor.example')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'pending',
      job_title: 'ممرضة عناية مركزة',
      company_name: 'مستشفى النور',
      location: 'دبي، الإمارات',
      country: 'uae',
    });
    // The receipt names the job by its reference.
    const ref = `?ref=${jobReference(data!.id!)}`;
    expect(formOutcome('post-job', () => ({ data }), 'ar')).toEqual({ redirect: `/ar/post-job/submitted${ref}` });
    expect(formOutcome('post-job', () => ({ data }), 'en')).toEqual({ redirect: `/post-job/submitted${ref}` });
    expect(formOutcome('post-job', () => undefined, 'ar')).toEqual({ redirect: '/ar/post-job' });
    expect(formOutcome('no-such-form', () => undefined, 'ar')).toBeUndefined();
  });

  it.each([
    ['fr', 'fr'],
    ['AR', 'AR'],
    ['ar-AE', 'ar-AE'],
    ['5,000 characters', 'x'.repeat(5000)],
  ])('refuses the language %s with a 400 that says which ones exist', async (_label, locale) => {
    const { error } = await post({ ...arabicJob, locale, contactEmail: `bad-${address}@alnoor.example` });
    expect(statusOf({ error })).toBe(400);
    expect(isInputError(error) && fieldMessages(error)).toEqual({ locale: 'Choose the language of the form: en or ar.' });
  });

  it('keeps English messages for a form without a language (the English page) or with locale=en', async () => {
    for (const locale of [undefined, 'en', '']) {
      const fields: Record<string, string> = {
        companyName: '',
        jobTitle: 'x',
        jobDescription: 'x',
        location: 'x',
        contactEmail: 'a@b.example',
      };
      if (locale !== undefined) fields.locale = locale;
      const { error } = await post(fields);
      expect(isInputError(error) && fieldMessages(error)).toEqual({ companyName: 'Company name is required' });
    }
  });
});
