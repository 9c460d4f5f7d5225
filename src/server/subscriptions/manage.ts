import { sql, type Transaction } from 'kysely';
import type { Db } from '~/server/db/client';
import type { Database } from '~/server/db/schema';
import { service, withActor } from '~/server/db/context';
import { alertFiltersJson, alertSearchPath, parseAlertFilters, type AlertFilters } from '~/lib/alerts/filters';
import { describeAlertFiltersIn } from '~/lib/alerts/describe-in';
import { typedKeyword, withTypedKeyword } from '~/lib/alerts/keyword';
import { messagesFor, type Locale } from '~/i18n';
import { localizedPath } from '~/lib/pages/arabic-mirror';
import type { AlertFrequency } from '~/lib/alerts/filters';
import type { ManageError, ManageLink, ManageNotice } from '~/lib/alerts/manage';
import { oneAlertTopic, subscriptionTopic } from '~/lib/emails/subscription-confirm';
import { manageLink, manageTokenIssuedAt, manageTokenState, validUnsubscribeToken } from './links';
import type { SubscriptionKind } from './subscriptions';

// The manage page's reads and changes. A signed manage link (id, token) opens every subscription
// of the e-mail address of subscription `id`; each change names its target, which must belong to
// that address and (except resubscribing) still be confirmed or awaiting confirmation. Decisions:
// - resuming a paused alert restarts its watermark at now, so it never floods the subscriber with
//   the jobs published while it was paused;
// - changing an alert's search keeps its watermark (the next digest lists what is new since the
//   last one, under the new search); a search another alert of the address already has is refused;
// - deleting removes the row; unsubscribing (one or everything) sets unsubscribed_at and keeps it.

/** One subscription as the manage page shows it. */
export interface ManagedSubscription {
  id: string;
  kind: SubscriptionKind;
  /** A job alert's search; undefined for the other kinds (or a stored search the schema refuses now). */
  filters: AlertFilters | undefined;
  /** "Engineering jobs in Qatar", "the weekly newsletter", "event news". */
  description: string;
  /** Where /jobs shows the same search (job alerts only). */
  searchPath: string | undefined;
  frequency: AlertFrequency;
  state: 'active' | 'pending' | 'paused' | 'unsubscribed';
}

export interface ManagedAddress {
  email: string;
  subscriptions: ManagedSubscription[];
}

/** What a change did: the notice to show and the manage link to go on with (another one when the link's own row was deleted). */
export type ManageOutcome = { ok: true; notice: ManageNotice; link: ManageLink | undefined } | { ok: false; error: ManageError };

export type SubscriptionChange =
  | { kind: 'update'; filters: AlertFilters; frequency: AlertFrequency }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'delete' }
  | { kind: 'unsubscribe' }
  | { kind: 'resubscribe' };

type Trx = Transaction<Database>;

const kindOrder: Record<SubscriptionKind, number> = { job_alert: 0, newsletter: 1, event_news: 2 };

/** A subscription in words, in the language of the page that shows it (its search links to that language's /jobs). */
function describe(
  row: { kind: SubscriptionKind; filters: unknown; keyword_typed: string | null },
  locale: Locale,
): Pick<ManagedSubscription, 'filters' | 'description' | 'searchPath'> {
  if (row.kind !== 'job_alert')
    return { filters: undefined, description: subscriptionTopic({ kind: row.kind }, locale), searchPath: undefined };
  // Shown (and put back in the edit form) as typed; saving folds it again.
  const stored = parseAlertFilters(row.filters);
  const filters = stored && withTypedKeyword(stored, row.keyword_typed);
  return {
    filters,
    description: filters ? describeAlertFiltersIn(filters, locale) : messagesFor(locale).alerts.manage.unreadable,
    searchPath: filters ? localizedPath(alertSearchPath(filters), locale) : undefined,
  };
}

/** The address a manage link opens; 'link' for a forged link or a subscription that no longer exists, 'expired' for an old link. */
async function addressOf(trx: Trx, link: ManageLink, secret: string, now: Date): Promise<string | 'link' | 'expired'> {
  const state = manageTokenState(link.id, link.token, secret, now);
  if (state !== 'valid') return state === 'expired' ? 'expired' : 'link';
  const row = await trx.selectFrom('subscriptions').select('email').where('id', '=', link.id).executeTakeFirst();
  return row?.email ?? 'link';
}

const refused = (email: string): email is 'link' | 'expired' => email === 'link' || email === 'expired';

