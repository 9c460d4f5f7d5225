import { isInputError, type ActionError } from 'astro:actions';
import { coachingTexts } from '~/lib/coaching';
import { postJobSubmittedPath } from '~/lib/post-job';
import { receiptPath } from '~/lib/post-job-receipt';
import { refusalMessage } from '~/lib/action-errors';
import { localeOfPath, messagesFor, type Locale } from '~/i18n';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import { signupTexts } from '~/i18n/signup';
import { reportIssueMessage } from '~/lib/job-reports';
import { contactIssueMessage, type FieldIssue } from '~/lib/contact-messages';

// Where each public form lands when it is posted without JavaScript (/forms/{form}): the page a
// script would have gone to on success, or a short page saying what went wrong, in the language of
// the page the form was on (its texts from the catalogue; the coaching form is English only).

type Titles = Partial<Record<ActionError['code'], string>>;

interface FormResult {
  /** The action in actions.forms. */
  action: 'newsletter' | 'jobAlert' | 'eventNews' | 'contact' | 'coaching' | 'postJob' | 'reportJob';
  /** Where the form lives: the way back from a refusal, and where a stray GET goes. */
  back: string;
  /** The page that says what happens next (as the script shows it). */
  done: (data: never) => string;
  /** What the visitor reads when the database fails, in the page's language. */
  failure: (locale: Locale) => string;
  /** The form's own headings for some refusals, in the page's language. */
  titles?: (locale: Locale) => Titles;
  /** A field's problem in the page's language, for a form whose schema speaks English only. */
  fieldMessage?: (issue: FieldIssue & { message: string }, locale: Locale) => string | undefined;
}

/** The thank-you page in the language of the form's page (the action answers with it). */
const subscriptionDone = (data: { locale?: string }) => (data.locale === 'ar' ? '/ar/newsletter-thank-you' : '/newsletter-thank-you');
const signupFailure = (locale: Locale) => signupTexts[locale].failure;

export const formResults = {
  newsletter: { action: 'newsletter', back: '/', done: subscriptionDone, failure: signupFailure },
  'job-alert': { action: 'jobAlert', back: '/jobs', done: subscriptionDone, failure: signupFailure },
  'event-news': { action: 'eventNews', back: '/events', done: () => '/events/updates-requested', failure: signupFailure },
  contact: {
    action: 'contact',
    back: '/#contact',
    done: () => '/?contact=sent#contact',
    failure: (locale) => messagesFor(locale).home.contactForm.failure,
    // The schema's messages are English; the Arabic page says the same problem in Arabic.
    fieldMessage: (issue, locale) => {
      const empty = issue.message === messagesFor('en').home.contactForm.errors.emailRequired;
      return contactIssueMessage(issue, empty ? '' : issue.message, messagesFor(locale).home.contactForm);
    },
  },
  coaching: {
    action: 'coaching',
    back: '/interview-coaching#book-session',
    done: () => '/interview-coaching/request-sent',
    failure: () => coachingTexts.failure,
    titles: () => ({ BAD_REQUEST: coachingTexts.validationTitle, SERVICE_UNAVAILABLE: coachingTexts.failureTitle }),
  },
  'post-job': {
    action: 'postJob',
    back: '/post-job',
    // An admin's job is live at once: show it.
    // A high-risk job an admin posted stays pending: the review queue says why.
    // Otherwise the receipt, with the job's reference (none for a bot's post, which stored nothing).
    done: (job: { id?: string; status: string; slug?: string; heldForRisk?: number }) =>
      job.heldForRisk
        ? '/admin/review-jobs?notice=held-for-review'
        : job.status === 'approved' && job.slug
          ? `/jobs/${job.slug}`
          : receiptPath(postJobSubmittedPath, job.id),
    failure: (locale) => messagesFor(locale).post.status.failure,
    titles: (locale) => ({ SERVICE_UNAVAILABLE: messagesFor(locale).post.status.failureTitle }),
  },
  'report-job': {
    action: 'reportJob',
    back: '/jobs',
    done: () => '/job-reported',
    failure: (locale) => messagesFor(locale).trust.report.errors.failure,
    // The schema's messages are English; the Arabic page says the same problem in Arabic.
    fieldMessage: (issue, locale) => reportIssueMessage(issue.message, locale),
  },
} satisfies Record<string, FormResult>;

export type FormSlug = keyof typeof formResults;

/** The headings every refusal page shares, in the page's language. */
const refusalTitles = (locale: Locale): Titles => {
  const t = messagesFor(locale).post.refusal;
  return { BAD_REQUEST: t.invalid, TOO_MANY_REQUESTS: t.tooMany, CONTENT_TOO_LARGE: t.tooLarge };
};

/**
 * The heading, text and status of the page for a refused post (the first field problem for bad
 * input), in the language of the page the form was posted from (/forms/… or /ar/forms/…).
 */
export function refusalPage(
  result: FormResult,
  error: ActionError,
  locale: Locale = 'en',
): { status: number; title: string; message: string } {
  const titles = { ...refusalTitles(locale), ...result.titles?.(locale) };
  const failed = messagesFor(locale).post.refusal.failed;
  const title = titles[error.code] ?? failed;
  if (isInputError(error)) {
    const issue = error.issues[0];
    const translated = issue && locale !== 'en' ? result.fieldMessage?.(issue, locale) : undefined;
    return { status: 400, title, message: translated ?? refusalMessage(error, titles.BAD_REQUEST ?? failed) };
  }
  // Our own refusals carry a sentence for the visitor; anything unexpected gets the form's text.
  const ours = [
    'BAD_REQUEST',
    'NOT_FOUND',
    'TOO_MANY_REQUESTS',
    'CONTENT_TOO_LARGE',
    'SERVICE_UNAVAILABLE',
    'UNSUPPORTED_MEDIA_TYPE',
    'FORBIDDEN',
  ];
  return { status: error.status, title, message: ours.includes(error.code) ? error.message : result.failure(locale) };
}

type ActionOutcome = { data?: unknown; error?: ActionError } | undefined;

/**
 * What /forms/{form} (or /ar/forms/{form}) answers: a redirect to the next page or back to the
 * form (on the same site), the refusal page of a refused post, or nothing for an unknown form (404).
 */
export function formOutcome(
  form: string | undefined,
  resultOf: (action: FormResult['action']) => ActionOutcome,
  locale: Locale,
): { redirect: string } | { refusal: { status: number; title: string; message: string }; back: string } | undefined {
  const result: FormResult | undefined = form && Object.hasOwn(formResults, form) ? formResults[form as FormSlug] : undefined;
  if (!result) return undefined;
  const outcome = resultOf(result.action);
  if (!outcome) return { redirect: localizedPath(result.back, locale) };
  if (!outcome.error) {
    // A next page the action already put in a language (the subscriber's) stays in it.
    const next = (result.done as (data: unknown) => string)(outcome.data);
    return { redirect: localeOfPath(next) === 'ar' ? next : localizedPath(next, locale) };
  }
  return { refusal: refusalPage(result, outcome.error, locale), back: localizedPath(result.back, locale) };
}
