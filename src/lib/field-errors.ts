import type { z } from 'zod';

/** The first message per form field of a failed parse ({ email: 'Invalid email address' }), for islands and endpoints alike. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The first message per field of an action's input error (`error.fields`), as the forms show them. */
export function firstFieldErrors(fields: Partial<Record<string, string[]>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}
