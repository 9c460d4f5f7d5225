import { describe, expect, it } from 'vitest';
import { readEnv } from '~/server/env';

const production = { NETLIFY: 'true', DATABASE_URL: 'postgres://u:p@db.example.com:6543/postgres', SESSION_SECRET: 'x'.repeat(32), SITE_URL: 'https://jobs.example.com' };

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

  it('accepts a complete production environment, with and without Supabase Auth', () => {
    expect(readEnv(production).SITE_URL).toBe('https://jobs.example.com');
    expect(readEnv({ ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' }).SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('takes the deploy notifications\' JWS secret only when it is long enough', () => {
    expect(readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: 'k'.repeat(32) }).NETLIFY_DEPLOY_WEBHOOK_SECRET).toBe('k'.repeat(32));
    expect(readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: '' }).NETLIFY_DEPLOY_WEBHOOK_SECRET).toBeUndefined();
    expect(() => readEnv({ NETLIFY_DEPLOY_WEBHOOK_SECRET: 'short' })).toThrow('- NETLIFY_DEPLOY_WEBHOOK_SECRET: NETLIFY_DEPLOY_WEBHOOK_SECRET must be at least 16 characters (a long random string).');
  });

  it('names the variable whose value is malformed', () => {
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow('- SMTP_URL: SMTP_URL must be a full URL, for example https://…');
  });
});
