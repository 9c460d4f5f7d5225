import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import { contactSubjects, type ContactInput } from '~/lib/forms';
import { siteName } from '~/lib/site';

/** Stores a contact message and, in the same transaction, queues the team's notification. */
export async function saveContactMessage(db: Db, input: ContactInput, { inbox }: { inbox: string }): Promise<string> {
  const subject = contactSubjects.find((s) => s.value === input.subject)?.label ?? input.subject;
  return withActor(db, service, async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({ first_name: input.firstName, last_name: input.lastName, email: input.email, subject: input.subject, message: input.message })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueEmail(trx, {
      to: inbox,
      replyTo: input.email,
      subject: `Contact Form: ${subject}`,
      kind: 'contact.notify',
      text: [
        `${input.firstName} ${input.lastName} <${input.email}> wrote through the ${siteName} contact form.`,
        `Subject: ${subject}`,
        input.message,
        `Reply to: ${input.email}`,
        `Message id: ${id}`,
      ].join('\n\n'),
    });
    return id;
  });
}
