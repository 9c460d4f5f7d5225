import { describeAlertFilters, type AlertFilters } from '~/lib/alerts/filters';
import { escapeHtml } from '~/lib/escape';
import { siteName } from '~/lib/site';
import type { EmailCopy } from './email';

export interface SubscriptionTopicInput {
  /** 'newsletter', 'event_news' or 'job_alert' (subscriptions.kind). */
  kind: string;
  /** A job alert's saved search. */
  filters?: AlertFilters;
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
  return {
    subject: `Confirm your ${siteName} subscription`,
    kind: `subscription.confirm`,
    text: [
      `Please confirm that you want ${topic} from ${siteName}:`,
      confirmUrl,
      `The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: we will not write to you again.`,
      `Unsubscribe: ${unsubscribeUrl}`,
    ].join('\n\n'),
    html: `<p>Please confirm that you want ${htmlTopic} from ${siteName}:</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my subscription</a></p><p>The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: we will not write to you again.</p><p style="font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
  };
}
