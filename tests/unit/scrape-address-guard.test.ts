import { describe, expect, it } from 'vitest';
import { parseIPv6, refuseHostName, strictAddressGuard } from '~/server/scrape/address-guard';

describe('strictAddressGuard', () => {
  it.each([
    ['8.8.8.8', undefined],
    ['93.184.216.34', undefined],
    ['100.63.255.255', undefined],
    ['100.128.0.1', undefined],
    ['172.15.255.255', undefined],
    ['172.32.0.1', undefined],
    ['2a00:1450:4001:82b::200e', undefined],
    ['::ffff:8.8.8.8', undefined],
    ['64:ff9b::808:808', undefined],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.255', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    ['2002:c0a8:101::1', 'reserved'],
    ['not an address', 'reserved'],
  ])('%s → %s', (address, kind) => expect(strictAddressGuard(address)?.kind).toBe(kind));

  it('says what was refused and why', () => {
    expect(strictAddressGuard('10.0.0.5')?.message).toBe(
      'That address (10.0.0.5) points to a private network, which the scraper may not fetch.',
    );
    expect(strictAddressGuard('::1')?.message).toBe(
      'That address (::1) points to this server itself (loopback), which the scraper may not fetch.',
    );
  });
});

describe('refuseHostName', () => {
  it.each([
    ['metadata.google.internal', 'metadata'],
    ['METADATA.GOOGLE.INTERNAL.', 'metadata'],
    ['metadata.goog', 'metadata'],
    ['localhost', 'loopback'],
    ['api.localhost', 'loopback'],
    ['jobs.example.com', undefined],
  ])('%s → %s', (host, kind) => expect(refuseHostName(host)?.kind).toBe(kind));
});

describe('parseIPv6', () => {
  it.each([
    ['::1', 1n],
    ['::ffff:1.2.3.4', 0xffff01020304n],
    ['1:2:3:4:5:6:7:8', 0x00010002000300040005000600070008n],
    ['1::', 1n << 112n],
    ['1:2:3:4:5:6:7:8:9', undefined],
    ['1::2::3', undefined],
    ['12345::', undefined],
    ['::ffff:300.1.1.1', undefined],
  ])('%s → %s', (text, value) => expect(parseIPv6(text)).toBe(value));
});
