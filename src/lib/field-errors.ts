import type { z } from 'zod';

/** The first message per form field of a failed parse ({ email: 'Invalid email address' }), for islands and endpoints alike. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
