import { describe, expect, it } from 'vitest';
import { lengthAdvice, normalizeSitePath, seoOverrideInputSchema, seoStatusOf } from '~/lib/seo/overrides';
import { seoPageList, seoPageRows, staticSeoPages } from '~/lib/pages/seo-list';
import { searchSeoPages } from '~/lib/seo/page-search';
import { messagesFor } from '~/i18n';
import { hasArabicMirror } from '~/lib/pages/arabic-mirror';
import { jobsIndexPage, listingPages } from '~/lib/pages/listings';
import { categoryLandings } from '~/lib/pages/category-landings';

const t60 = 'T'.repeat(60);
const d160 = 'D'.repeat(160);

describe('seoStatusOf', () => {
  it.each([
    ['no override', undefined, 'draft'],
    [
      'title, description and keywords within limits',
      { title: 'Nurse jobs in Dubai', description: 'Current nurse jobs.', keywords: ['nurse'] },
      'optimized',
    ],
    ['exactly at the limits', { title: t60, description: d160, keywords: ['x'] }, 'optimized'],
    ['title one over', { title: `${t60}x`, description: 'ok', keywords: ['x'] }, 'needs-review'],
    ['description one over', { title: 'ok', description: `${d160}x`, keywords: ['x'] }, 'needs-review'],
    ['no keywords', { title: 'ok', description: 'ok', keywords: [] }, 'needs-review'],
    ['no title', { title: null, description: 'ok', keywords: ['x'] }, 'needs-review'],
    ['no description', { title: 'ok', description: null, keywords: ['x'] }, 'needs-review'],
    ['only social fields', { title: null, description: null, keywords: [] }, 'needs-review'],
  ] as const)('%s → %s', (_, override, status) => {
    expect(seoStatusOf(override && { ...override, keywords: [...override.keywords] })).toBe(status);
  });
});

describe('lengthAdvice', () => {
  it.each([
    [0, 60, '0 / 60', false],
    [60, 60, '60 / 60', false],
    [64, 60, '64 / 60 — longer than search engines show', true],
    [161, 160, '161 / 160 — longer than search engines show', true],
  ])('%i of %i', (length, limit, text, over) => {
    expect(lengthAdvice(length, limit)).toEqual({ text, over });
  });
});

