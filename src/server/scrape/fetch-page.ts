import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { refuseHostName, strictAddressGuard, type AddressGuard } from './address-guard';
import { ownValue } from '~/lib/own-value';

// Fetching a page someone pasted, safely: the server must not become a way into its own network.
// Every hop is judged on the address it actually connects to: we resolve the name ourselves, judge
// every address, and pin the connection to the one we judged (so a second, rebinding DNS answer
// never gets used); the socket's remote address is judged again when the answer arrives.

/** A refusal or failure to show the admin as it is; `status` is the endpoint's answer. */
export class ScrapeError extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
    this.name = 'ScrapeError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchPageOptions {
  /** Judges each address before connecting; the strict guard unless a test passes its own. */
  guard?: AddressGuard;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution (every address of a name); the system resolver by default. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

const fetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} seconds`;

/** The page's URL if the scraper may ask for it at all (scheme, no credentials). */
function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ScrapeError('Please enter a valid URL, starting with http:// or https://', 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScrapeError(`Only http:// and https:// pages can be scraped, not ${url.protocol}// addresses.`, 400);
  }
  if (url.username || url.password)
    throw new ScrapeError('Addresses with a user name or password cannot be scraped: remove the part before "@".', 400);
  return url;
}

/** The address to connect to: the host's own when it is one, else its DNS answers, all of which must pass. */
async function pinnedAddress(url: URL, guard: AddressGuard, resolve: NonNullable<FetchPageOptions['resolve']>): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  if (literal) {
    const refused = guard(host);
    if (refused) throw new ScrapeError(refused.message);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  const named = refuseHostName(host);
  if (named) throw new ScrapeError(named.message);
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(host);
  } catch {
    throw new ScrapeError(`No site answers at ${host}: check the address for typos.`, 502);
  }
  if (answers.length === 0) throw new ScrapeError(`No site answers at ${host}: check the address for typos.`, 502);
  // One refused answer refuses the name: a name that mixes public and private addresses is a trap.
  for (const answer of answers) {
    const refused = guard(answer.address);
    if (refused) throw new ScrapeError(refused.message);
  }
  return answers[0]!;
}

const networkFailure = (error: unknown, host: string): ScrapeError => {
  if (error instanceof ScrapeError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ECONNREFUSED') return new ScrapeError(`${host} refused the connection: the site may be down.`, 502);
  if (code === 'ECONNRESET' || code === 'EPIPE') return new ScrapeError(`${host} closed the connection before sending the page.`, 502);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new ScrapeError(`The security certificate of ${host} is not valid (${code}), so the page was not read.`, 502);
  }
  return new ScrapeError(
    `The page at ${host} could not be fetched (${code || (error instanceof Error ? error.message : 'unknown error')}).`,
    502,
  );
};

/** One GET to the pinned address; resolves with the response once its headers arrive. */
function request(url: URL, pinned: ResolvedAddress, guard: AddressGuard, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      agent: false, // no socket reuse: each connection is pinned to the address judged for it
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
        'user-agent': 'Mozilla/5.0 (compatible; GulfJobsScraper/1.0)',
      },
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
        else callback(null, pinned.address, pinned.family);
      },
    });
    req.on('response', (res) => {
      const remote = res.socket.remoteAddress;
      const refused = remote ? guard(remote) : undefined;
      if (refused || !remote) {
        res.destroy();
        reject(new ScrapeError(refused?.message ?? 'The connection to the site was lost before it could be checked.'));
        return;
      }
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders: Record<string, (() => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress) | undefined> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The body, decompressed, refusing once it passes maxBytes (compressed or not: no zip bombs). */
async function readBody(res: http.IncomingMessage, maxBytes: number, host: string): Promise<Buffer> {
  const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let stream: Readable = res;
  if (encoding !== 'identity' && encoding !== '') {
    const decoder = ownValue(decoders, encoding);
    if (!decoder) {
      res.destroy();
      throw new ScrapeError(`${host} sent the page compressed as "${encoding}", which the scraper cannot read.`, 502);
    }
    stream = pipeline(res, decoder(), () => {});
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        res.destroy();
        throw new ScrapeError(
          `The page is larger than ${megabytes(maxBytes)}, more than a job posting needs: the scraper stopped reading it.`,
          413,
        );
      }
      chunks.push(buffer);
    }
  } catch (error) {
    throw error instanceof ScrapeError
      ? error
      : new ScrapeError(`${host} stopped sending the page halfway (${error instanceof Error ? error.message : 'unknown error'}).`, 502);
  }
  return Buffer.concat(chunks);
}

