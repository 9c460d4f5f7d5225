import { describe, expect, it } from 'vitest';
import type { PublicJob } from '~/lib/jobs/public-job';
import { jobListJsonLd, jobPostingJsonLd, jsonLdScript } from '~/lib/json-ld/job-posting';

const job: PublicJob = {
  id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  slug: 'icu-nurse-doha-qatar',
  companyName: 'Pearl Health',
  jobTitle: 'ICU Nurse',
  jobDescription: 'Critical care nursing.',
  location: 'Doha, Qatar',
  country: 'qatar',
  isRemote: false,
  salaryRange: 'QAR 12,000 - 15,000 per month',
  contactEmail: 'jobs@pearl.example',
  category: 'healthcare-medical',
  applicationType: 'email',
  applicationUrl: null,
  postedOn: '2026-11-20',
  expiresAt: '2026-12-19T20:00:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
};
const site = 'https://gulfjobs.example';

describe('jobPostingJsonLd', () => {
  it('describes an on-site job with a monthly salary in the local currency', () => {
    const data = jobPostingJsonLd(job, site) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'ICU Nurse',
      datePosted: '2026-11-20',
      validThrough: '2026-12-19T20:00:00.000Z',
      employmentType: 'FULL_TIME',
      url: 'https://gulfjobs.example/jobs/icu-nurse-doha-qatar',
      identifier: { value: job.id },
      hiringOrganization: { '@type': 'Organization', name: 'Pearl Health' },
      jobLocation: { address: { addressLocality: 'Doha, Qatar', addressCountry: 'QA' } },
      baseSalary: { currency: 'QAR', value: { '@type': 'QuantitativeValue', minValue: 12000, maxValue: 15000, unitText: 'MONTH' } },
      occupationalCategory: '22 Health professionals',
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it.each([
    [
      'AED 120 - 180 per hour',
      { currency: 'AED', value: { '@type': 'QuantitativeValue', minValue: 120, maxValue: 180, unitText: 'HOUR' } },
    ],
    ['QAR 9,000 monthly', { currency: 'QAR', value: { '@type': 'QuantitativeValue', minValue: 9000, value: 9000, unitText: 'MONTH' } }],
  ])('publishes the salary %j with its own range, currency and period', (salaryRange, baseSalary) => {
    const data = jobPostingJsonLd({ ...job, salaryRange }, site) as unknown as Record<string, unknown>;
    expect(data.baseSalary).toEqual({ '@type': 'MonetaryAmount', ...baseSalary });
  });

  it('omits the salary when its period is not written (never guesses a month)', () => {
    const data = jobPostingJsonLd({ ...job, salaryRange: 'QAR 12,000 - 15,000' }, site) as unknown as Record<string, unknown>;
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('marks a remote job as telecommute for the six Gulf countries, and omits an unparseable salary', () => {
    const data = jobPostingJsonLd(
      { ...job, isRemote: true, country: null, location: 'Remote', salaryRange: 'Negotiable', category: null },
      site,
    ) as unknown as Record<string, unknown>;
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toHaveLength(6);
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).toMatchObject({
      jobLocation: { address: { addressCountry: 'AE' } },
      occupationalCategory: '214 Engineering professionals',
    });
  });
});

describe('jobListJsonLd', () => {
  it('lists the first 10 jobs in order', () => {
    const jobs = Array.from({ length: 14 }, (_, i) => ({ ...job, slug: `job-${i}` }));
    const data = jobListJsonLd(jobs, site) as unknown as { itemListElement: { position: number; url: string }[] };
    expect(data.itemListElement).toHaveLength(10);
    expect(data.itemListElement[9]).toMatchObject({ position: 10, url: 'https://gulfjobs.example/jobs/job-9' });
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element', () => {
    const text = jsonLdScript({ description: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>\u2028' });
  });
});
