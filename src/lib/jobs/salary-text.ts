// What a salary text says, read only as far as it is unambiguous: the numbers, the currency
// written in it and the pay period. Structured data publishes nothing it cannot read for sure.

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface SalaryFacts {
  minValue: number;
  /** Absent when the text names one figure. */
  maxValue?: number;
  /** The ISO code written in the text, if any ("AED", "$" → USD). */
  currency?: string;
  unit: SalaryUnit;
}

/** Period words; a text naming two periods ("AED 500 a day, 10,000 a month") is ambiguous. */
const unitPatterns: [RegExp, SalaryUnit][] = [
  [/\b(per|an|a)\s*(hour|hr)\b|\/\s*(hour|hr)\b|\bhourly\b/i, 'HOUR'],
  [/\b(per|a)\s*day\b|\/\s*day\b|\bdaily\b/i, 'DAY'],
  [/\b(per|a)\s*week\b|\/\s*(week|wk)\b|\bweekly\b/i, 'WEEK'],
  [/\b(per|a)\s*(month|mo)\b|\/\s*(month|mo|mth)\b|\bmonthly\b|\bp\.?\s?m\.?(?=\s|$)/i, 'MONTH'],
  [/\b(per|a)\s*(year|annum)\b|\/\s*(year|yr|annum)\b|\b(yearly|annual(ly)?|annum)\b|\bp\.?\s?a\.?(?=\s|$)/i, 'YEAR'],
];

const currencyPatterns: [RegExp, string][] = [
  [/\b(aed|dhs?|dirhams?)\b/i, 'AED'],
  [/\b(sar|riyals? saudi|saudi riyals?)\b/i, 'SAR'],
  [/\b(qar|qatari riyals?)\b/i, 'QAR'],
  [/\b(kwd|kuwaiti dinars?)\b/i, 'KWD'],
  [/\b(bhd|bahraini dinars?)\b/i, 'BHD'],
  [/\b(omr|omani rials?)\b/i, 'OMR'],
  [/\busd\b|\$/i, 'USD'],
  [/\beur\b|€/i, 'EUR'],
  [/\bgbp\b|£/i, 'GBP'],
];

const amountPattern = /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi;

/** The pay period a salary text names, or undefined when it names none or several. */
function salaryUnitOf(text: string): SalaryUnit | undefined {
  const found = unitPatterns.filter(([pattern]) => pattern.test(text)).map(([, unit]) => unit);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The figures of a salary text with their period: "AED 120 - 180 per hour" → 120…180 HOUR.
 * Undefined when there is no positive figure or no single recognisable period, because a guessed
 * period publishes a wrong salary (120 an hour is not 120 a month).
 */
export function salaryFactsOf(text: string | null | undefined): SalaryFacts | undefined {
  if (!text?.trim()) return undefined;
  const unit = salaryUnitOf(text);
  if (!unit) return undefined;
  const amounts = [...text.matchAll(amountPattern)]
    .map((m) => Number(m[1]!.replaceAll(',', '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0)
    .slice(0, 2);
  if (amounts.length === 0) return undefined;
  const minValue = Math.min(...amounts);
  const maxValue = Math.max(...amounts);
  const currency = currencyPatterns.find(([pattern]) => pattern.test(text))?.[1];
  return { minValue, ...(maxValue > minValue ? { maxValue } : {}), ...(currency ? { currency } : {}), unit };
}
