import type { AstroGlobal } from 'astro';
import { localeOf } from '~/i18n';
import { manageLinkSchema } from '~/lib/alerts/manage';
import { sessionSecret } from '~/server/auth/session-secret';
import { db } from '~/server/db/client';
import { confirmedSubscription } from '~/server/subscriptions/manage';
import { noStore } from '~/server/http/cache-control';

// Where a confirmation link lands (/subscription-confirmed, /ar/…; ?status&id&token): the outcome
// and, through the manage link the confirmation issued, what was confirmed. Both page files call it.

export type ConfirmedSubscription = Awaited<ReturnType<typeof confirmedSubscription>>;

export async function openConfirmedPage(Astro: AstroGlobal): Promise<{ status: string | null; confirmed: ConfirmedSubscription }> {
  Astro.response.headers.set('cache-control', noStore);
  const status = Astro.url.searchParams.get('status');
  const link = manageLinkSchema.safeParse({ id: Astro.url.searchParams.get('id') ?? '', token: Astro.url.searchParams.get('token') ?? '' });
  const known = status === 'confirmed' || status === 'already';
  const confirmed =
    known && link.success ? await confirmedSubscription(db(), link.data, await sessionSecret(), localeOf(Astro.url)) : undefined;
  return { status, confirmed };
}
