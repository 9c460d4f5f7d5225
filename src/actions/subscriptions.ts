import { ActionError, defineAction } from 'astro:actions';
import type { ActionErrorCode } from 'astro:actions';
import {
  alertChangeSchema,
  manageErrors,
  manageLinkSchema,
  manageTargetSchema,
  type ManageError,
  type ManageLink,
  type ManageTarget,
} from '~/lib/alerts/manage';
import { formDeps } from '~/server/forms/deps';
import { changeSubscription, unsubscribeAll, type ManageOutcome, type SubscriptionChange } from '~/server/subscriptions/manage';
import { bodyHasNul } from '~/lib/request-limits';

// The manage page's changes (/alerts/manage?id&token). No account: each form carries the signed
// manage link of the page, which authorises changes to the subscriptions of one e-mail address.
// The page's plain forms post to it (?_action=subscriptions.…) and it redirects back with the
// outcome (src/pages/alerts/manage.astro); a script gets the same answer as JSON.

const errorCodes: Record<ManageError, ActionErrorCode> = {
  duplicate: 'CONFLICT',
  link: 'FORBIDDEN',
  expired: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  invalid: 'BAD_REQUEST',
  keyword: 'BAD_REQUEST',
  city: 'BAD_REQUEST',
  nul: 'BAD_REQUEST',
  email: 'BAD_REQUEST',
  'too-many': 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

const refusal = (error: ManageError) => new ActionError({ code: errorCodes[error], message: manageErrors[error] });

/** A NUL character in any field is a 400 before PostgreSQL sees it (it cannot store one in text). */
function refuseNul(input: unknown): void {
  if (bodyHasNul(input)) throw refusal('nul');
}

/** The outcome as the action answers it: the notice and the manage link to go on with, or the refusal. */
async function answer(run: (secret: string, db: Awaited<ReturnType<typeof formDeps>>['db']) => Promise<ManageOutcome>) {
  let outcome: ManageOutcome;
  try {
    const deps = await formDeps();
    outcome = await run(deps.secret, deps.db);
  } catch (error) {
    console.error('manage subscriptions failed:', error);
    throw refusal('unavailable');
  }
  if (!outcome.ok) throw refusal(outcome.error);
  return { notice: outcome.notice, link: outcome.link ?? null };
}

/** An action's definition for a change that takes nothing but its target. */
const change = (kind: Exclude<SubscriptionChange['kind'], 'update'>) => ({
  accept: 'form' as const,
  input: manageTargetSchema,
  handler: (input: ManageTarget) => {
    refuseNul(input);
    const link: ManageLink = { id: input.id, token: input.token };
    return answer((secret, db) => changeSubscription(db, link, input.subscription, { kind }, secret));
  },
});

/** Changes to one subscription, or all of them, of the address a manage link opens. */
export const subscriptions = {
  /** A job alert's search (keyword, category, country, city, remote) and frequency. */
  updateAlert: defineAction({
    accept: 'form',
    input: alertChangeSchema,
    handler: (input) => {
      refuseNul(input);
      const link: ManageLink = { id: input.id, token: input.token };
      const filters = { q: input.q, category: input.category, country: input.country, city: input.city, remote: input.remote };
      return answer((secret, db) =>
        changeSubscription(db, link, input.subscription, { kind: 'update', filters, frequency: input.frequency }, secret),
      );
    },
  }),
  pauseAlert: defineAction(change('pause')),
  resumeAlert: defineAction(change('resume')),
  deleteAlert: defineAction(change('delete')),
  /** One subscription of any kind (the newsletter, event news, an alert). */
  unsubscribe: defineAction(change('unsubscribe')),
  /** The newsletter or event news again. */
  resubscribe: defineAction(change('resubscribe')),
  /** Every subscription of the address. */
  unsubscribeAll: defineAction({
    accept: 'form',
    input: manageLinkSchema,
    handler: (input) => {
      refuseNul(input);
      return answer((secret, db) => unsubscribeAll(db, { id: input.id, token: input.token }, secret));
    },
  }),
};
