import { contactSubjects, type ContactInput } from '~/lib/forms';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** To the team inbox: a message sent through the contact form, its subject by label. */
export function contactMessageEmail(input: { message: ContactInput; id: string }): EmailCopy {
  const { message, id } = input;
  const subject = contactSubjects.find((s) => s.value === message.subject)?.label ?? message.subject;
  return {
    subject: `Contact Form: ${subject}`,
    kind: 'contact.notify',
    text: [
      `${message.firstName} ${message.lastName} <${message.email}> wrote through the ${siteName} contact form.`,
      `Subject: ${subject}`,
      message.message,
      `Reply to: ${message.email}`,
      `Message id: ${id}`,
    ].join('\n\n'),
  };
}
