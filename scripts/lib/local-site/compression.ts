import type http from 'node:http';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

// Netlify's CDN compresses text answers (Brotli when the browser accepts it, else gzip); the local
// proxy does the same, so pages weigh locally what they weigh in production (Lighthouse, the page
// weight figures) and a streamed page still arrives in pieces (every write is flushed).

const compressibleTypes =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)/i;

/** Smaller than this (when the length is declared) compression saves nothing worth a round of CPU. */
const smallestCompressed = 1024;

export type Encoding = 'br' | 'gzip';

/** The compression levels, streamed (compressionFor) or at once (cdn-cache.ts's encodeBody). */
export const brotliQuality = 5;
export const gzipLevel = 6;

/** The encoding to answer with for an `Accept-Encoding` header: Brotli first, then gzip; none when neither is acceptable. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]?.trim()).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    accepted.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

const headerText = (value: string | string[] | number | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * The encoding and headers to pass on `upstream`'s answer to `req` with; undefined when it goes as
 * it is (not asked for, already encoded, a range, a HEAD, no body, a type that does not shrink,
 * `no-transform`, or too small to matter). A kept answer (cdn-cache.ts) is sent with these too.
 */
export function compressedHeadersFor(
  req: http.IncomingMessage,
  status: number,
  headers: http.IncomingHttpHeaders,
  length: number | undefined = headers['content-length'] === undefined ? undefined : Number(headerText(headers['content-length'])),
): { encoding: Encoding; headers: http.OutgoingHttpHeaders } | undefined {
  const encoding = chosenEncoding(headerText(req.headers['accept-encoding']));
  if (!encoding || req.method === 'HEAD' || status < 200 || status === 204 || status === 304) return undefined;
  if (headers['content-encoding'] || headers['content-range']) return undefined;
  if (!compressibleTypes.test(headerText(headers['content-type']) ?? '')) return undefined;
  if (/\bno-transform\b/i.test(headerText(headers['cache-control']) ?? '')) return undefined;
  if (length !== undefined && length < smallestCompressed) return undefined;

  const { 'content-length': _length, etag, vary, ...rest } = headers;
  const varies = headerText(vary);
  const etagText = headerText(etag);
  return {
    encoding,
    headers: {
      ...rest,
      'content-encoding': encoding,
      vary: varies && !/\baccept-encoding\b/i.test(varies) ? `${varies}, Accept-Encoding` : (varies ?? 'Accept-Encoding'),
      // The bytes differ from the file's: a strong validator would claim they are the same.
      ...(etagText ? { etag: etagText.startsWith('W/') ? etagText : `W/${etagText}` } : {}),
    },
  };
}

/**
 * How to pass on `upstream`'s answer to `req` compressed: the headers to send and the stream to
 * pipe the body through; undefined when it goes as it is (compressedHeadersFor).
 */
export function compressionFor(
  req: http.IncomingMessage,
  status: number,
  headers: http.IncomingHttpHeaders,
): { encoding: Encoding; headers: http.OutgoingHttpHeaders; stream: Transform } | undefined {
  const plan = compressedHeadersFor(req, status, headers);
  if (!plan) return undefined;
  const stream =
    plan.encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: gzipLevel });
  return { ...plan, stream };
}
