import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import { sessionSecret } from '~/server/auth/session-secret';
import type { FormDeps } from './handlers';

/** The form endpoints' dependencies from the environment. */
export async function formDeps(): Promise<FormDeps> {
  const env = readEnv();
  return { db: db(), siteUrl: env.SITE_URL, secret: await sessionSecret(), inbox: env.CONTACT_INBOX };
}
