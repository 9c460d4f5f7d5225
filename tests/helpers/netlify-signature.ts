import { createHash, createHmac } from 'node:crypto';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The X-Webhook-Signature Netlify sends with a deploy notification (claims and header overridable for tests). */
export function signDeployNotification(
  body: string,
  secret: string,
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
): string {
  const head = part({ alg: 'HS256', typ: 'JWT', ...header });
  const payload = part({ iss: 'netlify', sha256: createHash('sha256').update(body).digest('hex'), ...claims });
  const signature = createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url');
  return `${head}.${payload}.${signature}`;
}
