import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { localDefaultsUsed, readEnv } from '~/server/env';
import { loadDotEnv } from '../../scripts/lib/load-env';

const publishable = 'sb_publishable_abc123';
const secret = 'sb_secret_def456';
const production = {
  NETLIFY: 'true',
  DATABASE_URL: 'postgres://u:p@db.example.com:6543/postgres',
  SESSION_SECRET: 'x'.repeat(32),
  SITE_URL: 'https://jobs.example.com',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

describe('readEnv', () => {
  it('applies the documented local defaults', () => {
    const env = readEnv({});
    expect(env.SITE_URL).toBe('http://localhost:4321');
    expect(env.CONTACT_INBOX).toBe('team@gulfjobs.local');
    expect(env.EMBEDDED_PG_PORT).toBe(54329);
  });

  it.each([
    [{ ...production, DATABASE_URL: '' }, 'Missing DATABASE_URL: production needs them (see .env.example and README "Configuration").'],
    [
      { ...production, SESSION_SECRET: undefined, SITE_URL: undefined },
      'Missing SESSION_SECRET, SITE_URL: production needs them (see .env.example and README "Configuration").',
    ],
    [
      { ...production, SUPABASE_URL: 'https://abc.supabase.co' },
      'Missing SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY: production needs them (see .env.example and README "Configuration").',
    ],
    [
      { ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: publishable, SUPABASE_SECRET_KEY: ' ' },
      'Missing SUPABASE_SECRET_KEY: production needs them (see .env.example and README "Configuration").',
    ],
  ])('fails closed in production when a required variable is missing (%#)', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('refuses production without SMTP_URL, naming it (the outbox could only write files nobody sends)', () => {
    const message =
      'Missing SMTP_URL: production sends e-mail over SMTP, e.g. smtps://user:password@smtp.example.com:465 (see .env.example and README "Configuration").';
    expect(() => readEnv({ ...production, SMTP_URL: undefined })).toThrow(message);
    expect(() => readEnv({ ...production, NETLIFY: undefined, APP_ENV: 'production', SMTP_URL: '' })).toThrow(message);
    expect(readEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined(); // locally, .eml files are fine
  });

  it('reads ANALYTICS_RETENTION_DAYS, 90 by default', () => {
    expect(readEnv({}).ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(readEnv({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(() => readEnv({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(
      '- ANALYTICS_RETENTION_DAYS: ANALYTICS_RETENTION_DAYS must be a whole number of days, at least 1',
    );
  });

  it('reads PRERENDER_JOB_PAGES, 1000 by default, and refuses what is no count of pages with a sentence', () => {
    expect(readEnv({}).PRERENDER_JOB_PAGES).toBe(1000);
    expect(readEnv({ PRERENDER_JOB_PAGES: '0' }).PRERENDER_JOB_PAGES).toBe(0);
    expect(readEnv({ PRERENDER_JOB_PAGES: ' 250 ' }).PRERENDER_JOB_PAGES).toBe(250);
    expect(readEnv({ PRERENDER_JOB_PAGES: '50000' }).PRERENDER_JOB_PAGES).toBe(50000);
    const wholeNumber =
      '- PRERENDER_JOB_PAGES: PRERENDER_JOB_PAGES must be a whole number of job pages, for example 1000 (0 prerenders none)';
    for (const bad of ['-1', '2.5', '1e3', 'all', '3000 pages', '\u00003000']) {
      expect(() => readEnv({ PRERENDER_JOB_PAGES: bad }), bad).toThrow(wholeNumber);
    }
    expect(() => readEnv({ PRERENDER_JOB_PAGES: '50001' })).toThrow(
      '- PRERENDER_JOB_PAGES: PRERENDER_JOB_PAGES must be at most 50000: Netlify serves at most 54,000 files from one folder (jobs/)',
    );
    expect(() => readEnv({ PRERENDER_JOB_PAGES: '9'.repeat(400) })).toThrow('must be at most 50000');
  });

  it("reads LOCAL_CDN_CACHE_MB (the local proxy's CDN cache), 64 by default, 0 for off, and refuses what is no size", () => {
    expect(readEnv({}).LOCAL_CDN_CACHE_MB).toBe(64);
    expect(readEnv({ LOCAL_CDN_CACHE_MB: '0' }).LOCAL_CDN_CACHE_MB).toBe(0);
    expect(readEnv({ LOCAL_CDN_CACHE_MB: ' 256 ' }).LOCAL_CDN_CACHE_MB).toBe(256);
    for (const bad of ['-1', '1.5', '64MB', 'off']) {
      expect(() => readEnv({ LOCAL_CDN_CACHE_MB: bad }), bad).toThrow('LOCAL_CDN_CACHE_MB must be a whole number of megabytes');
    }
    expect(() => readEnv({ LOCAL_CDN_CACHE_MB: '9'.repeat(400) })).toThrow('LOCAL_CDN_CACHE_MB must be at most 4096');
  });

  it.each(['build', 'start'])(
    'npm run %s stops at once in production without SMTP_URL, naming it',
    async (script) => {
      const { SMTP_URL: _unused, ...rest } = production;
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...rest,
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          DATA_DIR: '/nonexistent-data-dir',
        },
        timeout: 20_000,
      });
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Missing SMTP_URL: production sends e-mail over SMTP'),
      });
    },
    30_000,
  );

  it('accepts a complete production environment, with and without Supabase Auth', () => {
    expect(readEnv(production).SITE_URL).toBe('https://jobs.example.com');
    const env = readEnv({
      ...production,
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: publishable,
      SUPABASE_SECRET_KEY: secret,
    });
    expect(env).toMatchObject({
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_PUBLISHABLE_KEY: publishable,
      SUPABASE_SECRET_KEY: secret,
    });
  });

  it.each([
    [
      { SUPABASE_ANON_KEY: 'eyJhbGciOi…' },
      '- SUPABASE_ANON_KEY is retired by Supabase: set SUPABASE_PUBLISHABLE_KEY (sb_publishable_…) instead and remove SUPABASE_ANON_KEY.',
    ],
    [
      { SUPABASE_SERVICE_ROLE_KEY: 'eyJhbGciOi…' },
      '- SUPABASE_SERVICE_ROLE_KEY is retired by Supabase: set SUPABASE_SECRET_KEY (sb_secret_…) instead and remove SUPABASE_SERVICE_ROLE_KEY.',
    ],
  ])('refuses the retired legacy keys, locally too, and names the replacement (%#)', (env, line) => {
    expect(() => readEnv(env)).toThrow(line);
    expect(() =>
      readEnv({
        ...production,
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_PUBLISHABLE_KEY: publishable,
        SUPABASE_SECRET_KEY: secret,
        ...env,
      }),
    ).toThrow('Both new keys are in the Supabase dashboard, Project settings → API Keys.');
  });

  it.each([
    [
      'SUPABASE_PUBLISHABLE_KEY',
      'eyJhbGciOiJIUzI1NiJ9.legacy-anon',
      '- SUPABASE_PUBLISHABLE_KEY: SUPABASE_PUBLISHABLE_KEY must be the publishable key (sb_publishable_…) from the Supabase dashboard, Project settings → API Keys',
    ],
    [
      'SUPABASE_SECRET_KEY',
      publishable,
      '- SUPABASE_SECRET_KEY: SUPABASE_SECRET_KEY must be the secret key (sb_secret_…) from the Supabase dashboard, Project settings → API Keys',
    ],
  ])('%s must be a key of the new kind', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(message);
  });

  it('an empty key counts as unset', () => {
    const env = readEnv({ SUPABASE_PUBLISHABLE_KEY: '', SUPABASE_SECRET_KEY: '' });
    expect(env.SUPABASE_PUBLISHABLE_KEY).toBeUndefined();
    expect(env.SUPABASE_SECRET_KEY).toBeUndefined();
  });

  it("takes the deploy notifications' JWS secret only when it is long enough", () => {
    expect(readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: 'k'.repeat(32) }).NETLIFY_DEPLOY_WEBHOOK_SECRET).toBe('k'.repeat(32));
    expect(readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: '' }).NETLIFY_DEPLOY_WEBHOOK_SECRET).toBeUndefined();
    expect(() => readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: 'short' })).toThrow(
      '- NETLIFY_DEPLOY_WEBHOOK_SECRET: NETLIFY_DEPLOY_WEBHOOK_SECRET must be at least 16 characters (a long random string).',
    );
  });

  it('names the variable whose value is malformed', () => {
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow('- SMTP_URL: SMTP_URL must be a full URL, for example https://…');
  });

  it('reads .env.example as it is (every empty KEY= means unset, so the local defaults apply)', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    expect(example.SESSION_SECRET).toBe(''); // the case this guards: the copied file has empty values
    const env = readEnv(example);
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:4321');
  });

  it('still refuses an empty required variable in production', () => {
    expect(() => readEnv({ ...production, SESSION_SECRET: '' })).toThrow('Missing SESSION_SECRET: production needs them');
  });

  it.each([
    [{}, 'http://localhost:4321'],
    [{ PORT: '4415' }, 'http://localhost:4415'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://0.0.0.0:8080'],
    [{ HOST: '127.0.0.1', PORT: '8080', SITE_URL: 'https://jobs.example.com' }, 'https://jobs.example.com'],
  ])('SITE_URL defaults to where npm start listens (%o)', (env, siteUrl) => {
    expect(readEnv(env).SITE_URL).toBe(siteUrl);
  });

  it.each([
    [{}, { HOST: 'localhost', PORT: 4321, LOCAL_ADMIN_EMAIL: 'admin@gulfjobs.local', BUILD_OUT_DIR: 'dist', DATA_DIR: '.data' }],
    [
      { LOCAL_ADMIN_EMAIL: ' Me@Example.COM ', BUILD_OUT_DIR: '/tmp/out', PORT: '80' },
      { LOCAL_ADMIN_EMAIL: 'me@example.com', BUILD_OUT_DIR: '/tmp/out', PORT: 80 },
    ],
    [
      { ...production, SITE_ID: 'abc' },
      { NETLIFY: 'true', SITE_ID: 'abc' },
    ],
    [{ APP_ENV: 'development' }, { APP_ENV: 'development' }],
    [{ CHROMIUM_PATH: '/opt/chrome' }, { CHROMIUM_PATH: '/opt/chrome' }],
  ])('reads every variable the app and its scripts use (%#)', (env, parsed) => {
    expect(readEnv(env)).toMatchObject(parsed);
  });

  it.each([
    [{ LOCAL_ADMIN_EMAIL: 'admin' }, '- LOCAL_ADMIN_EMAIL: LOCAL_ADMIN_EMAIL must be an e-mail address'],
    [{ PORT: 'http' }, '- PORT: PORT must be a port number, 1 to 65535'],
    [{ PORT: '70000' }, '- PORT: PORT must be a port number, 1 to 65535'],
    [{ PORT: '80.5' }, '- PORT: PORT must be a port number, 1 to 65535'],
  ])('names the variable and the fix (%o)', (env, line) => {
    expect(() => readEnv(env)).toThrow(`The environment is not valid:\n${line}`);
  });

  it('leaves the benchmarks and the fuzzer their own settings: a wrong one never stops the site', () => {
    const env: Record<string, unknown> = readEnv({ BENCH_SIZES: '1000 jobs', BENCH_LIGHTHOUSE: 'yes', FUZZ_SEED: 'twelve' });
    expect(Object.keys(env).filter((name) => /^(BENCH|FUZZ)_/.test(name))).toEqual([]);
  });

  it('parses the process environment once: every reader gets the same object', () => {
    expect(readEnv()).toBe(readEnv());
  });
});

