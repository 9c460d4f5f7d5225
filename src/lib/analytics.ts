import { z } from '~/lib/zod';
import { gulfDayStart, gulfToday } from './gulf-time';
import { isUuid } from './uuid';

// First-party analytics rules: what the beacon may send, how a visit is classified, which dates a
// dashboard range covers. Pure: the endpoint and the dashboard bind these to the request and SQL.

const deviceClassSchema = z.enum(['mobile', 'tablet', 'desktop']);
const trafficSourceSchema = z.enum(['direct', 'internal', 'search', 'social', 'referral']);
export type DeviceClass = z.infer<typeof deviceClassSchema>;
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

export const beaconBounds = { path: 300, host: 255, body: 2048 } as const;

/** What the beacon sends: the path, the referrer's host ('' when none), a job event for apply clicks. */
export const beaconSchema = z.object({
  // A site path only: '//host' and '/\\host' would be links to other sites on the dashboard.
  p: z
    .string()
    .max(beaconBounds.path)
    .regex(/^\/(?![/\\])[^\s?#\\]*$/, 'p must be a path of this site starting with one /'),
  r: z
    .string()
    .max(beaconBounds.host)
    .regex(/^([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/i, 'r must be a host name')
    .or(z.literal(''))
    .default(''),
  /** An apply click on the job with this slug (the page view itself is not counted again). */
  a: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
});
export type Beacon = z.infer<typeof beaconSchema>;

/** Crawlers, previews, headless browsers and scripts: not people, so not counted. */
const botPattern =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|curl\/|wget|python-|httpclient|okhttp|go-http|node-fetch|axios|java\//i;
const tabletPattern = /ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)|sm-t\d|(android(?!.*mobile))/i;
const mobilePattern = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini|iemobile/i;

/** mobile, tablet or desktop from the User-Agent; undefined for bots and empty agents (ignored). */
export function deviceClassOf(userAgent: string | null): DeviceClass | undefined {
  if (!userAgent || botPattern.test(userAgent)) return undefined;
  if (tabletPattern.test(userAgent)) return 'tablet';
  if (mobilePattern.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Referrer hosts by kind; a host matches an entry or any subdomain of it. */
const referrerKinds: { source: 'search' | 'social'; domains: string[] }[] = [
  {
    source: 'search',
    domains: [
      'google.com',
      'google.ae',
      'google.com.sa',
      'google.com.qa',
      'google.com.kw',
      'google.com.bh',
      'google.com.om',
      'google.co.uk',
      'google.co.in',
      'bing.com',
      'duckduckgo.com',
      'search.yahoo.com',
      'yandex.com',
      'yandex.ru',
      'baidu.com',
      'ecosia.org',
      'search.brave.com',
      'startpage.com',
    ],
  },
  {
    source: 'social',
    domains: [
      'facebook.com',
      'm.facebook.com',
      'l.facebook.com',
      'instagram.com',
      'linkedin.com',
      'lnkd.in',
      't.co',
      'twitter.com',
      'x.com',
      'reddit.com',
      'youtube.com',
      'whatsapp.com',
      'wa.me',
      't.me',
      'telegram.org',
      'tiktok.com',
      'pinterest.com',
      'snapchat.com',
    ],
  },
];

const matches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Where a page view came from: no referrer is direct; this site is internal; then search, social, referral. */
export function trafficSourceOf(referrerHost: string, ownHosts: readonly string[]): TrafficSource {
  const host = referrerHost.toLowerCase().replace(/:\d+$/, '');
  if (!host) return 'direct';
  if (ownHosts.some((own) => own.toLowerCase().replace(/:\d+$/, '') === host)) return 'internal';
  const hostNoWww = host.replace(/^www\./, '');
  return referrerKinds.find((k) => k.domains.some((d) => matches(hostNoWww, d)))?.source ?? 'referral';
}

export const trafficSourceLabels: Record<TrafficSource, string> = {
  direct: 'Direct',
  internal: 'Internal links',
  search: 'Search engines',
  social: 'Social media',
  referral: 'Other websites',
};

export const deviceLabels: Record<DeviceClass, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

/**
 * The visitor's country as the platform reports it: Netlify's x-country header, else the
 * country code in its base64 JSON x-nf-geo header; null when neither says (never guessed).
 */
export function countryOf(xCountry: string | null, xNfGeo: string | null): string | null {
  const code = (value: unknown) => (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null);
  const direct = code(xCountry?.trim());
  if (direct) return direct;
  if (!xNfGeo || xNfGeo.length > 4096) return null;
  try {
    const geo: unknown = JSON.parse(atob(xNfGeo));
    const country = typeof geo === 'object' && geo !== null ? (geo as { country?: unknown }).country : undefined;
    return code(typeof country === 'object' && country !== null ? (country as { code?: unknown }).code : undefined);
  } catch {
    return null; // not base64 JSON: the header is not Netlify's, so there is no country to record
  }
}

/** A job detail page's reference: /jobs/{slug} or /job/{uuid}. Listing words never match a job. */
export function jobRefOfPath(path: string): { slug: string } | { id: string } | undefined {
  const bySlug = /^\/jobs\/([a-z0-9-]+)\/?$/.exec(path);
  if (bySlug) return { slug: bySlug[1]! };
  const byId = /^\/job\/([^/]+)\/?$/.exec(path)?.[1];
  return isUuid(byId) ? { id: byId.toLowerCase() } : undefined;
}

// Date ranges -----------------------------------------------------------------------------------

const defaultRangeDays = 30;
const maxRangeDays = 366;

export interface DateRange {
  /** Inclusive first and last day, YYYY-MM-DD. */
  from: string;
  to: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parseDay = (text: string): number | undefined => {
  if (!isoDay.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || toDay(ms) !== text ? undefined : ms;
};

/** The default range: the last 30 days, today included. */
export function defaultDateRange(now: Date): DateRange {
  const to = gulfToday(now);
  return { from: toDay(Date.parse(`${to}T00:00:00Z`) - (defaultRangeDays - 1) * dayMs), to };
}

/**
 * The range asked for (either end may be missing: the default fills it), or the sentence that
 * says what is wrong with it.
 */
export function parseDateRange(
  input: { from?: string | null; to?: string | null },
  now: Date,
): { ok: true; range: DateRange } | { ok: false; error: string } {
  const fallback = defaultDateRange(now);
  const fromText = input.from?.trim() || undefined;
  const toText = input.to?.trim() || undefined;
  const to = toText === undefined ? Date.parse(`${fallback.to}T00:00:00Z`) : parseDay(toText);
  if (to === undefined) return { ok: false, error: 'Enter the end date as a real date in the form YYYY-MM-DD.' };
  const from = fromText === undefined ? to - (defaultRangeDays - 1) * dayMs : parseDay(fromText);
  if (from === undefined) return { ok: false, error: 'Enter the start date as a real date in the form YYYY-MM-DD.' };
  if (from > to) return { ok: false, error: 'The start date must be on or before the end date.' };
  if (toDay(to) > fallback.to) return { ok: false, error: `The end date cannot be after today (${fallback.to}).` };
  if ((to - from) / dayMs + 1 > maxRangeDays) return { ok: false, error: `Choose a range of at most ${maxRangeDays} days.` };
  return { ok: true, range: { from: toDay(from), to: toDay(to) } };
}

/** The instants a range covers: [start of the first day, start of the day after the last) in Gulf time. */
export function rangeBounds(range: DateRange): { start: Date; end: Date } {
  return {
    start: gulfDayStart(range.from),
    end: new Date(gulfDayStart(range.to).getTime() + dayMs),
  };
}

/** A share of a total as a whole-number percentage with one decimal when small ("12%", "0.4%"). */
export function percentOf(part: number, total: number): string {
  if (total <= 0) return '0%';
  const value = (part / total) * 100;
  return `${value >= 10 || value === 0 ? Math.round(value) : Math.round(value * 10) / 10}%`;
}

/** Invisible and direction-changing characters: a path holding one is shown encoded, as stored. */
const hiddenCharacters = /[\p{Cc}\p{Cf}]/u;

/**
 * A stored page path as an admin reads it: percent escapes decoded ("/ar/%D9%88%D8%B8..." is
 * "/ar/وظ..."), except those of characters that structure an address (/ ? # & = + : ...), which
 * decodeURI keeps. A malformed escape, or a decoded path holding an invisible or direction-changing
 * character, is shown as stored. For display only: links keep the stored path.
 */
export function readablePath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return path;
  }
  return hiddenCharacters.test(decoded) ? path : decoded;
}

// The dashboard ----------------------------------------------------------------------------------

/** A count of page views for one value (a path, a device class, a source, a host, a country). */
export interface Counted<K extends string> {
  key: K;
  views: number;
}
const counted = <K extends z.ZodType<string>>(key: K) => z.array(z.object({ key, views: z.number() }));

const jobFunnelRowSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  company: z.string(),
  slug: z.string(),
  views: z.number(),
  applies: z.number(),
});
export type JobFunnelRow = z.infer<typeof jobFunnelRowSchema>;

/** The dashboard's figures: what analyticsDashboard builds, GET /api/admin/analytics answers and the board parses. */
export const analyticsDashboardSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  pageViews: z.number(),
  uniquePages: z.number(),
  topPages: counted(z.string()),
  devices: counted(deviceClassSchema),
  sources: counted(trafficSourceSchema),
  referrers: counted(z.string()),
  countries: counted(z.string()),
  jobViews: z.number(),
  applyClicks: z.number(),
  topJobs: z.array(jobFunnelRowSchema),
  /** Page views in the last `recentMinutes` minutes, whatever the range (the real-time figure). */
  recentViews: z.number(),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

export const recentMinutes = 30;
