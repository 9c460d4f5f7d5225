import { countryBySlug, type CountrySlug } from '~/lib/countries';
import { professions } from '~/lib/salary-guide';
import {
  jobIsFor,
  marketFigureParts,
  marketFigures,
  marketFiguresOf,
  monthlyFigureOf,
  type MarketFigures,
  type MarketJob,
} from '~/lib/salary-market';
import type { RiskMatch } from './signals';

/**
 * The live market a job's salary is compared with, as the salary guide's "Posted now" computes
 * it (src/lib/salary-market.ts, outliers left out): the guide row of its profession and country
 * when its title names one, else the live jobs of its category in its country.
 */
export function marketFor(job: MarketJob, live: readonly MarketJob[]): MarketFigures | undefined {
  const info = job.country ? countryBySlug(job.country) : undefined;
  if (!info) return undefined;
  const country = info.slug as CountrySlug;
  for (const { slug } of professions) {
    if (jobIsFor(job, slug, country)) {
      const figures = marketFigures(live, slug, country, info.currency);
      if (figures) return figures;
    }
  }
  if (!job.category) return undefined;
  const monthly = live.flatMap((other) => {
    if (other.country !== country || other.category !== job.category) return [];
    const figure = monthlyFigureOf(other, info.currency);
    return figure === undefined ? [] : [figure];
  });
  return marketFiguresOf(monthly, info.currency);
}

/** Where a job's salary is more than `factor` times its market's median: what the review queue shows; else undefined. */
export function salaryAboveMarket(job: MarketJob, live: readonly MarketJob[], factor: number): RiskMatch | undefined {
  const market = marketFor(job, live);
  if (!market) return undefined;
  const figure = monthlyFigureOf(job, market.currency);
  if (figure === undefined || figure <= market.median * factor) return undefined;
  const parts = marketFigureParts({ ...market, median: figure });
  const { median, jobs } = marketFigureParts(market);
  return {
    before: '',
    words: `${parts.median} a month`,
    after: ` — over ${factor} × the median of live jobs like it (${median}, ${jobs})`,
  };
}