describe('seoOverrideInputSchema', () => {
  const base = { path: '/uae-jobs', title: '', description: '', keywords: '', ogTitle: '', ogDescription: '', ogImage: '', noindex: false };

  it('trims, turns empty fields into null and splits keywords, dropping repeats', () => {
    const parsed = seoOverrideInputSchema.parse({ ...base, title: '  Jobs in   the UAE ', keywords: 'uae jobs, , Dubai,UAE JOBS ,dubai' });
    expect(parsed).toEqual({
      path: '/uae-jobs',
      title: 'Jobs in the UAE',
      description: null,
      keywords: ['uae jobs', 'Dubai'],
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      noindex: false,
    });
  });

  it('accepts a title over the advisory 60 characters (the counter only advises)', () => {
    expect(seoOverrideInputSchema.safeParse({ ...base, title: 'x'.repeat(120) }).success).toBe(true);
  });

  it.each([
    [{ path: 'uae-jobs' }, 'The page path must start with / and contain no query or spaces, e.g. /uae-jobs.'],
    [{ path: '/uae-jobs/' }, 'Leave out the trailing slash, e.g. /uae-jobs.'],
    [{ path: '/jobs?x=1' }, 'The page path must start with / and contain no query or spaces, e.g. /uae-jobs.'],
    [{ path: '' }, 'Choose a page.'],
    [{ title: 'x'.repeat(201) }, 'The title can be at most 200 characters.'],
    [{ description: 'x'.repeat(501) }, 'The description can be at most 500 characters.'],
    [{ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(',') }, 'Use at most 20 keywords.'],
    [{ keywords: 'x'.repeat(51) }, 'Each keyword can be at most 50 characters.'],
    [{ ogImage: 'javascript:alert(1)' }, 'The social image must be an http(s) URL or a path on this site, e.g. /og-default.png.'],
    [{ ogImage: '//evil.example/x.png' }, 'The social image must be an http(s) URL or a path on this site, e.g. /og-default.png.'],
  ])('refuses %j with a message that says how to fix it', (change, message) => {
    const result = seoOverrideInputSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each(['https://cdn.example.com/card.png', '/og-default.png'])('accepts the social image %s', (ogImage) => {
    expect(seoOverrideInputSchema.parse({ ...base, ogImage }).ogImage).toBe(ogImage);
  });

  it.each([
    ['on', true],
    ['true', true],
    [true, true],
    [undefined, false],
    ['', false],
  ])('noindex %j → %s', (noindex, expected) => {
    expect(seoOverrideInputSchema.parse({ ...base, noindex }).noindex).toBe(expected);
  });
});

describe('normalizeSitePath', () => {
  it.each([
    ['/', '/'],
    ['/uae-jobs/', '/uae-jobs'],
    ['/uae-jobs', '/uae-jobs'],
    ['/jobs/uae/index.html', '/jobs/uae'],
    ['/index.html', '/'],
  ])('%s → %s', (input, output) => expect(normalizeSitePath(input)).toBe(output));
});

describe('the page list', () => {
  it('lists the spec’s example pages and every path once', () => {
    const list = seoPageList([
      { path: '/top-tax-free-countries-work-middle-east', name: 'Tax-free countries', group: 'Articles and guides', locale: 'en' },
      { path: '/uae-jobs/', name: 'Duplicate', group: 'Content', locale: 'en' },
    ]);
    const paths = list.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/top-tax-free-countries-work-middle-east', '/jobs/uae', '/jobs/saudi-arabia', '/uae-jobs']),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(list.find((p) => p.path === '/uae-jobs')?.name).toBe('Jobs in the UAE');
  });

  it('finds pages by every word of the search, in the name or the path', () => {
    expect(searchSeoPages(staticSeoPages, 'saudi jobs').map((p) => p.path)).toEqual(
      expect.arrayContaining(['/saudi-jobs', '/jobs/saudi-arabia']),
    );
    expect(searchSeoPages(staticSeoPages, 'no such page')).toEqual([]);
    expect(searchSeoPages(staticSeoPages, '')).toHaveLength(staticSeoPages.length);
  });

  it('gives each row its override and an absolute canonical (the listing’s own for /jobs/{word})', () => {
    const override = {
      path: '/uae-jobs',
      title: 'UAE',
      description: null,
      keywords: [],
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      noindex: false,
      updatedAt: '2026-11-23T10:00:00.000Z',
    };
    const rows = seoPageRows(seoPageList([]), [override], 'https://gulfjobs.example');
    expect(rows.find((r) => r.path === '/uae-jobs')).toMatchObject({ override, canonicalUrl: 'https://gulfjobs.example/uae-jobs' });
    expect(rows.find((r) => r.path === '/jobs/uae')).toMatchObject({
      override: null,
      canonicalUrl: 'https://gulfjobs.example/uae-jobs',
    });
    expect(rows.find((r) => r.path === '/')?.canonicalUrl).toBe('https://gulfjobs.example/');
  });
});

describe('the Arabic mirrors in the page list', () => {
  const list = seoPageList([{ path: '/dha-license-uae', name: 'DHA licence', group: 'Articles and guides', locale: 'en' }]);
  const row = (path: string) => list.find((p) => p.path === path);
  const arabicLetters = /[\u0600-\u06ff]/;
  const ar = messagesFor('ar');

  it('lists every mirrored page right after its English page, with the Arabic title and description its page renders', () => {
    const mirrored = list.filter((p) => p.locale === 'en' && hasArabicMirror(p.path));
    expect(mirrored.length).toBeGreaterThan(30);
    for (const english of mirrored) {
      const index = list.indexOf(english);
      const arabic = list[index + 1];
      expect(arabic, english.path).toMatchObject({
        path: english.path === '/' ? '/ar' : `/ar${english.path}`,
        name: `${english.name} (Arabic)`,
        group: english.group,
        locale: 'ar',
      });
      expect(arabic?.title, arabic?.path).toMatch(/ \| وظائف الخليج$/);
      expect(arabic?.title, arabic?.path).not.toBe(english.title);
      expect(arabic?.description, arabic?.path).toMatch(arabicLetters);
    }
  });

  it('takes the words from the catalogue and the listings’ Arabic words', () => {
    expect(row('/ar')).toMatchObject({ title: `${ar.home.title} | وظائف الخليج`, description: ar.home.description });
    expect(row('/ar/jobs')).toMatchObject({ title: `${jobsIndexPage.ar.title} | وظائف الخليج`, description: jobsIndexPage.ar.description });
    expect(row('/ar/post-job')).toMatchObject({ title: `${ar.post.metaTitle} | وظائف الخليج`, description: ar.post.metaDescription });
    expect(row('/ar/privacy')?.title).toBe(`${ar.pages.privacy.title} | وظائف الخليج`);
    const uae = listingPages.find((p) => p.path === '/uae-jobs')!;
    expect(row('/ar/uae-jobs')).toMatchObject({ title: `${uae.ar.title} | وظائف الخليج`, description: uae.ar.description });
    const healthcare = categoryLandings.find((p) => p.path === '/healthcare-jobs')!;
    expect(row('/ar/healthcare-jobs')?.title).toBe(`${healthcare.ar.title} | وظائف الخليج`);
  });

  it('keeps English-only pages English: articles, the salary guide, the old blog listings', () => {
    expect(row('/dha-license-uae')).toBeDefined();
    expect(list.filter((p) => p.locale === 'ar').map((p) => p.path)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/ar\/(dha-license-uae|salary-guide|career-advice|post\/)/)]),
    );
    expect(row('/ar/salary-guide')).toBeUndefined();
    expect(new Set(list.map((p) => p.path)).size).toBe(list.length);
  });

  it('points an Arabic row’s canonical to the Arabic address of its English page’s canonical', () => {
    const rows = seoPageRows(list, [], 'https://gulfjobs.example');
    expect(rows.find((r) => r.path === '/ar/jobs/uae')?.canonicalUrl).toBe('https://gulfjobs.example/ar/uae-jobs');
    expect(rows.find((r) => r.path === '/ar/uae-jobs')?.canonicalUrl).toBe('https://gulfjobs.example/ar/uae-jobs');
    expect(rows.find((r) => r.path === '/ar')?.canonicalUrl).toBe('https://gulfjobs.example/ar');
    // Each row names its other language's page, so the editor links the pair.
    expect(rows.find((r) => r.path === '/qatar-jobs')?.pairPath).toBe('/ar/qatar-jobs');
    expect(rows.find((r) => r.path === '/ar/qatar-jobs')?.pairPath).toBe('/qatar-jobs');
    expect(rows.find((r) => r.path === '/ar')?.pairPath).toBe('/');
    expect(rows.find((r) => r.path === '/dha-license-uae')?.pairPath).toBeUndefined();
  });

  it('finds Arabic rows by "arabic" and a path, English ones by "english"', () => {
    expect(searchSeoPages(list, 'qatar arabic').map((p) => p.path)).toEqual(expect.arrayContaining(['/ar/qatar-jobs']));
    expect(searchSeoPages(list, 'qatar arabic').every((p) => p.locale === 'ar')).toBe(true);
    expect(searchSeoPages(list, '/ar/uae-jobs').map((p) => p.path)).toEqual(['/ar/uae-jobs']);
    expect(searchSeoPages(list, 'qatar english').every((p) => p.locale === 'en')).toBe(true);
  });
});
