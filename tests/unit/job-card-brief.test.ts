import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { noJobFacts } from '~/lib/jobs/job-facts';
import type { PublicJob } from '~/lib/jobs/public-job';
import { JobCard } from '~/components/JobCard';

// A job page's similar jobs are brief cards, prerendered with the page: nothing in them may depend on
// when the page was built, or every prerendered job page changes at each day's rebuild (issue 29:
// one approval changes a handful of files). Their age and New badge are the page script's.

const job: PublicJob = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'job-1',
  companyName: 'Pearl Health',
  companySlug: null,
  companyVerified: false,
  agencyName: null,
  agencyLicence: null,
  verifiedWebsite: null,
  jobTitle: 'Nurse 1',
  jobDescription: 'Care for patients.',
  location: 'Doha, Qatar',
  country: 'qatar',
  isRemote: false,
  salaryRange: null,
  contactEmail: 'jobs@pearl.example',
  category: 'healthcare-medical',
  applicationType: 'email',
  applicationUrl: null,
  postedOn: '2026-11-20',
  expiresAt: '2026-12-19T20:00:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  ...noJobFacts,
};

const render = (at: string, brief: boolean) => {
  vi.setSystemTime(new Date(at));
  return renderToStaticMarkup(createElement(JobCard, { job, brief }));
};
afterEach(() => {
  vi.useRealTimers();
});

describe("a similar job's brief card", () => {
  it('is the same HTML whenever it is built: a day later, a week later', () => {
    vi.useFakeTimers();
    const first = render('2026-11-28T10:00:00Z', true);
    expect(render('2026-11-29T10:00:00Z', true)).toBe(first);
    expect(render('2026-12-06T10:00:00Z', true)).toBe(first);
    // The posting's date and instant, for the page's script to write the age and the New badge.
    expect(first).toContain('<time dateTime="2026-11-28" data-age-of="2026-11-28T09:00:00.000Z">28 Nov</time>');
    expect(first).not.toContain('chip-new');
  });

  it('while a listing card (rendered again by the island) still says Today and New', () => {
    vi.useFakeTimers();
    const card = render('2026-11-28T10:00:00Z', false);
    expect(card).toContain('>Today</time>');
    expect(card).toContain('>New</span>');
  });
});
