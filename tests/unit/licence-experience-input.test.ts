import { describe, expect, it } from 'vitest';
import { postJobSchema } from '~/lib/post-job';
import { jobColumnsFrom } from '~/server/jobs/columns';

// The licence and experience fields of the post form and the review edit: bad values are
// refused with a sentence on their field; good ones become the job's columns.

const job = { companyName: 'Acme', jobTitle: 'Nurse', jobDescription: 'Ward work.', location: 'Dubai', contactEmail: 'hr@acme.example' };

describe('licence and experience fields', () => {
  it.each([
    [{ licenceAuthority: 'nmc' }, 'licenceAuthority', 'Choose one of the listed licensing authorities.'],
    [{ licenceAuthority: 'dha\u0000' }, 'licenceAuthority', 'Choose one of the listed licensing authorities.'],
    [
      { licenceAuthority: 'dha', licenceStatus: 'maybe' },
      'licenceStatus',
      'Choose whether the licence is accepted, required or arranged by you.',
    ],
    [
      { licenceStatus: 'required' },
      'licenceAuthority',
      'Choose the licensing authority this applies to, or leave the licence status empty.',
    ],
    [{ experienceYears: '999' }, 'experienceYears', 'Enter the years of experience as a whole number from 0 to 40.'],
    [{ experienceYears: '3.5' }, 'experienceYears', 'Enter the years of experience as a whole number from 0 to 40.'],
    [{ experienceYears: 'three' }, 'experienceYears', 'Enter the years of experience as a whole number from 0 to 40.'],
    [{ experienceLevel: 'guru' }, 'experienceLevel', 'Choose one of the listed experience levels.'],
  ])('%j is refused on %s', (fields, path, message) => {
    const result = postJobSchema.safeParse({ ...job, ...fields });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === path)?.message).toBe(message);
  });

  it('stores what was chosen, and nothing when left empty', () => {
    const chosen = postJobSchema.parse({
      ...job,
      licenceAuthority: 'dha',
      licenceStatus: 'will_sponsor',
      experienceYears: ' 3 ',
      experienceLevel: 'mid',
    });
    expect(jobColumnsFrom(chosen)).toMatchObject({
      licenceAuthority: 'dha',
      licenceStatus: 'will_sponsor',
      experienceYears: 3,
      experienceLevel: 'mid',
    });
    const empty = postJobSchema.parse({ ...job, licenceAuthority: '', licenceStatus: '', experienceYears: '', experienceLevel: '' });
    expect(jobColumnsFrom(empty)).toMatchObject({
      licenceAuthority: null,
      licenceStatus: null,
      experienceYears: null,
      experienceLevel: null,
    });
  });
});
