import { describe, expect, it } from 'vitest';
import { guessCategory, postJobSchema } from '~/lib/post-job';
import { firstError } from '~/lib/forms';

const job = { companyName: 'Acme', jobTitle: 'Nurse', jobDescription: 'Ward work.', location: 'Dubai', contactEmail: 'hr@acme.example' };

describe('post form rules', () => {
  it.each([
    [{ ...job, companyName: ' ' }, 'Company name is required'],
    [{ ...job, jobTitle: '' }, 'Job title is required'],
    [{ ...job, jobDescription: '' }, 'Job description is required'],
    [{ ...job, location: '' }, 'Location is required'],
    [{ ...job, contactEmail: 'not-mail' }, 'Invalid email address'],
    [{ ...job, applicationType: 'url' }, 'Application URL is required when External URL is selected'],
    [{ ...job, applicationType: 'url', applicationUrl: 'ftp://x.example/job' }, 'Enter a full web address starting with https://'],
    [{ ...job, applicationType: 'fax' }, 'Application type is required'],
    [{ ...job, jobPostedDate: '1899-12-31' }, 'The posted date cannot be before 1900-01-01.'],
    [{ ...job, jobPostedDate: '2999-01-01' }, 'The posted date cannot be in the future.'],
    [{ ...job, category: 'astronaut' }, 'Choose one of the listed categories.'],
  ])('%j → %s', (input, message) => expect(firstError(postJobSchema.safeParse(input))).toBe(message));

  it('defaults to an e-mail application and accepts a url one', () => {
    expect(postJobSchema.parse(job)).toMatchObject({ applicationType: 'email', contactEmail: 'hr@acme.example' });
    expect(
      postJobSchema.parse({ ...job, contactEmail: '', applicationType: 'url', applicationUrl: 'https://acme.example/apply' }),
    ).toMatchObject({ applicationType: 'url' });
  });
});

describe('guessCategory', () => {
  it.each([
    ['ICU Nurse', 'Care for patients in our hospital.', 'healthcare-medical'],
    ['Maths Teacher', 'Teach students at our school.', 'education-teaching'],
    ['Python Developer', 'Build cloud software and data pipelines.', 'it-technology'],
    ['Senior Accountant', 'Monthly close, VAT and audit.', 'finance-accounting'],
    ['Chef de Partie', 'Hotel restaurant kitchen.', 'hospitality-tourism'],
    ['Quantity Surveyor', 'Construction site valuations with the contractor.', 'construction'],
    ['Software Engineer', 'Join our platform team in Dubai.', 'it-technology'],
    ['Civil Engineer', 'Structural design review for towers.', 'engineering'],
    ['Sales Executive', 'Win new customers and run marketing campaigns.', 'sales-marketing'],
    // Most matches wins: one healthcare word against three teaching words.
    ['School Nurse', 'Teaching assistants and teachers in our school support you.', 'education-teaching'],
    // A tie goes to the earlier category of the table.
    ['Hospital Teacher', 'Bedside lessons.', 'healthcare-medical'],
    ['Office Assistant', 'Filing and phones.', undefined],
  ])('%s → %s', (title, description, expected) => expect(guessCategory(title, description)).toBe(expected));
});
