import type http from 'node:http';
import zlib from 'node:zlib';
import { brotliQuality, gzipLevel, type Encoding } from './compression';
import { noStore } from '~/server/http/cache-control';

// The local proxy's stand-in for Netlify's CDN cache: what the site server marks cacheable for the
// CDN is kept in memory (an LRU with a byte cap), indexed by its Netlify-Cache-Tag tags, served
// again without asking the server, and dropped by tag when the purge queue says a job changed
// (README.md beside this file). Netlify's rules, as far as this site uses them:
// - only GET answers are kept (a HEAD is answered from a kept GET); never an answer that sets a
//   cookie, never a private or no-store one, never a partial one (Range) or a 5xx;
// - the policy is Netlify-CDN-Cache-Control, else CDN-Cache-Control, else Cache-Control; its
//   s-maxage, else max-age, is how long the answer stays fresh (0 or none: not kept);
// - the key is the address with its whole query; the request headers named by Vary (and by
//   Netlify-Vary's header= and cookie=) are part of it; Netlify-Vary's query=, language= and
//   country= are not emulated, so such an answer is not kept; `Vary: *` is never kept;
// - stale-while-revalidate is not emulated: an expired answer is fetched again.

/** Headers that belong to one connection, never kept with an answer. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

/** Statuses kept when the policy allows (a 5xx or a partial answer never is). */
const keptStatuses = new Set([200, 203, 204, 300, 301, 302, 307, 308, 400, 404, 405, 410, 414, 501]);

