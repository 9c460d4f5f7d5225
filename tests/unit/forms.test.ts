import { describe, expect, it } from 'vitest';
import { contactSchema, firstError, jobAlertSchema, newsletterSchema } from '~/lib/forms';
import { alertFiltersJson } from '~/lib/alerts/filters';

const contact = { firstName: 'Aisha', lastName: 'Khan', email: 'aisha@example.com', subject: 'job-seeker', message: 'Hello' };

describe('contact form: the spec order and messages', () => {
  it.each([
    [{}, 'Please enter your first name.'],
    [{ ...contact, firstName: '   ' }, 'Please enter your first name.'],
    [{ ...contact, lastName: '' }, 'Please enter your last name.'],
    [{ ...contact, email: '' }, 'Please enter your email address.'],
    [{ ...contact, email: 'aisha@' }, 'Please enter a valid email address.'],
    [{ ...contact, email: 'ai sha@example.com' }, 'Please enter a valid email address.'],
    [{ ...contact, subject: '' }, 'Please select a subject.'],
    [{ ...contact, subject: 'spam' }, 'Please select a subject.'],
    [{ ...contact, message: ' ' }, 'Please enter your message.'],
    [{ ...contact, firstName: '', message: '' }, 'Please enter your first name.'],
  ])('%j → %s', (input, message) => expect(firstError(contactSchema.safeParse(input))).toBe(message));

  it('accepts and trims a valid message', () => {
    expect(contactSchema.parse({ ...contact, firstName: ' Aisha ' })).toMatchObject({ firstName: 'Aisha' });
  });
});

describe('newsletter and job alerts', () => {
  it.each([
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'not an email' }, 'Please enter a valid email address.'],
    [{}, 'Please enter your email address.'],
  ])('%j → %s', (input, message) => expect(firstError(newsletterSchema.safeParse(input))).toBe(message));

  it('defaults the source and keeps the honeypot', () => {
    expect(newsletterSchema.parse({ email: ' A@B.co ', website: 'http://spam' })).toEqual({
      email: 'a@b.co',
      source: 'unknown',
      locale: 'en',
      website: 'http://spam',
    });
  });

  it('job alerts take a known category and country, or none', () => {
    expect(jobAlertSchema.parse({ email: 'a@b.co', category: 'engineering', country: 'qatar', source: 'job_alert_popup' })).toMatchObject({
      category: 'engineering',
      country: 'qatar',
    });
    expect(jobAlertSchema.parse({ email: 'a@b.co', category: '', country: '' })).toMatchObject({ category: undefined, country: undefined });
    expect(firstError(jobAlertSchema.safeParse({ email: 'a@b.co', category: 'astronaut' }))).toMatch(/^Unknown category\. Use one of: /);
  });
});

describe('sign-ups in the language of their page', () => {
  it.each([
    [{ email: '' }, 'يرجى إدخال بريدك الإلكتروني.'],
    [{ email: 'not an email' }, 'يرجى إدخال بريد إلكتروني صحيح.'],
    [{ email: '', frequency: 'hourly' }, 'يرجى إدخال بريدك الإلكتروني.'],
    [{ email: 'a@b.co', country: 'qatar', city: 'dubai' }, 'هذه المدينة ليست في الدولة المختارة. اختر مدينة فيها، أو كل المدن.'],
  ])('an Arabic page: %j → %s', (fields, message) => {
    expect(firstError(jobAlertSchema.safeParse({ ...fields, locale: 'ar' }))).toBe(message);
  });

  it('keeps the language, English unless the page says Arabic', () => {
    expect(newsletterSchema.parse({ email: 'a@b.co', locale: 'ar' }).locale).toBe('ar');
    expect(jobAlertSchema.parse({ email: 'a@b.co' }).locale).toBe('en');
    expect(jobAlertSchema.parse({ email: 'a@b.co', locale: '' }).locale).toBe('en');
  });

  it.each(['fr', 'AR', 'ar-AE', ' ar', 'en\u0000'])('refuses the language %j on the locale field', (locale) => {
    const result = newsletterSchema.safeParse({ email: 'a@b.co', locale });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['locale', 'Unknown language: the form must say en or ar.'],
    ]);
  });
});

describe('job alerts: the whole saved search and a frequency', () => {
  const alert = { email: 'a@b.co', source: 'jobs_results' };

  it('keeps every /jobs filter: keyword, category, country (or remote), remote only, topic', () => {
    expect(
      jobAlertSchema.parse({
        ...alert,
        q: '  ICU   Nurse ',
        category: 'healthcare-medical',
        country: 'Saudi',
        remote: 'true',
        topic: 'healthcare',
        frequency: 'daily',
      }),
    ).toEqual({
      ...alert,
      q: 'ICU   Nurse',
      category: 'healthcare-medical',
      country: 'saudi-arabia',
      remote: true,
      topic: 'healthcare',
      frequency: 'daily',
      locale: 'en',
      website: undefined,
    });
    expect(jobAlertSchema.parse({ ...alert, country: 'remote' })).toMatchObject({ country: 'remote' });
  });

  it('stores the same search as the same JSON: keyword lowercased and its spaces collapsed, empty filters dropped', () => {
    expect(alertFiltersJson({ q: 'ICU   Nurse', category: 'healthcare-medical', country: undefined })).toEqual({
      q: 'icu nurse',
      category: 'healthcare-medical',
    });
  });

  it('is weekly unless daily is chosen, and leaves empty filters out', () => {
    expect(jobAlertSchema.parse({ ...alert, q: ' ', category: '', country: 'all', remote: '', topic: '', frequency: '' })).toEqual({
      ...alert,
      q: undefined,
      category: undefined,
      country: undefined,
      remote: undefined,
      topic: undefined,
      frequency: 'weekly',
      locale: 'en',
      website: undefined,
    });
    expect(jobAlertSchema.parse(alert).frequency).toBe('weekly');
    expect(jobAlertSchema.parse({ ...alert, remote: 'false' }).remote).toBeUndefined();
  });

  it.each([
    [{ q: 'x'.repeat(101) }, 'The search text can be at most 100 characters.'],
    [{ category: 'astronaut' }, /^Unknown category\. Use one of: healthcare-medical, /],
    [{ country: 'france' }, /^Unknown country\. Use one of: .*remote\.$/],
    [{ remote: 'yes' }, 'remote must be true or false.'],
    [{ topic: 'astrology' }, /^Unknown topic\. Use one of: /],
    [{ frequency: 'hourly' }, 'Please choose how often: daily or weekly.'],
    [{ email: '', frequency: 'hourly' }, 'Please enter your email address.'],
  ])('%j is refused: %s', (fields, message) => {
    const problem = firstError(jobAlertSchema.safeParse({ ...alert, ...fields }));
    if (typeof message === 'string') expect(problem).toBe(message);
    else expect(problem).toMatch(message);
  });
});
