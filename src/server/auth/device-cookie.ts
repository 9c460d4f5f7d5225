import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { setCookie, type CookieContext } from './cookies';
import { accountKey } from './sign-in-limits';
import { signToken, verifyToken } from './signed-token';

/**
 * A device cookie (OWASP, "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the browser gets a long-lived HttpOnly cookie, HMAC-signed with the session
 * secret, naming the account (a hash of its e-mail) and a random device id. A sign-in from a
 * browser holding one for the account typed is limited per device only (see sign-in-limits.ts),
 * so someone guessing the admin's password elsewhere cannot keep the admin out. It grants nothing
 * else: it is not a session and survives sign-out.
 */
export const deviceCookie = 'gj_device';
const deviceCookieDays = 180;

const devicePayloadSchema = z.object({ device: z.uuid(), account: z.string().regex(/^[0-9a-f]{64}$/), exp: z.number().int() });

/** The device id when the browser holds a valid device cookie for `email`. */
export function trustedDeviceFor({ cookies }: CookieContext, email: string, secret: string): string | undefined {
  const token = cookies.get(deviceCookie)?.value;
  const payload = token ? verifyToken('device', token, secret, devicePayloadSchema) : undefined;
  return payload && payload.account === accountKey(email) ? payload.device : undefined;
}

/** Sets (or renews, keeping its id) the device cookie for `email` after a successful sign-in. */
export function rememberDevice(context: CookieContext, email: string, secret: string, device: string = randomUUID()): void {
  const exp = Math.floor(Date.now() / 1000) + deviceCookieDays * 86400;
  setCookie(context, deviceCookie, signToken('device', { device, account: accountKey(email), exp }, secret), {
    maxAgeSeconds: deviceCookieDays * 86400,
  });
}
