import type { Db } from '~/server/db/client';
import { type Actor, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import {
  coachingIndustries, coachingTimezones, coachingTypes, experienceLevels, optionLabel, preferredTimes, type CoachingRequest,
} from '~/lib/coaching';
import { siteName } from '~/lib/site';

/** The subject the team filters on (spec 001 section 7). */
export const coachingSubject = 'Interview Coaching Session Booking Request';

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
    const details: [string, string | undefined][] = [
      ['Name', `${input.firstName} ${input.lastName}`],
      ['Email', input.email],
      ['Phone', input.phone],
      ['Coaching type', optionLabel(coachingTypes, input.coachingType)],
      ['Industry', optionLabel(coachingIndustries, input.industry)],
      ['Experience', optionLabel(experienceLevels, input.experience)],
      ['Preferred time', optionLabel(preferredTimes, input.preferredTime)],
      ['Time zone', optionLabel(coachingTimezones, input.timezone)],
    ];
    await enqueueEmail(trx, {
      to: inbox,
      replyTo: input.email,
      subject: `${coachingSubject}: ${input.firstName} ${input.lastName}`,
      kind: 'coaching.request',
      text: [
        `A coaching session was requested through ${siteName}. Please contact them within 24 hours.`,
        details.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`).join('\n'),
        `Goals:\n${input.goals}`,
        ...(input.challenges ? [`Challenges:\n${input.challenges}`] : []),
        `Reply to: ${input.email}`,
        `Request id: ${id}`,
      ].join('\n\n'),
    });
    return id;
  });
}
