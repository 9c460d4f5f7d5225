import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import { manageLinkEmail } from '~/lib/emails/manage-link';
import { manageUrl, manageValidDays } from './links';

/**
 * Queues a fresh manage link to `email` when it has any subscription (of any state: the page also
 * resubscribes); nothing otherwise. The caller answers both cases alike, so the form reveals no
 * subscriber, and counts the request against the per-inbox limits first (src/server/forms/guard.ts).
 */
export async function sendManageLink(db: Db, email: string, { siteUrl, secret }: { siteUrl: string; secret: string }): Promise<void> {
  await withActor(db, service, async (trx) => {
    // Sign-ups store the address trimmed and lowercased; the newest subscription gives the language.
    const newest = await trx
      .selectFrom('subscriptions')
      .select(['id', 'email', 'locale'])
      .where('email', '=', email.trim().toLowerCase())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!newest) return;
    await enqueueEmail(trx, {
      to: newest.email,
      ...manageLinkEmail({
        manageUrl: manageUrl(siteUrl, newest.id, secret, newest.locale),
        validDays: manageValidDays,
        locale: newest.locale,
      }),
    });
  });
}
