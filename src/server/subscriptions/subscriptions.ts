import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import type { SubscriptionsTable } from '~/server/db/schema';
import { enqueueEmail } from '~/server/mail/outbox';
import { subscriptionConfirmEmail } from '~/lib/emails/subscription-confirm';
import { alertFiltersJson, defaultAlertFrequency, type AlertFilters, type AlertFrequency } from '~/lib/alerts/filters';
import type { Locale } from '~/i18n/locales';
import { typedKeyword, withTypedKeyword } from '~/lib/alerts/keyword';
import { unsubscribeUrl, validUnsubscribeToken } from './links';

export type SubscriptionKind = SubscriptionsTable['kind'];

export interface SubscribeInput {
  email: string;
  kind: SubscriptionKind;
  source: string;
  /** A job alert's saved search; empty for the other kinds. */
  filters?: AlertFilters;
  /** A job alert's frequency (weekly by default); the newsletter is weekly. */
  frequency?: AlertFrequency;
  /** The language of the page it was made on (English by default): its e-mails and their pages follow it. */
  locale?: Locale;
}

export interface SubscriptionContext {
  siteUrl: string;
  /** Signs unsubscribe links (SESSION_SECRET or the local secret). */
  secret: string;
  now?: Date;
}

/** What happened; the endpoint answers every case the same way, so it reveals no subscriber. */
export type SubscribeOutcome = 'confirmation-sent' | 'already-confirmed' | 'recently-sent';

const resendAfterMs = 10 * 60_000;
export const confirmValidDays = 7;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Subscribes (double opt-in) in one transaction as the service: a new or lapsed subscription gets
 * a fresh confirmation e-mail (queued in the same transaction); a confirmed one gets nothing; an
 * unconfirmed one is sent again at most every 10 minutes.
 */
export async function subscribe(db: Db, input: SubscribeInput, context: SubscriptionContext): Promise<SubscribeOutcome> {
  const now = context.now ?? new Date();
  const filters = input.kind === 'job_alert' ? alertFiltersJson(input.filters ?? {}) : {};
  const frequency = input.kind === 'job_alert' ? (input.frequency ?? defaultAlertFrequency) : 'weekly';
  const locale = input.locale ?? 'en';
  const keywordTyped = input.kind === 'job_alert' ? typedKeyword(input.filters?.q) : null;
  return withActor(db, service, async (trx) => {
    // Serialises two sign-ups of the same address (double click) without a unique-key error.
    await sql`select pg_advisory_xact_lock(hashtext(${`subscribe:${input.email.toLowerCase()}:${input.kind}`}))`.execute(trx);
    const existing = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('email', '=', input.email)
      .where('kind', '=', input.kind)
      .where('filters', '=', sql<typeof filters>`${JSON.stringify(filters)}::jsonb`)
      .executeTakeFirst();
    if (existing?.confirmed_at && !existing.unsubscribed_at) {
      // Signing up again for the same search with another frequency, or from the other language's
      // page, changes it (the newest choice wins); nothing is sent.
      if (existing.frequency !== frequency || existing.locale !== locale) {
        await trx
          .updateTable('subscriptions')
          .set({ frequency, locale, next_digest_at: sql<Date>`public.next_digest_at(kind, ${frequency}, ${now})`, updated_at: now })
          .where('id', '=', existing.id)
          .execute();
      }
      return 'already-confirmed';
    }
    if (
      existing &&
      !existing.unsubscribed_at &&
      existing.confirmation_sent_at &&
      now.getTime() - existing.confirmation_sent_at.getTime() < resendAfterMs
    ) {
      if (existing.locale !== locale) {
        await trx.updateTable('subscriptions').set({ locale, updated_at: now }).where('id', '=', existing.id).execute();
      }
      return 'recently-sent';
    }
    const token = newToken();
    const fields = {
      confirm_token_hash: sha256(token),
      confirmation_sent_at: now,
      confirmed_at: null,
      unsubscribed_at: null,
      paused_at: null,
      next_digest_at: null,
      digested_through: null,
      frequency,
      locale,
      keyword_typed: keywordTyped,
      source: input.source,
      updated_at: now,
    };
    const id = existing
      ? (await trx.updateTable('subscriptions').set(fields).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await trx
            .insertInto('subscriptions')
            .values({ ...fields, email: input.email, kind: input.kind, filters: sql<typeof filters>`${JSON.stringify(filters)}::jsonb` })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    const confirmUrl = `${context.siteUrl}/api/subscriptions/confirm?${new URLSearchParams({ token })}`;
    await enqueueEmail(trx, {
      to: input.email,
      ...subscriptionConfirmEmail({
        subscription: { kind: input.kind, filters: withTypedKeyword(filters, keywordTyped), frequency },
        confirmUrl,
        unsubscribeUrl: unsubscribeUrl(context.siteUrl, id, context.secret, locale),
        validDays: confirmValidDays,
        locale,
      }),
    });
    return 'confirmation-sent';
  });
}

export type ConfirmOutcome = { status: 'confirmed' | 'already'; id: string; locale: Locale } | { status: 'invalid' };

/** Opens a confirmation link: 'confirmed' or 'already' (opened before) with the subscription's id, or 'invalid' (unknown or expired). */
export async function openConfirmation(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'invalid' };
  return withActor(db, service, async (trx): Promise<ConfirmOutcome> => {
    const row = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('confirm_token_hash', '=', sha256(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.unsubscribed_at) return { status: 'invalid' };
    if (row.confirmed_at) return { status: 'already', id: row.id, locale: row.locale };
    const sent = row.confirmation_sent_at?.getTime() ?? 0;
    if (now.getTime() - sent > confirmValidDays * 24 * 3600_000) return { status: 'invalid' };
    // The watermark starts now: the first digest lists jobs published after the confirmation.
    await trx
      .updateTable('subscriptions')
      .set({
        confirmed_at: now,
        digested_through: now,
        next_digest_at: sql<Date>`public.next_digest_at(kind, frequency, ${now})`,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .execute();
    return { status: 'confirmed', id: row.id, locale: row.locale };
  });
}

/** Opens an unsubscribe link: idempotent; 'invalid' for a forged or unknown link. */
export async function unsubscribe(
  db: Db,
  id: string,
  token: string,
  secret: string,
  now = new Date(),
): Promise<{ status: 'unsubscribed'; locale: Locale } | { status: 'invalid' }> {
  if (!validUnsubscribeToken(id, token, secret)) return { status: 'invalid' };
  const row = await withActor(db, service, (trx) =>
    trx
      .updateTable('subscriptions')
      .set({ unsubscribed_at: sql<Date>`coalesce(unsubscribed_at, ${now})`, updated_at: now })
      .where('id', '=', id)
      .returning('locale')
      .executeTakeFirst(),
  );
  return row ? { status: 'unsubscribed', locale: row.locale } : { status: 'invalid' };
}

/** The language of a subscription a valid unsubscribe link names; undefined for a forged or unknown link. */
export async function subscriptionLocale(db: Db, id: string, token: string, secret: string): Promise<Locale | undefined> {
  if (!validUnsubscribeToken(id, token, secret)) return undefined;
  const row = await withActor(db, service, (trx) =>
    trx.selectFrom('subscriptions').select('locale').where('id', '=', id).executeTakeFirst(),
  );
  return row?.locale;
}
