import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';

// What the API roles may do, read from the catalog for every object in schema public, in both
// grant modes. It covers tables added later too: a new table, view or function must be granted
// explicitly and listed here when a visitor may write or call it.

/** Everything anon (the public key, every visitor) may write. */
const anonWrites = ['coaching_requests: INSERT', 'job_events: INSERT', 'jobs: INSERT', 'page_views: INSERT'];
/** The columns anon may not read of a table or view it reads. */
const anonHiddenColumns = ['jobs.contact_email', 'jobs.post_dedupe_key', 'jobs.rejection_reason'];
/** Every function anon may call (trigger functions cannot be called and are left out). */
const anonFunctions = [
  'accept_admin_invitation(hash text)',
  'admin_invitation_state(hash text)',
  'arabic_fold(value text)',
  'arabic_stem(word text)',
  'correct_query(q text)',
  'country_of(location text)',
  'facet_bucket(t timestamp with time zone)',
  'is_admin()',
  'job_post_dedupe_key(contact_email text, application_url text, job_title text, location text)',
  'job_post_duplicate(contact_email text, application_url text, job_title text, location text)',
  'job_receipt_title(reference text)',
  'job_topics(category text, job_title text, job_description text)',
  'occupation_expansions(words text[])',
  'occupation_term_key(value text)',
  'package_mask(items text[])',
  'place_term_pattern(term text)',
  'place_text(location text)',
  'posting_key(company_name text, job_title text, location text)',
  'public_job_ids_matching_words(words text)',
  'public_job_matches(words text)',
  'public_job_search(words text, topic text)',
  'public_job_search_matches(words text, topic text, ranked boolean)',
  'public_job_search_top(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint, n integer)',
  'public_job_search_unranked(words text, topic text)',
  'public_job_totals_without_each_word(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint)',
  'salary_monthly_aed(salary_min numeric, salary_max numeric, salary_currency text, salary_period text)',
  'search_fold(value text)',
  'search_text(value text)',
];
/** Security-definer functions (they bypass RLS) a signed-in user may call; each checks who asks. */
const authenticatedDefinerFunctions = [
  'accept_admin_invitation(hash text)',
  'admin_accounts()',
  'admin_invitation_state(hash text)',
  'admin_invite_company_member(company uuid, member text)',
  'analytics_rolled_up_through()',
  'correct_query(q text)',
  'is_company_job(job uuid)',
  'is_company_member(company uuid)',
  'job_looks_duplicate(for_id uuid, for_company text, for_title text)',
  'job_post_duplicate(contact_email text, application_url text, job_title text, location text)',
  'job_receipt_title(reference text)',
  'merge_companies(kept uuid, merged uuid)',
  'public_job_ids_matching_words(words text)',
  'public_job_matches(words text)',
  'public_job_search(words text, topic text)',
  'public_job_search_matches(words text, topic text, ranked boolean)',
  'public_job_search_top(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint, n integer)',
  'public_job_search_unranked(words text, topic text)',
  'public_job_totals_without_each_word(words text, topic text, key_mask bigint, key_value bigint, since timestamp with time zone, min_salary bigint)',
  'rebuild_now()',
  'remove_company_member(company uuid, member text)',
  'roll_up_page_views()',
  'set_company_verification(company uuid, verified boolean, note text)',
];

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(grants);
  });
  afterAll(async () => {
    await t.drop();
  });
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows;

  it('has row-level security on every table in public', async () => {
    expect(
      await rows(sql`select c.relname from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([]);
  });

  it('runs every view with the caller’s rights (security_invoker) and has no materialized view', async () => {
    expect(
      await rows(sql`select c.relname, c.relkind from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
          and not coalesce(c.reloptions && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false)`),
    ).toEqual([]);
  });

  it('holds back from anon only the columns listed: the poster’s address of every job (anon reads public_contact_email)', async () => {
    const found = await rows<{ col: string }>(sql`select c.relname || '.' || a.attname as col
      from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and has_any_column_privilege('anon', c.oid, 'SELECT')
        and not has_column_privilege('anon', c.oid, a.attnum, 'SELECT')
      order by 1`);
    expect(found.map((r) => r.col)).toEqual(anonHiddenColumns);
  });

  it('lets anon write only what the allow-list says', async () => {
    const found = await rows<{ grant: string }>(sql`select c.relname || ': ' || p.privilege as grant
      from pg_class c cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and has_table_privilege('anon', c.oid, p.privilege)
      order by 1`);
    expect(found.map((r) => r.grant)).toEqual(anonWrites);
  });

  it('gives signed-in users no truncate, references or trigger anywhere, and no write on a view', async () => {
    expect(
      await rows(sql`select c.relname, p.privilege
        from pg_class c cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and has_table_privilege('authenticated', c.oid, p.privilege)
          and (p.privilege in ('TRUNCATE', 'REFERENCES', 'TRIGGER') or c.relkind <> 'r')`),
    ).toEqual([]);
  });

  it('grants anon and authenticated nothing on a table that no policy for that command and role uses', async () => {
    expect(
      await rows(sql`select r.rolname, c.relname, p.privilege
        from pg_class c
        cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as p(privilege)
        cross join pg_roles r
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and r.rolname in ('anon', 'authenticated')
          and has_table_privilege(r.oid, c.oid, p.privilege)
          and not exists (
            select 1 from pg_policy pol
            where pol.polrelid = c.oid
              and pol.polcmd in ('*', case p.privilege when 'SELECT' then 'r' when 'INSERT' then 'a' when 'UPDATE' then 'w' else 'd' end)
              and (r.oid = any (pol.polroles) or 0::oid = any (pol.polroles)))
        order by 1, 2, 3`),
    ).toEqual([]);
  });

  it('lets anon and authenticated use no sequence', async () => {
    expect(
      await rows(sql`select c.relname, r.rolname from pg_class c cross join pg_roles r
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'S' and r.rolname in ('anon', 'authenticated')
          and has_sequence_privilege(r.oid, c.oid, 'USAGE, SELECT, UPDATE')`),
    ).toEqual([]);
  });

  it('lets anon call only the allow-listed functions', async () => {
    const found = await rows<{ fn: string }>(sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype
        and has_function_privilege('anon', p.oid, 'EXECUTE')
      order by 1`);
    expect(found.map((r) => r.fn)).toEqual(anonFunctions);
  });

  it('lets signed-in users call only the allow-listed security-definer functions', async () => {
    const found = await rows<{ fn: string }>(sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
      from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype and p.prosecdef
        and has_function_privilege('authenticated', p.oid, 'EXECUTE')
      order by 1`);
    expect(found.map((r) => r.fn)).toEqual(authenticatedDefinerFunctions);
  });

  it('exposes nothing new by default: no default privileges for anon or authenticated in public', async () => {
    expect(
      await rows(sql`select d.defaclobjtype, a.privilege_type, g.rolname
        from pg_default_acl d
        cross join lateral aclexplode(d.defaclacl) a
        join pg_roles g on g.oid = a.grantee
        where d.defaclnamespace = 'public'::regnamespace and g.rolname in ('anon', 'authenticated')`),
    ).toEqual([]);
  });
});
