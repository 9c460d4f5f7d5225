import { BlockList, isIP } from 'node:net';

// Where the visitor's network address comes from, by where the site runs. A per-address limit is
// only as good as this: a header a client can set itself is no address at all.
//
// - Netlify: its edge sets `x-nf-client-connection-ip` on every request and overwrites what a
//   client sent. Functions see SITE_ID at runtime (NETLIFY=true only during the build).
// - `npm start` / self-hosting: the local proxy (scripts/lib/local-site/forwarded-headers.ts)
//   deletes every address header a client sent and sets `x-forwarded-for` to the one address it
//   resolved (the socket's, or with TRUSTED_PROXY the first untrusted hop). The site server listens
//   on 127.0.0.1 behind it, so the last entry is the proxy's own.

export type AddressSource = 'netlify' | 'local-proxy';

/** Netlify at build time (NETLIFY) or in a function (SITE_ID, one of the variables functions get). */
export const addressSourceOf = (env: NodeJS.ProcessEnv = process.env): AddressSource =>
  env.NETLIFY === 'true' || (env.SITE_ID ?? '').trim() !== '' ? 'netlify' : 'local-proxy';

const lastForwardedFor = (request: Request) => request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined;

const addressReaders: Record<AddressSource, (request: Request) => string | undefined> = {
  netlify: (request) => request.headers.get('x-nf-client-connection-ip')?.trim() || undefined,
  'local-proxy': lastForwardedFor,
};

/** The visitor's network address, from the one source this deployment can trust; 'unknown' when it is missing. */
export function clientAddress(request: Request, env: NodeJS.ProcessEnv = process.env): string {
  return addressReaders[addressSourceOf(env)](request) ?? 'unknown';
}

/** `::ffff:203.0.113.9` (IPv4 on a dual-stack socket) is 203.0.113.9. */
const plainAddress = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * TRUSTED_PROXY: the comma-separated addresses or CIDR ranges of the proxies in front of
 * `npm start` (e.g. `127.0.0.1, 10.0.0.0/8`). Only requests whose socket peer is one of them may
 * bring an X-Forwarded-For; empty means none (the socket address is the client).
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      extra !== undefined ||
      (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits && /^\d+$/.test(bits!)))
    ) {
      throw new Error(
        `TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range (write e.g. 127.0.0.1, ::1 or 10.0.0.0/8, separated by commas).`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address as the proxy resolves it: the socket peer, unless that peer is a trusted
 * proxy; then X-Forwarded-For is read from the right, skipping trusted proxies, and the first
 * address that is not one is the client (entries left of it are the client's own words).
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  const peer = plainAddress(socketAddress ?? '') || 'unknown';
  if (!isTrusted(trusted, peer)) return peer;
  const hops = [forwardedFor ?? []].flat().join(',').split(',').map(plainAddress).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) break; // garbage where an address should be: stop at the last address we trust to be one
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded); undefined for anything else. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  // An embedded IPv4 tail (::ffff:192.0.2.10) is two groups.
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a: string, b: string, c: string, d: string) =>
      `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network
 * (one home or phone gets a whole /64, so counting single IPv6 addresses would let it rotate
 * through billions).
 */
export function rateLimitKeyOf(address: string): string {
  const groups = ipv6Groups(plainAddress(address));
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`
    : plainAddress(address);
}
