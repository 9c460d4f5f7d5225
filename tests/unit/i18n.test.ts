import { describe, expect, it } from 'vitest';
import { basePath, fill, formatNumber, localeOfPath, messagesFor, plural } from '~/i18n';
import { hasArabicMirror, localizedPath } from '~/lib/pages/arabic-mirror';
import { breadcrumbsFor, navigationFor } from '~/lib/navigation';
import { pageNameOf, pageTitleIn, siteNameArabic } from '~/lib/site';
import { inSitemap, isNoindexPath, pageAt } from '~/lib/pages/registry';

describe('the two languages', () => {
  it('reads the language from the path: /ar and below are Arabic', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/jobs')).toBe('ar');
    expect(localeOfPath('/jobs')).toBe('en');
    expect(localeOfPath('/arabic-jobs')).toBe('en');
    expect(basePath('/ar')).toBe('/');
    expect(basePath('/ar/jobs/nurse-1')).toBe('/jobs/nurse-1');
  });

  it('gives a mirrored page its address in the other language, query and hash kept', () => {
    expect(localizedPath('/jobs?q=nurse&city=dubai', 'ar')).toBe('/ar/jobs?q=nurse&city=dubai');
    expect(localizedPath('/ar/jobs?q=nurse#results', 'en')).toBe('/jobs?q=nurse#results');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/ar', 'en')).toBe('/');
    expect(localizedPath('/uae-jobs', 'ar')).toBe('/ar/uae-jobs');
    expect(localizedPath('/job/123', 'ar')).toBe('/ar/job/123');
  });

  it('leaves English-only pages and other addresses as they are', () => {
    expect(localizedPath('/salary-guide', 'ar')).toBe('/salary-guide');
    expect(localizedPath('/dha-license-uae', 'ar')).toBe('/dha-license-uae');
    expect(localizedPath('/admin/review-jobs', 'ar')).toBe('/admin/review-jobs');
    expect(localizedPath('https://example.com/jobs', 'ar')).toBe('https://example.com/jobs');
    expect(localizedPath('//example.com/jobs', 'ar')).toBe('//example.com/jobs');
    expect(hasArabicMirror('/not-a-listing')).toBe(false);
    expect(hasArabicMirror('/healthcare-jobs')).toBe(true);
  });

  it('fills and pluralises texts, Arabic with its six forms and Latin digits', () => {
    expect(fill('{count} jobs in {place}', { count: 3, place: 'Dubai' })).toBe('3 jobs in Dubai');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    const forms = {
      zero: 'لا وظائف',
      one: 'وظيفة واحدة',
      two: 'وظيفتان',
      few: '{count} وظائف',
      many: '{count} وظيفة',
      other: '{count} وظيفة',
    };
    expect(plural(forms, 0, 'ar')).toBe('لا وظائف');
    expect(plural(forms, 2, 'ar')).toBe('وظيفتان');
    expect(plural(forms, 5, 'ar')).toBe('5 وظائف');
    expect(plural(forms, 1250, 'ar')).toBe('1,250 وظيفة');
    expect(plural({ one: '{count} job', other: '{count} jobs' }, 1, 'en')).toBe('1 job');
    expect(formatNumber(12500, 'ar')).toBe('12,500');
  });
});

describe('the frame in Arabic', () => {
  it('has an Arabic text for every English one (the same keys, all filled)', () => {
    // Plural forms are one text: Arabic has more forms than English (zero, two, few, many).
    const pluralForms = (v: object) =>
      'other' in v && Object.keys(v).every((k) => ['zero', 'one', 'two', 'few', 'many', 'other'].includes(k));
    const keys = (o: object, at = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !pluralForms(v) ? keys(v, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(messagesFor('ar'))).toEqual(keys(messagesFor('en')));
    expect(messagesFor('ar').common.siteName).toBe(siteNameArabic);
    expect(pageNameOf(pageTitleIn('الوظائف', 'ar'))).toBe('الوظائف');
  });

  it('links Arabic navigation to Arabic pages, English-only pages as they are', () => {
    const nav = navigationFor('ar');
    expect(nav.headerLinks[0]).toEqual({ href: '/ar/jobs', label: 'ابحث عن وظيفة' });
    expect(nav.footerCountryLinks[0]).toEqual({ href: '/ar/uae-jobs', label: 'الإمارات' });
    expect(nav.headerLinks[1]).toEqual({ href: '/salary-guide', label: 'دليل الرواتب', englishOnly: true });
    expect(nav.headerLinks[3]).toEqual({ href: '/ar#contact', label: 'اتصل بنا' });
    expect(navigationFor('en').headerLinks.some((l) => l.englishOnly)).toBe(false);
    expect(navigationFor('en').headerLinks[0]).toEqual({ href: '/jobs', label: 'Find Jobs' });
  });

  it('words an Arabic breadcrumb trail in Arabic, with Arabic links', () => {
    expect(breadcrumbsFor('/ar/job/abc', 'ممرض')).toEqual([
      { href: '/ar', label: 'الرئيسية' },
      { href: '/ar/jobs', label: 'الوظائف' },
      { href: '/ar/job/abc', label: 'ممرض' },
    ]);
  });

  it('indexes, lists and counts an Arabic page as its English page', () => {
    expect(pageAt('/ar/uae-jobs')?.sitemap).toBe('pages');
    expect(inSitemap('https://example.com/ar/uae-jobs/')).toBe(true);
    expect(inSitemap('https://example.com/ar/salary-guide')).toBe(false);
    expect(isNoindexPath('/ar/saved-jobs')).toBe(true);
    expect(pageAt('/ar/admin')).toBeUndefined();
  });
});
