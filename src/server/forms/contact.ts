import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import type { ContactInput } from '~/lib/forms';
import { contactMessageEmail } from '~/lib/emails/contact-message';

/** Stores a contact message and, in the same transaction, queues the team's notification. */
export async function saveContactMessage(db: Db, input: ContactInput, { inbox }: { inbox: string }): Promise<string> {
  return withActor(db, service, async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueEmail(trx, { to: inbox, replyTo: input.email, ...contactMessageEmail({ message: input, id }) });
    return id;
  });
}
