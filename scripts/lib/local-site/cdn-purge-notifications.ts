import pg from 'pg';
import type { CdnCache } from './cdn-cache';

/** How long to wait before listening again after the connection broke (the queue run covers the gap). */
const reconnectMs = 2000;

/**
 * Drops from the proxy's cache the tags each committed change announces (NOTIFY cache_purge, sent by
 * public.queue_cache_purge), the moment it commits: a change made straight in SQL is then not served
 * stale until the next queue run. The queue stays the record: its run purges the same tags again
 * and marks them done. '*' (a payload too long for NOTIFY) drops everything. Returns a stop function.
 */
export function listenForPurgeNotifications(databaseUrl: string, cache: CdnCache): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'local-cdn-purge' });
    client = next;
    const retry = () => {
      if (stopped || client !== next) return;
      client = undefined;
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
    } catch {
      retry();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