const text = (value: string | string[] | number | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

function directives(value: string | undefined): Map<string, string | true> {
  const found = new Map<string, string | true>();
  for (const part of (value ?? '').split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name) continue;
    found.set(name.trim().toLowerCase(), rest.length > 0 ? rest.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return found;
}

const seconds = (value: string | true | undefined): number | undefined => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

export interface KeepPolicy {
  /** How long the answer is fresh. */
  ttlMs: number;
  /** Its Netlify-Cache-Tag tags (lower-cased, as Netlify compares them). */
  tags: string[];
  /** Request headers (lower-case) whose values are part of the key; cookie names as `cookie:{name}`. */
  varyBy: string[];
}

/** Whether (and how long) Netlify's CDN would keep this answer to a GET; undefined when it would not. */
export function keepPolicyOf(method: string | undefined, status: number, headers: http.IncomingHttpHeaders): KeepPolicy | undefined {
  if (method !== 'GET' || !keptStatuses.has(status)) return undefined;
  if (headers['set-cookie'] !== undefined) return undefined;
  const browser = directives(text(headers['cache-control']));
  if (browser.has('private') || browser.has(noStore)) return undefined;
  const policy = directives(text(headers['netlify-cdn-cache-control'] ?? headers['cdn-cache-control'] ?? headers['cache-control']));
  if (policy.has('private') || policy.has(noStore) || policy.has('no-cache')) return undefined;
  const ttl = seconds(policy.get('s-maxage')) ?? seconds(policy.get('max-age'));
  if (!ttl) return undefined;

  const varyBy: string[] = [];
  for (const name of (text(headers.vary) ?? '').split(',')) {
    const header = name.trim().toLowerCase();
    if (header === '*') return undefined;
    // The proxy compresses per request (compression.ts) and keeps one body per encoding.
    if (header && header !== 'accept-encoding') varyBy.push(header);
  }
  for (const rule of (text(headers['netlify-vary']) ?? '').split(',')) {
    const [kind, list = ''] = rule.trim().split('=');
    if (!kind) continue;
    const names = list
      .split('|')
      .map((n) => n.trim())
      .filter(Boolean);
    if (kind === 'header') varyBy.push(...names.map((n) => n.toLowerCase()));
    else if (kind === 'cookie') varyBy.push(...names.map((n) => `cookie:${n}`));
    else return undefined; // query=, language=, country=: not emulated
  }
  const tags = (text(headers['netlify-cache-tag']) ?? text(headers['cache-tag']) ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return { ttlMs: ttl * 1000, tags, varyBy: [...new Set(varyBy)].sort() };
}

/** The key of a request before Vary: its address with the whole query (a HEAD shares the GET's). */
export function primaryKeyOf(req: http.IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  // A range is answered by the server (a kept answer is whole).
  if (req.headers.range !== undefined) return undefined;
  const url = req.url ?? '/';
  return url.startsWith('/') ? url : undefined;
}

function cookieOf(req: http.IncomingMessage, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/** The values of the request's headers (and cookies) that an answer varies by. */
export function varyValuesOf(req: http.IncomingMessage, varyBy: readonly string[]): string {
  return varyBy
    .map((name) => (name.startsWith('cookie:') ? cookieOf(req, name.slice('cookie:'.length)) : (text(req.headers[name]) ?? '')))
    .join('\u0000');
}

export interface KeptAnswer {
  status: number;
  /** The server's headers, without those of the connection. */
  headers: http.IncomingHttpHeaders;
  /** The whole body, uncompressed. */
  body: Buffer;
  /** The body compressed for an encoding, made on the first request that wants it. */
  encoded: Map<Encoding, Buffer>;
  tags: string[];
  varyBy: string[];
  varyValues: string;
  storedAt: number;
  expiresAt: number;
  /** What it counts against the byte cap (bodies, encodings, headers). */
  bytes: number;
  /** In the cache (false once evicted, purged or cleared). */
  live: boolean;
}

/** What a finished answer to a GET is kept as (headers filtered). */
export function keptAnswerOf(
  req: http.IncomingMessage,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  policy: KeepPolicy,
  now: number,
): KeptAnswer {
  const kept: http.IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!hopByHop.has(name) && value !== undefined) kept[name] = value;
  return {
    status,
    headers: kept,
    body,
    encoded: new Map(),
    tags: policy.tags,
    varyBy: policy.varyBy,
    varyValues: varyValuesOf(req, policy.varyBy),
    storedAt: now,
    expiresAt: now + policy.ttlMs,
    bytes: body.length + JSON.stringify(kept).length + 256,
    live: false,
  };
}

/** Compresses a kept body the way compression.ts streams it (same encodings and levels). */
export function encodeBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : zlib.gzipSync(body, { level: gzipLevel });
}

export interface CdnCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evicted: number;
  purged: number;
}

/**
 * The kept answers: least recently used first out once their bytes pass `maxBytes`; dropped by
 * tag (`purge`) or all at once (`clear`, as a deploy does on Netlify). `generation` grows with
 * every purge, so an answer fetched while a purge happened is not kept (it may predate the change).
 */
export class CdnCache {
  /** Primary key → its variants (one per set of Vary values); Map order is the LRU order. */
  private readonly entries = new Map<string, KeptAnswer[]>();
  private readonly byTag = new Map<string, Set<string>>();
  private totalBytes = 0;
  private counts = { hits: 0, misses: 0, evicted: 0, purged: 0 };
  generation = 0;

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether anything is kept under this key (no LRU change, not counted). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The fresh answer kept for this request, or undefined (counted as a miss). */
  get(key: string, req: http.IncomingMessage): KeptAnswer | undefined {
    const variants = this.entries.get(key);
    const found = variants?.find((v) => v.varyValues === varyValuesOf(req, v.varyBy));
    if (!variants || !found) {
      this.counts.misses++;
      return undefined;
    }
    if (found.expiresAt <= this.now()) {
      this.remove(key, found);
      this.counts.misses++;
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, variants);
    this.counts.hits++;
    return found;
  }

  /** Keeps an answer (replacing the one with the same key and Vary values); too big for the cap: not kept. */
  set(key: string, answer: KeptAnswer): void {
    if (answer.bytes > this.maxBytes) return;
    const variants = this.entries.get(key) ?? [];
    const same = variants.find((v) => v.varyValues === answer.varyValues && v.varyBy.join() === answer.varyBy.join());
    if (same) this.remove(key, same);
    const list = this.entries.get(key) ?? [];
    list.push(answer);
    answer.live = true;
    this.entries.delete(key);
    this.entries.set(key, list);
    for (const tag of answer.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.totalBytes += answer.bytes;
    this.evict();
  }

  /** The body in `encoding`, compressed once and kept with the answer. */
  encoded(answer: KeptAnswer, encoding: Encoding): Buffer {
    let body = answer.encoded.get(encoding);
    if (!body) {
      body = encodeBody(answer.body, encoding);
      if (!answer.live) return body;
      answer.encoded.set(encoding, body);
      answer.bytes += body.length;
      this.totalBytes += body.length;
      // Still kept unless it is now the least recently used of too many bytes.
      this.evict();
    }
    return body;
  }

  /** The body in `encoding` as the proxy compressed it while passing the answer on (kept if the answer still is). */
  addEncoded(answer: KeptAnswer, encoding: Encoding, body: Buffer): void {
    if (answer.encoded.has(encoding) || !answer.live) return;
    answer.encoded.set(encoding, body);
    answer.bytes += body.length;
    this.totalBytes += body.length;
    this.evict();
  }

  /** Drops every answer tagged with one of `tags`; returns how many. */
  purge(tags: readonly string[]): number {
    this.generation++;
    let dropped = 0;
    for (const raw of tags) {
      const tag = raw.trim().toLowerCase();
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        for (const answer of [...(this.entries.get(key) ?? [])]) {
          if (answer.tags.includes(tag)) {
            this.remove(key, answer);
            dropped++;
          }
        }
      }
      this.byTag.delete(tag);
    }
    this.counts.purged += dropped;
    return dropped;
  }

  /** Drops everything (a new build is live, as a deploy clears Netlify's cache). */
  clear(): void {
    this.generation++;
    for (const list of this.entries.values()) for (const answer of list) answer.live = false;
    this.entries.clear();
    this.byTag.clear();
    this.totalBytes = 0;
  }

  stats(): CdnCacheStats {
    let entries = 0;
    for (const list of this.entries.values()) entries += list.length;
    return { entries, bytes: this.totalBytes, maxBytes: this.maxBytes, ...this.counts };
  }

  private evict(): void {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      const [key, list] = oldest.value;
      const first = list[0];
      if (!first) {
        this.entries.delete(key);
        continue;
      }
      this.remove(key, first);
      this.counts.evicted++;
    }
  }

  private remove(key: string, answer: KeptAnswer): void {
    const list = this.entries.get(key);
    if (!list) return;
    const at = list.indexOf(answer);
    if (at < 0) return;
    list.splice(at, 1);
    answer.live = false;
    this.totalBytes -= answer.bytes;
    if (list.length === 0) this.entries.delete(key);
    for (const tag of answer.tags) {
      if (list.some((other) => other.tags.includes(tag))) continue;
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
