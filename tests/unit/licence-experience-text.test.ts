import { describe, expect, it } from 'vitest';
import { readLicenceExperience } from '~/lib/jobs/licence-experience-text';
import { licenceExperienceCases } from '../fixtures/licence-experience-texts';

// The licence and experience read from a job's text: only what the text states once.

describe('readLicenceExperience', () => {
  it.each(licenceExperienceCases)('%s: %s', (title, description, country, expected) => {
    expect(readLicenceExperience(title, description, country)).toEqual(expected);
  });
});
