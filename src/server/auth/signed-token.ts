import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const payloadSchema = z.object({ sub: z.uuid(), exp: z.number().int() });
export type SessionPayload = z.infer<typeof payloadSchema>;

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** `base64url(json).hmac`: a session cookie value nobody without the secret can forge. */
export function signSessionToken(payload: SessionPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload of a valid, unexpired token, or undefined. */
export function verifySessionToken(token: string, secret: string, now = Date.now()): SessionPayload | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp * 1000 <= now) return undefined;
  return parsed.data;
}
