import { rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type http from 'node:http';
import { freePortOn } from '~/server/db/free-port';
import { buildSite } from '~/server/rebuild/build-site';
import { createProxyServer } from './proxy';
import { startSiteProcess, type SiteProcess } from './site-process';
import { SiteSupervisor } from './supervisor';
import { CdnCache } from './cdn-cache';
import { listenForPurges, type PurgeListener } from './cdn-purge-listener';
import { listenForPurgeNotifications, type PurgeNotifications } from './cdn-purge-notifications';
import { readEnv } from '~/server/env';
import type { Purge } from '~/server/cache/purge-queue';
import { changedFiles, publishedFiles } from '../measured-build';

export interface LocalSiteOptions {
  buildsDir: string;
  host: string;
  port: number;
  /** The environment of its builds and servers on top of this process's: DATABASE_URL, SITE_URL, DATA_DIR… */
  env?: Record<string, string>;
  /** Builds the site into outDir; `astro build` unless a test gives another. */
  build?: (outDir: string) => Promise<{ ms: number }>;
  /** The memory of the proxy's CDN cache in bytes (0: no cache); LOCAL_CDN_CACHE_MB unless given. */
  cdnCacheBytes?: number;
  /**
   * After each rebuild, the published files it changed, added or removed against the build it
   * replaced are written here as JSON (`{ build, changed, added, removed }`): what a deploy of it
   * would upload. The e2e site sets it (tests/e2e/rebuild.spec.ts holds an approval's rebuild to
   * the kinds of files it may change); it costs a hash of both builds' files.
   */
  rebuildChangesFile?: string;
}

/**
 * The production build served locally: a proxy on host:port in front of the current build's
 * standalone server. `rebuild()` builds into a new folder, starts it beside the old one, swaps,
 * then stops the old one and deletes its folder. Rebuilds run one at a time. A server that
 * crashes is started again (SiteSupervisor); meanwhile the proxy serves the build's files.
 * The proxy keeps what the server marks cacheable for the CDN (`cdnCache`), purged by tag through
 * a loopback listener the site servers know (LOCAL_CDN_PURGE_URL) and cleared when a build is swapped in.
 */
export class LocalSite {
  /** The current build's server, started again by itself when it crashes. */
  private readonly site = new SiteSupervisor(async (crashed) =>
    startSiteProcess(crashed.outDir, await freePortOn('127.0.0.1'), this.siteEnv),
  );
  /** The proxy's copy of Netlify's CDN cache; undefined when switched off. */
  readonly cdnCache: CdnCache | undefined;
  private purgeListener: PurgeListener | undefined;
  private notifications: PurgeNotifications | undefined;
  private proxy: http.Server | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Servers swapped out, stopped a few seconds later (or by stop()). */
  private readonly retiring = new Set<SiteProcess>();

  constructor(private readonly options: LocalSiteOptions) {
    const bytes = options.cdnCacheBytes ?? readEnv().LOCAL_CDN_CACHE_MB * 1024 * 1024;
    this.cdnCache = bytes > 0 ? new CdnCache(bytes) : undefined;
  }

  /** The site servers' environment: the options' own, and where to send purges when the cache is on. */
  private get siteEnv(): Record<string, string> {
    return {
      ...this.options.env,
      ...(this.purgeListener ? { LOCAL_CDN_PURGE_URL: this.purgeListener.url, LOCAL_CDN_PURGE_SECRET: this.purgeListener.secret } : {}),
    };
  }

  /** Drops tags from the proxy's cache, in this process (the purge queue's local run); undefined when the cache is off. */
  get cdnPurge(): Purge | undefined {
    const cache = this.cdnCache;
    return cache ? async (tags) => void cache.purge(tags) : undefined;
  }

  get url(): string {
    const host = this.options.host === '0.0.0.0' ? 'localhost' : this.options.host;
    return `http://${host}:${this.options.port}`;
  }

  /** The current build's own server (behind the proxy), for tools that test it directly. */
  get upstreamUrl(): string | undefined {
    return this.site.outDir ? `http://127.0.0.1:${this.site.port}` : undefined;
  }

  /** Builds and serves the site; resolves when it answers on the public port. */
  async start(): Promise<{ buildMs: number }> {
    await rm(this.options.buildsDir, { recursive: true, force: true });
    await mkdir(this.options.buildsDir, { recursive: true });
    if (this.cdnCache) {
      this.purgeListener = await listenForPurges(this.cdnCache);
      // A change made straight in SQL is announced as it commits (NOTIFY cache_purge).
      const databaseUrl = this.options.env?.DATABASE_URL ?? process.env.DATABASE_URL;
      if (databaseUrl) this.notifications = listenForPurgeNotifications(databaseUrl, this.cdnCache);
    }
    const { buildMs } = await this.buildAndSwap(true);
    const proxy = createProxyServer(
      () => this.site.port,
      () => (this.site.outDir ? path.join(this.site.outDir, 'client') : undefined),
      this.cdnCache,
      () => this.notifications?.caughtUp() ?? Promise.resolve(),
    );
    await new Promise<void>((resolve, reject) => {
      proxy.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`Port ${this.options.port} is in use. Stop the other server or set PORT to a free port.`)
            : error,
        ),
      );
      proxy.listen(this.options.port, this.options.host, () => resolve());
    });
    this.proxy = proxy;
    return { buildMs };
  }

  /** Builds the site again from the database and swaps it in. */
  rebuild(): Promise<{ buildMs: number }> {
    const next = this.queue.then(() => this.buildAndSwap(false));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async stop(): Promise<void> {
    // A rebuild under way still writes into buildsDir: let it finish, or the caller's removal of the
    // folder races its files (ENOTEMPTY).
    await this.queue;
    await new Promise<void>((resolve) => (this.proxy ? this.proxy.close(() => resolve()) : resolve()));
    await this.site.stop();
    await Promise.all([...this.retiring].map((retired) => retired.stop()));
    await this.purgeListener?.close();
    await this.notifications?.stop();
  }

  /** Writes what the build in `outDir` changed against `previousDir` (their published folders) to `file`. */
  private async recordChanges(previousDir: string, outDir: string, file: string): Promise<void> {
    // The new build is live by now: a failure here must not reach buildAndSwap's clean-up of it.
    try {
      const [before, after] = await Promise.all([previousDir, outDir].map((dir) => publishedFiles(path.join(dir, 'client'))));
      await writeFile(file, JSON.stringify({ build: path.basename(outDir), ...changedFiles(before!, after!) }));
    } catch (error) {
      console.error(`local site: could not list the rebuild's changed files: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async buildAndSwap(verbose: boolean): Promise<{ buildMs: number }> {
    const outDir = path.join(this.options.buildsDir, `build-${Date.now()}`);
    try {
      const { ms } = await (this.options.build ? this.options.build(outDir) : buildSite({ outDir, env: this.options.env, verbose }));
      const next = await startSiteProcess(outDir, await freePortOn('127.0.0.1'), this.siteEnv);
      const previous = this.site.swap(next);
      // A new build is live: as a deploy clears Netlify's CDN cache, every kept answer goes.
      this.cdnCache?.clear();
      if (previous && this.options.rebuildChangesFile) await this.recordChanges(previous.outDir, outDir, this.options.rebuildChangesFile);
      if (previous) {
        // Requests already forwarded to the old server finish before it stops.
        this.retiring.add(previous);
        setTimeout(() => {
          this.retiring.delete(previous);
          void previous.stop().then(() => rm(previous.outDir, { recursive: true, force: true }));
        }, 5000).unref();
      }
      return { buildMs: ms };
    } catch (error) {
      await rm(outDir, { recursive: true, force: true });
      throw error;
    }
  }
}
