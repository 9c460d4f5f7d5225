import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '~/lib/field-errors';
import { postJobSchema } from '~/lib/post-job';

describe('fieldErrorsOf', () => {
  it("keeps the first message of each field, in the schema's words", () => {
    const parsed = postJobSchema.safeParse({
      companyName: '',
      jobTitle: ' ',
      jobDescription: 'x',
      location: 'Doha',
      applicationType: 'url',
      contactEmail: 'nope',
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      companyName: 'Company name is required',
      jobTitle: 'Job title is required',
      contactEmail: 'Invalid email address',
      applicationUrl: 'Application URL is required when External URL is selected',
    });
  });
});
