import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a signed token is for: part of what is signed, so one kind never passes for another. */
export type TokenPurpose = 'session' | 'device';

const sessionPayloadSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number().int() });
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

const sign = (purpose: TokenPurpose, body: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');

/** `base64url(json).hmac`: a cookie value nobody without the secret can forge. */
export function signToken(purpose: TokenPurpose, payload: { exp: number } & Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(purpose, body, secret)}`;
}

/** The payload of a valid, unexpired token of that purpose and shape, or undefined. */
export function verifyToken<S extends z.ZodType<{ exp: number }>>(
  purpose: TokenPurpose,
  token: string,
  secret: string,
  schema: S,
  now = Date.now(),
): z.infer<S> | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(purpose, body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success || parsed.data.exp * 1000 <= now) return undefined;
  return parsed.data;
}

/** A session cookie value: the user, the server-side session id (auth_sessions) and the expiry. */
export const signSessionToken = (payload: SessionPayload, secret: string): string => signToken('session', payload, secret);

export const verifySessionToken = (token: string, secret: string, now = Date.now()): SessionPayload | undefined =>
  verifyToken('session', token, secret, sessionPayloadSchema, now);