/** Every subscription of the link's address, alerts first (oldest first); undefined for a link that is not valid (or expired). */
export async function managedAddress(
  db: Db,
  link: ManageLink,
  secret: string,
  locale: Locale = 'en',
  now = new Date(),
): Promise<ManagedAddress | undefined> {
  return withActor(db, service, async (trx) => {
    const email = await addressOf(trx, link, secret, now);
    if (refused(email)) return undefined;
    const rows = await trx
      .selectFrom('subscriptions')
      .select(['id', 'kind', 'filters', 'keyword_typed', 'frequency', 'confirmed_at', 'paused_at', 'unsubscribed_at', 'created_at'])
      .where('email', '=', email)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const subscriptions = rows
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind])
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        frequency: row.frequency,
        state: row.unsubscribed_at ? 'unsubscribed' : !row.confirmed_at ? 'pending' : row.paused_at ? 'paused' : 'active',
        ...describe(row, locale),
      })) satisfies ManagedSubscription[];
    return { email, subscriptions };
  });
}

/** The filters the manage page shows as fields (AlertSearchFields.astro): an update replaces exactly these. */
const editedAlertFilters = [
  'q',
  'category',
  'country',
  'city',
  'remote',
  'min_salary',
  'type',
  'visa',
  'nationality',
  'package',
  'licence',
  'level',
  'verified',
] as const;

/** The SQL change of one subscription of `email`; the number of rows it touched (0: not the address's, or not live). */
async function apply(trx: Trx, email: string, target: string, change: SubscriptionChange, now: Date): Promise<number> {
  const mine = trx.updateTable('subscriptions').where('id', '=', target).where('email', '=', email);
  const live = mine.where('unsubscribed_at', 'is', null);
  const alert = live.where('kind', '=', 'job_alert');
  let result: { numUpdatedRows: bigint } | { numDeletedRows: bigint };
  switch (change.kind) {
    case 'update': {
      // The filters the page edits are replaced (a box left empty removes its filter); any other one (a topic) is kept as it was.
      const json = JSON.stringify(alertFiltersJson(change.filters));
      result = await alert
        .set({
          filters: sql`(filters - array[${sql.join(editedAlertFilters)}]::text[]) || ${json}::jsonb`,
          keyword_typed: typedKeyword(change.filters.q),
          frequency: change.frequency,
          // A new frequency is due at its own next slot, unless a digest is due already (its slot
          // passed, the next run sends it: moving it would hold it back a day or a week); the
          // watermark stays, so nothing is skipped.
          next_digest_at: sql`case when confirmed_at is not null and frequency is distinct from ${change.frequency}
                                       and not coalesce(next_digest_at <= ${now}, false)
                                  then public.next_digest_at(kind, ${change.frequency}, ${now}) else next_digest_at end`,
          updated_at: now,
        })
        .executeTakeFirst();
      break;
    }
    case 'pause':
      result = await alert.set({ paused_at: sql`coalesce(paused_at, ${now})`, updated_at: now }).executeTakeFirst();
      break;
    case 'resume':
      // The watermark restarts at now: the jobs published while it was paused are not sent.
      result = await alert
        .set({
          digested_through: sql`case when paused_at is not null and confirmed_at is not null then ${now} else digested_through end`,
          next_digest_at: sql`case when paused_at is not null and confirmed_at is not null
                                  then public.next_digest_at(kind, frequency, ${now}) else next_digest_at end`,
          paused_at: null,
          updated_at: now,
        })
        .executeTakeFirst();
      break;
    case 'delete':
      result = await trx
        .deleteFrom('subscriptions')
        .where('id', '=', target)
        .where('email', '=', email)
        .where('unsubscribed_at', 'is', null)
        .where('kind', '=', 'job_alert')
        .executeTakeFirst();
      break;
    case 'unsubscribe':
      result = await live.set({ unsubscribed_at: now, updated_at: now }).executeTakeFirst();
      break;
    case 'resubscribe':
      // The manage link came by e-mail to this address, so the address is confirmed; the
      // watermark starts now, as at a confirmation.
      result = await mine
        .where('unsubscribed_at', 'is not', null)
        .set({
          unsubscribed_at: null,
          paused_at: null,
          confirmed_at: sql`coalesce(confirmed_at, ${now})`,
          digested_through: now,
          next_digest_at: sql`public.next_digest_at(kind, frequency, ${now})`,
          updated_at: now,
        })
        .executeTakeFirst();
      break;
  }
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
}

