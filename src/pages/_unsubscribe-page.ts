import type { AstroGlobal } from 'astro';
import { localeOf } from '~/i18n';
import { formDeps } from '~/server/forms/deps';
import { unsubscribeTarget } from '~/server/subscriptions/manage';
import { noStore } from '~/server/http/cache-control';

// Where an e-mail's unsubscribe link lands (/unsubscribe, /ar/unsubscribe; ?id&token): what it
// stops, in the page's language; 404 for a link that names no subscription. Both page files call it.

export type UnsubscribeTarget = Awaited<ReturnType<typeof unsubscribeTarget>>;

export async function openUnsubscribePage(Astro: AstroGlobal): Promise<{ id: string; token: string; target: UnsubscribeTarget }> {
  Astro.response.headers.set('cache-control', noStore);
  const id = Astro.url.searchParams.get('id') ?? '';
  const token = Astro.url.searchParams.get('token') ?? '';
  const deps = await formDeps();
  const target = await unsubscribeTarget(deps.db, id, token, deps.secret, localeOf(Astro.url));
  if (!target) Astro.response.status = 404;
  return { id, token, target };
}
