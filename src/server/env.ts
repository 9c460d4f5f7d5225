import { z } from 'astro/zod';
// Relative, not ~/: astro.config.mjs imports this file before the alias exists.
import { parseTrustedProxies } from './http/client-address';

/** The variables as the process has them: names to strings, unset ones missing. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Where the app runs: Netlify and APP_ENV=production fail closed on missing secrets. */
export const isProduction = (env: { NETLIFY?: string; APP_ENV?: string } = process.env): boolean =>
  env.NETLIFY === 'true' || env.APP_ENV === 'production';

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ message: `${what} must be a full URL, for example https://…` }).optional())
    .optional();

/** `KEY=` in .env (as .env.example has it) means unset: the default or the local fallback applies. */
export const withoutEmptyValues = (env: unknown) =>
  typeof env === 'object' && env !== null
    ? Object.fromEntries(Object.entries(env).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
    : env;

/** A Supabase API key of the new kind (`sb_publishable_…`, `sb_secret_…`); empty counts as unset. */
const optionalSupabaseKey = (name: string, prefix: string, label: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .startsWith(prefix, `${name} must be the ${label} key (${prefix}…) from the Supabase dashboard, Project settings → API Keys`)
        .optional(),
    )
    .optional();

/** Supabase's legacy JWT keys, being retired, and the variable that replaces each. */
const retiredVariables = {
  SUPABASE_ANON_KEY: 'SUPABASE_PUBLISHABLE_KEY (sb_publishable_…)',
  SUPABASE_SERVICE_ROLE_KEY: 'SUPABASE_SECRET_KEY (sb_secret_…)',
} as const;

const defaultHost = 'localhost';
const defaultPort = 4321;
const portError = 'PORT must be a port number, 1 to 65535';

/** Every variable the site, its build, its scheduled functions and the npm scripts read (README "Configuration"). */
/** The newest job pages a build prerenders by default, and at most (one folder per job under jobs/). */
export const prerenderJobPagesDefault = 1000;
const prerenderJobPagesMax = 50_000;

export const envSchema = z.preprocess(
  withoutEmptyValues,
  z
    .object({
      NETLIFY: z.string().optional().describe('"true" during a Netlify build: the Netlify adapter and production rules'),
      SITE_ID: z.string().optional().describe("Set by Netlify in its functions: the visitor's address comes from Netlify's edge header"),
      APP_ENV: z.string().optional().describe('"production" applies the production rules outside Netlify (required secrets)'),
      DATABASE_URL: optionalUrl('DATABASE_URL').describe(
        "The app's connection (the gulf_jobs_app role); unset locally: the embedded PostgreSQL",
      ),
      DIRECT_DATABASE_URL: optionalUrl('DIRECT_DATABASE_URL').describe(
        "The database owner's direct connection: migrations, the seed, admin:create",
      ),
      /** A request's longest database statement; the lock, idle-transaction and client bounds follow from it (src/server/db/README.md). */
      DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
        .number()
        .int()
        .min(100, 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, at least 100')
        .default(8000),
      DATA_DIR: z
        .string()
        .default('.data')
        .describe('Local data: the embedded database, written e-mails, the local session secret and admin password'),
      EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329).describe('Port of the embedded PostgreSQL'),
      HOST: z.string().default(defaultHost).describe('Where `npm start` listens'),
      PORT: z.coerce
        .number({ error: portError })
        .int(portError)
        .min(1, portError)
        .max(65535, portError)
        .default(defaultPort)
        .describe('Where `npm start` listens'),
      SITE_URL: z.url().optional().describe('The public address of the site; default http://HOST:PORT'),
      BUILD_OUT_DIR: z.string().default('dist').describe('Where `npm run build` writes the site (the scripts set it for their own builds)'),
      /** How many of the newest job pages the build prerenders (src/server/jobs/README.md says why the default). */
      PRERENDER_JOB_PAGES: z
        .string()
        .trim()
        .regex(/^\d+$/, 'PRERENDER_JOB_PAGES must be a whole number of job pages, for example 1000 (0 prerenders none)')
        // A run of digits too long for a number still reads as "too many", not as "no number".
        .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
        .pipe(
          z
            .number()
            .max(
              prerenderJobPagesMax,
              `PRERENDER_JOB_PAGES must be at most ${prerenderJobPagesMax}: Netlify serves at most 54,000 files from one folder (jobs/)`,
            ),
        )
        .default(prerenderJobPagesDefault),
      /** The local proxy's stand-in for Netlify's CDN cache (scripts/lib/local-site/README.md): its memory cap in MB; 0 turns it off. */
      LOCAL_CDN_CACHE_MB: z
        .string()
        .trim()
        .regex(/^\d+$/, 'LOCAL_CDN_CACHE_MB must be a whole number of megabytes, for example 64 (0 turns the local cache off)')
        .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
        .pipe(z.number().max(4096, 'LOCAL_CDN_CACHE_MB must be at most 4096'))
        .default(64)
        .describe("Memory for the local proxy's copy of Netlify's CDN cache, in MB (0: off)"),
      LOCAL_CDN_PURGE_URL: optionalUrl('LOCAL_CDN_PURGE_URL').describe(
        "Set by the local site for its site servers, never by you: where a write sends its purge to the local proxy's cache",
      ),
      LOCAL_CDN_PURGE_SECRET: z
        .string()
        .min(16, 'LOCAL_CDN_PURGE_SECRET must be at least 16 characters')
        .optional()
        .describe("Set by the local site for its site servers, never by you: this run's secret for the local proxy's purge"),
      SESSION_SECRET: z
        .string()
        .min(32, 'SESSION_SECRET must be at least 32 characters')
        .optional()
        .describe('Signs session cookies; unset locally: generated into DATA_DIR/session-secret'),
      SUPABASE_URL: optionalUrl('SUPABASE_URL').describe('Supabase Auth instead of the local provider'),
      SUPABASE_PUBLISHABLE_KEY: optionalSupabaseKey('SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_', 'publishable'),
      SUPABASE_SECRET_KEY: optionalSupabaseKey('SUPABASE_SECRET_KEY', 'sb_secret_', 'secret'),
      LOCAL_ADMIN_EMAIL: z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ message: 'LOCAL_ADMIN_EMAIL must be an e-mail address' }))
        .default('admin@gulfjobs.local')
        .describe('The local admin that `npm start` creates (password in DATA_DIR/admin-password)'),
      NETLIFY_BUILD_HOOK_URL: optionalUrl('NETLIFY_BUILD_HOOK_URL'),
      /** The "JWS secret token" of the site's deploy notifications (succeeded, failed). */
      NETLIFY_DEPLOY_WEBHOOK_SECRET: z
        .string()
        .trim()
        .transform((v) => (v === '' ? undefined : v))
        .pipe(z.string().min(16, 'NETLIFY_DEPLOY_WEBHOOK_SECRET must be at least 16 characters (a long random string).').optional())
        .optional(),
      /** Read by @netlify/functions' purgeCache itself: Netlify's functions have one; set it only to purge from elsewhere. */
      NETLIFY_PURGE_API_TOKEN: z
        .string()
        .optional()
        .describe("Netlify's cache purge token: provided to Netlify's functions; set a personal access token only to purge from elsewhere"),
      SMTP_URL: optionalUrl('SMTP_URL').describe('Outgoing e-mail; unset locally: e-mails are written to DATA_DIR/mail/'),
      /** Password checks (bcrypt) one server process runs at once, each on a worker thread; 8 per slot may wait, more get 503. */
      SIGN_IN_HASH_CONCURRENCY: z.coerce.number().int().min(1, 'SIGN_IN_HASH_CONCURRENCY must be a whole number, at least 1').default(1),
      /** Days of raw page views and job events kept; older ones are deleted once rolled up into days. */
      ANALYTICS_RETENTION_DAYS: z.coerce
        .number()
        .int()
        .min(1, 'ANALYTICS_RETENTION_DAYS must be a whole number of days, at least 1')
        .default(90),
      MAIL_FROM: z.string().default('Gulf Jobs <no-reply@localhost>'),
      CONTACT_INBOX: z.email({ message: 'CONTACT_INBOX must be an e-mail address' }).default('team@gulfjobs.local'),
      /** Self-hosting behind another proxy: its addresses or CIDR ranges, whose X-Forwarded-For the local proxy believes. */
      TRUSTED_PROXY: z
        .string()
        .optional()
        .superRefine((value, ctx) => {
          try {
            parseTrustedProxies(value);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: (error as Error).message });
          }
        }),
      // End-to-end tests and benchmarks (never needed by the site); the benchmarks' and the fuzzer's
      // own settings are scripts/lib/tool-settings.ts.
      CHROMIUM_PATH: z.string().optional().describe('The Chromium that end-to-end tests and benchmarks drive'),
    })
    // The address `npm start` serves when SITE_URL does not say another.
    .transform(({ SITE_URL, ...env }) => ({ ...env, SITE_URL: SITE_URL ?? `http://${env.HOST}:${env.PORT}` })),
);
export type Env = z.infer<typeof envSchema>;

