import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readEnv } from '~/server/env';

const production = { NETLIFY: 'true', DATABASE_URL: 'postgres://u:p@db.example.com:6543/postgres', SESSION_SECRET: 'x'.repeat(32), SITE_URL: 'https://jobs.example.com', SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' };

describe('readEnv', () => {
  it('applies the documented local defaults', () => {
    const env = readEnv({});
    expect(env.SITE_URL).toBe('http://localhost:4321');
    expect(env.CONTACT_INBOX).toBe('team@gulfjobs.local');
    expect(env.EMBEDDED_PG_PORT).toBe(54329);
  });

  it.each([
    [{ ...production, DATABASE_URL: '' }, 'Missing DATABASE_URL: production needs them (see .env.example and README "Configuration").'],
    [{ ...production, SESSION_SECRET: undefined, SITE_URL: undefined }, 'Missing SESSION_SECRET, SITE_URL: production needs them (see .env.example and README "Configuration").'],
    [{ ...production, SUPABASE_URL: 'https://abc.supabase.co' }, 'Missing SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: production needs them (see .env.example and README "Configuration").'],
  ])('fails closed in production when a required variable is missing (%#)', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('refuses production without SMTP_URL, naming it (the outbox could only write files nobody sends)', () => {
    const message = 'Missing SMTP_URL: production sends e-mail over SMTP, e.g. smtps://user:password@smtp.example.com:465 (see .env.example and README "Configuration").';
    expect(() => readEnv({ ...production, SMTP_URL: undefined })).toThrow(message);
    expect(() => readEnv({ ...production, NETLIFY: undefined, APP_ENV: 'production', SMTP_URL: '' })).toThrow(message);
    expect(readEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined(); // locally, .eml files are fine
  });

  it('reads ANALYTICS_RETENTION_DAYS, 90 by default', () => {
    expect(readEnv({}).ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(readEnv({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(() => readEnv({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow('- ANALYTICS_RETENTION_DAYS: ANALYTICS_RETENTION_DAYS must be a whole number of days, at least 1');
  });

  it.each(['build', 'start'])('npm run %s stops at once in production without SMTP_URL, naming it', async (script) => {
    const { SMTP_URL: _unused, ...rest } = production;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...rest, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: '/nonexistent-data-dir' },
      timeout: 20_000,
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Missing SMTP_URL: production sends e-mail over SMTP') });
  }, 30_000);

  it('accepts a complete production environment, with and without Supabase Auth', () => {
    expect(readEnv(production).SITE_URL).toBe('https://jobs.example.com');
    expect(readEnv({ ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' }).SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('names the variable whose value is malformed', () => {
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow('- SMTP_URL: SMTP_URL must be a full URL, for example https://…');
  });
});