describe('localDefaultsUsed', () => {
  it('names every documented local default an empty environment falls back to', () => {
    expect(localDefaultsUsed({})).toEqual([
      'DATABASE_URL: the embedded PostgreSQL in .data/postgres (port 54329)',
      'SESSION_SECRET: a secret generated once into .data/session-secret',
      'SITE_URL: http://localhost:4321',
      'SMTP_URL: e-mails written to .data/mail/',
      'SUPABASE_URL: the local sign-in provider',
      'LOCAL_ADMIN_EMAIL: admin@gulfjobs.local',
      'DATA_DIR: .data',
      'CONTACT_INBOX: team@gulfjobs.local',
    ]);
  });

  it.each([
    [
      {
        DATA_DIR: '/srv/jobs',
        EMBEDDED_PG_PORT: '54415',
        PORT: '4415',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SUPABASE_URL: '',
        CONTACT_INBOX: 'hr@example.com',
      },
      [
        'DATABASE_URL: the embedded PostgreSQL in /srv/jobs/postgres (port 54415)',
        'SESSION_SECRET: a secret generated once into /srv/jobs/session-secret',
        'SITE_URL: http://localhost:4415',
        'SUPABASE_URL: the local sign-in provider',
        'LOCAL_ADMIN_EMAIL: admin@gulfjobs.local',
      ],
    ],
    [production, []],
  ])('leaves out what is set, and prints nothing in production (%#)', (env, lines) => {
    expect(localDefaultsUsed(env)).toEqual(lines);
  });
});

describe('loadDotEnv', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gulf-jobs-env-'));
  const before = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
    Object.assign(process.env, before);
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads .env copied from .env.example and leaves no empty variable behind', () => {
    const file = path.join(dir, '.env');
    copyFileSync('.env.example', file);
    for (const key of ['SESSION_SECRET', 'DATABASE_URL', 'APP_ENV', 'SITE_URL']) delete process.env[key];
    process.env.GULF_JOBS_EMPTY_IN_SHELL = '';
    loadDotEnv(file);
    expect(process.env.SESSION_SECRET).toBeUndefined();
    expect('DATABASE_URL' in process.env).toBe(false);
    expect('GULF_JOBS_EMPTY_IN_SHELL' in process.env).toBe(false);
    expect(process.env.SITE_URL).toBe('http://localhost:4321');
    expect(readEnv().SESSION_SECRET).toBeUndefined();
  });
});
