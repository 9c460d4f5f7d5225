import { describe, expect, it } from 'vitest';
import { similarJobs, similarJobsOfEach } from '~/lib/jobs/similar';

/** A job of the board: published at publishedAt (the first approval), created earlier. */
const job = (
  id: string,
  category: string | null,
  country: string | null,
  publishedAt: string | null,
  createdAt = publishedAt ?? '2026-01-01T00:00:00.000Z',
) => ({ id, category, country, publishedAt, createdAt, postedOn: createdAt.slice(0, 10) });

describe('similarJobs', () => {
  const self = job('self', 'healthcare', 'uae', '2026-11-20T08:00:00.000Z');
  const all = [
    self,
    job('old', 'healthcare', 'uae', '2026-10-01T08:00:00.000Z'),
    job('new', 'healthcare', 'uae', '2026-11-22T08:00:00.000Z'),
    job('same-day-later', 'healthcare', 'uae', '2026-11-21T10:00:00.000Z'),
    job('same-day-earlier', 'healthcare', 'uae', '2026-11-21T06:00:00.000Z'),
    job('other-country', 'healthcare', 'qatar', '2026-11-23T08:00:00.000Z'),
    job('other-category', 'education', 'uae', '2026-11-23T08:00:00.000Z'),
    job('oldest', 'healthcare', 'uae', '2026-09-01T08:00:00.000Z'),
  ];
  it('same category and country, newest first, without the job itself, at most four', () =>
    expect(similarJobs(self, all).map((j) => j.id)).toEqual(['new', 'same-day-later', 'same-day-earlier', 'old']));
  it('takes a larger limit', () => expect(similarJobs(self, all, 6).map((j) => j.id)).toContain('oldest'));
  it('none without a category or country', () => {
    expect(similarJobs(job('x', null, 'uae', '2026-11-20T08:00:00.000Z'), all)).toEqual([]);
    expect(similarJobs(job('x', 'healthcare', null, '2026-11-20T08:00:00.000Z'), all)).toEqual([]);
  });
  it('newest by publication: a job created long ago and published today comes first', () => {
    const republished = job('published-today', 'healthcare', 'uae', '2026-11-24T05:00:00.000Z', '2026-08-01T08:00:00.000Z');
    expect(similarJobs(self, [...all, republished]).map((j) => j.id)).toEqual([
      'published-today',
      'new',
      'same-day-later',
      'same-day-earlier',
    ]);
  });
  it('a job never published counts from its creation', () => {
    const unpublished = job('unpublished', 'healthcare', 'uae', null, '2026-11-21T08:00:00.000Z');
    expect(similarJobs(self, [...all, unpublished]).map((j) => j.id)).toEqual(['new', 'same-day-later', 'unpublished', 'same-day-earlier']);
  });
});

describe('similarJobsOfEach', () => {
  // A board of 400 jobs with few categories, countries and dates, so ties and empty fields are common.
  let seed = 17;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const pick = <T>(values: readonly T[]) => values[next(values.length)]!;
  const board = Array.from({ length: 400 }, (_, i) =>
    job(
      `job-${i}`,
      pick(['healthcare', 'education', 'it', null]),
      pick(['uae', 'qatar', 'oman', null]),
      `2026-11-${String(1 + next(5)).padStart(2, '0')}`,
      `2026-11-01T0${next(3)}:00:00.000Z`,
    ),
  );

  it.each([4, 1, 6])('gives every job exactly what similarJobs gives it (at most %i)', (max) => {
    const each = similarJobsOfEach(board, max);
    expect(each.size).toBe(board.length);
    for (const one of board) expect(each.get(one.id)!.map((j) => j.id)).toEqual(similarJobs(one, board, max).map((j) => j.id));
    expect([...each.values()].some((list) => list.length === max)).toBe(true);
  });
});
