import { describeAlertFilters, type AlertFilters, type AlertFrequency } from '~/lib/alerts/filters';
import { escapeHtml } from '~/lib/escape';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

export interface SubscriptionTopicInput {
  /** 'newsletter', 'event_news' or 'job_alert' (subscriptions.kind). */
  kind: string;
  /** A job alert's saved search. */
  filters?: AlertFilters;
  /** A job alert's frequency: when given, the confirmation says how often the alert writes. */
  frequency?: AlertFrequency;
}

/** How often a confirmed job alert writes (the schedule of public.next_digest_at, Gulf time). */
const alertSchedule: Record<AlertFrequency, string> = {
  daily: 'at most one e-mail a day, in the morning (Gulf time)',
  weekly: 'at most one e-mail a week, on Monday mornings (Gulf time)',
};

/** "Once confirmed, you get at most one e-mail a day…" for a job alert with a frequency; '' otherwise. */
export function subscriptionScheduleLine(input: SubscriptionTopicInput): string {
  if (input.kind !== 'job_alert' || !input.frequency) return '';
  return `Once you confirm, you get ${alertSchedule[input.frequency]}, and only when new jobs match this search. Every alert e-mail has links to change the search or how often, pause it, or unsubscribe.`;
}

/** "the weekly newsletter", "job alerts for Engineering jobs in Qatar", "event news". */
export function subscriptionTopic(input: SubscriptionTopicInput): string {
  if (input.kind === 'newsletter') return 'the weekly newsletter';
  if (input.kind === 'event_news') return 'event news';
  return `job alerts for ${describeAlertFilters(input.filters ?? {}).replace(/^New jobs/, 'new jobs')}`;
}

/** The double opt-in e-mail: the confirmation link (valid `validDays` days) and an unsubscribe link. */
export function subscriptionConfirmEmail(input: {
  subscription: SubscriptionTopicInput;
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
}): EmailCopy {
  const { confirmUrl, unsubscribeUrl, validDays } = input;
  const topic = subscriptionTopic(input.subscription);
  const htmlTopic = escapeHtml(topic);
  const schedule = subscriptionScheduleLine(input.subscription);
  return {
    subject: `Confirm your ${siteName} subscription`,
    kind: `subscription.confirm`,
    text: [
      `Please confirm that you want ${topic} from ${siteName}:`,
      confirmUrl,
      ...(schedule ? [schedule] : []),
      `The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: we will not write to you again.`,
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html: `<p>Please confirm that you want ${htmlTopic} from ${siteName}:</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p>${schedule ? `<p>${escapeHtml(schedule)}</p>` : ''}<p>The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: we will not write to you again.</p><p style="font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}
