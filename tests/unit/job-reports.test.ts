import { describe, expect, it } from 'vitest';
import { jobReportReasons, jobReportSchema, reportIssueMessage } from '~/lib/job-reports';

const jobId = '3f2b8c1e-6d4a-4e8b-9c2d-1a2b3c4d5e6f';
const firstIssue = (input: Record<string, unknown>) => {
  const result = jobReportSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('the report form schema', () => {
  it('offers the six reasons the table allows, in the form order', () => {
    expect(jobReportReasons).toEqual(['asks_for_money', 'fake', 'discriminatory', 'filled_or_expired', 'wrong_information', 'other']);
  });

  it.each([
    [{ jobId, reason: 'fake' }, undefined],
    [{ jobId: jobId.toUpperCase(), reason: 'asks_for_money', note: '  ' }, undefined],
    [
      { jobId: 'x', reason: 'fake' },
      'This job is not on the board (it was removed, has expired or never existed), so it cannot be reported.',
    ],
    [{ jobId, reason: '' }, 'Choose why you are reporting this job.'],
    [{ jobId, reason: 'constructor' }, 'Choose why you are reporting this job.'],
    [{ jobId, reason: 'other' }, 'Say in a few words what is wrong with this job (required for “Something else”).'],
    [{ jobId, reason: 'other', note: 'x'.repeat(1000) }, undefined],
    [{ jobId, reason: 'other', note: 'x'.repeat(1001) }, 'The details are too long: write at most 1,000 characters.'],
    [{ jobId, reason: ['fake', 'other'] }, 'Choose why you are reporting this job.'],
  ])('%j → %s', (input, message) => {
    expect(firstIssue(input)).toBe(message);
  });

  it('keeps the id lowercased and the note trimmed; an unknown language is English', () => {
    expect(jobReportSchema.parse({ jobId: jobId.toUpperCase(), reason: 'fake', note: ' Hi ', locale: 'fr' })).toMatchObject({
      jobId,
      note: 'Hi',
      locale: 'en',
    });
  });

  it('says a refusal in Arabic for the Arabic page, and leaves other messages alone', () => {
    expect(reportIssueMessage('Choose why you are reporting this job.', 'ar')).toBe('اختر سبب الإبلاغ عن هذه الوظيفة.');
    expect(reportIssueMessage('Something unexpected.', 'ar')).toBeUndefined();
  });
});
