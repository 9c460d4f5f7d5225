import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import {
  contactSchema,
  jobAlertSchema,
  manageLinkRequestSchema,
  newsletterSchema,
  tooManyAttempts,
  type JobAlertInput,
  type NewsletterInput,
} from '~/lib/forms';
import { coachingRequestSchema, coachingTexts } from '~/lib/coaching';
import { postJobFormSchema } from '~/lib/post-job';
import { messagesFor } from '~/i18n';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { asUserActor, visitor } from '~/server/db/context';
import { clientAddress } from '~/server/http/client-address';
import { formDeps } from '~/server/forms/deps';
import type { FormDeps } from '~/server/forms/handlers';
import { overLimit } from '~/server/forms/guard';
import type { FormName } from '~/server/forms/limits';
import { subscribe, type SubscriptionKind } from '~/server/subscriptions/subscriptions';
import { sendManageLink } from '~/server/subscriptions/manage-link-mail';
import { saveContactMessage } from '~/server/forms/contact';
import { saveCoachingRequest } from '~/server/forms/coaching';
import { submitJob } from '~/server/jobs/submit';
import { signupTexts } from '~/i18n/signup';
import { defaultAlertFrequency } from '~/lib/alerts/filters';
import { jobReportSchema } from '~/lib/job-reports';
import { fileJobReport } from '~/server/reports/file-report';

// Public writes. Each action is the thin binding of a pure core in src/server/ (subscribe,
// saveContactMessage, saveCoachingRequest, submitJob); what they all share is publicWrite.

interface PublicWrite<T> {
  form: FormName;
  /** The address the per-e-mail limit counts; none, none counted. */
  email: string | undefined;
  /** Filled in by bots only: they are told what a person would be told and nothing is kept. */
  honeypot: string | undefined;
  /** What the visitor reads when the database fails (503). */
  failure: string;
  /** False for admins, who are not limited. */
  limited?: boolean;
  write: (deps: FormDeps) => Promise<T>;
  /** The answer a person would get, for a bot. */
  thanks: T;
  /** "Too many attempts. Please wait 7 minutes…" in the form's language (English by default). */
  tooMany?: (retryAfterSeconds: number) => string;
}

/**
 * The rules every public form follows, in order: NUL refused (400), honeypot thanked, the form's
 * limits (429 "Please wait N minutes"), then the write; a database failure is a 503 with the
 * form's own text.
 */
async function publicWrite<T>(context: ActionAPIContext, input: object, options: PublicWrite<T>): Promise<T> {
  if (bodyHasNul(input)) throw new ActionError({ code: 'BAD_REQUEST', message: nulRefusal });
  if (options.honeypot) return options.thanks;
  let deps: FormDeps;
  let retryAfterSeconds: number;
  try {
    deps = await formDeps();
    retryAfterSeconds = options.limited === false ? 0 : await overLimit(deps, options.form, clientAddress(context.request), options.email);
  } catch (error) {
    throw unavailable(options, error);
  }
  if (retryAfterSeconds > 0) {
    context.locals.retryAfterSeconds = retryAfterSeconds; // the answer's Retry-After (middleware)
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: (options.tooMany ?? tooManyAttempts)(retryAfterSeconds) });
  }
  try {
    return await options.write(deps);
  } catch (error) {
    throw unavailable(options, error);
  }
}

function unavailable(options: { form: FormName; failure: string }, error: unknown): ActionError {
  console.error(`form ${options.form} failed:`, error);
  return new ActionError({ code: 'SERVICE_UNAVAILABLE', message: options.failure });
}

/** A sign-up: the newsletter and event news take an address; a job alert also its saved search and frequency. */
type SubscriptionInput = NewsletterInput & Partial<Omit<JobAlertInput, keyof NewsletterInput>>;

/**
 * A sign-up in the language of its page (the form's hidden `locale`): the answers are in it, and so
 * are the subscription's e-mails (subscriptions.locale). `locale` comes back to the caller, which
 * goes on to the thank-you page of that language.
 */
const subscription =
  (kind: SubscriptionKind, form: FormName) =>
  async ({ email, source, website, frequency, locale, ...filters }: SubscriptionInput, context: ActionAPIContext) => {
    const t = signupTexts[locale];
    const thanks = { message: t.confirmSent, locale };
    return publicWrite(
      context,
      { email, source, website, frequency, ...filters },
      {
        form,
        email,
        honeypot: website,
        failure: t.failure,
        tooMany: (retryAfterSeconds) => tooManyAttempts(retryAfterSeconds, locale),
        thanks,
        write: async (deps) => {
          await subscribe(deps.db, { email, kind, source, filters, frequency, locale }, deps);
          if (kind === 'job_alert') context.locals.savedAlert = { filters, frequency: frequency ?? defaultAlertFrequency };
          return thanks;
        },
      },
    );
  };

/** What a poster's script is told: pending review (with the category and the job's id for the receipt) or live at `/jobs/{slug}`. */
type PostedJob = {
  id?: string;
  status: 'approved' | 'pending';
  slug?: string;
  category: string | null;
  title: string;
  heldForRisk?: number;
};

