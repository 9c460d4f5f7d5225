import { backgroundDb, type Db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { maintainAnalytics } from '~/server/analytics/retention';
import { runDigestsFromEnv } from '~/server/digests/from-env';
import { flushOutbox, outboxStatus } from '~/server/mail/outbox';
import { transportFromEnv, type MailTransport } from '~/server/mail/transport';
import { netlifyBuildHook } from '~/server/rebuild/netlify-build-hook';
import { localDebounce, netlifyDebounce, processRebuilds } from '~/server/rebuild/worker';
import type { Debounce } from '~/server/rebuild/queue';
import { processCachePurges, type Purge } from '~/server/cache/purge-queue';
import { netlifyPurge } from '~/server/cache/netlify-purge';
import { sendExpiryReminders } from '~/server/employers/expiry-reminders';

/** What npm start hands its timers (the Netlify functions build their own from the environment on each run). */
export interface LocalHost {
  db: Db;
  transport: MailTransport;
  analyticsRetentionDays: number;
  /** Builds the local site again and swaps it in (scripts/lib/local-site). */
  rebuildSite: () => Promise<{ buildMs: number }>;
  /** Drops tags from the local proxy's CDN cache; unset when it is off (a purge run then only marks requests done). */
  cdnPurge?: Purge;
  /** How long changes settle before a local rebuild: localDebounce unless given (the e2e site waits less). */
  rebuildDebounce?: Debounce;
}

export interface ScheduledTask<Needs extends keyof LocalHost = keyof LocalHost> {
  /** The Netlify function's file (netlify/functions/{name}.mts) and the first word of its log lines. */
  name: string;
  /** When Netlify runs it (cron, UTC). Netlify reads the literal in the function's file, which a unit test keeps equal to this. */
  cron: string;
  /** How often npm start runs it. */
  localIntervalMs: number;
  /** npm start runs it as soon as it starts, or first after one interval. */
  runsAtStart: boolean;
  /** The start of npm start's log line when a run throws (the next run tries again). */
  failure: string;
  /** One run in a Netlify scheduled function: a fresh instance that may live 30 s. */
  netlify: () => Promise<void>;
  /** One run in npm start's long-lived process. */
  local: (host: Pick<LocalHost, Needs>) => Promise<void>;
}

/**
 * Every minute: if moderation changed what is public (and the changes have settled), build the
 * site once for all of it: a Netlify build hook (done when the deploy notification says so), or
 * locally a build swapped in at once.
 */
export const rebuildTrigger: ScheduledTask<'db' | 'rebuildSite' | 'rebuildDebounce'> = {
  name: 'rebuild-trigger',
  cron: '* * * * *',
  localIntervalMs: 2000,
  runsAtStart: false,
  failure: 'rebuild: could not read the rebuild queue',
  async netlify() {
    const env = readEnv();
    if (!env.NETLIFY_BUILD_HOOK_URL) {
      throw new Error('NETLIFY_BUILD_HOOK_URL is not set: create a build hook in Netlify (Site settings → Build hooks) and set it.');
    }
    if (!env.NETLIFY_DEPLOY_WEBHOOK_SECRET) {
      // Without deploy notifications no request could ever be marked done.
      throw new Error(
        'NETLIFY_DEPLOY_WEBHOOK_SECRET is not set: add deploy notifications (Site configuration → Notifications → Deploy notifications → HTTP POST request, "Deploy succeeded" and "Deploy failed") to https://<site>/api/netlify/deploy-notifications with a JWS secret token, and set the same secret here.',
      );
    }
    const outcome = await processRebuilds(backgroundDb(), netlifyBuildHook(env.NETLIFY_BUILD_HOOK_URL), { debounce: netlifyDebounce });
    console.log(`rebuild-trigger: ${JSON.stringify(outcome)}`);
  },
  async local({ db, rebuildSite, rebuildDebounce = localDebounce }) {
    const outcome = await processRebuilds(
      db,
      async () => {
        const { buildMs } = await rebuildSite();
        console.log(`rebuild: site rebuilt in ${(buildMs / 1000).toFixed(1)} s and swapped in`);
        return 'live';
      },
      { debounce: rebuildDebounce },
    );
    if (outcome.kind === 'failed') console.error(`rebuild: will retry: ${outcome.error}`);
  },
};

/** Deliver the e-mails waiting in the outbox (retries included). */
export const outboxFlush: ScheduledTask<'db' | 'transport'> = {
  name: 'outbox-flush',
  cron: '* * * * *',
  localIntervalMs: 10_000,
  runsAtStart: true,
  failure: 'mail: the outbox could not be flushed',
  async netlify() {
    // A scheduled function may run for 30 s: flushOutbox stops claiming after 12 s and each message
    // is cut off after 10 s (smtpLimits), so the run ends in time; rows left wait for the next minute.
    // The deadline, not the batch size, bounds the run: over one pooled SMTP connection a minute's
    // run sends hundreds of digests (500 at most), not 50.
    const transport = transportFromEnv();
    let result;
    try {
      result = await flushOutbox(backgroundDb(), transport, { batchSize: 500 });
    } finally {
      transport.close?.();
    }
    console.log(`outbox-flush: ${JSON.stringify(result)} ${JSON.stringify(await outboxStatus(backgroundDb()))}`);
  },
  async local({ db, transport }) {
    const result = await flushOutbox(db, transport);
    if (result.failed + result.gaveUp > 0) {
      console.error(`mail: ${result.failed} failed (will retry), ${result.gaveUp} given up; see public.email_outbox.last_error`);
    }
  },
};

/**
 * Count the ended Gulf days into the daily roll-ups, then delete raw page views and job events
 * older than ANALYTICS_RETENTION_DAYS from days already counted. Hourly rather than daily so one
 * failed run only delays it; a run with nothing to do is two cheap statements.
 */
export const analyticsRollup: ScheduledTask<'db' | 'analyticsRetentionDays'> = {
  name: 'analytics-rollup',
  // At :15 past every hour: 20:15 UTC is just after a Gulf day closes (midnight UTC+4, plus the
  // roll-up's five minutes), so yesterday is counted within minutes.
  cron: '15 * * * *',
  localIntervalMs: 3_600_000,
  runsAtStart: true,
  failure: 'analytics: the roll-up or pruning failed (next try in an hour)',
  async netlify() {
    const env = readEnv();
    const result = await maintainAnalytics(backgroundDb(), env.ANALYTICS_RETENTION_DAYS);
    console.log(`analytics-rollup: ${JSON.stringify({ ...result, retentionDays: env.ANALYTICS_RETENTION_DAYS })}`);
  },
  async local({ db, analyticsRetentionDays }) {
    const result = await maintainAnalytics(db, analyticsRetentionDays);
    if (result.pageViews + result.jobEvents > 0) {
      console.log(
        `analytics: rolled up to ${result.lastRolledUpDay}; pruned ${result.pageViews} page views and ${result.jobEvents} job events older than ${analyticsRetentionDays} days`,
      );
    }
  },
};

/** Queue the due job alerts, newsletters and event news (the outbox sends them); locally every minute. */
export const digestRun: ScheduledTask<'db'> = {
  name: 'digest-run',
  cron: '*/15 * * * *',
  localIntervalMs: 60_000,
  runsAtStart: true,
  failure: 'digests: the run failed',
  async netlify() {
    // A scheduled function may run for 30 s: the content feed waits at most 5 s and no batch is
    // claimed after 20 s; due subscriptions left wait for the next run. Overlapping runs are safe
    // (rows are claimed with skip locked, each digest has a unique dedupe key).
    const result = await runDigestsFromEnv(backgroundDb(), { deadlineMs: 20_000 });
    console.log(`digest-run: ${JSON.stringify(result)}`);
  },
  async local({ db }) {
    const result = await runDigestsFromEnv(db);
    if (result.claimed > 0 || result.error) console.log(`digests: ${JSON.stringify(result)}`);
  },
};

/**
 * Send the queued CDN purges (a public job changed: its page, the searches, the job sitemaps). A
 * change purges at once from the request that made it (src/middleware.ts); this run sends what that
 * missed (a change made straight in SQL, a purge that failed) and retries failures. Locally the
 * purge drops the tags from the proxy's cache (scripts/lib/local-site/cdn-cache.ts) every 2 s; with
 * the local cache off (LOCAL_CDN_CACHE_MB=0) a run only marks the requests done.
 */
export const cachePurge: ScheduledTask<'db' | 'cdnPurge'> = {
  name: 'cache-purge',
  cron: '* * * * *',
  localIntervalMs: 2000,
  runsAtStart: true,
  failure: 'cache: the purge queue could not be read',
  async netlify() {
    const outcome = await processCachePurges(backgroundDb(), netlifyPurge, { limit: 50 });
    console.log(`cache-purge: ${JSON.stringify(outcome)}`);
  },
  async local({ db, cdnPurge }) {
    const outcome = await processCachePurges(db, cdnPurge ?? (async () => {}), { limit: 50 });
    if (outcome.failed > 0) console.error(`cache: a local purge failed (retried): ${outcome.error}`);
  },
};

/** E-mail posters a renew link 3 days before their job expires (once per expiry); hourly, so a failed run only delays it. */
export const expiryReminders: ScheduledTask<'db'> = {
  name: 'expiry-reminders',
  cron: '40 * * * *',
  localIntervalMs: 3_600_000,
  runsAtStart: true,
  failure: 'expiry reminders: the run failed (next try in an hour)',
  async netlify() {
    const result = await sendExpiryReminders(backgroundDb(), { siteUrl: readEnv().SITE_URL });
    console.log(`expiry-reminders: ${JSON.stringify(result)}`);
  },
  async local({ db }) {
    const result = await sendExpiryReminders(db, { siteUrl: readEnv().SITE_URL });
    if (result.queued > 0) console.log(`expiry reminders: ${result.queued} queued`);
  },
};

/** Every periodic task, in the order npm start starts their timers. */
export const scheduledTasks = [rebuildTrigger, outboxFlush, analyticsRollup, digestRun, cachePurge, expiryReminders] as const;
