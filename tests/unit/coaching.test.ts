import { describe, expect, it } from 'vitest';
import { coachingRequestSchema, firstCoachingProblem } from '~/lib/coaching';

const valid = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.com',
  coachingType: '1-on-1',
  goals: 'Pass my DHA nursing interview',
};

describe('coaching booking: required fields in the spec order (firstName, lastName, email, coachingType, goals)', () => {
  it.each([
    ['nothing at all', {}, 'firstName', 'Please fill in the first name field.'],
    ['a blank first name and goals', { ...valid, firstName: '   ', goals: '' }, 'firstName', 'Please fill in the first name field.'],
    ['a blank last name and email', { ...valid, lastName: ' ', email: '' }, 'lastName', 'Please fill in the last name field.'],
    ['a blank email and coaching type', { ...valid, email: '  ', coachingType: '' }, 'email', 'Please fill in the email field.'],
    [
      'a malformed email before a blank coaching type',
      { ...valid, email: 'aisha@example', coachingType: '' },
      'email',
      'Please enter a valid email address.',
    ],
    ['an email with a space', { ...valid, email: 'ai sha@example.com' }, 'email', 'Please enter a valid email address.'],
    ['an email without an at sign', { ...valid, email: 'aisha.example.com' }, 'email', 'Please enter a valid email address.'],
    [
      'no coaching type and blank goals',
      { ...valid, coachingType: undefined, goals: ' ' },
      'coachingType',
      'Please fill in the coaching type field.',
    ],
    ['an unknown coaching type', { ...valid, coachingType: 'astrology' }, 'coachingType', 'Please fill in the coaching type field.'],
    ['blank goals', { ...valid, goals: '\n  ' }, 'goals', 'Please fill in the goals field.'],
    ['goals that are too long', { ...valid, goals: 'x'.repeat(2001) }, 'goals', 'Please keep the goals under 2,000 characters.'],
    ['an unknown time zone', { ...valid, timezone: 'mars' }, 'timezone', 'Please choose one of the listed options for time zone.'],
    [
      'a phone number with letters',
      { ...valid, phone: 'call me' },
      'phone',
      'Please enter a valid phone number, for example +971 50 123 4567.',
    ],
  ])('%s → %s: %s', (_name, input, field, message) => {
    expect(firstCoachingProblem(input)).toEqual({ field, message });
  });

  it('accepts the required fields alone, trimmed and with the e-mail lowercased; blank optional fields are left out', () => {
    expect(
      coachingRequestSchema.parse({
        ...valid,
        firstName: ' Aisha ',
        email: 'Aisha@Example.COM',
        phone: ' ',
        industry: '',
        challenges: '  ',
      }),
    ).toEqual({
      ...valid,
      firstName: 'Aisha',
      email: 'aisha@example.com',
    });
  });

  it.each([
    ['coachingType', ['1-on-1', 'group', 'industry-specific', 'virtual', 'behavioral']],
    ['industry', ['healthcare', 'education', 'technology', 'finance', 'engineering', 'hospitality', 'other']],
    ['experience', ['0-2', '3-5', '6-10', '10+']],
    ['timezone', ['uae', 'saudi', 'qatar', 'kuwait', 'bahrain', 'other']],
  ])('every %s option of the spec is accepted', (field, values) => {
    for (const value of values) expect(firstCoachingProblem({ ...valid, [field]: value })).toBeUndefined();
  });
});
