import { describe, expect, it } from 'vitest';
import { postingKey, uniquePostings } from '~/lib/jobs/unique';

const job = (id: string, companyName: string, jobTitle: string, location: string) => ({ id, companyName, jobTitle, location });

describe('uniquePostings (home featured jobs and counts)', () => {
  it('the key ignores case and spaces', () =>
    expect(postingKey(job('a', ' Gulf  Care', 'Staff Nurse ', 'Doha, Qatar'))).toBe(
      postingKey(job('b', 'gulf care', 'STAFF  NURSE', 'doha,  qatar')),
    ));
  it('keeps the first of identical postings, in order', () =>
    expect(
      uniquePostings([
        job('1', 'Gulf Care', 'Staff Nurse', 'Doha'),
        job('2', 'gulf care', 'staff  nurse', ' DOHA'),
        job('3', 'Gulf Care', 'Staff Nurse', 'Dubai'),
        job('4', 'Other', 'Staff Nurse', 'Doha'),
      ]).map((j) => j.id),
    ).toEqual(['1', '3', '4']));
});
