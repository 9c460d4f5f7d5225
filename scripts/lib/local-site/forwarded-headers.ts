import type http from 'node:http';
import type { BlockList } from 'node:net';
import { parseTrustedProxies, resolveClientAddress } from '~/server/http/client-address';
import { readEnv } from '~/server/env';

/**
 * Headers that name the client's address. A client may send any of them; the proxy deletes them
 * all and sets x-forwarded-for itself, so the site only ever sees an address the proxy vouches for.
 */
const clientAddressHeaders = [
  'x-nf-client-connection-ip',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'true-client-ip',
  'x-client-ip',
  'cf-connecting-ip',
] as const;

let trustedFromEnv: { value: string | undefined; list: BlockList } | undefined;
const trustedProxies = (): BlockList => {
  const value = readEnv().TRUSTED_PROXY;
  if (!trustedFromEnv || trustedFromEnv.value !== value) trustedFromEnv = { value, list: parseTrustedProxies(value) };
  return trustedFromEnv.list;
};

/** The request's headers for the site server: the client's own address headers replaced by one x-forwarded-for. */
export function upstreamHeaders(req: http.IncomingMessage, trusted: BlockList = trustedProxies()): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  for (const name of clientAddressHeaders) delete headers[name];
  headers['x-forwarded-for'] = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  return headers;
}