const notices: Record<SubscriptionChange['kind'], ManageNotice> = {
  update: 'saved',
  pause: 'paused',
  resume: 'resumed',
  delete: 'deleted',
  unsubscribe: 'unsubscribed',
  resubscribe: 'resubscribed',
};

/** PostgreSQL's unique_violation: the address already has a subscription with these filters. */
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Changes subscription `target` of the link's address in one transaction: 'link' for a link that
 * is not valid, 'not-found' for a target of another address (or no longer live), 'duplicate' for a
 * search the address already has an alert for.
 */
export async function changeSubscription(
  db: Db,
  link: ManageLink,
  target: string,
  change: SubscriptionChange,
  secret: string,
  now = new Date(),
): Promise<ManageOutcome> {
  try {
    return await withActor(db, service, async (trx): Promise<ManageOutcome> => {
      const email = await addressOf(trx, link, secret, now);
      if (refused(email)) return { ok: false, error: email };
      if ((await apply(trx, email, target, change, now)) === 0) return { ok: false, error: 'not-found' };
      return { ok: true, notice: notices[change.kind], link: await linkAfter(trx, link, email, secret) };
    });
  } catch (error) {
    if (change.kind === 'update' && isUniqueViolation(error)) return { ok: false, error: 'duplicate' };
    throw error;
  }
}

/** Unsubscribes every confirmed or pending subscription of the link's address. */
export async function unsubscribeAll(db: Db, link: ManageLink, secret: string, now = new Date()): Promise<ManageOutcome> {
  return withActor(db, service, async (trx): Promise<ManageOutcome> => {
    const email = await addressOf(trx, link, secret, now);
    if (refused(email)) return { ok: false, error: email };
    await trx
      .updateTable('subscriptions')
      .set({ unsubscribed_at: now, updated_at: now })
      .where('email', '=', email)
      .where('unsubscribed_at', 'is', null)
      .execute();
    return { ok: true, notice: 'unsubscribed-all', link };
  });
}

/**
 * The link itself while its row exists; after its row was deleted, a link of another row of the
 * address (none when none is left), expiring when the link it replaces does.
 */
async function linkAfter(trx: Trx, link: ManageLink, email: string, secret: string): Promise<ManageLink | undefined> {
  const row = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .orderBy(sql`id = ${link.id}`, 'desc')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return undefined;
  return row.id === link.id ? link : manageLink(row.id, secret, manageTokenIssuedAt(link.token));
}

/**
 * What an unsubscribe link stops, for its page; undefined for a forged or unknown link. Neither the
 * address nor a manage link: whoever holds the one-click URL (a mail provider) may only unsubscribe.
 */
export async function unsubscribeTarget(
  db: Db,
  id: string,
  token: string,
  secret: string,
  locale: Locale = 'en',
): Promise<{ description: string; what: string; kind: SubscriptionKind; unsubscribed: boolean } | undefined> {
  if (!validUnsubscribeToken(id, token, secret)) return undefined;
  const row = await withActor(db, service, (trx) =>
    trx.selectFrom('subscriptions').select(['kind', 'filters', 'keyword_typed', 'unsubscribed_at']).where('id', '=', id).executeTakeFirst(),
  );
  if (!row) return undefined;
  const { description, filters } = describe(row, locale);
  // What the page says it stops: "the job alert for new jobs in Qatar", "the weekly newsletter".
  const what = filters ? oneAlertTopic(filters, locale) : description;
  return { description, what, kind: row.kind, unsubscribed: row.unsubscribed_at !== null };
}

/**
 * What a confirmation link confirmed, for its page: the subscription in words and, for a job alert,
 * how often it writes. The page holds the manage link the confirmation issued, so only a valid one
 * names anything; undefined otherwise.
 */
export async function confirmedSubscription(
  db: Db,
  link: ManageLink,
  secret: string,
  locale: Locale = 'en',
): Promise<{ kind: SubscriptionKind; description: string; frequency: AlertFrequency } | undefined> {
  if (manageTokenState(link.id, link.token, secret) !== 'valid') return undefined;
  const row = await withActor(db, service, (trx) =>
    trx.selectFrom('subscriptions').select(['kind', 'filters', 'keyword_typed', 'frequency']).where('id', '=', link.id).executeTakeFirst(),
  );
  if (!row) return undefined;
  return { kind: row.kind, description: describe(row, locale).description, frequency: row.frequency };
}
