import { z } from 'zod';

/** Where the app runs: Netlify and APP_ENV=production fail closed on missing secrets. */
export const isProduction = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.NETLIFY === 'true' || env.APP_ENV === 'production';

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ message: `${what} must be a full URL, for example https://…` }).optional())
    .optional();

export const envSchema = z.object({
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  DIRECT_DATABASE_URL: optionalUrl('DIRECT_DATABASE_URL'),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SITE_URL: z.url().default('http://localhost:4321'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SUPABASE_URL: optionalUrl('SUPABASE_URL'),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  NETLIFY_BUILD_HOOK_URL: optionalUrl('NETLIFY_BUILD_HOOK_URL'),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Gulf Jobs <no-reply@localhost>'),
  CONTACT_INBOX: z.email({ message: 'CONTACT_INBOX must be an e-mail address' }).default('team@gulfjobs.local'),
});
export type Env = z.infer<typeof envSchema>;

/** Parses the environment; in production the variables the site cannot run without are required. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The environment is not valid:\n${lines.join('\n')}`);
  }
  if (isProduction(env)) {
    // With Supabase Auth the anon key signs people in and the service-role key sets up invited admins.
    const required = env.SUPABASE_URL
      ? (['DATABASE_URL', 'SESSION_SECRET', 'SITE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const)
      : (['DATABASE_URL', 'SESSION_SECRET', 'SITE_URL'] as const);
    const missing = required.filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new Error(
        `Missing ${missing.join(', ')}: production needs them (see .env.example and README "Configuration").`,
      );
    }
  }
  return parsed.data;
}
