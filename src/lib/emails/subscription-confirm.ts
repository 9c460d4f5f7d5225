import type { AlertFilters, AlertFrequency } from '~/lib/alerts/filters';
import { describeAlertFiltersIn } from '~/lib/alerts/describe-in';
import { fill, messagesFor, type Locale } from '~/i18n';
import { emailSiteName } from './email-language';
import { button, emailDocument, homeOf, paragraph } from './digest-html';
import type { EmailCopy } from './email';

export interface SubscriptionTopicInput {
  /** 'newsletter', 'event_news' or 'job_alert' (subscriptions.kind). */
  kind: string;
  /** A job alert's saved search. */
  filters?: AlertFilters;
  /** A job alert's frequency: when given, the confirmation says how often the alert writes. */
  frequency?: AlertFrequency;
}

/** "Once confirmed, you get at most one e-mail a day…" for a job alert with a frequency; '' otherwise. */
export function subscriptionScheduleLine(input: SubscriptionTopicInput, locale: Locale = 'en'): string {
  if (input.kind !== 'job_alert' || !input.frequency) return '';
  const t = messagesFor(locale).alerts.email;
  return fill(t.schedule, { schedule: input.frequency === 'daily' ? t.scheduleDaily : t.scheduleWeekly });
}

/** The search as a topic: "new jobs in Qatar" (lowercase start in English, inside a sentence). */
const searchTopic = (filters: AlertFilters, locale: Locale) => describeAlertFiltersIn(filters, locale).replace(/^New jobs/, 'new jobs');

/** "the weekly newsletter", "job alerts for Engineering jobs in Qatar", "event news" (in the subscriber's language). */
export function subscriptionTopic(input: SubscriptionTopicInput, locale: Locale = 'en'): string {
  const t = messagesFor(locale).alerts.topics;
  if (input.kind === 'newsletter') return t.newsletter;
  if (input.kind === 'event_news') return t.eventNews;
  return fill(t.jobAlert, { search: searchTopic(input.filters ?? {}, locale) });
}

/** "the job alert for new jobs in Qatar": one alert, as the unsubscribe page names it. */
export const oneAlertTopic = (filters: AlertFilters, locale: Locale): string =>
  fill(messagesFor(locale).alerts.topics.jobAlertOne, { search: searchTopic(filters, locale) });

/** The double opt-in e-mail: the confirmation link (valid `validDays` days) and an unsubscribe link, in the subscriber's language. */
export function subscriptionConfirmEmail(input: {
  subscription: SubscriptionTopicInput;
  confirmUrl: string;
  unsubscribeUrl: string;
  validDays: number;
  locale?: Locale;
}): EmailCopy {
  const { confirmUrl, unsubscribeUrl, validDays, locale = 'en' } = input;
  const t = messagesFor(locale).alerts.email;
  const site = emailSiteName(locale);
  const topic = subscriptionTopic(input.subscription, locale);
  const schedule = subscriptionScheduleLine(input.subscription, locale);
  const ask = fill(t.confirmAsk, { topic, site });
  const valid = fill(t.confirmValid, { days: validDays });
  const subject = fill(t.confirmSubject, { site });
  return {
    subject,
    kind: `subscription.confirm`,
    text: [ask, confirmUrl, ...(schedule ? [schedule] : []), valid, `${t.unsubscribe}: ${unsubscribeUrl}`].join('\n\n'),
    // The digests' layout, so the first e-mail a subscriber gets already looks like the ones that follow.
    html: emailDocument({
      subject,
      preheader: ask,
      homeUrl: homeOf(confirmUrl, locale),
      body: [paragraph(ask), button(confirmUrl, t.confirmButton), schedule ? paragraph(schedule) : '', paragraph(valid)].join(''),
      why: fill(t.confirmWhy, { site }),
      unsubscribeUrl,
      unsubscribeLabel: t.unsubscribe,
      locale,
    }),
  };
}
