// The contact form's messages in the page's language: the schema (src/lib/forms.ts
// contactSchema) decides what is wrong, this says it. Pure, so the browser script and tests share it.

/** The texts the form needs (the catalogue's home.contactForm.errors and refusals), as plain data. */
export interface ContactMessages {
  failure: string;
  tooMany: string;
  errors: {
    firstName: string;
    lastName: string;
    emailRequired: string;
    emailInvalid: string;
    subject: string;
    message: string;
    tooLong: string;
  };
}

/** The part of a zod issue this needs. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  code: string;
  maximum?: number | bigint;
}

/** The message for the first problem of a field, in the texts' language; undefined for a field the form does not show. */
export function contactIssueMessage(issue: FieldIssue, value: string, texts: ContactMessages): string | undefined {
  const field = String(issue.path[0]);
  const e = texts.errors;
  // An address too long for the outbox is an invalid address (src/lib/email-address.ts).
  if (field === 'email') return value.trim() === '' ? e.emailRequired : e.emailInvalid;
  if (issue.code === 'too_big') return e.tooLong.replace('{max}', String(issue.maximum ?? ''));
  switch (field) {
    case 'firstName':
      return e.firstName;
    case 'lastName':
      return e.lastName;
    case 'subject':
      return e.subject;
    case 'message':
      return e.message;
    default:
      return undefined;
  }
}
