import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { demoJobs } from '../../scripts/lib/seed/demo-jobs';
import { publicJobs } from '~/server/jobs/queries';
import { jobPostingJsonLd } from '~/lib/json-ld/job-posting';
import type { PublicJob } from '~/lib/jobs/public-job';

// Every demo job's JobPosting against Google's rules for job postings
// (developers.google.com/search/docs/appearance/structured-data/job-posting), written out here:
// the required properties, and the shape of the recommended ones we publish.

let t: TestDatabase;
let jobs: PublicJob[];
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
  jobs = await publicJobs(t.db);
});
afterAll(() => t.drop());

type Json = Record<string, unknown>;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const units = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The rules a JobPosting breaks, as sentences (none for a valid one). */
function googleProblems(d: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, rule: string) => ok || problems.push(rule);
  need(d['@context'] === 'https://schema.org' && d['@type'] === 'JobPosting', '@context/@type JobPosting');
  need(nonEmpty(d.title) && !/<[a-z]/i.test(String(d.title)), 'title: text without HTML');
  need(nonEmpty(d.description), 'description required');
  need(typeof d.datePosted === 'string' && isoDate.test(d.datePosted), 'datePosted: ISO 8601 date');
  need(typeof d.validThrough === 'string' && isoInstant.test(d.validThrough), 'validThrough: ISO 8601 date-time');
  need(Date.parse(String(d.validThrough)) > Date.parse(String(d.datePosted)), 'validThrough after datePosted');
  const org = d.hiringOrganization as Json | undefined;
  need(org?.['@type'] === 'Organization' && nonEmpty(org.name), 'hiringOrganization.name required');
  const place = d.jobLocation as Json | undefined;
  const address = place?.address as Json | undefined;
  const onSite =
    place?.['@type'] === 'Place' && address?.['@type'] === 'PostalAddress' && /^[A-Z]{2}$/.test(String(address.addressCountry));
  const remote =
    d.jobLocationType === 'TELECOMMUTE' &&
    Array.isArray(d.applicantLocationRequirements) &&
    d.applicantLocationRequirements.length > 0 &&
    (d.applicantLocationRequirements as Json[]).every((c) => c['@type'] === 'Country' && nonEmpty(c.name));
  need(onSite || remote, 'jobLocation with addressCountry, or TELECOMMUTE with applicantLocationRequirements');
  if ('employmentType' in d) need(employmentTypes.includes(String(d.employmentType)), 'employmentType: a Google value');
  if ('baseSalary' in d) {
    const salary = d.baseSalary as Json;
    const value = salary.value as Json | undefined;
    need(
      salary['@type'] === 'MonetaryAmount' && /^[A-Z]{3}$/.test(String(salary.currency)),
      'baseSalary: MonetaryAmount with ISO 4217 currency',
    );
    need(
      value?.['@type'] === 'QuantitativeValue' && units.includes(String(value.unitText)),
      'baseSalary.value: QuantitativeValue with unitText',
    );
    const hasValue = 'value' in (value ?? {});
    const hasRange = 'minValue' in (value ?? {}) || 'maxValue' in (value ?? {});
    need(hasValue !== hasRange, 'baseSalary.value: either value or minValue/maxValue');
    for (const key of ['value', 'minValue', 'maxValue'])
      if (value && key in value) need(positive(value[key]), `baseSalary.value.${key}: a positive number`);
    if (value && 'minValue' in value && 'maxValue' in value) need(Number(value.minValue) <= Number(value.maxValue), 'minValue ≤ maxValue');
  }
  if ('jobBenefits' in d) need(nonEmpty(d.jobBenefits), 'jobBenefits: text');
  need(d.inLanguage === 'en' || d.inLanguage === 'ar', 'inLanguage: en or ar');
  return problems;
}

describe('the JobPosting of every demo job', () => {
  it('covers every approved, current demo job', () => {
    expect(jobs.length).toBe(demoJobs.filter((j) => !j.status && j.daysAgo < 30).length);
  });

  it('follows Google’s rules', () => {
    const problems = jobs.flatMap((job) =>
      googleProblems(jobPostingJsonLd(job, 'https://gulfjobs.example') as unknown as Json).map((p) => `${job.slug}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('publishes salary, employment type and benefits for a good share of them', () => {
    const data = jobs.map((job) => jobPostingJsonLd(job, 'https://gulfjobs.example') as unknown as Json);
    expect(data.filter((d) => 'baseSalary' in d).length).toBeGreaterThan(jobs.length / 2);
    expect(data.filter((d) => 'employmentType' in d).length).toBeGreaterThan(jobs.length / 2);
    expect(data.filter((d) => 'jobBenefits' in d).length).toBeGreaterThan(jobs.length / 2);
    const tutor = data.find((d) => d.title === 'Online STEM Tutor (Arabic-speaking)')!;
    expect(tutor).toMatchObject({
      baseSalary: { currency: 'AED', value: { minValue: 120, maxValue: 180, unitText: 'HOUR' } },
    });
  });

  it('the rule checks catch a broken posting', () => {
    const good = jobPostingJsonLd(jobs[0]!, 'https://gulfjobs.example') as unknown as Json;
    expect(googleProblems({ ...good, hiringOrganization: { '@type': 'Organization', name: '' } })).toEqual([
      'hiringOrganization.name required',
    ]);
    expect(
      googleProblems({
        ...good,
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'AED',
          value: { '@type': 'QuantitativeValue', minValue: 9, maxValue: 5, unitText: 'MONTHLY' },
        },
      }),
    ).toEqual(['baseSalary.value: QuantitativeValue with unitText', 'minValue ≤ maxValue']);
  });
});
