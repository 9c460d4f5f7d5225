import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n';
import { postedDateIn } from '~/lib/jobs/job-texts';
import {
  applicationMailto,
  currencyOf,
  descriptionPreview,
  firstSalaryNumber,
  isNewJob,
  postedAge,
  postedAt,
  postedDay,
  relativeAge,
  salaryLabel,
} from '~/lib/jobs/format';

describe('descriptionPreview (150 characters plus …)', () => {
  it('keeps a short description', () => expect(descriptionPreview('Short  text\nhere')).toBe('Short text here'));
  it('cuts a long one at 150 characters', () => {
    const long = 'a'.repeat(200);
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(150)}\u2026`);
    expect(descriptionPreview(long)).not.toContain('...');
  });
  it('leaves exactly 150 characters alone', () => expect(descriptionPreview('b'.repeat(150))).toBe('b'.repeat(150)));
});

describe('postedDateIn English (long US date, no time-zone shift)', () => {
  it.each([
    ['2025-03-05', 'March 5, 2025'],
    ['2026-01-01', 'January 1, 2026'],
    ['2024-12-31', 'December 31, 2024'],
    ['2024-12-31T23:30:00Z', 'December 31, 2024'],
    ['not a date', 'not a date'],
  ])('%s → %s', (input, expected) => expect(postedDateIn(input, 'en')).toBe(expected));
});

describe('relativeAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:30:00Z', 'just now'],
    ['2026-11-22T11:00:00Z', '1 hour ago'],
    ['2026-11-21T13:00:00Z', '23 hours ago'],
    ['2026-11-21T12:00:00Z', '1 day ago'],
    ['2026-11-15T12:00:00Z', '7 days ago'],
    ['2026-12-01T00:00:00Z', 'just now'],
  ])('%s → %s', (instant, expected) => expect(relativeAge(instant, now)).toBe(expected));
});

describe('postedAge (card label by Gulf calendar day)', () => {
  const now = new Date('2026-11-22T12:00:00Z'); // 16:00 in Dubai
  it.each([
    ['2026-11-22', 'Today'],
    ['2026-11-21', 'Yesterday'],
    ['2026-11-20', '2 days ago'],
    ['2026-10-23', '30 days ago'],
    ['2026-11-25', 'Today'],
  ])('posted %s → %s', (postedOn, expected) => expect(postedAge(postedOn, now)).toBe(expected));
  it('the Gulf day turns at 20:00 UTC', () => expect(postedAge('2026-11-22', new Date('2026-11-22T20:30:00Z'))).toBe('Yesterday'));
});

describe('postedAt, postedDay and the New badge', () => {
  // The time the search sorts by and "posted within" counts from: coalesce(published_at, created_at).
  it('is the publication (the approval), not the submission', () => {
    expect(postedAt({ publishedAt: '2026-11-22T08:00:00.000Z', createdAt: '2026-11-12T08:00:00.000Z' })).toBe('2026-11-22T08:00:00.000Z');
  });
  it('falls back to the creation time when there is no publication', () => {
    expect(postedAt({ publishedAt: null, createdAt: '2026-11-12T08:00:00.000Z' })).toBe('2026-11-12T08:00:00.000Z');
  });
  it('a job approved late on a UTC day is already the next Gulf day', () => {
    expect(postedDay({ publishedAt: '2026-11-22T21:00:00.000Z', createdAt: '2026-11-12T08:00:00.000Z' })).toBe('2026-11-23');
  });
  it.each([
    ['2026-11-20T00:00:00Z', true],
    ['2026-11-15T12:00:01Z', true],
    ['2026-11-15T12:00:00Z', false],
  ])('%s new: %s', (instant, expected) => expect(isNewJob(instant, new Date('2026-11-22T12:00:00Z'))).toBe(expected));
});

describe('salary', () => {
  it.each([
    ['AED 15,000 - 20,000 per month', 15000],
    ['SAR 12k-18k', 12000],
    ['Up to QAR 9,500.50', 9500.5],
    ['Negotiable', undefined],
    ['', undefined],
    [null, undefined],
  ])('first number of %j is %j', (text, expected) => expect(firstSalaryNumber(text)).toBe(expected));
  it('labels a missing salary', () => {
    expect(salaryLabel(null)).toBe('Competitive salary');
    expect(salaryLabel('  ')).toBe('Competitive salary');
    expect(salaryLabel('KWD 900')).toBe('KWD 900');
  });
  it.each([
    ['uae', 'AED'],
    ['saudi-arabia', 'SAR'],
    ['qatar', 'QAR'],
    ['kuwait', 'KWD'],
    ['bahrain', 'BHD'],
    ['oman', 'OMR'],
    [null, 'AED'],
    ['mars', 'AED'],
  ])('currency of %j is %s', (country, currency) => expect(currencyOf(country)).toBe(currency));
});

describe('applicationMailto', () => {
  const job = { contactEmail: 'careers@clinic.example', jobTitle: 'ICU Nurse', companyName: 'Clinic & Co' };

  it('builds the draft with the subject and body', () => {
    const href = applicationMailto(job, messagesFor('en').job.apply, 'https://jobs.example/jobs/icu-nurse');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('careers@clinic.example');
    expect(url.searchParams.get('subject')).toBe('Application for ICU Nurse at Clinic & Co');
    expect(url.searchParams.get('body')).toBe(
      '[Attach your CV before you send this e-mail, then delete this line.]\n\nDear Hiring Manager,\n\nI am writing to apply for the ICU Nurse position at Clinic & Co, advertised at https://jobs.example/jobs/icu-nurse. Please find my CV attached.\n\nBest regards',
    );
  });

  it("writes the Arabic page's draft in Arabic, the job title and company as written", () => {
    const link = 'https://jobs.example/ar/jobs/icu-nurse';
    const url = new URL(applicationMailto({ ...job, jobTitle: 'ممرضة عناية مركزة' }, messagesFor('ar').job.apply, link));
    expect(url.searchParams.get('subject')).toBe('طلب توظيف: ممرضة عناية مركزة لدى Clinic & Co');
    expect(url.searchParams.get('body')).toBe(
      '[أرفق سيرتك الذاتية قبل إرسال هذه الرسالة، ثم احذف هذا السطر.]\n\nالسادة مسؤولي التوظيف،\n\nأرغب في التقدّم لوظيفة ممرضة عناية مركزة لدى Clinic & Co، المعلن عنها في https://jobs.example/ar/jobs/icu-nurse. تجدون سيرتي الذاتية مرفقة.\n\nمع خالص التحية',
    );
    // Nothing English but the company's own name and the job's link.
    const words = `${url.searchParams.get('subject')} ${url.searchParams.get('body')}`.replaceAll('Clinic & Co', '').replace(link, '');
    expect(words).not.toMatch(/[A-Za-z]/);
  });
});
