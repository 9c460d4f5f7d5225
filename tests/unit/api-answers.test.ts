import { describe, expect, it } from 'vitest';
import { noJobFacts } from '~/lib/jobs/job-facts';
import { refusalSentence } from '~/lib/api-refusal';
import { jobSearchAnswerSchema } from '~/lib/jobs/public-job';
import { analyticsDashboardSchema } from '~/lib/analytics';

// The islands parse GET /api/jobs and GET /api/admin/analytics with these schemas: a malformed
// answer is refused (the island then shows its error), a refusal's sentence is read as sent.

const job = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  slug: 'nurse-dubai',
  companyName: 'Clinic',
  companySlug: 'clinic',
  companyVerified: false,
  agencyName: null,
  agencyLicence: null,
  verifiedWebsite: null,
  jobTitle: 'Nurse',
  jobDescription: 'Care',
  location: 'Dubai',
  country: 'uae',
  isRemote: false,
  salaryRange: null,
  contactEmail: 'jobs@example.com',
  category: 'healthcare',
  applicationType: 'email',
  applicationUrl: null,
  postedOn: '2026-11-01',
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  publishedAt: '2026-11-01T09:00:00.000Z',
  ...noJobFacts,
};
const page = { jobs: [job], total: 1, page: 1, pageSize: 20, pageCount: 1 };

const dashboard = {
  range: { from: '2026-11-01', to: '2026-11-30' },
  pageViews: 3,
  uniquePages: 1,
  topPages: [{ key: '/jobs', views: 3 }],
  devices: [{ key: 'mobile', views: 3 }],
  sources: [{ key: 'search', views: 3 }],
  referrers: [],
  countries: [{ key: 'AE', views: 3 }],
  jobViews: 1,
  applyClicks: 0,
  topJobs: [{ jobId: job.id, title: 'Nurse', company: 'Clinic', slug: 'nurse-dubai', views: 1, applies: 0 }],
  recentViews: 0,
};

describe('the answers islands read', () => {
  it.each([
    ['a page of jobs', page, true],
    ['no jobs list', { ...page, jobs: undefined }, false],
    ['a job without a slug', { ...page, jobs: [{ ...job, slug: undefined }] }, false],
    ['a total as text', { ...page, total: '1' }, false],
    ['a refusal', { error: 'Unknown category' }, false],
  ])('GET /api/jobs: %s', (_case, body, ok) => {
    expect(jobSearchAnswerSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    ['the figures', dashboard, true],
    ['no recent views', { ...dashboard, recentViews: undefined }, false],
    ['an unknown device class', { ...dashboard, devices: [{ key: 'watch', views: 1 }] }, false],
    ['counts as text', { ...dashboard, pageViews: '3' }, false],
    ['null', null, false],
  ])('GET /api/admin/analytics: %s', (_case, body, ok) => {
    expect(analyticsDashboardSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ error: 'The start date must be on or before the end date.' }, 'The start date must be on or before the end date.'],
    [{ error: 42 }, undefined],
    ['Bad Gateway', undefined],
    [undefined, undefined],
  ])('the refusal sentence of %j', (body, sentence) => {
    expect(refusalSentence(body)).toBe(sentence);
  });
});
