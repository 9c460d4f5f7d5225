import sax from 'sax';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n';
import { ageText } from '~/lib/jobs/age-text';
import { noJobFacts } from '~/lib/jobs/job-facts';
import { categoryLabelIn, postedDateIn, salaryShownIn } from '~/lib/jobs/job-texts';
import type { PublicJob } from '~/lib/jobs/public-job';
import { salaryShown } from '~/lib/jobs/salary-shown';
import { jobPostingJsonLd } from '~/lib/json-ld/job-posting';
import { jobsSitemapXml } from '~/lib/seo/feeds';

// The job pages in Arabic (their facts, JobPosting data and sitemap entries).

const site = 'https://gulfjobs.example';
const job = (overrides: Partial<PublicJob> = {}): PublicJob => ({
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
  salaryRange: null,
  contactEmail: 'jobs@pearl.example',
  category: 'healthcare-medical',
  applicationType: 'email',
  applicationUrl: null,
  postedOn: '2026-11-20',
  expiresAt: '2026-12-19T20:00:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
  publishedAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...noJobFacts,
  ...overrides,
});
const arabicJob = job({
  slug: 'mmrdh-dubai',
  jobTitle: 'ممرضة عناية مركزة',
  companyName: 'مستشفى النور',
  jobDescription: 'نبحث عن ممرضة ذات خبرة في العناية المركزة.',
  location: 'دبي، الإمارات',
});

