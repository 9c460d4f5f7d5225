import type { MiddlewareHandler } from 'astro';
import { ActionError, getActionContext, isInputError, type SafeResult } from 'astro:actions';
import { moderationNotices } from '~/server/moderation/notices';
import { adminNotices } from '~/server/admins/notices';
import { reportNotices } from '~/server/reports/notices';
import { verificationNotices } from '~/server/companies/verification-notices';
import { formMessagePage } from '~/server/http/message-page';
import { invitationMessages } from '~/lib/admin-invitations';
import { safeNextPath } from '~/lib/safe-path';
import { refusalMessage } from '~/lib/action-errors';
import { noStore } from '~/server/http/cache-control';

// Post/Redirect/GET for the admin pages' plain forms. A form posts to the page it is on with
// `?_action=admin.x` (the page's own query kept); the action runs here and the browser is sent
// back (303) to that page with the outcome in the query, as the pages read it: ?notice=approved,
// ?delete={id}#delete-job, ?error=…&email=…, ?rebuild=queued#rebuild-status. Reloading the
// result never posts again. Islands call the same actions through /_actions/admin.* (JSON).

type Outcome = SafeResult<Record<string, unknown>, unknown>;
type Notices = Record<string, { text: string }>;

/** The page a form was posted from, without the action and the outcome of an earlier post. */
function pageOf(posted: URL, transient: string[]): URL {
  const page = new URL(posted);
  for (const key of ['_action', ...transient]) page.searchParams.delete(key);
  return page;
}

/** The notice code a failure stands for: the action throws the notice's own text. */
const codeOf = (notices: Notices, message: string | undefined) => Object.keys(notices).find((code) => notices[code]!.text === message);

const field = (data: unknown, key: string): string | undefined => {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Review Jobs: the notice, or (a delete not yet confirmed) the page asks first. */
const reviewPage =
  (invalidInput?: keyof typeof moderationNotices) =>
  (posted: URL, { data, error }: Outcome): URL => {
    const page = pageOf(posted, ['notice', 'delete']);
    const confirmDelete = field(data, 'confirmDelete');
    if (confirmDelete) {
      page.searchParams.set('delete', confirmDelete);
      page.hash = 'delete-job';
      return page;
    }
    const code = field(data, 'notice') ?? (invalidInput && isInputError(error) ? invalidInput : codeOf(moderationNotices, error?.message));
    if (code) page.searchParams.set('notice', code);
    return page;
  };

/** Admins: the notice, or the mistake in the e-mail field with what was typed. */
const adminsPage = (posted: URL, { data, error }: Outcome, form: FormData): URL => {
  const page = new URL('/admin/admins', posted);
  if (isInputError(error)) {
    page.searchParams.set('error', refusalMessage(error, invitationMessages.emailInvalid));
    page.searchParams.set('email', String(form.get('email') ?? '').slice(0, 254));
    return page;
  }
  const code = field(data, 'notice') ?? codeOf(adminNotices, error?.message);
  if (code) page.searchParams.set('notice', code);
  return page;
};

/** Reported jobs: the notice of the decision, or of its failure. */
const reportsPage = (posted: URL, { data, error }: Outcome): URL => {
  const page = new URL('/admin/reports', posted);
  const code = field(data, 'notice') ?? codeOf(reportNotices, error?.message);
  if (code) page.searchParams.set('notice', code);
  return page;
};

/** Verify employers: the notice of the decision, or of its failure; the search typed is kept. */
const verifyPage = (posted: URL, { data, error }: Outcome): URL => {
  const page = pageOf(posted, ['notice']);
  page.pathname = '/admin/verify-employers';
  const code = field(data, 'notice') ?? codeOf(verificationNotices, error?.message);
  if (code) page.searchParams.set('notice', code);
  return page;
};

/** Any admin page (Rebuild now sits under the admin navigation): queued or failed. */
const rebuildStatus = (posted: URL, { error }: Outcome): URL => {
  const page = pageOf(posted, ['rebuild']);
  page.searchParams.set('rebuild', error ? 'failed' : 'queued');
  page.hash = 'rebuild-status';
  return page;
};

/** Where each admin form comes back to. */
export const adminFormResults: Record<string, (posted: URL, outcome: Outcome, form: FormData) => URL> = {
  'admin.moderateJob': reviewPage(),
  'admin.editJob': reviewPage('edit-invalid'),
  'admin.decideChange': reviewPage(),
  'admin.deleteAllJobs': reviewPage(),
  'admin.inviteAdmin': adminsPage,
  'admin.revokeInvitation': adminsPage,
  'admin.rebuildNow': rebuildStatus,
  'admin.decideReport': reportsPage,
  'admin.verifyCompany': verifyPage,
};

/** Forms whose bad input (a NUL, a note too long: only a crafted request sends one) is a 400 page, not a notice. */
const badInputPages = new Set(['admin.verifyCompany']);

/**
 * The answer to an admin form: back to its page with the outcome (a path on this site only). A
 * session that ended signs in first and comes back; a refusal no page shows (a body too large,
 * an unknown job) is a short page with its status.
 */
export function adminFormAnswer(name: string, posted: URL, outcome: Outcome, form: FormData): Response {
  const { error } = outcome;
  if (error?.code === 'UNAUTHORIZED') return redirect(`/auth?next=${encodeURIComponent(pageOf(posted, []).pathname)}`);
  if (
    error &&
    (error.code === 'CONTENT_TOO_LARGE' ||
      error.code === 'UNSUPPORTED_MEDIA_TYPE' ||
      error.code === 'NOT_FOUND' ||
      error.message === unreadable ||
      (error.code === 'BAD_REQUEST' && badInputPages.has(name)))
  ) {
    return formMessagePage(error.status, 'The form could not be sent', refusalMessage(error, error.message));
  }
  const page = adminFormResults[name]!(posted, outcome, form);
  return redirect(safeNextPath(`${page.pathname}${page.search}${page.hash}`, '/admin/review-jobs'));
}

/** Astro rethrows a body it cannot parse; a plain form's outcome is then a BAD_REQUEST. */
const unreadable = 'The request body could not be read: send valid JSON or a form.';

/** The outcome of an action posted as a plain form; JSON that does not parse is a BAD_REQUEST. */
async function outcomeOf(run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SyntaxError) return { data: undefined, error: new ActionError({ code: 'BAD_REQUEST', message: unreadable }) };
    throw error;
  }
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': noStore } });

/**
 * Middleware for the admin pages' plain forms: the action runs here and adminFormAnswer sends the
 * browser back (body limits and unreadable JSON are refused earlier: src/server/http/action-body.ts).
 */
export const adminActions: MiddlewareHandler = async (context, next) => {
  if (context.isPrerendered) return next();
  const { action } = getActionContext(context);
  if (!action?.name.startsWith('admin.')) return next();
  // The typed client posts to /_actions/admin.x/ (trailing slash) when the build asks for one.
  const name = action.name.replace(/\/$/, '');
  if (action.calledFrom !== 'form' || !adminFormResults[name]) return next();
  const form = await context.request
    .clone()
    .formData()
    .catch(() => new FormData());
  return adminFormAnswer(name, context.url, await outcomeOf(action.handler), form);
};

/** A plain form's `action`: post to `page` (its query kept) and run the action there, e.g. `/admin/review-jobs?q=nurse&_action=admin.moderateJob`. */
export const formActionOn = (page: string, action: { toString(): string }): string =>
  `${page}${page.includes('?') ? '&' : '?'}${String(action).slice(1)}`;
