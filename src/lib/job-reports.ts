import { z } from '~/lib/zod';
import { messagesFor } from '~/i18n';
import { isUuid } from '~/lib/uuid';

// The "Report this job" form: one schema for the form page and the action. Its messages are the
// English catalogue's; a refusal page on the Arabic site says the same problem in Arabic
// (reportIssueMessage).

const t = messagesFor('en').trust.report;

/** Why a job is reported, in the form's order (the values public.job_reports.reason allows). */
export const jobReportReasons = Object.keys(t.reasons) as (keyof typeof t.reasons)[];
export type JobReportReason = (typeof jobReportReasons)[number];

/** The reason that counts toward hiding a job at once. */
export const moneyReason: JobReportReason = 'asks_for_money';

/** How many reports from different addresses saying a job asks for money hide it until an admin decides. */
export const reportsThatHide = 3;

export const maxReportNote = 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const jobReportSchema = z
  .object({
    jobId: z.preprocess((v) => text(v).trim().toLowerCase(), z.string().refine(isUuid, t.errors.unknownJob)),
    reason: z.preprocess(text, z.enum(jobReportReasons as [JobReportReason, ...JobReportReason[]], { message: t.errors.reason })),
    note: z.preprocess((v) => text(v).trim(), z.string().max(maxReportNote, t.errors.noteTooLong)),
    locale: z.preprocess((v) => (text(v) === 'ar' ? 'ar' : 'en'), z.enum(['en', 'ar'])),
    website: z.preprocess(text, z.string()).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note) ctx.addIssue({ code: 'custom', message: t.errors.noteRequired, path: ['note'] });
  });
export type JobReportInput = z.infer<typeof jobReportSchema>;

const errorKeys = Object.keys(t.errors) as (keyof typeof t.errors)[];

/** A refusal's English sentence said in the page's language (the same key in the other catalogue). */
export function reportIssueMessage(message: string, locale: 'en' | 'ar'): string | undefined {
  const key = errorKeys.find((k) => t.errors[k] === message);
  return key ? messagesFor(locale).trust.report.errors[key] : undefined;
}
