import { describe, expect, it } from 'vitest';
import { jobAlertDigestEmail, newsletterDigestEmail, type DigestJob } from '~/lib/emails/digests';
import { salaryShown } from '~/lib/jobs/salary-shown';

// A digest in Arabic shows a job's salary as an Arabic job card does (figures, then the currency,
// then the period in Arabic words); an English digest keeps the employer's text as it was.

const site = 'https://gulfjobs.example';
const links = { manageUrl: `${site}/alerts/manage?id=7&token=m`, unsubscribeUrl: `${site}/unsubscribe?id=7&token=u` };
const base: DigestJob = {
  title: 'Staff Nurse',
  company: 'Gulf Care',
  location: 'Dubai, UAE',
  postedOn: '2026-11-24',
  url: `${site}/jobs/staff-nurse`,
};
const aed15to19: Partial<DigestJob> = {
  salary: 'AED 15,000 - 19,000 per month',
  salaryMin: 15000,
  salaryMax: 19000,
  salaryCurrency: 'AED',
  salaryPeriod: 'month',
};

const alertText = (job: DigestJob, locale: 'en' | 'ar') =>
  jobAlertDigestEmail({ filters: { country: 'uae' }, frequency: 'daily', jobs: [job], total: 1, searchUrl: `${site}/jobs`, links, locale });
const newsletterText = (job: DigestJob, locale: 'en' | 'ar') =>
  newsletterDigestEmail({ jobs: [job], totalJobs: 1, articles: [], jobsUrl: `${site}/jobs`, links, locale });

describe.each([
  ['job alert', alertText],
  ['newsletter', newsletterText],
])('the salary line of a %s digest', (_, email) => {
  it.each<[string, Partial<DigestJob>, 'en' | 'ar', string | null, string[]]>([
    ['a monthly range in Arabic', aed15to19, 'ar', '\u206615,000–19,000\u2069 AED شهريًا', ['per month', 'AED 15,000']],
    [
      'an hourly range in Arabic, with its monthly equivalent',
      { salary: 'AED 120-180 per hour', salaryMin: 120, salaryMax: 180, salaryCurrency: 'AED', salaryPeriod: 'hour' },
      'ar',
      '\u2066120–180\u2069 AED في الساعة (نحو \u206620,800–31,200\u2069 AED شهريًا)',
      ['per hour'],
    ],
    [
      'an upper bound in Arabic',
      { salary: 'up to QAR 9,000 monthly', salaryMax: 9000, salaryCurrency: 'QAR', salaryPeriod: 'month' },
      'ar',
      'حتى 9,000 QAR شهريًا',
      ['up to'],
    ],
    ['an unread text in Arabic stays as written', { salary: 'Competitive' }, 'ar', 'Competitive', []],
    ['no salary in Arabic', {}, 'ar', null, []],
    ['a monthly range in English, unchanged', aed15to19, 'en', 'AED 15,000 - 19,000 per month', ['شهريًا']],
    ['an unread text in English, unchanged', { salary: 'Competitive' }, 'en', 'Competitive', []],
  ])('%s', (_name, salary, locale, line, absent) => {
    const copy = email({ ...base, ...salary }, locale);
    const lines = copy.text.split('\n');
    if (line === null) {
      expect(lines.some((l) => /\d{3}|Competitive/.test(l) && !l.includes('http') && !l.includes('2026'))).toBe(false);
    } else {
      expect(lines).toContain(line);
      expect(copy.html).toContain(line);
    }
    for (const word of absent) {
      expect(copy.text).not.toContain(word);
      expect(copy.html).not.toContain(word);
    }
  });

  it('shows in Arabic exactly what an Arabic job card shows', () => {
    const job = { ...base, ...aed15to19 };
    const card = salaryShown(
      { salaryMin: 15000, salaryMax: 19000, salaryCurrency: 'AED', salaryPeriod: 'month', salaryRange: job.salary! },
      'ar',
    );
    expect(email(job, 'ar').text.split('\n')).toContain(card);
  });
});
