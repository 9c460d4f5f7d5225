import { describe, expect, it } from 'vitest';
import { companyProfileSchema, profileColumns, profileFieldErrors } from '~/lib/companies/profile';

const sentences = {
  badForm: 'The form could not be read.',
  nameRequired: 'Give the company’s name.',
  websiteInvalid: 'Give an http(s) address.',
};
const base = { name: 'Acme', website: '', size: '', industry: '', aboutEn: '', aboutAr: '', kind: 'employer', agencyLicence: '' };

describe('profileFieldErrors', () => {
  it('gives each field the sentence of its first problem', () => {
    const parsed = companyProfileSchema.safeParse({ ...base, name: ' ', website: 'ftp://x' });
    expect(parsed.success).toBe(false);
    expect(profileFieldErrors(parsed.error!.issues, sentences)).toEqual({
      name: sentences.nameRequired,
      website: sentences.websiteInvalid,
    });
  });

  it('reads a message the catalogue lacks, or a name every object inherits, as badForm', () => {
    const issues = [
      { path: ['size'], message: 'Invalid option' },
      { path: ['kind'], message: 'constructor' },
    ];
    expect(profileFieldErrors(issues, sentences)).toEqual({ size: sentences.badForm, kind: sentences.badForm });
  });
});

describe('profileColumns', () => {
  it('keeps an agency’s licence number and drops an employer’s', () => {
    const agency = companyProfileSchema.parse({ ...base, kind: 'agency', agencyLicence: ' MOHRE-123 ' });
    const employer = companyProfileSchema.parse({ ...base, agencyLicence: 'MOHRE-123' });
    expect(profileColumns(agency)).toMatchObject({ kind: 'agency', agency_licence: 'MOHRE-123' });
    expect(profileColumns(employer)).toMatchObject({ kind: 'employer', agency_licence: null });
  });
});
