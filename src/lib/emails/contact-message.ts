import type { ContactInput } from '~/lib/forms';
import { contactTexts } from '~/i18n/forms';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';
import { ownValue } from '~/lib/own-value';

/** To the team inbox (English): a message sent through the contact form, its subject by its English label. */
export function contactMessageEmail(input: { message: ContactInput; id: string }): EmailCopy {
  const { message, id } = input;
  const subjects: Record<string, string> = contactTexts.en.subjects;
  const subject = ownValue(subjects, message.subject) ?? message.subject;
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
