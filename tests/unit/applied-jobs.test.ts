import { describe, expect, it } from 'vitest';
import { addAppliedJob, addAskedJob, appliedJobsCap, parseAppliedJobs, parseAskedJobs, type AppliedJob } from '~/lib/applied-jobs';
import { mergeMyJobs, myJobsFile, myJobsFileMaxChars, readMyJobsFile } from '~/lib/my-jobs-transfer';
import type { SavedJob } from '~/lib/saved-jobs';

const now = new Date('2026-11-24T10:00:00Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = (n: number) => ({
  id: id(n),
  slug: `icu-nurse-${n}`,
  title: `ICU Nurse ${n}`,
  company: 'Hamad Medical',
  location: 'Doha, Qatar',
  expiresAt: '2026-12-24T00:00:00.000Z',
  salary: 'QAR 12,000 – 15,000 a month',
});
const applied = (n: number, appliedAt = '2026-11-20T08:00:00.000Z'): AppliedJob => ({ ...job(n), appliedAt });
const saved = (n: number, savedAt = '2026-11-21T08:00:00.000Z'): SavedJob => ({ ...job(n), savedAt });

describe('the applied-jobs list', () => {
  it('adds newest first and keeps the first date of a job applied to twice', () => {
    let list = addAppliedJob([], job(1), now);
    list = addAppliedJob(list, job(2), now);
    list = addAppliedJob(list, job(1), new Date('2026-11-30T00:00:00Z'));
    expect(list.map((j) => [j.slug, j.appliedAt, j.salary])).toEqual([
      ['icu-nurse-2', '2026-11-24T10:00:00.000Z', 'QAR 12,000 – 15,000 a month'],
      ['icu-nurse-1', '2026-11-24T10:00:00.000Z', 'QAR 12,000 – 15,000 a month'],
    ]);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an object', '{"id":"x"}'],
    ['oversized', `[${'"x",'.repeat(60_000)}"x"]`],
  ])('reads %s as an empty list', (_, raw) => {
    expect(parseAppliedJobs(raw)).toEqual([]);
  });

  it('drops tampered entries and repeats, and keeps a wrong-typed salary out', () => {
    const raw = JSON.stringify([
      applied(1),
      { ...applied(2), appliedAt: 'yesterday' },
      { ...applied(3), title: 42 },
      { ...applied(4), salary: { amount: 1 } },
      applied(1, '2026-11-01T00:00:00.000Z'),
      'nurse',
      null,
    ]);
    const list = parseAppliedJobs(raw);
    expect(list.map((j) => j.slug)).toEqual(['icu-nurse-1', 'icu-nurse-4']);
    expect(list[0]!.appliedAt).toBe('2026-11-20T08:00:00.000Z');
    expect(list[1]!.salary).toBeUndefined();
  });

  it('keeps at most the cap', () => {
    const raw = JSON.stringify(Array.from({ length: appliedJobsCap + 5 }, (_, n) => applied(n)));
    expect(parseAppliedJobs(raw)).toHaveLength(appliedJobsCap);
  });

  it('remembers which jobs were asked about, once each', () => {
    expect(addAskedJob(addAskedJob([], id(1)), id(1))).toEqual([id(1)]);
    expect(parseAskedJobs(JSON.stringify([id(1), 7, '', id(2)]))).toEqual([id(1), id(2)]);
    expect(parseAskedJobs('not json')).toEqual([]);
  });
});

describe('the saved and applied lists as a file', () => {
  it('reads back what it wrote', () => {
    const jobs = { saved: [saved(1)], applied: [applied(2)] };
    expect(readMyJobsFile(myJobsFile(jobs))).toEqual({ ok: true, jobs });
  });

  it.each([
    ['a file that is too big', 'x'.repeat(myJobsFileMaxChars + 1), 'tooBig'],
    ['a file that is not JSON', 'ICU Nurse, Doha', 'notJson'],
    ['JSON that is not ours', JSON.stringify([saved(1)]), 'notOurs'],
    ['another kind', JSON.stringify({ kind: 'other', saved: [saved(1)] }), 'notOurs'],
    ['null', 'null', 'notOurs'],
  ])('refuses %s', (_, text, problem) => {
    expect(readMyJobsFile(text)).toEqual({ ok: false, problem });
  });

  it('drops bad entries and repeats inside a file of ours', () => {
    const text = JSON.stringify({ kind: 'gulf-jobs/my-jobs', saved: [saved(1), saved(1), { id: 3 }], applied: 'many' });
    expect(readMyJobsFile(text)).toEqual({ ok: true, jobs: { saved: [saved(1)], applied: [] } });
  });

  it('merges without losing or changing what is here', () => {
    const here = { saved: [saved(1, '2026-11-22T00:00:00.000Z')], applied: [applied(5)] };
    const incoming = {
      saved: [saved(1, '2026-01-01T00:00:00.000Z'), saved(2)],
      applied: [applied(5, '2026-01-01T00:00:00.000Z'), applied(6)],
    };
    const merged = mergeMyJobs(here, incoming);
    expect(merged.jobs.saved).toEqual([here.saved[0], saved(2)]);
    expect(merged.jobs.applied).toEqual([here.applied[0], applied(6)]);
    expect([merged.addedSaved, merged.addedApplied]).toEqual([1, 1]);
    expect(mergeMyJobs(merged.jobs, incoming)).toMatchObject({ addedSaved: 0, addedApplied: 0 });
  });
});
