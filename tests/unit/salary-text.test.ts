import { describe, expect, it } from 'vitest';
import { parseSalaryText } from '~/lib/jobs/salary-text';
import { parsedSalaryTexts, unparsedSalaryTexts } from '../fixtures/salary-texts';

describe('parseSalaryText', () => {
  it('has a table of at least 30 texts', () => expect(parsedSalaryTexts.length).toBeGreaterThanOrEqual(30));

  it.each(parsedSalaryTexts)('%j (country %s) → %j', (text, country, expected) => expect(parseSalaryText(text, country)).toEqual(expected));

  it.each(unparsedSalaryTexts)('leaves %j (country %s) unparsed', (text, country) =>
    expect(parseSalaryText(text, country)).toBeUndefined(),
  );

  it('leaves no text unparsed for lack of a country when it names its currency', () => {
    expect(parseSalaryText('KD 800-1,000', null)).toEqual({ min: 800, max: 1000, currency: 'KWD', period: null });
    expect(parseSalaryText(null)).toBeUndefined();
  });
});
