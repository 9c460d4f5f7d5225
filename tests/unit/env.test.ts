import { describe, expect, it } from 'vitest';
import { readEnv } from '~/server/env';

const publishable = 'sb_publishable_abc123';
const secret = 'sb_secret_def456';
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
    [{ ...production, SUPABASE_URL: 'https://abc.supabase.co' }, 'Missing SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY: production needs them (see .env.example and README "Configuration").'],
    [{ ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: publishable, SUPABASE_SECRET_KEY: ' ' }, 'Missing SUPABASE_SECRET_KEY: production needs them (see .env.example and README "Configuration").'],
  ])('fails closed in production when a required variable is missing (%#)', (env, message) => {
    expect(() => readEnv(env)).toThrow(message);
  });

  it('accepts a complete production environment, with and without Supabase Auth', () => {
    expect(readEnv(production).SITE_URL).toBe('https://jobs.example.com');
    const env = readEnv({ ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: publishable, SUPABASE_SECRET_KEY: secret });
    expect(env).toMatchObject({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: publishable, SUPABASE_SECRET_KEY: secret });
  });

  it.each([
    [{ SUPABASE_ANON_KEY: 'eyJhbGciOi…' }, '- SUPABASE_ANON_KEY is retired by Supabase: set SUPABASE_PUBLISHABLE_KEY (sb_publishable_…) instead and remove SUPABASE_ANON_KEY.'],
    [{ SUPABASE_SERVICE_ROLE_KEY: 'eyJhbGciOi…' }, '- SUPABASE_SERVICE_ROLE_KEY is retired by Supabase: set SUPABASE_SECRET_KEY (sb_secret_…) instead and remove SUPABASE_SERVICE_ROLE_KEY.'],
  ])('refuses the retired legacy keys, locally too, and names the replacement (%#)', (env, line) => {
    expect(() => readEnv(env)).toThrow(line);
    expect(() => readEnv({ ...production, SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: publishable, SUPABASE_SECRET_KEY: secret, ...env })).toThrow(
      'Both new keys are in the Supabase dashboard, Project settings → API Keys.',
    );
  });

  it.each([
    ['SUPABASE_PUBLISHABLE_KEY', 'eyJhbGciOiJIUzI1NiJ9.legacy-anon', '- SUPABASE_PUBLISHABLE_KEY: SUPABASE_PUBLISHABLE_KEY must be the publishable key (sb_publishable_…) from the Supabase dashboard, Project settings → API Keys'],
    ['SUPABASE_SECRET_KEY', publishable, '- SUPABASE_SECRET_KEY: SUPABASE_SECRET_KEY must be the secret key (sb_secret_…) from the Supabase dashboard, Project settings → API Keys'],
  ])('%s must be a key of the new kind', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(message);
  });

  it('an empty key counts as unset', () => {
    expect(readEnv({ SUPABASE_PUBLISHABLE_KEY: '', SUPABASE_SECRET_KEY: '' })).toMatchObject({ SUPABASE_PUBLISHABLE_KEY: undefined, SUPABASE_SECRET_KEY: undefined });
  });

  it('names the variable whose value is malformed', () => {
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow('- SMTP_URL: SMTP_URL must be a full URL, for example https://…');
  });
});
