import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The performance score's metrics and the page's own server response, in ms (CLS unitless). */
  metrics: Record<MetricName, number>;
}

/** Lighthouse's audit of each metric the performance score weighs, and the document's server response. */
const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  ttfb: 'server-response-time',
} as const;
export type MetricName = keyof typeof metricAudits;
export const metricNames = Object.keys(metricAudits) as MetricName[];

export interface LighthouseRuns extends LighthouseScores {
  /** Every run's performance score, in run order (the scores above are the medians). */
  performanceRuns: number[];
}

/** The middle value (the mean of the two middle ones for an even count). */
const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const median = (values: number[]): number => Math.round(medianOf(values));

/**
 * Lighthouse's mobile audit (its default: emulated mid-range phone, throttled 4G) of each page,
 * `runs` times in turn (page after page, then again): each category's median across the runs.
 */
export async function lighthouseScores(baseUrl: string, paths: string[], runs = 1): Promise<LighthouseRuns[]> {
  const all: LighthouseScores[][] = [];
  for (let run = 0; run < runs; run++) all.push(await lighthouseOnce(baseUrl, paths));
  return paths.map((path, i) => {
    const of = (key: Exclude<keyof LighthouseScores, 'path' | 'metrics'>) => median(all.map((scores) => scores[i]![key]));
    return {
      path,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      metrics: Object.fromEntries(metricNames.map((name) => [name, medianOf(all.map((scores) => scores[i]!.metrics[name]))])) as Record<
        MetricName,
        number
      >,
      performanceRuns: all.map((scores) => scores[i]!.performance),
    };
  });
}

async function lighthouseOnce(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const scores: LighthouseScores[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      scores.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        metrics: Object.fromEntries(
          metricNames.map((name) => [name, result.lhr.audits[metricAudits[name]]?.numericValue ?? Number.NaN]),
        ) as Record<MetricName, number>,
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
