// Which network addresses the scraper may connect to. Pure: it judges an IP address (and a host
// name before any DNS look-up); the fetcher asks it about every address it actually connects to.

export type RefusalKind = 'loopback' | 'private' | 'link-local' | 'metadata' | 'multicast' | 'unspecified' | 'reserved';

export interface AddressRefusal {
  kind: RefusalKind;
  message: string;
}

/** Judges one resolved address: undefined when the scraper may connect to it. */
export type AddressGuard = (address: string) => AddressRefusal | undefined;

const refusalText: Record<RefusalKind, string> = {
  loopback: 'points to this server itself (loopback)',
  private: 'points to a private network',
  'link-local': 'points to a link-local network',
  metadata: 'points to a cloud metadata service',
  multicast: 'is a multicast address',
  unspecified: 'is an unspecified address',
  reserved: 'is reserved and not on the public internet',
};

/** "That address (10.0.0.5) points to a private network, which the scraper may not fetch." */
export const refusal = (kind: RefusalKind, address: string): AddressRefusal => ({
  kind,
  message: `That address (${address}) ${refusalText[kind]}, which the scraper may not fetch.`,
});

type V4Range = readonly [cidr: string, kind: RefusalKind];

// Most specific first: the first range that contains the address names the refusal.
const v4Ranges: readonly V4Range[] = [
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, DigitalOcean, OpenStack
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['0.0.0.0/32', 'unspecified'],
  ['0.0.0.0/8', 'reserved'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'], // carrier-grade NAT
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes 255.255.255.255
];

type V6Range = readonly [cidr: string, kind: RefusalKind | 'embedded-v4'];

const v6Ranges: readonly V6Range[] = [
  ['fd00:ec2::254/128', 'metadata'], // AWS over IPv6
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'embedded-v4'], // IPv4-mapped: judged as the IPv4 address
  ['64:ff9b::/96', 'embedded-v4'], // NAT64: reaches the IPv4 address inside
  ['::/96', 'embedded-v4'], // IPv4-compatible (deprecated)
  ['::/8', 'reserved'],
  ['100::/64', 'reserved'], // discard-only
  ['2001:db8::/32', 'reserved'], // documentation
  ['2002::/16', 'reserved'], // 6to4 relays can reach any IPv4 address
  ['2001::/32', 'reserved'], // Teredo, same
  ['fc00::/7', 'private'], // unique local
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // deprecated site-local
  ['ff00::/8', 'multicast'],
];

/** Host names that reach cloud metadata services without looking like an address. */
const metadataHosts = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

/** An IPv4 address as a 32-bit number, or undefined when the text is not one (dotted quad only). */
function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

/** An IPv6 address as a 128-bit bigint (zone index ignored), or undefined when the text is not one. */
export function parseIPv6(text: string): bigint | undefined {
  let rest = text
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (dotted) {
    // "::ffff:10.0.0.1": the dotted quad is the last two groups.
    const v4 = parseIPv4(dotted[1]!);
    if (v4 === undefined) return undefined;
    rest = `${rest.slice(0, dotted.index + 1)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const back = halves.length === 2 ? groups(halves[1]!) : [];
  const known = head.length + back.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return undefined;
  const words = [...head, ...Array<string>(8 - known).fill('0'), ...back];
  let value = 0n;
  for (const word of words) {
    if (!/^[0-9a-f]{1,4}$/.test(word)) return undefined;
    value = (value << 16n) | BigInt(parseInt(word, 16));
  }
  return value;
}

const v4Table = v4Ranges.map(([cidr, kind]) => {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = Math.floor(parseIPv4(base!)! / size) * size;
  return { start, end: start + size, kind };
});

const v6Table = v6Ranges.map(([cidr, kind]) => {
  const [base, bits] = cidr.split('/');
  const shift = BigInt(128 - Number(bits));
  return { prefix: parseIPv6(base!)! >> shift, shift, kind };
});

const judgeV4 = (value: number, shown: string): AddressRefusal | undefined => {
  const range = v4Table.find((r) => value >= r.start && value < r.end);
  return range ? refusal(range.kind, shown) : undefined;
};

/**
 * The strict guard (the default everywhere): refuses loopback, private (RFC 1918, carrier-grade
 * NAT, unique-local), link-local, multicast, unspecified, reserved and cloud metadata addresses,
 * and IPv6 forms that carry one of those IPv4 addresses. Anything it cannot parse is refused.
 */
export const strictAddressGuard: AddressGuard = (address) => {
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return judgeV4(v4, address);
  const v6 = parseIPv6(address);
  if (v6 === undefined) return refusal('reserved', address);
  const range = v6Table.find((r) => v6 >> r.shift === r.prefix);
  if (!range) return undefined;
  if (range.kind !== 'embedded-v4') return refusal(range.kind, address);
  return judgeV4(Number(v6 & 0xffffffffn), address) ?? (v6 >> 32n === 0n ? refusal('reserved', address) : undefined);
};

/**
 * Refuses a host name that must never be looked up (metadata services, localhost); undefined
 * when the name may be resolved and its addresses judged.
 */
export function refuseHostName(hostname: string): AddressRefusal | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (metadataHosts.has(host)) return refusal('metadata', host);
  if (host === 'localhost' || host.endsWith('.localhost')) return refusal('loopback', host);
  return undefined;
}