/** The body as text in the charset the header (or a meta tag near the top) names; UTF-8 otherwise. */
function decodeHtml(body: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // an unknown charset label: UTF-8 is the web's default
  }
}

/**
 * GETs an http(s) page for the scraper: refuses non-public addresses (after DNS resolution and
 * after every redirect, at most 5), anything that is not HTML, bodies over 2 MB and fetches over
 * 10 s in all. Every refusal is a ScrapeError with a message for the admin.
 */
export async function fetchPage(address: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const {
    guard = strictAddressGuard,
    timeoutMs = fetchLimits.timeoutMs,
    maxBytes = fetchLimits.maxBytes,
    maxRedirects = fetchLimits.maxRedirects,
    resolve = systemResolve,
  } = options;
  const controller = new AbortController();
  const timedOut = new ScrapeError(
    `The page did not load within ${seconds(timeoutMs)}: the site may be slow or down. Try again later.`,
    504,
  );
  const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(timedOut), { once: true }));
  aborted.catch(() => {}); // observed below through Promise.race; this only keeps it from being unhandled
  try {
    let url = checkedUrl(address);
    for (let hop = 0; ; hop++) {
      const pinned = await Promise.race([pinnedAddress(url, guard, resolve), aborted]);
      let res: http.IncomingMessage;
      try {
        res = await Promise.race([request(url, pinned, guard, controller.signal), aborted]);
      } catch (error) {
        throw controller.signal.aborted ? timedOut : networkFailure(error, url.hostname);
      }
      if (redirectStatuses.has(res.statusCode ?? 0)) {
        res.destroy();
        const location = res.headers.location;
        if (!location) throw new ScrapeError(`${url.hostname} answered with a redirect but did not say where to.`, 502);
        if (hop >= maxRedirects) {
          throw new ScrapeError(
            `The page redirected more than ${maxRedirects} times. Open it in a browser and paste the address it ends up at.`,
            502,
          );
        }
        try {
          url = checkedUrl(new URL(location, url).href);
        } catch (error) {
          throw error instanceof ScrapeError
            ? new ScrapeError(`The page redirects to an address the scraper may not follow: ${error.message}`, error.status)
            : error;
        }
        continue;
      }
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299) {
        res.destroy();
        throw new ScrapeError(
          `${url.hostname} answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}: the page could not be read. Check that the posting is still online.`,
          502,
        );
      }
      const contentType = res.headers['content-type'] ?? '';
      const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
      if (!htmlTypes.has(mediaType)) {
        res.destroy();
        throw new ScrapeError(
          `That address returns ${mediaType || 'content of no stated type'}, not a web page (HTML). Paste the address of the job posting's page.`,
          415,
        );
      }
      const declaredLength = Number(res.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes && !res.headers['content-encoding']) {
        res.destroy();
        throw new ScrapeError(
          `The page is larger than ${megabytes(maxBytes)}, more than a job posting needs: the scraper stopped reading it.`,
          413,
        );
      }
      let body: Buffer;
      try {
        body = await Promise.race([readBody(res, maxBytes, url.hostname), aborted]);
      } catch (error) {
        res.destroy();
        throw controller.signal.aborted ? timedOut : error;
      }
      return { url: url.href, html: decodeHtml(body, contentType) };
    }
  } finally {
    clearTimeout(timer);
  }
}
