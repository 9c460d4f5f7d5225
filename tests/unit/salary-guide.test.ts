import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  formatReviewedDate,
  formatSalaryRange,
  professions,
  salaryGuideSchema,
  salaryGuideTabs,
  type SalaryGuide,
} from '~/lib/salary-guide';

const row = (profession: string, min = 1000, max = 2000) => ({ profession, min, max, note: 'A note.' });
const fullRows = () => professions.map((p) => row(p.slug));
const country = (slug: string, rows: unknown[] = fullRows()) => ({ country: slug, rows, benefits: ['Tax-free'], considerations: ['Heat'] });
const order = ['uae', 'saudi-arabia', 'qatar', 'oman', 'bahrain', 'kuwait'];
const guide = (countries: unknown[] = order.map((c) => country(c))) => ({ lastReviewed: '2026-11-23', countries });

/** The messages zod reports for an input, or [] when it parses. */
const messages = (input: unknown): string[] => {
  const result = salaryGuideSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('salaryGuideSchema', () => {
  it.each([
    ['a complete guide', guide(), []],
    [
      'a range with min equal to max',
      guide([country('uae', [row('doctors', 5000, 5000), ...fullRows().slice(1)]), ...order.slice(1).map((c) => country(c))]),
      [],
    ],
    [
      'a range with min above max',
      guide([country('uae', [row('doctors', 45000, 25000), ...fullRows().slice(1)]), ...order.slice(1).map((c) => country(c))]),
      ['The range is upside down: min must not be greater than max. Swap the two numbers.'],
    ],
    [
      'a country without teachers',
      guide([country('uae'), country('saudi-arabia', fullRows().slice(0, 4)), ...order.slice(2).map((c) => country(c))]),
      ['saudi-arabia has no row for "teachers": add one (every country covers doctors, nurses, engineers, allied-health, teachers).'],
    ],
    [
      'a profession listed twice',
      guide([country('uae', [...fullRows(), row('nurses')]), ...order.slice(1).map((c) => country(c))]),
      ['uae has 2 rows for "nurses": keep one.'],
    ],
    [
      'a missing country',
      guide(order.slice(0, 5).map((c) => country(c))),
      [
        'The guide must list every country once, in tab order: uae, saudi-arabia, qatar, oman, bahrain, kuwait (found: uae, saudi-arabia, qatar, oman, bahrain).',
      ],
    ],
    [
      'countries out of tab order',
      guide([...order].reverse().map((c) => country(c))),
      [
        'The guide must list every country once, in tab order: uae, saudi-arabia, qatar, oman, bahrain, kuwait (found: kuwait, bahrain, oman, qatar, saudi-arabia, uae).',
      ],
    ],
    [
      'an unknown profession',
      guide([country('uae', [...fullRows(), row('pilots')]), ...order.slice(1).map((c) => country(c))]),
      ['Unknown profession. Use one of: doctors, nurses, engineers, allied-health, teachers.'],
    ],
    [
      'a row without a note',
      guide([country('uae', [{ ...row('doctors'), note: '' }, ...fullRows().slice(1)]), ...order.slice(1).map((c) => country(c))]),
      ['Every row needs a note (who earns the top of the range, what is usually added).'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe('content/salary-guide.yaml', () => {
  const data = (parse(readFileSync('content/salary-guide.yaml', 'utf8')) as { gcc: unknown }).gcc;

  it('parses, with the figures the spec gives', () => {
    const parsed = salaryGuideSchema.parse(data);
    const tabs = salaryGuideTabs(parsed);
    expect(tabs.map((t) => `${t.tab} ${t.info.currency}`)).toEqual([
      'UAE AED',
      'Saudi SAR',
      'Qatar QAR',
      'Oman OMR',
      'Bahrain BHD',
      'Kuwait KWD',
    ]);
    const range = (tab: string, profession: string) => {
      const found = tabs.find((t) => t.tab === tab)!.rows.find((r) => r.profession === profession)!;
      return formatSalaryRange(found.min, found.max, tabs.find((t) => t.tab === tab)!.info.currency);
    };
    expect(range('UAE', 'doctors')).toBe('25,000 – 45,000 AED');
    expect(range('UAE', 'nurses')).toBe('8,000 – 15,000 AED');
    expect(range('Oman', 'doctors')).toBe('2,000 – 4,000 OMR');
  });
});

describe('salaryGuideTabs and formatting', () => {
  it('puts rows in table order whatever the file order', () => {
    const parsed: SalaryGuide = salaryGuideSchema.parse(
      guide([country('uae', [...fullRows()].reverse()), ...order.slice(1).map((c) => country(c))]),
    );
    expect(salaryGuideTabs(parsed)[0]!.rows.map((r) => r.profession)).toEqual([
      'doctors',
      'nurses',
      'engineers',
      'allied-health',
      'teachers',
    ]);
  });

  it('prints the review date in words, in UTC', () => {
    expect(formatReviewedDate(new Date('2026-11-01T00:00:00Z'))).toBe('1 November 2026');
  });
});
