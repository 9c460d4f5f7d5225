import type { Locale } from '~/i18n/locales';
import { fill, formatNumber } from '~/i18n/format';
import { cardTexts } from '~/i18n/island';
import type { SalaryCurrency, SalaryPeriod } from './job-facts';

// Salaries across periods and currencies, for the "about … / month" line and the minimum monthly
// salary filter. Fixed figures, not live rates: a filter must give the same answer every day.

/**
 * Units of each currency per US dollar. AED, SAR, QAR, BHD and OMR are pegged to the dollar
 * (central bank rates); the Kuwaiti dinar follows a basket and is taken at its 2026 average.
 */
export const unitsPerUsd: Record<SalaryCurrency, number> = {
  USD: 1,
  AED: 3.6725,
  SAR: 3.75,
  QAR: 3.64,
  BHD: 0.376,
  OMR: 0.3845,
  KWD: 0.307,
};

/**
 * Periods in a month: a 40-hour, 5-day week, 52 weeks a year (40 × 52 / 12 ≈ 173.33 hours,
 * 5 × 52 / 12 ≈ 21.67 days, 52 / 12 ≈ 4.33 weeks).
 */
export const periodsPerMonth: Record<SalaryPeriod, number> = {
  hour: (40 * 52) / 12,
  day: (5 * 52) / 12,
  week: 52 / 12,
  month: 1,
  year: 1 / 12,
};

/** An amount per period in one currency as an amount per month in another (undefined without a period). */
export function monthlyAmountIn(
  target: SalaryCurrency,
  amount: number,
  currency: SalaryCurrency,
  period: SalaryPeriod | null | undefined,
): number | undefined {
  if (!period) return undefined;
  return (amount * periodsPerMonth[period] * unitsPerUsd[target]) / unitsPerUsd[currency];
}

export interface SalaryFields {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: SalaryCurrency | null;
  salaryPeriod: SalaryPeriod | null;
}

const about = (n: number) => Math.round(n / 100) * 100;

/** "8,000–12,000", "up to 20,000", "from 8,000" or "9,500" ("حتى 20,000", "من 8,000" in Arabic). */
function figures(min: number | null, max: number | null, locale: Locale): string {
  const show = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 2 });
  const t = cardTexts(locale).salary;
  if (min !== null && max !== null) return min === max ? show(min) : fill(t.range, { min: show(min), max: show(max) });
  if (max !== null) return fill(t.upTo, { amount: show(max) });
  return fill(t.from, { amount: show(min!) });
}

/**
 * The salary as cards and job pages show it: "AED 8,000–12,000 / month"; for other periods with
 * the monthly equivalent, "AED 120–180 / hour (about AED 20,800–31,200 / month)". In Arabic the
 * code follows the figures: "8,000–12,000 AED شهريًا". Undefined when no figure is stated.
 */
export function formatSalary(s: SalaryFields, locale: Locale = 'en'): string | undefined {
  if (!s.salaryCurrency || (s.salaryMin === null && s.salaryMax === null)) return undefined;
  const c = s.salaryCurrency;
  const t = cardTexts(locale).salary;
  const money = (min: number | null, max: number | null) => fill(t.money, { currency: c, figures: figures(min, max, locale) });
  const amount = money(s.salaryMin, s.salaryMax);
  const main = s.salaryPeriod ? fill(t.perPeriod, { money: amount, period: t.periods[s.salaryPeriod] }) : amount;
  if (!s.salaryPeriod || s.salaryPeriod === 'month') return main;
  const monthly = (n: number | null) => (n === null ? null : about(monthlyAmountIn(c, n, c, s.salaryPeriod)!));
  return fill(t.withMonthly, { main, monthly: money(monthly(s.salaryMin), monthly(s.salaryMax)) });
}
