import { describe, expect, it } from 'vitest';
import {
  addSavedJob,
  isClosedJob,
  isSavedJob,
  parseSavedJobs,
  removeSavedJob,
  savedJobsCap,
  savedJobsMaxChars,
  toggleSavedJob,
  type SavedJob,
} from '~/lib/saved-jobs';

const now = new Date('2026-11-24T10:00:00Z');
const job = (n: number, expiresAt = '2026-12-24T00:00:00.000Z'): Omit<SavedJob, 'savedAt'> => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `icu-nurse-${n}`,
  title: `ICU Nurse ${n}`,
  company: 'Hamad Medical',
  location: 'Doha, Qatar',
  expiresAt,
});

describe('the saved-jobs list', () => {
  it('adds newest first, once, and removes', () => {
    let list = addSavedJob([], job(1), now);
    list = addSavedJob(list, job(2), now);
    list = addSavedJob(list, job(1), new Date('2026-11-25T00:00:00Z'));
    expect(list.map((j) => j.slug)).toEqual(['icu-nurse-1', 'icu-nurse-2']);
    expect(list[0]!.savedAt).toBe('2026-11-25T00:00:00.000Z');
    expect(isSavedJob(list, job(2).id)).toBe(true);
    expect(removeSavedJob(list, job(2).id).map((j) => j.slug)).toEqual(['icu-nurse-1']);
  });

  it('toggles', () => {
    const once = toggleSavedJob([], job(1), now);
    expect(once).toHaveLength(1);
    expect(toggleSavedJob(once, job(1), now)).toEqual([]);
  });

  it(`keeps at most ${savedJobsCap} jobs, dropping the oldest`, () => {
    let list: SavedJob[] = [];
    for (let n = 0; n <= savedJobsCap; n++) list = addSavedJob(list, job(n), now);
    expect(list).toHaveLength(savedJobsCap);
    expect(isSavedJob(list, job(0).id)).toBe(false);
    expect(list[0]!.id).toBe(job(savedJobsCap).id);
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['corrupt JSON', '[{"id":'],
    ['not a list', '{"id":"x"}'],
    ['oversized', `[${' '.repeat(savedJobsMaxChars)}]`],
  ])('reads %s storage as no saved jobs', (_, raw) => expect(parseSavedJobs(raw)).toEqual([]));

  it('drops entries that are not saved jobs and repeats, keeps the rest', () => {
    const good = addSavedJob([], job(1), now)[0]!;
    const raw = JSON.stringify([
      good,
      { ...good },
      { id: 'x' },
      42,
      null,
      { ...good, id: 'y', expiresAt: 'soon' },
      { ...addSavedJob([], job(2), now)[0]!, company: 7 },
    ]);
    expect(parseSavedJobs(raw).map((j) => [j.slug, j.company])).toEqual([
      ['icu-nurse-1', 'Hamad Medical'],
      ['icu-nurse-2', ''],
    ]);
  });

  it('round-trips through JSON', () => {
    const list = addSavedJob(addSavedJob([], job(1), now), job(2), now);
    expect(parseSavedJobs(JSON.stringify(list))).toEqual(list);
  });

  it.each([
    ['open until next month', '2026-12-24T00:00:00.000Z', undefined, false],
    ['expired yesterday', '2026-11-23T10:00:00.000Z', undefined, true],
    ['expiring this very moment', '2026-11-24T10:00:00.000Z', undefined, true],
    ['withdrawn by slug', '2026-12-24T00:00:00.000Z', { slugs: ['icu-nurse-1'], ids: [] }, true],
    ['withdrawn by id', '2026-12-24T00:00:00.000Z', { slugs: [], ids: [job(1).id] }, true],
    ['others withdrawn', '2026-12-24T00:00:00.000Z', { slugs: ['icu-nurse-9'], ids: [job(9).id] }, false],
  ])('a job %s is closed: %s', (_, expiresAt, withdrawn, closed) => {
    const saved = addSavedJob([], job(1, expiresAt), now)[0]!;
    expect(isClosedJob(saved, now, withdrawn)).toBe(closed);
  });
});
