import { isInputError, type ActionError } from 'astro:actions';
import { coachingTexts } from '~/lib/coaching';
import { contactTexts, formPageTitles, newsletterTexts } from '~/lib/forms';
import { postJobSubmittedPath, postJobTexts } from '~/lib/post-job';
import { refusalMessage } from '~/lib/action-errors';

// Where each public form lands when it is posted without JavaScript (/forms/{form}): the page a
// script would have gone to on success, or a short page saying what went wrong.

interface FormResult {
  /** The action in actions.forms. */
  action: 'newsletter' | 'jobAlert' | 'eventNews' | 'contact' | 'coaching' | 'postJob';
  /** Where the form lives: the way back from a refusal, and where a stray GET goes. */
  back: string;
  /** The page that says what happens next (as the script shows it). */
  done: (data: never) => string;
  /** What the visitor reads when the database fails. */
  failure: string;
  titles?: Partial<Record<ActionError['code'], string>>;
}

/** The thank-you page in the language of the form's page (the action answers with it). */
const subscriptionDone = (data: { locale?: string }) => (data.locale === 'ar' ? '/ar/newsletter-thank-you' : '/newsletter-thank-you');

export const formResults = {
  newsletter: { action: 'newsletter', back: '/', done: subscriptionDone, failure: newsletterTexts.failure },
  'job-alert': { action: 'jobAlert', back: '/jobs', done: subscriptionDone, failure: newsletterTexts.failure },
  'event-news': { action: 'eventNews', back: '/events', done: () => '/events/updates-requested', failure: newsletterTexts.failure },
  contact: { action: 'contact', back: '/#contact', done: () => '/?contact=sent#contact', failure: contactTexts.failure },
  coaching: {
    action: 'coaching',
    back: '/interview-coaching#book-session',
    done: () => '/interview-coaching/request-sent',
    failure: coachingTexts.failure,
    titles: { BAD_REQUEST: coachingTexts.validationTitle, SERVICE_UNAVAILABLE: coachingTexts.failureTitle },
  },
  'post-job': {
    action: 'postJob',
    back: '/post-job',
    // An admin's job is live at once: show it.
    done: (job: { status: string; slug?: string }) => (job.status === 'approved' && job.slug ? `/jobs/${job.slug}` : postJobSubmittedPath),
    failure: postJobTexts.failure,
    titles: { SERVICE_UNAVAILABLE: postJobTexts.failureTitle },
  },
} satisfies Record<string, FormResult>;

export type FormSlug = keyof typeof formResults;

const refusalTitles: Partial<Record<ActionError['code'], string>> = {
  BAD_REQUEST: formPageTitles.invalid,
  TOO_MANY_REQUESTS: formPageTitles.tooMany,
  CONTENT_TOO_LARGE: 'The form is too large',
};

/** The heading, text and status of the page for a refused post (the first field problem for bad input). */
export function refusalPage(result: FormResult, error: ActionError): { status: number; title: string; message: string } {
  const title = result.titles?.[error.code] ?? refusalTitles[error.code] ?? formPageTitles.failed;
  if (isInputError(error)) return { status: 400, title, message: refusalMessage(error, formPageTitles.invalid) };
  // Our own refusals carry a sentence for the visitor; anything unexpected gets the form's text.
  const ours = ['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'CONTENT_TOO_LARGE', 'SERVICE_UNAVAILABLE', 'UNSUPPORTED_MEDIA_TYPE', 'FORBIDDEN'];
  return { status: error.status, title, message: ours.includes(error.code) ? error.message : result.failure };
}
