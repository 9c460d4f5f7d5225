import { z } from '~/lib/zod';

// The admin's "verify employers" form: verify or revoke one company, always with a note saying
// what was checked (the database refuses a note outside these bounds too).

export const verificationDecisions = ['verify', 'revoke'] as const;
export type VerificationDecision = (typeof verificationDecisions)[number];

export const verificationNoteMax = 2000;

export const verificationTexts = {
  noteRequired: 'Write a note saying what you checked (a trade licence, a call to the company…).',
  noteTooLong: `Keep the note to ${verificationNoteMax.toLocaleString('en')} characters.`,
  unknownDecision: 'Unknown decision: use verify or revoke.',
} as const;

export const verificationInputSchema = z.object({
  companyId: z.string().max(100).optional().describe('The company, as a UUID; anything else is an unknown company.'),
  decision: z.enum(verificationDecisions, { message: verificationTexts.unknownDecision }),
  note: z
    .string({ message: verificationTexts.noteRequired })
    .max(verificationNoteMax * 2, verificationTexts.noteTooLong)
    .transform((note) => note.trim())
    .pipe(z.string().min(1, verificationTexts.noteRequired).max(verificationNoteMax, verificationTexts.noteTooLong)),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;
