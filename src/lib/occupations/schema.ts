import { z } from '~/lib/zod';
import { categorySlugs } from '~/lib/categories';

// The occupation thesaurus (content/occupations/*.yaml, one file per board category). Search
// expands a seeker's words through it; editors extend it by pull request, so every message here
// says how to fix the entry.

const arabicLetter = /[\u0600-\u06FF]/;
const latinLetter = /[A-Za-z]/;

// Each term gets one message, the first problem found (abort), so the editor has one fix to make.
const englishText = z
  .string()
  .trim()
  .min(1, { message: 'An English term is empty: remove the empty item or write the term.', abort: true })
  .refine((s) => !arabicLetter.test(s), {
    message: 'An English field holds Arabic letters: move the Arabic term to ar.title or ar.variants.',
    abort: true,
  })
  .refine((s) => /[A-Za-z0-9]/.test(s), { message: 'An English term has no letter or digit: write the term in words.' });

const arabicText = z
  .string()
  .trim()
  .min(1, { message: 'An Arabic term is empty: remove the empty item or write the term.', abort: true })
  .refine((s) => !latinLetter.test(s), {
    message: 'An Arabic field holds Latin letters: move the English term to en.title, en.synonyms or en.abbreviations.',
    abort: true,
  })
  .refine((s) => arabicLetter.test(s), { message: 'An Arabic field has no Arabic letters: write the term in Arabic script.' });

export const occupationIdSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'An occupation id is kebab-case: lower-case Latin letters and digits joined by single hyphens, e.g. "registered-nurse".',
  )
  .describe('Unique across every file; narrower and broader refer to occupations by it.');

export const occupationSchema = z
  .object({
    id: occupationIdSchema,
    isco: z
      .string()
      .regex(/^\d{4}$/, 'isco is an ISCO-08 unit group: four digits in quotes, e.g. "2221"; leave it out when none fits.')
      .optional()
      .describe('The ISCO-08 4-digit unit group, where one exists.'),
    en: z
      .strictObject({
        title: englishText.describe('The preferred English title, as Gulf listings write it.'),
        synonyms: z.array(englishText).default([]).describe('Other English names for the same work, including common misspellings.'),
        abbreviations: z.array(englishText).default([]).describe('Abbreviations such as RN, GP, QS, HSE, MEP.'),
      })
      .describe('English names.'),
    ar: z
      .strictObject({
        title: arabicText.describe('The preferred Arabic title.'),
        variants: z
          .array(arabicText)
          .default([])
          .describe('Other Arabic names and spellings: masculine and feminine forms, ه for ة, with and without hamza.'),
      })
      .describe('Arabic names.'),
    narrower: z
      .array(occupationIdSchema)
      .default([])
      .describe('Ids of more specific occupations (doctor: general-practitioner, cardiologist…).'),
    broader: occupationIdSchema.optional().describe('The id of the more general occupation, if any.'),
  })
  .strict();

export const occupationFileSchema = z
  .strictObject({
    category: z.enum(categorySlugs, { message: `category must be one of the board's categories: ${categorySlugs.join(', ')}.` }),
    occupations: z.array(occupationSchema).min(1, 'A file lists at least one occupation under occupations:.'),
  })
  .describe('One board category and its occupations.');

/** One occupation with its file's category, as the content collection stores it. */
export const occupationEntrySchema = occupationSchema.extend({ category: z.enum(categorySlugs) });

export type Occupation = z.infer<typeof occupationSchema>;
export type OccupationFile = z.infer<typeof occupationFileSchema>;
