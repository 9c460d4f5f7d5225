import { z } from 'zod';
import type { Db } from '~/server/db/client';
import { jsonNoStore } from '~/server/http/responses';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { verifyDeploySignature } from './deploy-signature';
import { batchOfDeployTitle } from './deploy-title';
import { completeDeploy, failDeploy } from './queue';

/** Netlify's deploy object (the notification body), only the fields the queue needs. */
const deploySchema = z.object({
  id: z.string().min(1),
  state: z.string(),
  title: z.string().nullish(),
  error_message: z.string().nullish(),
});

/** A deploy payload is a few kilobytes; anything far larger is not from Netlify. */
const maxBodyBytes = bodyLimits.deployNotification;

/**
 * POST /api/netlify/deploy-notifications: Netlify's "Deploy succeeded" and "Deploy failed"
 * notifications. A deploy the rebuild queue started (its title names the batch) completes its
 * requests when it is live (state "ready") and puts them back in the queue when it failed.
 */
export async function deployNotificationHandler(request: Request, db: Db, secret: string | undefined, now = new Date()): Promise<Response> {
  if (!secret) {
    console.error('deploy notification refused: NETLIFY_DEPLOY_WEBHOOK_SECRET is not set, so its signature cannot be checked.');
    return jsonNoStore({ error: 'Deploy notifications are not set up on this site (no JWS secret).' }, 401);
  }
  const read = await readBoundedBody(request, maxBodyBytes);
  if (!read.ok)
    return read.reason === 'too-large'
      ? jsonNoStore({ error: 'The notification is too large.' }, 413)
      : jsonNoStore({ error: 'The notification body could not be read.' }, 400);
  const raw = Buffer.from(read.bytes);
  const check = verifyDeploySignature(request.headers.get('x-webhook-signature'), raw, secret, now.getTime());
  if (!check.ok) {
    console.error(`deploy notification refused: ${check.reason}.`);
    return jsonNoStore({ error: 'The X-Webhook-Signature is missing or not valid for this body.' }, 401);
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return jsonNoStore({ error: "The body must be Netlify's deploy object as JSON." }, 400);
  }
  const parsed = deploySchema.safeParse(body);
  if (!parsed.success) return jsonNoStore({ error: "The body must be Netlify's deploy object (id, state, title)." }, 400);
  const deploy = parsed.data;
  const batch = batchOfDeployTitle(deploy.title);
  if (!batch) return jsonNoStore({ ok: true, outcome: 'not a rebuild deploy' });
  if (deploy.state !== 'ready' && deploy.state !== 'error') return jsonNoStore({ ok: true, outcome: `state ${deploy.state} ignored` });
  try {
    if (deploy.state === 'ready') {
      const completed = await completeDeploy(db, batch, deploy.id, now);
      console.log(`deploy ${deploy.id} is live: ${completed} rebuild request(s) done`);
      return jsonNoStore({ ok: true, outcome: 'completed', requests: completed });
    }
    const error = `The Netlify deploy ${deploy.id} failed: ${deploy.error_message || 'no reason given'}. See its deploy log in Netlify.`;
    const requeued = await failDeploy(db, batch, error, now);
    console.error(`${error} ${requeued} rebuild request(s) queued again`);
    return jsonNoStore({ ok: true, outcome: 'requeued', requests: requeued });
  } catch (error) {
    console.error('deploy notification could not be recorded:', error);
    return jsonNoStore({ error: 'The notification could not be recorded; the deploy is retried after a timeout.' }, 503);
  }
}
