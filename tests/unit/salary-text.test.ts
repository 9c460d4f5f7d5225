import { describe, expect, it } from 'vitest';
import { salaryFactsOf } from '~/lib/jobs/salary-text';

describe('salaryFactsOf', () => {
  it.each([
    ['AED 120 - 180 per hour', { minValue: 120, maxValue: 180, currency: 'AED', unit: 'HOUR' }],
    ['AED 45/hr', { minValue: 45, currency: 'AED', unit: 'HOUR' }],
    ['Hourly rate 90-110 SAR', { minValue: 90, maxValue: 110, currency: 'SAR', unit: 'HOUR' }],
    ['QAR 800 per day', { minValue: 800, currency: 'QAR', unit: 'DAY' }],
    ['Daily rate: 1,200 AED', { minValue: 1200, currency: 'AED', unit: 'DAY' }],
    ['KWD 300 weekly', { minValue: 300, currency: 'KWD', unit: 'WEEK' }],
    ['AED 15,000 - 20,000 per month', { minValue: 15000, maxValue: 20000, currency: 'AED', unit: 'MONTH' }],
    ['15k-20k AED/month', { minValue: 15000, maxValue: 20000, currency: 'AED', unit: 'MONTH' }],
    ['SAR 12,000 monthly + housing', { minValue: 12000, currency: 'SAR', unit: 'MONTH' }],
    ['BHD 900 p.m.', { minValue: 900, currency: 'BHD', unit: 'MONTH' }],
    ['OMR 18,000 - 24,000 per annum', { minValue: 18000, maxValue: 24000, currency: 'OMR', unit: 'YEAR' }],
    ['$90k a year', { minValue: 90000, currency: 'USD', unit: 'YEAR' }],
    ['Annual package 250,000', { minValue: 250000, unit: 'YEAR' }],
  ])('%j → %j', (text, expected) => expect(salaryFactsOf(text)).toEqual(expected));

  it.each([
    ['AED 15,000 - 20,000'], // no period: a month is only a guess
    ['Competitive salary'],
    ['Negotiable per month'], // a period but no figure
    ['AED 500 a day or 10,000 a month'], // two periods
    [''],
    [null],
  ])('publishes nothing for %j', (text) => expect(salaryFactsOf(text)).toBeUndefined());
});
