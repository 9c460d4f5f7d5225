import type { AstroGlobal } from 'astro';
import { localeOf } from '~/i18n';
import { sessionSecret } from '~/server/auth/session-secret';
import { db } from '~/server/db/client';
import { unsubscribeTarget } from '~/server/subscriptions/manage';
import { noStore } from '~/server/http/cache-control';

// Where an e-mail's unsubscribe link lands (/unsubscribe, /ar/unsubscribe; ?id&token): what it
// stops, in the page's language; 404 for a link that names no subscription. Both page files call it.

export type UnsubscribeTarget = Awaited<ReturnType<typeof unsubscribeTarget>>;

export async function openUnsubscribePage(Astro: AstroGlobal): Promise<{ id: string; token: string; target: UnsubscribeTarget }> {
  Astro.response.headers.set('cache-control', noStore);
  const id = Astro.url.searchParams.get('id') ?? '';
  const token = Astro.url.searchParams.get('token') ?? '';
  const target = await unsubscribeTarget(db(), id, token, await sessionSecret(), localeOf(Astro.url));
  if (!target) Astro.response.status = 404;
  return { id, token, target };
}
