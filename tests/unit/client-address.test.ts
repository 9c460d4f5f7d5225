import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressSourceOf, clientAddress, parseTrustedProxies, rateLimitKeyOf, resolveClientAddress } from '~/server/http/client-address';
import { upstreamHeaders } from '../../scripts/lib/local-site/forwarded-headers';
import { readEnv } from '~/server/env';
import { tooManyAttempts } from '~/lib/forms';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/contact', { method: 'POST', headers });
const spoofed = { 'x-nf-client-connection-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7, 8.8.8.8' };

describe('clientAddress: one trusted source per deployment', () => {
  it.each([
    ['Netlify at build time', { NETLIFY: 'true' }, 'netlify'],
    ['a Netlify function (SITE_ID)', { SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95' }, 'netlify'],
    ['npm start / self-hosted', {}, 'local-proxy'],
  ] as const)('%s → %s', (_name, env, source) => {
    expect(addressSourceOf(env)).toBe(source);
  });

  it('on Netlify only x-nf-client-connection-ip counts, never X-Forwarded-For', () => {
    expect(clientAddress(request(spoofed), { NETLIFY: 'true' })).toBe('6.6.6.6');
    expect(clientAddress(request({ 'x-forwarded-for': '7.7.7.7' }), { NETLIFY: 'true' })).toBe('unknown');
  });

  it('behind the local proxy only its own entry counts (the last), never the platform header', () => {
    expect(clientAddress(request(spoofed), {})).toBe('8.8.8.8');
    expect(clientAddress(request({ 'x-nf-client-connection-ip': '6.6.6.6' }), {})).toBe('unknown');
  });
});

describe('what a per-address limit counts', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:c000:20a', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(rateLimitKeyOf(address)).toBe(key);
  });
});

describe('TRUSTED_PROXY', () => {
  const trusted = parseTrustedProxies('127.0.0.1, ::1, 10.0.0.0/8');

  it.each([
    ['no proxy trusted: the socket, whatever the header says', '203.0.113.5', '1.2.3.4', parseTrustedProxies(undefined), '203.0.113.5'],
    ['an untrusted peer cannot bring a header', '203.0.113.5', '1.2.3.4', trusted, '203.0.113.5'],
    ['a trusted proxy: the address it saw', '127.0.0.1', '198.51.100.7', trusted, '198.51.100.7'],
    [
      "the client's own X-Forwarded-For is left of what the proxy appended",
      '::ffff:127.0.0.1',
      '1.2.3.4, 198.51.100.7',
      trusted,
      '198.51.100.7',
    ],
    ['two trusted hops are skipped from the right', '127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3', trusted, '198.51.100.7'],
    ['garbage in the chain stops the walk at the last real address', '127.0.0.1', 'evil, 10.1.2.3', trusted, '10.1.2.3'],
    ['a trusted peer that sent no header is the client', '127.0.0.1', undefined, trusted, '127.0.0.1'],
  ])('%s', (_name, socket, header, list, expected) => {
    expect(resolveClientAddress(socket, header, list)).toBe(expected);
  });

  it.each(['10.0.0.0/33', 'localhost', '1.2.3.4/8/1', '::1/129', '10.0.0.0/x'])('"%s" stops the start with a sentence', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(`TRUSTED_PROXY: "${value}" is not an IP address or CIDR range`);
    expect(() => readEnv({ TRUSTED_PROXY: value })).toThrow(/TRUSTED_PROXY: .* is not an IP address or CIDR range/);
  });

  it('the proxy deletes every address header a client sent and sets its own', () => {
    const req = {
      headers: {
        host: 'localhost',
        'x-nf-client-connection-ip': '6.6.6.6',
        'x-forwarded-for': '7.7.7.7',
        'x-real-ip': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'true-client-ip': '6.6.6.6',
        cookie: 'a=b',
      },
      socket: { remoteAddress: '::ffff:192.0.2.10' },
    } as unknown as http.IncomingMessage;
    expect(upstreamHeaders(req, parseTrustedProxies(undefined))).toEqual({
      host: 'localhost',
      cookie: 'a=b',
      'x-forwarded-for': '192.0.2.10',
    });
    expect(
      upstreamHeaders({ ...req, socket: { remoteAddress: '127.0.0.1' } } as unknown as http.IncomingMessage, trusted)['x-forwarded-for'],
    ).toBe('7.7.7.7');
  });
});

describe('the refusal says when to try again', () => {
  it.each([
    [1, 'Too many attempts. Please wait 1 minute before trying again.'],
    [61, 'Too many attempts. Please wait 2 minutes before trying again.'],
    [3600, 'Too many attempts. Please wait 60 minutes before trying again.'],
    [20_000, 'Too many attempts. Please wait 6 hours before trying again.'],
  ])('%i s → %s', (seconds, text) => {
    expect(tooManyAttempts(seconds)).toBe(text);
  });
});
