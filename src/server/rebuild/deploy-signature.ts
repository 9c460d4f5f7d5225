import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Netlify signs each outgoing deploy notification with the site's "JWS secret token": the
// X-Webhook-Signature header is a JWT (HS256) whose claims are iss "netlify" and sha256, the hex
// SHA-256 of the raw body. Checked here with node:crypto alone.

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const base64url = /^[A-Za-z0-9_-]+$/;
/** Seconds of clock difference tolerated for exp and nbf. */
const leewaySeconds = 60;

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `token` is Netlify's signature of exactly `rawBody` under `secret`. */
export function verifyDeploySignature(token: string | null, rawBody: string | Buffer, secret: string, now = Date.now()): SignatureCheck {
  if (!secret) return { ok: false, reason: 'no secret is configured' };
  if (!token) return { ok: false, reason: 'the X-Webhook-Signature header is missing' };
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts.every((p) => base64url.test(p)))
    return { ok: false, reason: 'the signature is not a JWS in compact form' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  // The algorithm is fixed here, never taken from the token: "none" or RS256 are refused.
  if (!isRecord(header) || header.alg !== 'HS256') return { ok: false, reason: 'the signature does not use HS256' };
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'the signature does not match the secret' };
  const claims = decodeJson(payloadPart);
  if (!isRecord(claims)) return { ok: false, reason: 'the signature has no claims' };
  if (claims.iss !== 'netlify') return { ok: false, reason: 'the signature was not issued by Netlify' };
  const seconds = now / 1000;
  if (typeof claims.exp === 'number' && claims.exp + leewaySeconds < seconds) return { ok: false, reason: 'the signature has expired' };
  if (typeof claims.nbf === 'number' && claims.nbf - leewaySeconds > seconds)
    return { ok: false, reason: 'the signature is not valid yet' };
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  if (claims.sha256 !== bodyHash) return { ok: false, reason: 'the body does not match the signed hash' };
  return { ok: true };
}
