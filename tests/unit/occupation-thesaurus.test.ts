import { describe, expect, it } from 'vitest';
import { parseOccupationFiles, thesaurusErrorMessage } from '~/lib/occupations/thesaurus';
import { loadThesaurus } from '~/server/occupations/load';
import { categorySlugs } from '~/lib/categories';

// The thesaurus schema: each malformed entry gets a message naming the file, the entry and the fix.

const nurse = {
  id: 'nurse',
  isco: '2221',
  en: { title: 'Nurse', synonyms: ['nursing'], abbreviations: [] },
  ar: { title: 'ممرض', variants: ['ممرضة'] },
};
const file = (occupations: unknown[], category = 'healthcare-medical') => ({
  file: 'content/occupations/x.yaml',
  data: { category, occupations },
});
const messages = (files: Array<{ file: string; data: unknown }>) =>
  parseOccupationFiles(files).problems.map((p) => `${p.file}: ${p.message}`);

describe('occupation entries', () => {
  it.each([
    [
      'an id that is not kebab-case',
      [{ ...nurse, id: 'Staff Nurse' }],
      'Staff Nurse.id: An occupation id is kebab-case: lower-case Latin letters and digits joined by single hyphens, e.g. "registered-nurse".',
    ],
    [
      'an ISCO code that is not four digits',
      [{ ...nurse, isco: '222' }],
      'nurse.isco: isco is an ISCO-08 unit group: four digits in quotes, e.g. "2221"; leave it out when none fits.',
    ],
    [
      'Arabic in an English field',
      [{ ...nurse, en: { ...nurse.en, synonyms: ['ممرضة'] } }],
      'nurse.en.synonyms.0: An English field holds Arabic letters: move the Arabic term to ar.title or ar.variants.',
    ],
    [
      'English in an Arabic field',
      [{ ...nurse, ar: { ...nurse.ar, variants: ['RN'] } }],
      'nurse.ar.variants.0: An Arabic field holds Latin letters: move the English term to en.title, en.synonyms or en.abbreviations.',
    ],
    [
      'an empty English synonym',
      [{ ...nurse, en: { ...nurse.en, synonyms: ['  '] } }],
      'nurse.en.synonyms.0: An English term is empty: remove the empty item or write the term.',
    ],
    [
      'an empty Arabic title',
      [{ ...nurse, ar: { title: '' } }],
      'nurse.ar.title: An Arabic term is empty: remove the empty item or write the term.',
    ],
    [
      'an Arabic field without Arabic letters',
      [{ ...nurse, ar: { title: '123' } }],
      'nurse.ar.title: An Arabic field has no Arabic letters: write the term in Arabic script.',
    ],
    ['an unknown field', [{ ...nurse, synonym: ['x'] }], 'nurse: Unrecognized key: "synonym"'],
  ])('refuses %s', (_, occupations, message) => {
    expect(messages([file(occupations)])).toEqual([`content/occupations/x.yaml: ${message}`]);
  });

  it('refuses a category the board does not have', () => {
    expect(messages([file([nurse], 'medicine')])).toEqual([
      `content/occupations/x.yaml: category: category must be one of the board's categories: ${categorySlugs.join(', ')}.`,
    ]);
  });

  it('refuses a duplicate id across files, a narrower or broader id that does not exist, and a self-reference', () => {
    const problems = messages([
      file([nurse, { ...nurse, id: 'icu-nurse', broader: 'nurse', narrower: ['icu-nurse', 'night-nurse'] }]),
      { file: 'content/occupations/y.yaml', data: { category: 'education-teaching', occupations: [{ ...nurse, broader: 'nurses' }] } },
    ]);
    expect(problems).toEqual([
      'content/occupations/y.yaml: nurse: the id is also used in content/occupations/x.yaml; give one of them another id.',
      'content/occupations/x.yaml: icu-nurse.narrower: an occupation cannot be narrower than itself; remove "icu-nurse".',
      'content/occupations/x.yaml: icu-nurse.narrower: "night-nurse" is no occupation id; add an occupation with that id or correct the spelling.',
      'content/occupations/y.yaml: nurse.broader: "nurses" is no occupation id; add an occupation with that id or correct the spelling.',
    ]);
  });

  it('accepts a well-formed entry, filling the empty lists', () => {
    const { entries, problems } = parseOccupationFiles([file([{ id: 'nurse', en: { title: 'Nurse' }, ar: { title: 'ممرض' } }])]);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      {
        id: 'nurse',
        category: 'healthcare-medical',
        file: 'content/occupations/x.yaml',
        en: { title: 'Nurse', synonyms: [], abbreviations: [] },
        ar: { title: 'ممرض', variants: [] },
        narrower: [],
      },
    ]);
  });

  it('says in one message which files to fix', () => {
    expect(thesaurusErrorMessage([{ file: 'content/occupations/x.yaml', message: 'nurse.isco: fix it' }])).toBe(
      'The occupation thesaurus has problems (content/occupations/README.md):\n  content/occupations/x.yaml: nurse.isco: fix it',
    );
  });
});

describe('content/occupations', () => {
  it('passes, with at least 300 occupations covering every category', async () => {
    const entries = await loadThesaurus();
    expect(entries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(categorySlugs));
  });
});