/** Public writes: subscriptions, contact, coaching requests, job posts. */
export const forms = {
  /** The newsletter (double opt-in): the top form, the pop-up and the banner. */
  newsletter: defineAction({ accept: 'form', input: newsletterSchema, handler: subscription('newsletter', 'newsletter') }),
  /** A job alert: a saved /jobs search, daily or weekly (double opt-in). */
  jobAlert: defineAction({ accept: 'form', input: jobAlertSchema, handler: subscription('job_alert', 'job_alert') }),
  /** "Get Event Updates": event news (double opt-in). */
  eventNews: defineAction({ accept: 'form', input: newsletterSchema, handler: subscription('event_news', 'event_news') }),

  /**
   * A fresh manage link for a typed address (the expired-link page). The answer is the same whether
   * or not the address has subscriptions, and the limits count every request, so it reveals nobody.
   */
  manageLink: defineAction({
    accept: 'form',
    input: manageLinkRequestSchema,
    handler: ({ email, website, locale }, context) => {
      const t = messagesFor(locale).alerts.manage;
      const sent = { notice: 'link-sent' as const, message: t.notices['link-sent'] };
      return publicWrite(
        context,
        { email, website },
        {
          form: 'manage_link',
          email,
          honeypot: website,
          failure: t.errors.unavailable,
          tooMany: (retryAfterSeconds) => tooManyAttempts(retryAfterSeconds, locale),
          thanks: sent,
          write: async (deps) => {
            await sendManageLink(deps.db, email, deps);
            return sent;
          },
        },
      );
    },
  }),

  /** The contact form: stored, and e-mailed to the team. */
  contact: defineAction({
    accept: 'form',
    input: contactSchema,
    handler: ({ locale, ...input }, context) => {
      // The answers in the page's language (its field messages are said in it by the page: src/lib/contact-messages.ts).
      const t = messagesFor(locale).home.contactForm;
      return publicWrite(context, input, {
        form: 'contact',
        email: input.email,
        honeypot: input.website,
        failure: t.failure,
        tooMany: (retryAfterSeconds) => tooManyAttempts(retryAfterSeconds, locale),
        thanks: { message: t.success },
        write: async (deps) => {
          await saveContactMessage(deps.db, input, { inbox: deps.inbox });
          return { message: t.success };
        },
      });
    },
  }),

  /** An interview-coaching booking request, as the visitor or the signed-in user. */
  coaching: defineAction({
    accept: 'form',
    input: coachingRequestSchema,
    handler: (input, context) => {
      const { user } = context.locals;
      const sent = { title: coachingTexts.successTitle, message: coachingTexts.success };
      return publicWrite(context, input, {
        form: 'coaching',
        email: input.email,
        honeypot: input.website,
        failure: coachingTexts.failure,
        thanks: sent,
        write: async (deps) => {
          await saveCoachingRequest(deps.db, user ? asUserActor(user.claims) : visitor, input, { inbox: deps.inbox });
          return sent;
        },
      });
    },
  }),

  /**
   * "Report this job": no account; one report per address and job, a few jobs an hour per address.
   * A job that is not public (unknown, removed, expired) is a 404 with a sentence.
   */
  reportJob: defineAction({
    accept: 'form',
    input: jobReportSchema,
    handler: async ({ locale, website, ...input }, context) => {
      const t = messagesFor(locale).trust.report;
      const thanks = { locale };
      const filed = await publicWrite(context, input, {
        form: 'job_report',
        email: undefined,
        honeypot: website,
        failure: t.errors.failure,
        tooMany: (retryAfterSeconds) => tooManyAttempts(retryAfterSeconds, locale),
        thanks: 'filed' as const,
        write: (deps) =>
          fileJobReport(deps.db, { ...input, address: clientAddress(context.request) }, { secret: deps.secret, siteUrl: deps.siteUrl }),
      });
      if (filed === 'not-public') throw new ActionError({ code: 'NOT_FOUND', message: t.errors.unknownJob });
      return thanks;
    },
  }),

  /** A job from the post form: pending review, or live at once when an admin posts it. */
  postJob: defineAction({
    accept: 'form',
    input: postJobFormSchema,
    handler: ({ locale, ...input }, context) => {
      const { user } = context.locals;
      // The answers in the form's language (its field messages already are).
      const t = messagesFor(locale).post.status;
      return publicWrite<PostedJob>(context, input, {
        form: 'post_job',
        email: input.posterEmail,
        honeypot: input.website,
        failure: t.failure,
        limited: !user?.isAdmin,
        tooMany: (retryAfterSeconds) => tooManyAttempts(retryAfterSeconds, locale),
        thanks: { status: 'pending', category: null, title: t.submitted },
        write: async (deps) => {
          const job = await submitJob(deps.db, input, user, { siteUrl: deps.siteUrl, locale });
          const title = job.heldForRisk ? t.heldTitle : job.status === 'approved' ? t.published : t.submitted;
          return { ...job, title };
        },
      });
    },
  }),
};
