import {
  coachingIndustries,
  coachingTimezones,
  coachingTypes,
  experienceLevels,
  optionLabel,
  preferredTimes,
  type CoachingRequest,
} from '~/lib/coaching';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

/** The subject the team filters on. */
export const coachingSubject = 'Interview Coaching Session Booking Request';

/** To the team inbox: the booking request with every detail given (empty ones left out). */
export function coachingRequestEmail(input: { request: CoachingRequest; id: string }): EmailCopy {
  const { request, id } = input;
  const details: [string, string | undefined][] = [
    ['Name', `${request.firstName} ${request.lastName}`],
    ['Email', request.email],
    ['Phone', request.phone],
    ['Coaching type', optionLabel(coachingTypes, request.coachingType)],
    ['Industry', optionLabel(coachingIndustries, request.industry)],
    ['Experience', optionLabel(experienceLevels, request.experience)],
    ['Preferred time', optionLabel(preferredTimes, request.preferredTime)],
    ['Time zone', optionLabel(coachingTimezones, request.timezone)],
  ];
  return {
    subject: `${coachingSubject}: ${request.firstName} ${request.lastName}`,
    kind: 'coaching.request',
    text: [
      `A coaching session was requested through ${siteName}. Please contact them within 24 hours.`,
      details
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      `Goals:\n${request.goals}`,
      ...(request.challenges ? [`Challenges:\n${request.challenges}`] : []),
      `Reply to: ${request.email}`,
      `Request id: ${id}`,
    ].join('\n\n'),
  };
}
