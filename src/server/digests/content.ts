import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { digestFeedPath, digestFeedSchema, type DigestFeed } from '~/lib/digests/feed';

/** How long the run waits for the site's feed before mailing job alerts without it. */
export const feedTimeoutMs = 5_000;

/** The site's content feed (/digest-feed.json), or an error saying why it could not be read. */
export async function fetchDigestFeed(siteUrl: string, timeoutMs = feedTimeoutMs): Promise<DigestFeed | { error: string }> {
  const url = `${siteUrl}${digestFeedPath}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) return { error: `The content feed ${url} answered ${response.status}.` };
    const parsed = digestFeedSchema.safeParse(await response.json());
    if (!parsed.success) return { error: `The content feed ${url} is not in the expected shape: ${parsed.error.issues[0]?.message}` };
    return parsed.data;
  } catch (error) {
    return { error: `The content feed ${url} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Records the feed's events and articles not seen before, first seen now (their publication time
 * for digests). The very first time a kind is seen, everything is recorded as published at
 * -infinity: a baseline, so the first deploy does not mail every old event and article. Under the
 * shared publication lock, like a job's approval, so public.digest_cutoff() read after this never
 * passes a row still being written by a concurrent run.
 */
export async function recordContent(db: Db, feed: DigestFeed): Promise<void> {
  const items = [
    ...feed.events.map((e) => ({ kind: 'event', slug: e.slug, title: e.title })),
    ...feed.articles.map((a) => ({ kind: 'article', slug: a.slug, title: a.title })),
  ];
  if (items.length === 0) return;
  await withActor(db, service, async (trx) => {
    await sql`select pg_advisory_xact_lock_shared(hashtext('jobs.publication'))`.execute(trx);
    // The exists() reads the table as it was before this statement: a kind's first rows are the baseline.
    await sql`
      insert into public.content_publications (kind, slug, title, published_at)
      select v.kind, v.slug, v.title,
        case when exists (select 1 from public.content_publications c where c.kind = v.kind)
             then clock_timestamp() else '-infinity'::timestamptz end
      from unnest(${items.map((i) => i.kind)}::text[], ${items.map((i) => i.slug)}::text[], ${items.map((i) => i.title)}::text[])
        as v(kind, slug, title)
      on conflict (kind, slug) do nothing`.execute(trx);
  });
}
