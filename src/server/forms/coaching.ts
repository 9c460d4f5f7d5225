import type { Db } from '~/server/db/client';
import { type Actor, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import type { CoachingRequest } from '~/lib/coaching';
import { coachingRequestEmail } from '~/lib/emails/coaching-request';

/**
 * Stores a booking request as whoever asks (RLS: anyone may insert, only admins read) and, in the
 * same transaction, queues the team's e-mail. The id is made here: the requester may not read
 * the row back.
 */
export async function saveCoachingRequest(db: Db, actor: Actor, input: CoachingRequest, { inbox }: { inbox: string }): Promise<string> {
  const id = crypto.randomUUID();
  return withActor(db, actor, async (trx) => {
    await trx
      .insertInto('coaching_requests')
      .values({
        id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        coaching_type: input.coachingType,
        industry: input.industry ?? null,
        experience: input.experience ?? null,
        preferred_time: input.preferredTime ?? null,
        timezone: input.timezone ?? null,
        goals: input.goals,
        challenges: input.challenges ?? null,
      })
      .execute();
    await enqueueEmail(trx, { to: inbox, replyTo: input.email, ...coachingRequestEmail({ request: input, id }) });
    return id;
  });
}
