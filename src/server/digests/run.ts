import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import type { Database } from '~/server/db/schema';
import type { DigestFeed } from '~/lib/digests/feed';
import { alertSearchPath, parseAlertFilters, type AlertFilters } from '~/lib/alerts/filters';
import { withTypedKeyword } from '~/lib/alerts/keyword';
import { eventNewsEmail, jobAlertDigestEmail, newsletterDigestEmail, type DigestJob } from '~/lib/emails/digests';
import { enqueueEmails } from '~/server/mail/outbox';
import type { OutgoingEmail } from '~/server/mail/message';
import { manageUrl, oneClickUnsubscribeUrl, unsubscribeUrl } from '~/server/subscriptions/links';
import { siteUrlIn } from '~/lib/emails/email-language';
import type { Locale } from '~/i18n/locales';
import { countAlertSends } from './alert-sends';
import { recordContent } from './content';
import { jobAlertMatches, newContent, newestJobMatches, type DigestJobRow } from './matching';

export interface DigestRunOptions {
  /** The site's public address, for links in the e-mails. */
  siteUrl: string;
  /** The secret that signs unsubscribe and manage links. */
  secret: string;
  /** The site's events and articles (/digest-feed.json), or why they could not be read. */
  content: DigestFeed | { error: string };
  /** Subscriptions claimed and queued per transaction (default 500). */
  batchSize?: number;
  /** No batch is claimed after this many milliseconds (default 20 s); due rows wait for the next run. */
  deadlineMs?: number;
  /** The run's clock for "upcoming" events (tests). */
  now?: Date;
  /** Tests: called in each batch's transaction right after the claim; throwing simulates a crash. */
  afterClaim?: (claimed: number) => void | Promise<void>;
}

export interface DigestRunResult {
  id: string;
  /** The publication time this run mailed up to (ISO). */
  cutoff: string;
  claimed: number;
  /** E-mails queued in the outbox. */
  sent: number;
  /** Due with nothing new: no e-mail, watermark and schedule moved. */
  skipped: number;
  /** Could not be digested (filters that no longer parse): schedule moved, watermark kept. */
  failed: number;
  /** Why part of the run did not happen (the content feed), if so. */
  error?: string;
}

interface Claimed {
  id: string;
  email: string;
  kind: 'newsletter' | 'job_alert' | 'event_news';
  frequency: 'daily' | 'weekly';
  filters: unknown;
  /** A job alert's keyword as typed (shown), beside the folded one in filters (matched). */
  keyword_typed: string | null;
  /** The subscriber's language: the e-mail's words and the pages its links open. */
  locale: Locale;
  /** The watermark as ISO text (microseconds kept): part of the digest's dedupe key. */
  watermark: string | null;
}

/** What a batch decided for one subscription. */
interface Outcome {
  id: string;
  /** Move the watermark to the cut-off. */
  advance: boolean;
  email?: OutgoingEmail;
  /** A job alert's listed jobs (slugs), counted as sent in alerts once its e-mail is queued. */
  listed?: string[];
}

/** A timestamptz as ISO 8601 text in UTC, microseconds kept. */
const isoText = (value: RawBuilder<unknown>) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const hasFeed = (content: DigestRunOptions['content']): content is DigestFeed => !('error' in content);

/**
 * One digest run. Reads the cut-off (public.digest_cutoff: no uncommitted publication is older)
 * in a short transaction of its own, then, batch by batch until none is due or the deadline, claims
 * due subscriptions with `for update skip locked` and, in that same transaction, queues their
 * e-mails and moves their watermark and schedule: a crash rolls the batch back whole, two runners
 * never claim the same row, and the outbox's dedupe key refuses a second copy of any digest.
 */
