import { isProduction, readEnv, type Env } from '~/server/env';

/** The login role the app and its workers use (supabase/migrations/*_create_app_login_role.sql). */
export const appRole = 'gulf_jobs_app';

/**
 * The user a connection string logs in as. Supabase's pooler names it `role.project-ref`, so the
 * part before the first dot is the role.
 */
export function roleOf(connectionString: string): string {
  const user = decodeURIComponent(new URL(connectionString).username);
  return user.split('.')[0] ?? '';
}

/**
 * Why the app must not use this DATABASE_URL in production, or undefined when it may: it must log
 * in as gulf_jobs_app, which bypasses nothing, not as the owner (postgres bypasses RLS on Supabase).
 */
export function appUrlProblem(connectionString: string): string | undefined {
  const role = roleOf(connectionString);
  if (role === appRole) return undefined;
  return (
    `DATABASE_URL logs in as "${role || '(no user)'}", but in production the app connects as ${appRole}, so that ` +
    `row-level security decides on every query (the owner bypasses it). Set the role's password once ` +
    `(README "Deploying to Netlify + Supabase", step 4) and use postgresql://${appRole}.<project-ref>:<password>@<pooler host>:6543/postgres.`
  );
}

/**
 * The database owner's direct connection, for migrations, the demo seed and admin:create:
 * DIRECT_DATABASE_URL, else DATABASE_URL outside production (a developer's own PostgreSQL).
 * In production DATABASE_URL is the app role, which may not change the schema, so it is refused.
 */
export function ownerDatabaseUrl(
  env: Pick<Env, 'DIRECT_DATABASE_URL' | 'DATABASE_URL' | 'NETLIFY' | 'APP_ENV'> = readEnv(),
): string | undefined {
  const direct = env.DIRECT_DATABASE_URL?.trim();
  if (direct) return direct;
  if (isProduction(env) && env.DATABASE_URL) {
    throw new Error(
      "DIRECT_DATABASE_URL is not set: migrations, the seed and admin:create need the database owner's direct connection " +
        '(Supabase: Connect > Direct connection, port 5432, user postgres), not DATABASE_URL (the app role through the pooler).',
    );
  }
  return env.DATABASE_URL?.trim() || undefined;
}
