import { describe, expect, it } from 'vitest';
import {
  beaconSchema,
  countryOf,
  defaultDateRange,
  deviceClassOf,
  jobRefOfPath,
  parseDateRange,
  percentOf,
  rangeBounds,
  readablePath,
  trafficSourceOf,
} from '~/lib/analytics';
import { isTrackedPath } from '~/lib/pages/registry';

const ua = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  curl: 'curl/8.5.0',
  whatsapp: 'WhatsApp/2.23.20.0 facebookexternalhit/1.1',
};

describe('deviceClassOf', () => {
  it.each([
    [ua.iphone, 'mobile'],
    [ua.androidPhone, 'mobile'],
    [ua.androidTablet, 'tablet'],
    [ua.ipad, 'tablet'],
    [ua.windows, 'desktop'],
    [ua.mac, 'desktop'],
    [ua.googlebot, undefined],
    [ua.headless, undefined],
    [ua.lighthouse, undefined],
    [ua.curl, undefined],
    [ua.whatsapp, undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (agent, device) => expect(deviceClassOf(agent)).toBe(device));
});

describe('trafficSourceOf', () => {
  const own = ['gulfjobs.example', 'localhost:4321'];
  it.each([
    ['', 'direct'],
    ['gulfjobs.example', 'internal'],
    ['localhost:4321', 'internal'],
    ['www.google.com', 'search'],
    ['www.google.ae', 'search'],
    ['duckduckgo.com', 'search'],
    ['t.co', 'social'],
    ['www.linkedin.com', 'social'],
    ['l.facebook.com', 'social'],
    ['news.example.org', 'referral'],
    ['notgoogle.com', 'referral'],
  ])('%s → %s', (host, source) => expect(trafficSourceOf(host, own)).toBe(source));
});

describe('countryOf', () => {
  const geo = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  it.each([
    ['AE', null, 'AE'],
    ['sa', null, 'SA'],
    [null, geo({ city: 'Doha', country: { code: 'QA', name: 'Qatar' } }), 'QA'],
    ['', geo({ country: { code: 'KW' } }), 'KW'],
    [null, 'not base64 json', null],
    [null, geo({ country: 'AE' }), null],
    ['UAE', null, null],
    [null, null, null],
  ])('x-country %j, x-nf-geo %j → %j', (xCountry, xNfGeo, country) => expect(countryOf(xCountry, xNfGeo)).toBe(country));
});

describe('paths', () => {
  it.each([
    ['/', true],
    ['/uae-jobs', true],
    ['/jobs/nurse-dubai', true],
    ['/admin/review-jobs', false],
    ['/analytics', false],
    ['/auth', false],
    ['/scrape-jobs', false],
    ['/api/jobs', false],
    ['/analytics-guide', true],
  ])('%s tracked: %s', (path, tracked) => expect(isTrackedPath(path)).toBe(tracked));

  it.each([
    ['/jobs/icu-nurse-doha-qatar', { slug: 'icu-nurse-doha-qatar' }],
    ['/job/6F1C2A4E-8B7D-4C3A-9E2F-1A2B3C4D5E6F', { id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f' }],
    ['/jobs', undefined],
    ['/jobs/a/b', undefined],
    ['/job/not-a-uuid', undefined],
  ])('job of %s', (path, ref) => expect(jobRefOfPath(path)).toEqual(ref));
});

describe('beaconSchema', () => {
  it('accepts a page view and fills an empty referrer', () => {
    expect(beaconSchema.parse({ p: '/uae-jobs' })).toEqual({ p: '/uae-jobs', r: '' });
  });
  it.each([
    [{ p: 'uae-jobs' }],
    [{ p: '//evil.example/login' }],
    [{ p: '/\\evil.example' }],
    [{ p: '/jobs\\x' }],
    [{ p: `/${'x'.repeat(300)}` }],
    [{ p: '/x', r: 'https://google.com/search' }],
    [{ p: '/x', a: 'Bad Slug' }],
    [{}],
  ])('refuses %j', (body) => expect(beaconSchema.safeParse(body).success).toBe(false));
});

describe('date ranges (Gulf days)', () => {
  const now = new Date('2026-11-23T21:30:00Z'); // already 24 November in Dubai

  it('defaults to the last 30 days, today included', () => {
    expect(defaultDateRange(now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(parseDateRange({}, now)).toEqual({ ok: true, range: { from: '2026-10-26', to: '2026-11-24' } });
    expect(parseDateRange({ from: '', to: '  ' }, now)).toEqual({ ok: true, range: { from: '2026-10-26', to: '2026-11-24' } });
  });

  it('fills a missing start with the 30 days before the end', () => {
    expect(parseDateRange({ to: '2026-02-10' }, now)).toEqual({ ok: true, range: { from: '2026-01-12', to: '2026-02-10' } });
  });

  it.each([
    [
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-11-01' },
    ],
    [
      { from: '2025-11-24', to: '2026-11-24' },
      { from: '2025-11-24', to: '2026-11-24' },
    ],
  ])('accepts %j', (input, range) => expect(parseDateRange(input, now)).toEqual({ ok: true, range }));

  it.each([
    [{ from: '2026-11-10', to: '2026-11-01' }, 'The start date must be on or before the end date.'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Enter the start date as a real date in the form YYYY-MM-DD.'],
    [{ from: '1/11/2026' }, 'Enter the start date as a real date in the form YYYY-MM-DD.'],
    [{ to: 'tomorrow' }, 'Enter the end date as a real date in the form YYYY-MM-DD.'],
    [{ from: '2026-11-20', to: '2026-11-25' }, 'The end date cannot be after today (2026-11-24).'],
    [{ from: '2025-01-01', to: '2026-11-01' }, 'Choose a range of at most 366 days.'],
  ])('refuses %j: %s', (input, error) => expect(parseDateRange(input, now)).toEqual({ ok: false, error }));

  it('covers whole Gulf days', () => {
    const { start, end } = rangeBounds({ from: '2026-11-01', to: '2026-11-02' });
    expect(start.toISOString()).toBe('2026-10-31T20:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T20:00:00.000Z');
  });
});

describe('percentOf', () => {
  it.each([
    [1, 4, '25%'],
    [1, 3, '33%'],
    [1, 300, '0.3%'],
    [0, 5, '0%'],
    [3, 0, '0%'],
    [5, 5, '100%'],
  ])('%i of %i → %s', (part, total, text) => expect(percentOf(part, total)).toBe(text));
});

describe('readablePath', () => {
  it.each([
    ['/ar/%D9%88%D8%B8%D8%A7%D8%A6%D9%81', '/ar/وظائف'],
    ['/ar/jobs/%D9%85%D9%85%D8%B1%D8%B6%D8%A9-dubai', '/ar/jobs/ممرضة-dubai'],
    ['/jobs/icu-nurse-dubai', '/jobs/icu-nurse-dubai'],
    ['/caf%C3%A9', '/café'],
    // Escapes of characters that structure an address stay, so the path reads as the same address.
    ['/a%2Fb%3Fc%23d', '/a%2Fb%3Fc%23d'],
    // Malformed escapes: shown as stored, never an error.
    ['/ar/%D9', '/ar/%D9'],
    ['/100%', '/100%'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/%ZZ', '/%ZZ'],
    // Invisible or direction-changing characters are not decoded into the board.
    ['/ar/%E2%80%AEabc', '/ar/%E2%80%AEabc'],
    ['/a%00b', '/a%00b'],
  ])('%s reads %s', (stored, shown) => expect(readablePath(stored)).toBe(shown));
});
