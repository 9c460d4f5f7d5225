import { describe, expect, it } from 'vitest';
import { jobHasTopic, type Topic } from '~/lib/jobs/topics';

const job = (jobTitle: string, jobDescription = '', category: string | null = null) => ({ jobTitle, jobDescription, category });

describe('topic classifiers', () => {
  it.each<[string, ReturnType<typeof job>, Topic, boolean]>([
    ['category healthcare', job('Coordinator', '', 'healthcare-medical'), 'healthcare', true],
    ['category education is not healthcare', job('School Nurse', '', 'education-teaching'), 'healthcare', false],
    ['nurse in the title', job('Registered Nurse - ICU'), 'healthcare', true],
    ['plural and capitals', job('NURSES needed'), 'healthcare', true],
    ['physician', job('Consultant Physician'), 'healthcare', true],
    ['whole words: "medically" is not "medical"', job('Medically trained coordinator'), 'healthcare', false],
    ['whole words: "hospitality" is not "hospital"', job('Hospitality Manager', 'Hotel and hospitality operations.'), 'healthcare', false],
    ['plural: hospitals', job('Coordinator', 'Work across our hospitals.'), 'healthcare', true],
    ['prefix entries: cardiologist', job('Consultant Cardiologist'), 'healthcare', true],
    ['no match inside a word: "academician" is not "academic"?', job('Pharmacademic'), 'teaching', false],
    ['school nurse is healthcare', job('School Nurse'), 'healthcare', true],
    ['school nurse is also teaching', job('School Nurse'), 'teaching', true],
    ['teacher at a hospital school is not healthcare', job('Biology Teacher', 'A school inside the hospital.'), 'healthcare', false],
    ['teacher is teaching', job('Biology Teacher', 'A school inside the hospital.'), 'teaching', true],
    ['description decides when the title is neutral', job('Coordinator', 'Support patients in our clinic.'), 'healthcare', true],
    ['description naming both topics is neither', job('Coordinator', 'Clinic visits to every school.'), 'healthcare', false],
    ['tutor', job('Online Maths Tutor'), 'teaching', true],
    ['professor', job('Assistant Professor of Law'), 'teaching', true],
    ['kindergarten', job('Kindergarten Assistant'), 'teaching', true],
    ['category healthcare is not teaching', job('Clinical Educator', '', 'healthcare-medical'), 'teaching', false],
    ['an engineer is neither', job('Civil Engineer', 'Roads and bridges.', 'engineering'), 'healthcare', false],
    ['an engineer is neither (teaching)', job('Civil Engineer', 'Roads and bridges.', 'engineering'), 'teaching', false],
  ])('%s', (_name, input, topic, expected) => expect(jobHasTopic(input, topic)).toBe(expected));
});
