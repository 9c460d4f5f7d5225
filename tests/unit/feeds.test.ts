import { describe, expect, it } from 'vitest';
import { noJobFacts } from '~/lib/jobs/job-facts';
import type { PublicJob } from '~/lib/jobs/public-job';
import { escapeXml } from '~/lib/escape';
import { companiesSitemapXml, jobsSitemapXml, robotsTxt, rssXml } from '~/lib/seo/feeds';
import { jobSitemapParts, jobSitemapPath, parseJobSitemapPart, withJobSitemaps } from '~/lib/seo/job-sitemap-parts';

const job = (i: number, overrides: Partial<PublicJob> = {}): PublicJob => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  slug: `job-${i}`,
  companyName: 'Pearl Health',
  companySlug: null,
  companyVerified: false,
  agencyName: null,
  agencyLicence: null,
  verifiedWebsite: null,
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

  it("dates the channel by its jobs' last change, not the build, so a rebuild leaves it byte-identical", () => {
    const jobs = [job(1), job(2, { updatedAt: '2026-11-25T08:30:00.000Z' })];
    const first = rssXml(jobs, site, new Date('2026-11-29T00:00:00Z'));
    expect(first).toContain('<lastBuildDate>Wed, 25 Nov 2026 08:30:00 GMT</lastBuildDate>');
    expect(rssXml(jobs, site, new Date('2026-11-30T00:00:00Z'))).toBe(first);
    // Nothing to date it by: the build's time.
    expect(rssXml([], site, new Date('2026-11-30T00:00:00Z'))).toContain('<lastBuildDate>Mon, 30 Nov 2026 00:00:00 GMT</lastBuildDate>');
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
  it('lists company pages in both languages with their alternates', () => {
    const xml = companiesSitemapXml([{ slug: 'pearl-health', updatedAt: '2026-11-21T10:00:00.000Z' }], site);
    expect(xml).toContain('<url><loc>https://gulfjobs.example/companies/pearl-health</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<url><loc>https://gulfjobs.example/ar/companies/pearl-health</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://gulfjobs.example/companies/pearl-health"');
  });
  it('robots.txt points at the sitemap index and keeps crawlers out of endpoints', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth\n\nSitemap: https://gulfjobs.example/sitemap-index.xml\n',
    );
  });
});

describe('the job sitemaps in parts', () => {
  it('name as many parts as the board needs with room to double, between 1 and 1,000', () => {
    expect(jobSitemapParts(0)).toBe(1);
    expect(jobSitemapParts(12_500)).toBe(1);
    expect(jobSitemapParts(12_501)).toBe(2);
    expect(jobSitemapParts(100_000)).toBe(8); // 12,500 jobs (25,000 addresses) a part today, 50,000 at most
    expect(jobSitemapParts(1e9)).toBe(1000);
  });

  it('read a part from its address, refusing any other', () => {
    expect(parseJobSitemapPart('1-of-1')).toEqual({ part: 1, parts: 1 });
    expect(parseJobSitemapPart('3-of-8')).toEqual({ part: 3, parts: 8 });
    for (const bad of ['0-of-1', '2-of-1', '1-of-1001', '01-of-2', '1-of-2x', '1', '', undefined, '1-of-2\u0000', '-1-of-2'])
      expect(parseJobSitemapPart(bad), String(bad)).toBeUndefined();
  });

  it('add the parts and the companies to the index the build wrote', () => {
    const index =
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://gulfjobs.example/sitemap-0.xml</loc></sitemap></sitemapindex>';
    const locs = [...withJobSitemaps(index, 'https://gulfjobs.example', 2).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://gulfjobs.example/sitemap-0.xml',
      'https://gulfjobs.example/sitemap-jobs-1-of-2.xml',
      'https://gulfjobs.example/sitemap-jobs-2-of-2.xml',
      'https://gulfjobs.example/sitemap-companies.xml',
    ]);
    expect(jobSitemapPath(2, 2)).toBe('/sitemap-jobs-2-of-2.xml');
    expect(() => withJobSitemaps('<html></html>', 'https://gulfjobs.example', 1)).toThrow(/sitemapindex/);
  });
});
