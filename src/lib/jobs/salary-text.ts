import type { SalaryCurrency, SalaryPeriod } from './job-facts';
import { ownValue } from '~/lib/own-value';

// A salary text read only as far as it is unambiguous: the figures, the currency and the pay
// period. The database holds the same rules in public.salary_facts_of (migration
// 20261124051956_add_job_facts.sql, used by the backfill); tests/integration/job-facts-backfill.test.ts
// runs both over the same table of texts and keeps them equal. Rules:
// - The text is read in lower case. It must hold one figure or two figures joined by "-", "–",
//   "—", "~" or "to" (currency words and "k" may stand between); "15k" is 15,000. Three or more
//   figures, or two that are not a range ("5,000 + 1,000 housing"), stay unparsed.
// - One currency: AED/Dhs/dirham, SAR/SR/Saudi riyal, QAR/QR/Qatari riyal, KWD/KD/Kuwaiti dinar,
//   BHD/BD/Bahraini dinar, OMR/RO/Omani rial, USD/$/dollar. Two different ones, or another currency
//   (EUR, GBP, INR...), stay unparsed. No currency: the currency of the job's country when it has
//   one (a Gulf salary is quoted in local money), otherwise unparsed.
// - The period when the text names exactly one (per hour, /hr, hourly, daily, weekly, p.m., per
//   month, monthly, per annum, p.a., yearly...); none named: null (never guessed: 120 an hour is not
//   120 a month); several named: unparsed.
// - One figure: "up to"/"max"/"below"/"under" makes it the maximum, "from"/"starting"/"min"/"at
//   least"/"above"/"over" the minimum, otherwise it is both.
// - Figures are positive and at most 10,000,000; a range runs from low to high.
// "Competitive" and "Negotiable" have no figure and stay unparsed.

export interface ParsedSalary {
  min: number | null;
  max: number | null;
  currency: SalaryCurrency;
  period: SalaryPeriod | null;
}

export const maxSalaryFigure = 10_000_000;

const currencyPatterns: [RegExp, SalaryCurrency][] = [
  [/\b(aed|dhs?|dirhams?)\b/, 'AED'],
  [/\b(sar|sr|saudi riyals?|riyals? saudi)\b/, 'SAR'],
  [/\b(qar|qr|qatari riyals?)\b/, 'QAR'],
  [/\b(kwd|kd|kuwaiti dinars?)\b/, 'KWD'],
  [/\b(bhd|bd|bahraini dinars?)\b/, 'BHD'],
  [/\b(omr|ro|omani ri[a-z]ls?)\b/, 'OMR'],
  [/\b(usd|us dollars?|dollars?)\b|\$/, 'USD'],
];
/** Every currency word above, to strip from between two figures. */
const anyCurrency =
  /\b(aed|dhs?|dirhams?|sar|sr|saudi riyals?|riyals? saudi|qar|qr|qatari riyals?|kwd|kd|kuwaiti dinars?|bhd|bd|bahraini dinars?|omr|ro|omani ri[a-z]ls?|usd|us dollars?|dollars?)\b|\$/g;
const otherCurrency = /\b(eur|euros?|gbp|pounds?|inr|rupees?|pkr|php|egp)\b|[€£₹]/;

const periodPatterns: [RegExp, SalaryPeriod][] = [
  [/\b(per|an|a)\s*(hour|hr)s?\b|\/\s*(hour|hr|h)\b|\bhourly\b/, 'hour'],
  [/\b(per|a)\s*day\b|\/\s*(day|d)\b|\bdaily\b/, 'day'],
  [/\b(per|a)\s*week\b|\/\s*(week|wk)\b|\bweekly\b/, 'week'],
  [/\b(per|a)\s*(month|mo)\b|\/\s*(month|mo|mth|m)\b|\bmonthly\b|\bp\.?\s?m\b/, 'month'],
  [/\b(per|a)\s*(year|annum)\b|\/\s*(year|yr|annum|y)\b|\b(yearly|annual|annually|annum)\b|\bp\.?\s?a\b/, 'year'],
];

const figurePattern = /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/g;
const figureSplit = /\d[\d,]*(?:\.\d+)?/;
const rangeJoiners = new Set(['-', '–', '—', '~', 'to']);
const upTo = /\b(up\s*to|upto|max|maximum|below|under)\b/;
const from = /\b(from|starting|starts|min|minimum|at least|above|over)\b/;

const currencyFor: Record<string, SalaryCurrency> = {
  uae: 'AED',
  'saudi-arabia': 'SAR',
  qatar: 'QAR',
  kuwait: 'KWD',
  bahrain: 'BHD',
  oman: 'OMR',
};

/**
 * The salary a free text states, or undefined when it cannot be read for sure. `country` (a
 * country slug) gives the currency of a text that names none.
 */
export function parseSalaryText(text: string | null | undefined, country?: string | null): ParsedSalary | undefined {
  const t = (text ?? '').toLowerCase();
  if (otherCurrency.test(t)) return undefined;

  const figures = [...t.matchAll(figurePattern)].map((m) => Number(m[1]!.replaceAll(',', '')) * (m[2] ? 1000 : 1));
  if (figures.length === 0 || figures.length > 2) return undefined;
  if (figures.some((n) => !Number.isFinite(n) || n <= 0 || n > maxSalaryFigure)) return undefined;

  const currencies = [...new Set(currencyPatterns.filter(([p]) => p.test(t)).map(([, c]) => c))];
  if (currencies.length > 1) return undefined;
  const currency = currencies[0] ?? (country ? ownValue(currencyFor, country) : undefined);
  if (!currency) return undefined;

  const periods = periodPatterns.filter(([p]) => p.test(t)).map(([, u]) => u);
  if (periods.length > 1) return undefined;
  const period = periods[0] ?? null;

  if (figures.length === 2) {
    const between = t.split(figureSplit)[1]!.replace(/^k\b/, '').replace(anyCurrency, '').replace(/\s+/g, '');
    const [low, high] = figures as [number, number];
    if (!rangeJoiners.has(between) || low > high) return undefined;
    return { min: low, max: high, currency, period };
  }
  const figure = figures[0]!;
  if (upTo.test(t)) return { min: null, max: figure, currency, period };
  if (from.test(t)) return { min: figure, max: null, currency, period };
  return { min: figure, max: figure, currency, period };
}
