import { describe, expect, it } from 'vitest';
import { noJobFacts } from '~/lib/jobs/job-facts';
import type { PublicJob } from '~/lib/jobs/public-job';
import { jobListJsonLd, jobPostingJsonLd, jsonLdScript } from '~/lib/json-ld/job-posting';

const job: PublicJob = {
  id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  slug: 'icu-nurse-doha-qatar',
  companyName: 'Pearl Health',
  companySlug: null,
  companyVerified: false,
  agencyName: null,
  agencyLicence: null,
  verifiedWebsite: null,
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
  publishedAt: '2026-11-20T06:00:00.000Z',
  employmentType: 'full-time',
  salaryMin: 12000,
  salaryMax: 15000,
  salaryCurrency: 'QAR',
  salaryPeriod: 'month',
  visa: 'provided',
  nationality: 'all',
  packageItems: ['housing', 'flights', 'medical'],
  licenceAuthority: null,
  licenceStatus: null,
  experienceYears: null,
  experienceLevel: null,
};
const site = 'https://gulfjobs.example';

describe('jobPostingJsonLd', () => {
  it('describes an on-site job with its salary range, employment type, benefits and language', () => {
    const data = jobPostingJsonLd(job, site) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'ICU Nurse',
      datePosted: '2026-11-20',
      validThrough: '2026-12-19T20:00:00.000Z',
      employmentType: 'FULL_TIME',
      inLanguage: 'en',
      jobBenefits: 'Housing, Flights, Medical insurance',
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
      { salaryMin: 120, salaryMax: 180, salaryCurrency: 'AED', salaryPeriod: 'hour' },
      { currency: 'AED', value: { minValue: 120, maxValue: 180, unitText: 'HOUR' } },
    ],
    [
      { salaryMin: 9000, salaryMax: 9000, salaryCurrency: 'QAR', salaryPeriod: 'month' },
      { currency: 'QAR', value: { value: 9000, unitText: 'MONTH' } },
    ],
    [
      { salaryMin: null, salaryMax: 20000, salaryCurrency: 'SAR', salaryPeriod: 'month' },
      { currency: 'SAR', value: { maxValue: 20000, unitText: 'MONTH' } },
    ],
    [
      { salaryMin: 8000, salaryMax: null, salaryCurrency: 'AED', salaryPeriod: 'week' },
      { currency: 'AED', value: { minValue: 8000, unitText: 'WEEK' } },
    ],
    [
      { salaryMin: 120000, salaryMax: 150000, salaryCurrency: 'USD', salaryPeriod: 'year' },
      { currency: 'USD', value: { minValue: 120000, maxValue: 150000, unitText: 'YEAR' } },
    ],
    [
      { salaryMin: 500, salaryMax: 600, salaryCurrency: 'OMR', salaryPeriod: 'day' },
      { currency: 'OMR', value: { minValue: 500, maxValue: 600, unitText: 'DAY' } },
    ],
  ] as const)('publishes the salary %j with its own range, currency and period', (fields, baseSalary) => {
    const data = jobPostingJsonLd({ ...job, ...fields }, site) as unknown as Record<string, unknown>;
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: baseSalary.currency,
      value: { '@type': 'QuantitativeValue', ...baseSalary.value },
    });
  });

  it('takes the salary from the fields, not the text', () => {
    const data = jobPostingJsonLd({ ...job, salaryRange: 'AED 1 per hour' }, site) as unknown as Record<string, unknown>;
    expect(data.baseSalary).toMatchObject({ currency: 'QAR', value: { minValue: 12000, maxValue: 15000, unitText: 'MONTH' } });
  });

  it('omits the salary when its period is not stated (never guesses a month)', () => {
    const data = jobPostingJsonLd({ ...job, salaryPeriod: null }, site) as unknown as Record<string, unknown>;
    expect(data).not.toHaveProperty('baseSalary');
  });

  it.each([
    ['full-time', 'FULL_TIME'],
    ['part-time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['temporary', 'TEMPORARY'],
    ['internship', 'INTERN'],
  ] as const)('publishes the employment type %s as %s', (employmentType, schemaOrg) => {
    expect(jobPostingJsonLd({ ...job, employmentType }, site)).toMatchObject({ employmentType: schemaOrg });
  });

  it('publishes the experience in months and the licence as a credential its authority recognises', () => {
    const data = jobPostingJsonLd(
      { ...job, licenceAuthority: 'dhp', licenceStatus: 'required', experienceYears: 3, experienceLevel: 'senior' },
      site,
    );
    expect(data).toMatchObject({
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 36 },
      qualifications: {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'DHP (QCHP) licence',
        description: 'Licence required: Department of Healthcare Professions (Qatar)',
        recognizedBy: { '@type': 'Organization', name: 'Department of Healthcare Professions (Qatar)' },
      },
    });
    expect(jobPostingJsonLd(job, site)).not.toHaveProperty('experienceRequirements');
    expect(jobPostingJsonLd(job, site)).not.toHaveProperty('qualifications');
  });

  it('leaves out what the employer did not state', () => {
    const data = jobPostingJsonLd({ ...job, ...noJobFacts }, site) as unknown as Record<string, unknown>;
    expect(data).not.toHaveProperty('employmentType');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('jobBenefits');
  });

  it('marks a job written in Arabic', () => {
    const data = jobPostingJsonLd(
      { ...job, jobTitle: 'ممرضة عناية مركزة', jobDescription: 'رعاية المرضى في وحدة العناية المركزة. Shifts 12h.' },
      site,
    );
    expect(data).toMatchObject({ inLanguage: 'ar' });
  });

  it('marks a remote job as telecommute for the six Gulf countries', () => {
    const data = jobPostingJsonLd(
      { ...job, isRemote: true, country: null, location: 'Remote', salaryRange: 'Negotiable', category: null },
      site,
    ) as unknown as Record<string, unknown>;
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toHaveLength(6);
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

  it.each([
    ['not verified, no company page', {}, { '@type': 'Organization', name: 'Pearl Health' }],
    [
      'not verified, with its company page',
      { companySlug: 'pearl-health' },
      {
        '@type': 'Organization',
        name: 'Pearl Health',
        '@id': `${site}/companies/pearl-health#organization`,
        sameAs: `${site}/companies/pearl-health`,
      },
    ],
    [
      'verified: its own website too',
      { companySlug: 'pearl-health', companyVerified: true, verifiedWebsite: 'https://pearl.example' },
      {
        '@type': 'Organization',
        name: 'Pearl Health',
        '@id': `${site}/companies/pearl-health#organization`,
        sameAs: [`${site}/companies/pearl-health`, 'https://pearl.example'],
        url: 'https://pearl.example',
      },
    ],
  ] as const)('hiringOrganization, %s', (_name, extra, expected) => {
    expect(jobPostingJsonLd({ ...job, ...extra }, site).hiringOrganization).toEqual(expected);
  });
});
