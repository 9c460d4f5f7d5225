import { authProvider } from '~/server/auth';
import { sessionSecret } from '~/server/auth/session-secret';
import { db } from '~/server/db/client';
import { readEnv } from '~/server/env';
import type { EmployerSignInDeps } from './sign-in-handler';

/** The employer pages' dependencies from the environment. */
export const employerSignInDeps = async (): Promise<EmployerSignInDeps> => ({
  db: db(),
  provider: await authProvider(),
  secret: await sessionSecret(),
  siteUrl: readEnv().SITE_URL,
});