/** What a variable left unset means locally, printed at start (README "Configuration"). */
const localFallbacks: Partial<Record<keyof Env, (env: Env) => string>> = {
  DATABASE_URL: (env) => `the embedded PostgreSQL in ${env.DATA_DIR}/postgres (port ${env.EMBEDDED_PG_PORT})`,
  SESSION_SECRET: (env) => `a secret generated once into ${env.DATA_DIR}/session-secret`,
  SITE_URL: (env) => env.SITE_URL,
  SMTP_URL: (env) => `e-mails written to ${env.DATA_DIR}/mail/`,
  SUPABASE_URL: () => 'the local sign-in provider',
  LOCAL_ADMIN_EMAIL: (env) => env.LOCAL_ADMIN_EMAIL,
  DATA_DIR: (env) => env.DATA_DIR,
  CONTACT_INBOX: (env) => env.CONTACT_INBOX,
};

/** The documented local defaults this environment relies on, one `NAME: what applies` line each (none in production). */
export function localDefaultsUsed(source: EnvSource, env: Env = readEnv(source)): string[] {
  if (isProduction(source)) return [];
  return Object.entries(localFallbacks)
    .filter(([name]) => !source[name]?.trim())
    .map(([name, describe]) => `${name}: ${describe(env)}`);
}

