import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface LighthouseRuns extends LighthouseScores {
  /** Every run's performance score, in run order (the scores above are the medians). */
  performanceRuns: number[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * Lighthouse's mobile audit (its default: emulated mid-range phone, throttled 4G) of each page,
 * `runs` times in turn (page after page, then again): each category's median across the runs.
 */
export async function lighthouseScores(baseUrl: string, paths: string[], runs = 1): Promise<LighthouseRuns[]> {
  const all: LighthouseScores[][] = [];
  for (let run = 0; run < runs; run++) all.push(await lighthouseOnce(baseUrl, paths));
  return paths.map((path, i) => {
    const of = (key: Exclude<keyof LighthouseScores, 'path'>) => median(all.map((scores) => scores[i]![key]));
    return {
      path,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
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
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