describe('the Arabic job page texts', () => {
  it.each([
    // The same format as the cards (salary-money.ts); a range is isolated left to right (U+2066 … U+2069).
    [{ salaryMin: 8000, salaryMax: 12000, salaryCurrency: 'AED', salaryPeriod: 'month' }, '\u20668,000–12,000\u2069 AED شهريًا'],
    [{ salaryMin: null, salaryMax: 20000, salaryCurrency: 'SAR', salaryPeriod: 'month' }, 'حتى 20,000 SAR شهريًا'],
    [{ salaryMin: 9500, salaryMax: null, salaryCurrency: 'QAR', salaryPeriod: null }, 'من 9,500 QAR'],
    [
      { salaryMin: 120, salaryMax: 180, salaryCurrency: 'AED', salaryPeriod: 'hour' },
      '\u2066120–180\u2069 AED في الساعة (نحو \u206620,800–31,200\u2069 AED شهريًا)',
    ],
  ] as const)('writes the normalised salary %j in Arabic with Latin digits, as the cards do', (facts, text) => {
    expect(salaryShownIn(job(facts), 'ar')).toEqual({ text, employerText: false });
  });

  it('keeps the English salary as the cards show it, and marks the employer’s own text', () => {
    const stated = job({ salaryMin: 8000, salaryMax: 12000, salaryCurrency: 'AED', salaryPeriod: 'month' });
    expect(salaryShownIn(stated, 'en')).toEqual({ text: salaryShown(stated), employerText: false });
    const prose = job({ salaryRange: 'راتب مجزٍ' });
    expect(salaryShownIn(prose, 'ar')).toEqual({ text: 'راتب مجزٍ', employerText: true });
    expect(salaryShownIn(prose, 'en')).toEqual({ text: 'راتب مجزٍ', employerText: true });
    expect(salaryShownIn(job(), 'ar')).toEqual({ text: undefined, employerText: false });
  });

  it('counts the age with the six Arabic plural forms', () => {
    const t = messagesFor('ar').job.age;
    const now = new Date('2026-11-24T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
    const age = (h: number) => ageText(hoursAgo(h), t, 'ar-AE-u-nu-latn', now);
    expect([age(0), age(1), age(2), age(5), age(24), age(48), age(24 * 3), age(24 * 11)]).toEqual([
      'الآن',
      'قبل ساعة',
      'قبل ساعتين',
      'قبل 5 ساعات',
      'قبل يوم',
      'قبل يومين',
      'قبل 3 أيام',
      'قبل 11 يومًا',
    ]);
    expect(ageText(hoursAgo(30), messagesFor('en').job.age, 'en-GB', now)).toBe('1 day ago');
    expect(ageText('not a date', t, 'ar-AE-u-nu-latn', now)).toBe('');
  });

  it('dates and categories in the page’s language', () => {
    expect(postedDateIn('2026-11-20', 'ar')).toBe('20 نوفمبر 2026');
    expect(postedDateIn('2026-11-20', 'en')).toBe('November 20, 2026');
    expect(categoryLabelIn('healthcare-medical', 'ar')).toBe('الرعاية الصحية والطب');
    expect(categoryLabelIn('healthcare-medical', 'en')).toBe('Healthcare & Medical');
    expect(categoryLabelIn('marine-offshore', 'ar')).toBe('Marine & Offshore');
  });
});

describe('JobPosting on the Arabic pages', () => {
  it('carries the same posting at the Arabic address, in the language the job was written in', () => {
    const english = jobPostingJsonLd(job(), site);
    const onArabicPage = jobPostingJsonLd(job(), site, '/ar/jobs/icu-nurse-doha-qatar');
    expect(onArabicPage).toEqual({ ...english, url: 'https://gulfjobs.example/ar/jobs/icu-nurse-doha-qatar' });
    expect(onArabicPage.inLanguage).toBe('en');
    const arabic = jobPostingJsonLd(arabicJob, site, '/ar/jobs/mmrdh-dubai');
    expect(arabic).toMatchObject({ inLanguage: 'ar', title: 'ممرضة عناية مركزة', url: 'https://gulfjobs.example/ar/jobs/mmrdh-dubai' });
  });
});

/** The sitemap's <url> entries: loc and the hreflang → href of its xhtml:link alternates (a namespace-aware XML parse). */
function sitemapEntries(xml: string) {
  const parser = sax.parser(true, { xmlns: true });
  const entries: { loc: string; alternates: Record<string, string> }[] = [];
  let inLoc = false;
  parser.onopentag = (node) => {
    const tag = node as sax.QualifiedTag;
    if (tag.local === 'url' && tag.uri === 'http://www.sitemaps.org/schemas/sitemap/0.9') entries.push({ loc: '', alternates: {} });
    inLoc = tag.local === 'loc';
    if (tag.local === 'link' && tag.uri === 'http://www.w3.org/1999/xhtml') {
      expect(tag.attributes.rel?.value).toBe('alternate');
      entries.at(-1)!.alternates[tag.attributes.hreflang!.value] = tag.attributes.href!.value;
    }
  };
  parser.ontext = (text) => {
    if (inLoc) entries.at(-1)!.loc += text;
  };
  parser.onclosetag = () => (inLoc = false);
  parser.write(xml).close();
  return entries;
}

describe('sitemap-jobs.xml in both languages', () => {
  it('lists each job in English and in Arabic, each naming both and English as the default', () => {
    const entries = sitemapEntries(jobsSitemapXml([job(), arabicJob], site));
    const alternates = (slug: string) => ({
      en: `${site}/jobs/${slug}`,
      ar: `${site}/ar/jobs/${slug}`,
      'x-default': `${site}/jobs/${slug}`,
    });
    expect(entries).toEqual([
      { loc: `${site}/jobs/icu-nurse-doha-qatar`, alternates: alternates('icu-nurse-doha-qatar') },
      { loc: `${site}/jobs/mmrdh-dubai`, alternates: alternates('mmrdh-dubai') },
      { loc: `${site}/ar/jobs/icu-nurse-doha-qatar`, alternates: alternates('icu-nurse-doha-qatar') },
      { loc: `${site}/ar/jobs/mmrdh-dubai`, alternates: alternates('mmrdh-dubai') },
    ]);
  });

  it('escapes the addresses', () => {
    const xml = jobsSitemapXml([job({ slug: 'r&d-lead' })], site);
    expect(xml).toContain('<loc>https://gulfjobs.example/ar/jobs/r&amp;d-lead</loc>');
    expect(xml).toContain('hreflang="ar" href="https://gulfjobs.example/ar/jobs/r&amp;d-lead"');
  });
});