export async function runDigests(db: Db, options: DigestRunOptions): Promise<DigestRunResult> {
  const { content, batchSize = 500, deadlineMs = 20_000 } = options;
  const startedAt = performance.now();
  const run = await withActor(db, service, (trx) =>
    trx.insertInto('digest_runs').defaultValues().returning('id').executeTakeFirstOrThrow(),
  );
  const result: DigestRunResult = { id: run.id, cutoff: '', claimed: 0, sent: 0, skipped: 0, failed: 0 };
  if (!hasFeed(content)) result.error = `Newsletter and event news wait for the next run: ${content.error}`;
  try {
    if (hasFeed(content)) await recordContent(db, content);
    // As text, to the microsecond: a JavaScript Date would cut it to milliseconds, and the next
    // window must start exactly where this one ends.
    const cutoff = await withActor(db, service, async (trx) => {
      const { rows } = await sql<{ cutoff: string }>`select ${isoText(sql`public.digest_cutoff()`)} as cutoff`.execute(trx);
      return rows[0]!.cutoff;
    });
    result.cutoff = cutoff;
    // Without the feed the newsletter and event news are not claimed: they stay due, watermark unmoved.
    const kinds = hasFeed(content) ? ['job_alert', 'newsletter', 'event_news'] : ['job_alert'];
    while (performance.now() - startedAt < deadlineMs) {
      const batch = await withActor(db, service, (trx) => digestBatch(trx, { ...options, cutoff, kinds, batchSize }));
      result.claimed += batch.claimed;
      result.sent += batch.sent;
      result.skipped += batch.skipped;
      result.failed += batch.failed;
      if (batch.claimed < batchSize) break;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishRun(db, result, `The run stopped: ${message}`);
    throw error;
  }
  await finishRun(db, result, result.error);
  return result;
}

/** Runs are kept this long for the admins' page (a run every 15 minutes is 96 rows a day). */
export const digestRunsKeptDays = 30;

async function finishRun(db: Db, result: DigestRunResult, error: string | undefined) {
  await withActor(db, service, async (trx) => {
    await trx
      .deleteFrom('digest_runs')
      .where('started_at', '<', sql<Date>`now() - make_interval(days => ${digestRunsKeptDays})`)
      .execute();
    await trx
      .updateTable('digest_runs')
      .set({
        finished_at: sql<Date>`now()`,
        cutoff: result.cutoff ? sql<Date>`${result.cutoff}::timestamptz` : null,
        claimed: result.claimed,
        sent: result.sent,
        skipped: result.skipped,
        failed: result.failed,
        error: error ? error.slice(0, 2000) : null,
      })
      .where('id', '=', result.id)
      .execute();
  });
}

type BatchInput = DigestRunOptions & { cutoff: string; kinds: string[]; batchSize: number };

async function digestBatch(trx: Kysely<Database>, input: BatchInput) {
  const { cutoff, siteUrl, secret, content } = input;
  const { rows: claimed } = await sql<Claimed>`
    select id, email, kind, frequency, filters, keyword_typed, locale, ${isoText(sql`digested_through`)} as watermark
    from public.subscriptions
    where confirmed_at is not null and unsubscribed_at is null and paused_at is null
      and next_digest_at <= now() and kind = any(${input.kinds}::text[])
      -- Event news is due at every run but claimed only when an event is new to it: no write, no
      -- "skipped" per subscriber every 15 minutes.
      and (kind <> 'event_news' or exists (
        select 1 from public.content_publications c
        where c.kind = 'event' and c.published_at > coalesce(digested_through, confirmed_at) and c.published_at <= ${cutoff}::timestamptz))
    order by next_digest_at, id
    limit ${input.batchSize}
    for update skip locked`.execute(trx);
  const counts = { claimed: claimed.length, sent: 0, skipped: 0, failed: 0 };
  if (claimed.length === 0) return counts;
  await input.afterClaim?.(claimed.length);

  const alerts: { sub: Claimed; filters: AlertFilters }[] = [];
  const failed: Claimed[] = [];
  for (const sub of claimed.filter((s) => s.kind === 'job_alert')) {
    const filters = parseAlertFilters(sub.filters);
    if (filters) alerts.push({ sub, filters });
    else failed.push(sub);
  }
  const newsletters = claimed.filter((s) => s.kind === 'newsletter');
  const eventNews = claimed.filter((s) => s.kind === 'event_news');
  const [alertJobs, newsletterJobs, unseen] = [
    await jobAlertMatches(
      trx,
      alerts.map((a) => ({ id: a.sub.id, filters: a.filters })),
      cutoff,
    ),
    await newestJobMatches(
      trx,
      newsletters.map((s) => s.id),
      cutoff,
    ),
    await newContent(
      trx,
      [...newsletters, ...eventNews].map((s) => s.id),
      cutoff,
    ),
  ];

  const feed = hasFeed(content) ? content : { articles: [], events: [] };
  const articles = new Map(feed.articles.map((a) => [a.slug, a]));
  const now = (input.now ?? new Date()).getTime();
  const upcoming = new Map(feed.events.filter((e) => Date.parse(e.start) > now).map((e) => [e.slug, e]));
  const links = (sub: Claimed) => ({
    manageUrl: manageUrl(siteUrl, sub.id, secret, sub.locale),
    unsubscribeUrl: unsubscribeUrl(siteUrl, sub.id, secret, sub.locale),
  });
  const digestJob =
    (locale: Locale) =>
    (j: DigestJobRow): DigestJob => ({ ...j, url: siteUrlIn(siteUrl, `/jobs/${j.slug}`, locale) });
  const queue = (sub: Claimed, copy: ReturnType<typeof eventNewsEmail>): Outcome => ({
    id: sub.id,
    advance: true,
    email: {
      ...copy,
      to: sub.email,
      listUnsubscribe: oneClickUnsubscribeUrl(siteUrl, sub.id, secret),
      dedupeKey: `digest:${sub.id}:${sub.watermark ?? 'start'}`,
    },
  });

  const outcomes: Outcome[] = failed.map((s) => ({ id: s.id, advance: false }));
  for (const { sub, filters } of alerts) {
    const found = alertJobs.get(sub.id);
    if (!found) outcomes.push({ id: sub.id, advance: true });
    else
      outcomes.push({
        ...queue(
          sub,
          jobAlertDigestEmail({
            // Matched with the folded keyword, read with the typed one.
            filters: withTypedKeyword(filters, sub.keyword_typed),
            frequency: sub.frequency,
            jobs: found.jobs.map(digestJob(sub.locale)),
            total: found.total,
            searchUrl: siteUrlIn(siteUrl, alertSearchPath(withTypedKeyword(filters, sub.keyword_typed)), sub.locale),
            links: links(sub),
            locale: sub.locale,
          }),
        ),
        listed: found.jobs.map((j) => j.slug),
      });
  }
  for (const sub of newsletters) {
    const found = newsletterJobs.get(sub.id);
    const newArticles = (unseen.get(sub.id) ?? []).flatMap((c) =>
      c.kind === 'article' ? [articles.get(c.slug)].filter((a) => a !== undefined) : [],
    );
    if (!found && newArticles.length === 0) outcomes.push({ id: sub.id, advance: true });
    else
      outcomes.push(
        queue(
          sub,
          newsletterDigestEmail({
            jobs: (found?.jobs ?? []).map(digestJob(sub.locale)),
            totalJobs: found?.total ?? 0,
            articles: newArticles.map((a) => ({ title: a.title, url: a.url, description: a.description })),
            jobsUrl: siteUrlIn(siteUrl, '/jobs', sub.locale),
            links: links(sub),
            locale: sub.locale,
          }),
        ),
      );
  }
  for (const sub of eventNews) {
    const events = (unseen.get(sub.id) ?? []).flatMap((c) =>
      c.kind === 'event' ? [upcoming.get(c.slug)].filter((e) => e !== undefined) : [],
    );
    if (events.length === 0) outcomes.push({ id: sub.id, advance: true });
    else
      outcomes.push(
        queue(sub, eventNewsEmail({ events: events.map((e) => ({ title: e.title, url: e.url, when: e.when })), links: links(sub) })),
      );
  }

  const queued = outcomes.flatMap((o) => (o.email ? [{ email: o.email, listed: o.listed }] : []));
  const emails = queued.map((o) => o.email);
  const outboxIds = await enqueueEmails(trx, emails);
  await countAlertSends(
    trx,
    queued.flatMap((o, i) => (o.listed ? [{ outboxId: outboxIds[i]!, slugs: o.listed }] : [])),
  );
  await sql`
    update public.subscriptions s
    set digested_through = case when v.advance then ${cutoff}::timestamptz else s.digested_through end,
        last_digest_at = case when v.queued then now() else s.last_digest_at end,
        next_digest_at = public.next_digest_at(s.kind, s.frequency, now())
    from unnest(${outcomes.map((o) => o.id)}::uuid[], ${outcomes.map((o) => o.advance)}::boolean[], ${outcomes.map((o) => !!o.email)}::boolean[])
      as v(id, advance, queued)
    where s.id = v.id`.execute(trx);
  counts.sent = emails.length;
  counts.failed = failed.length;
  counts.skipped = outcomes.length - emails.length - failed.length;
  return counts;
}
