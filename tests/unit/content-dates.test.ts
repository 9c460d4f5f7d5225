import { describe, expect, it } from 'vitest';
import { articleJsonLd, displayDate } from '~/lib/json-ld/article';
import { formatReviewedDate } from '~/lib/salary-guide';

// Articles and the salary guide show the Gulf date, like every other date on the site. A date
// written without a time (2026-11-20, as the content has them) is midnight UTC, 04:00 in Dubai:
// the same day either way; a time late in the UTC evening is already the next day in the Gulf.

describe('article and salary-guide dates', () => {
  it.each([
    ['2026-11-20', '20 November 2026', '2026-11-20'],
    ['2026-11-20T19:59:00Z', '20 November 2026', '2026-11-20'],
    ['2026-11-20T20:00:00Z', '21 November 2026', '2026-11-21'],
    ['2026-12-31T22:30:00Z', '1 January 2027', '2027-01-01'],
  ])('%s reads as the Gulf date %s', (written, shown, iso) => {
    const date = new Date(written);
    expect(displayDate(date)).toBe(shown);
    expect(formatReviewedDate(date)).toBe(shown);
    const ld = articleJsonLd(
      { title: 't', description: 'd', route: '/a', category: 'Interview Tips', publishedOn: date, updatedOn: date },
      'https://jobs.example.com',
    );
    expect([ld.datePublished, ld.dateModified]).toEqual([iso, iso]);
  });
});
