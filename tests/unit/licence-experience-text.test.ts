import { describe, expect, it } from 'vitest';
import { readLicenceExperience } from '~/lib/jobs/licence-experience-text';

// The licence and experience read from a job's text: only what the text states once.

/** Cases shared with the database's reading (tests/integration/licence-experience.test.ts). */
export const licenceExperienceCases: [title: string, description: string, country: string, expected: ReturnType<typeof readLicenceExperience>][] = [
  [
    'Staff Nurse',
    'Valid DHA licence required. Minimum 3 years of experience in ICU.',
    'uae',
    { licenceAuthority: 'dha', licenceStatus: 'required', experienceYears: 3, experienceLevel: null },
  ],
  [
    'Senior Staff Nurse',
    'DOH (HAAD) eligible candidates are welcome. 5+ years experience.',
    'uae',
    { licenceAuthority: 'doh', licenceStatus: 'accepted', experienceYears: 5, experienceLevel: 'senior' },
  ],
  [
    'Pharmacist',
    'We will sponsor your MOHAP licence. Experience: 2 years.',
    'uae',
    { licenceAuthority: 'mohap', licenceStatus: 'will_sponsor', experienceYears: 2, experienceLevel: null },
  ],
  [
    'General Practitioner',
    'SCFHS license holders preferred\nAt least 4 yrs clinical experience',
    'saudi-arabia',
    { licenceAuthority: 'scfhs', licenceStatus: 'accepted', experienceYears: 4, experienceLevel: null },
  ],
  [
    'ممرضة أولى',
    'مطلوب ترخيص هيئة الصحة بدبي ساري المفعول. خبرة لا تقل عن ٣ سنوات.',
    'uae',
    { licenceAuthority: 'dha', licenceStatus: 'required', experienceYears: 3, experienceLevel: null },
  ],
  [
    'كبير محاسبين',
    'خمس سنوات من الخبرة مطلوبة. 6 سنوات خبرة في التدقيق.',
    'saudi-arabia',
    { licenceAuthority: null, licenceStatus: null, experienceYears: 6, experienceLevel: 'senior' },
  ],
  [
    'Registered Nurse',
    'MOH licence required. 2-4 years experience.',
    'oman',
    { licenceAuthority: 'moh-oman', licenceStatus: 'required', experienceYears: 2, experienceLevel: null },
  ],
  [
    'Registered Nurse',
    'MOH licence required.',
    'uae',
    { licenceAuthority: null, licenceStatus: null, experienceYears: null, experienceLevel: null },
  ],
  // Two authorities, two figures, two levels: left for a person.
  [
    'Junior to Senior Nurse',
    'DHA or DOH licence. 3 years experience for juniors, 8 years experience for seniors.',
    'uae',
    { licenceAuthority: null, licenceStatus: null, experienceYears: null, experienceLevel: null },
  ],
  // An acronym outside a licence sentence, a figure that is not experience, a year range of 1.5.
  [
    'Team Lead – Nursing',
    'Our DHA-accredited hospital. Contract of 2 years. 1.5 years experience is fine.',
    'uae',
    { licenceAuthority: null, licenceStatus: null, experienceYears: null, experienceLevel: 'lead' },
  ],
  [
    'Graduate Engineer',
    'Fresh graduates welcome. 99 years experience.',
    'qatar',
    { licenceAuthority: null, licenceStatus: null, experienceYears: null, experienceLevel: 'entry' },
  ],
  [
    'Physiotherapist',
    'QCHP / DHP license is a must; 3 years\' experience.',
    'qatar',
    { licenceAuthority: 'dhp', licenceStatus: 'required', experienceYears: 3, experienceLevel: null },
  ],
  [
    'Radiographer',
    'NHRA licensing support provided for the right candidate.',
    'bahrain',
    { licenceAuthority: 'nhra', licenceStatus: 'will_sponsor', experienceYears: null, experienceLevel: null },
  ],
  [
    'Accountant',
    'Doha based role. Must have 3 years accounting experience.',
    'qatar',
    { licenceAuthority: null, licenceStatus: null, experienceYears: 3, experienceLevel: null },
  ],
];

describe('readLicenceExperience', () => {
  it.each(licenceExperienceCases)('%s: %s', (title, description, country, expected) => {
    expect(readLicenceExperience(title, description, country)).toEqual(expected);
  });
});
