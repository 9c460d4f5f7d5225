/**
 * How the API roles got their privileges: only from our migrations ('explicit'), or also from a
 * Supabase project's legacy "automatically expose new tables" default privileges
 * ('supabase-default', tests/fixtures/supabase-default-grants.sql, applied before the migrations).
 */
export type GrantMode = 'explicit' | 'supabase-default';
export const grantModes: GrantMode[] = ['explicit', 'supabase-default'];
/** The migrated template database each mode's test databases are cloned from. */
export const templateDatabases: Record<GrantMode, string> = {
  explicit: 'gulf_jobs_template',
  'supabase-default': 'gulf_jobs_template_supabase_grants',
};
