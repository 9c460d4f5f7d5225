import pg from 'pg';
import type { CdnCache } from './cdn-cache';

/** How long to wait before listening again after the connection broke (the queue run covers the gap). */
const reconnectMs = 2000;
/** A kept answer waits at most this long for the listener to catch up (a slow database: served as kept). */
const catchUpLimitMs = 250;

export interface PurgeNotifications {
  /**
   * Resolves once every purge announced before the call has been applied: a round trip on the
   * listening connection that started after the call (PostgreSQL delivers the notifications
   * committed before a command ahead of its result). Immediately when not listening.
   */
  caughtUp: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Drops from the proxy's cache the tags each committed change announces (NOTIFY cache_purge, sent by
 * public.queue_cache_purge), the moment it commits: a change made straight in SQL is then not served
 * stale until the next queue run. The queue stays the record: its run purges the same tags again
 * and marks them done. '*' (a payload too long for NOTIFY) drops everything. The proxy awaits
 * `caughtUp()` before it serves a kept answer, so a change committed before a request is never
 * answered from the cache (a job withdrawn in SQL is 404 at once).
 */
export function listenForPurgeNotifications(databaseUrl: string, cache: CdnCache): PurgeNotifications {
  let stopped = false;
  let client: pg.Client | undefined;
  let listening = false;
  /** The round trip under way, and the one that waits for it (each request needs one started after it arrived). */
  let current: Promise<void> | undefined;
  let following: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'local-cdn-purge' });
    client = next;
    const retry = () => {
      if (stopped || client !== next) return;
      client = undefined;
      listening = false;
      void next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), reconnectMs);
      timer.unref();
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', ({ channel, payload }) => {
      if (channel !== 'cache_purge') return;
      if (payload === '*') cache.clear();
      else if (payload) cache.purge(payload.split(','));
    });
    try {
      await next.connect();
      await next.query('listen cache_purge');
      listening = client === next;
    } catch {
      retry();
    }
  };
  void connect();
  const roundTrip = (): Promise<void> => {
    const on = client;
    if (!on || !listening) return Promise.resolve();
    const trip = on.query('select 1').then(
      () => undefined,
      () => undefined,
    );
    const limit = new Promise<void>((resolve) => setTimeout(resolve, catchUpLimitMs).unref());
    return Promise.race([trip, limit]);
  };
  const caughtUp = (): Promise<void> => {
    if (!listening) return Promise.resolve();
    if (!current) {
      current = roundTrip().finally(() => {
        current = undefined;
      });
      return current;
    }
    // The trip under way may have started before this request: wait for the next one (shared).
    following ??= current.then(() => {
      following = undefined;
      return caughtUp();
    });
    return following;
  };
  return {
    caughtUp,
    stop: async () => {
      stopped = true;
      listening = false;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