/** Parses an environment; in production the variables the site cannot run without are required. */
export function parseEnv(env: EnvSource): Env {
  const retired = Object.entries(retiredVariables).filter(([name]) => env[name]?.trim());
  if (retired.length > 0) {
    const lines = retired.map(([name, replacement]) => `- ${name} is retired by Supabase: set ${replacement} instead and remove ${name}.`);
    throw new Error(
      `The environment uses Supabase's legacy API keys:\n${lines.join('\n')}\nBoth new keys are in the Supabase dashboard, Project settings → API Keys.`,
    );
  }
  const parsed = parseVariables(envSchema, env);
  if (isProduction(env)) {
    // With Supabase Auth the publishable key signs people in and the secret key sets up invited admins.
    const required = env.SUPABASE_URL
      ? (['DATABASE_URL', 'SESSION_SECRET', 'SITE_URL', 'SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_SECRET_KEY'] as const)
      : (['DATABASE_URL', 'SESSION_SECRET', 'SITE_URL'] as const);
    const missing = required.filter((k) => !env[k]?.trim());
    if (missing.length > 0) {
      throw new Error(`Missing ${missing.join(', ')}: production needs them (see .env.example and README "Configuration").`);
    }
  }
  // Without SMTP_URL the outbox writes .eml files, which on Netlify land in the read-only function
  // folder: every send fails and the mail is given up.
  if (isProduction(env) && !parsed.SMTP_URL) {
    throw new Error(
      'Missing SMTP_URL: production sends e-mail over SMTP, e.g. smtps://user:password@smtp.example.com:465 (see .env.example and README "Configuration").',
    );
  }
  return parsed;
}

/** Variables parsed with `schema`, or an error naming each wrong variable and its fix. */
export function parseVariables<T extends z.ZodType>(schema: T, env: EnvSource): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`The environment is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

let processEnv: Env | undefined;

/**
 * The environment: `source` parsed, or without one this process's own, parsed once (nothing in
 * the app or its scripts changes process.env after start: values for another process go in that
 * process's `env`).
 */
export function readEnv(source?: EnvSource): Env {
  if (source) return parseEnv(source);
  processEnv ??= parseEnv(process.env);
  return processEnv;
}

/** Parse this process's environment again on the next readEnv(): for tests that stub variables (vi.stubEnv). */
export function forgetEnv(): void {
  processEnv = undefined;
}
