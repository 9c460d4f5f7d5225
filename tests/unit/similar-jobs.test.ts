import { describe, expect, it } from 'vitest';
import { similarJobs } from '~/lib/jobs/similar';

const job = (id: string, category: string | null, country: string | null, postedOn: string, createdAt = `${postedOn}T08:00:00.000Z`) => ({
  id,
  category,
  country,
  postedOn,
  createdAt,
});

describe('similarJobs', () => {
  const self = job('self', 'healthcare', 'uae', '2026-11-20');
  const all = [
    self,
    job('old', 'healthcare', 'uae', '2026-10-01'),
    job('new', 'healthcare', 'uae', '2026-11-22'),
    job('same-day-later', 'healthcare', 'uae', '2026-11-21', '2026-11-21T10:00:00.000Z'),
    job('same-day-earlier', 'healthcare', 'uae', '2026-11-21', '2026-11-21T06:00:00.000Z'),
    job('other-country', 'healthcare', 'qatar', '2026-11-23'),
    job('other-category', 'education', 'uae', '2026-11-23'),
    job('oldest', 'healthcare', 'uae', '2026-09-01'),
  ];
  it('same category and country, newest first, without the job itself, at most four', () =>
    expect(similarJobs(self, all).map((j) => j.id)).toEqual(['new', 'same-day-later', 'same-day-earlier', 'old']));
  it('takes a larger limit', () => expect(similarJobs(self, all, 6).map((j) => j.id)).toContain('oldest'));
  it('none without a category or country', () => {
    expect(similarJobs(job('x', null, 'uae', '2026-11-20'), all)).toEqual([]);
    expect(similarJobs(job('x', 'healthcare', null, '2026-11-20'), all)).toEqual([]);
  });
});
