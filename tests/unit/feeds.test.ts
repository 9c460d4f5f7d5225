import { describe, expect, it } from 'vitest';
import { noJobFacts } from '~/lib/jobs/job-facts';
import type { PublicJob } from '~/lib/jobs/public-job';
import { escapeXml } from '~/lib/escape';
import { jobsSitemapXml, robotsTxt, rssXml } from '~/lib/seo/feeds';

const job = (i: number, overrides: Partial<PublicJob> = {}): PublicJob => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  slug: `job-${i}`,
  companyName: 'Pearl Health',
  jobTitle: `Nurse ${i}`,
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
  createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: null,
  ...noJobFacts,
  ...overrides,
});
const site = 'https://gulfjobs.example';

describe('RSS', () => {
  it('escapes titles and descriptions', () => {
    const xml = rssXml([job(1, { jobTitle: 'R&D <Lead> "Chief"', companyName: "O'Neil & Co" })], site, new Date('2026-11-22T00:00:00Z'));
    expect(xml).toContain('<title>R&amp;D &lt;Lead&gt; &quot;Chief&quot; at O&apos;Neil &amp; Co</title>');
    expect(xml).toContain('<category>Healthcare &amp; Medical</category>');
    expect(xml).not.toMatch(/<title>[^<]*&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists the newest 50 jobs, newest first, linking to their canonical pages', () => {
    const xml = rssXml(
      Array.from({ length: 60 }, (_, i) => job(i)),
      site,
      new Date(),
    );
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1);
    expect(links).toHaveLength(50);
    expect(links[0]).toBe('https://gulfjobs.example/jobs/job-59');
    expect(links[49]).toBe('https://gulfjobs.example/jobs/job-10');
  });

  it('drops control characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\u000bc\td')).toBe('abc\td');
  });
});

describe('sitemap and robots', () => {
  it('gives every job its lastmod', () => {
    expect(jobsSitemapXml([job(1)], site)).toContain(
      '<url><loc>https://gulfjobs.example/jobs/job-1</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod><xhtml:link',
    );
  });
  it('robots.txt points at the sitemap index and keeps crawlers out of endpoints', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth\n\nSitemap: https://gulfjobs.example/sitemap-index.xml\n',
    );
  });
});
