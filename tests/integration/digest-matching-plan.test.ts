import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import type { Database } from '~/server/db/schema';
import { jobAlertMatches } from '~/server/digests/matching';
import { parseAlertFilters, type AlertFilters, type AlertFiltersJson } from '~/lib/alerts/filters';

// The digest run's cost (npm run bench, BENCH_DIGESTS=only: 10,000 alerts against 10,000 jobs in
// under 60 s) is the alert matching. It stays fast by reading what the search reads: the narrow
// public.job_search_rows (salary in AED, package bits and topics stored, not computed per job) and
// the id-only keyword match, with public.jobs read only for the listed jobs' texts. Matching over
// the wide jobs rows and ranking every keyword match took the run from 41 s to 70 s; this pins the
// shape of the statement (what it matches is pinned by digests.test.ts).

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Function Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('alert matching statement', () => {
  it('matches over job_search_rows with the id-only keyword match; jobs is read once, for the listed jobs', async () => {
    await insertJob(t.db, { title: 'ICU Nurse' });
    await insertJob(t.db, { title: 'Site Engineer', category: 'construction', location: 'Dubai, UAE' });
    await insertJob(t.db, { title: 'Pending Nurse', status: 'pending' });
    await insertJob(t.db, { title: 'Expired Nurse', postedDaysAgo: 40 });
    const filters: AlertFiltersJson[] = [
      { q: 'nurse' },
      { category: 'construction', min_salary: 5000, package: ['housing'] },
      { topic: 'healthcare' },
    ];
    const alerts: { id: string; filters: AlertFilters }[] = [];
    for (const [i, f] of filters.entries()) {
      const { rows } = await sql<{ id: string }>`
        insert into public.subscriptions (email, kind, source, filters, frequency, confirmed_at, digested_through, next_digest_at)
        values (${`plan${i}@example.com`}, 'job_alert', 'test', ${JSON.stringify(f)}::jsonb, 'daily', now() - interval '2 days',
                now() - interval '1 day', now()) returning id`.execute(t.db);
      alerts.push({ id: rows[0]!.id, filters: parseAlertFilters(f)! });
    }
    const queries: CompiledQuery[] = [];
    const pool = new pg.Pool({ connectionString: t.url, max: 2 });
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => {
        if (e.level === 'query') queries.push(e.query);
      },
    });
    try {
      const matches = await withActor(logged, service, (trx) => jobAlertMatches(trx, alerts, new Date().toISOString()));
      expect(matches.get(alerts[0]!.id)?.jobs.map((j) => j.title)).toEqual(['ICU Nurse']);
      const statement = queries.find((q) => q.sql.includes('with g as'));
      expect(statement).toBeDefined();
      // Explained with its values through the driver, as the digest runs it (the service role).
      const client = await pool.connect();
      let plan: PlanNode;
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        const { rows } = await client.query(`explain (format json) ${statement!.sql}`, statement!.parameters as unknown[]);
        plan = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
      } finally {
        await client.query('rollback');
        client.release();
      }
      const nodes = nodesOf(plan);
      const relations = nodes.flatMap((n) => (n['Relation Name'] ? [n['Relation Name']] : []));
      const functions = nodes.flatMap((n) => (n['Function Name'] ? [n['Function Name']] : []));
      expect(relations.filter((r) => r === 'job_search_rows')).toHaveLength(1);
      expect(relations.filter((r) => r === 'jobs')).toHaveLength(1);
      expect(functions).toContain('public_job_ids_matching_words');
      expect(functions).not.toContain('public_job_matches');
    } finally {
      await logged.destroy();
    }
  });
});

describe("the digests' keyword match", () => {
  it.each(['nurse', 'nurs', 'gulf care', 'dubai', 'engineer dubai', 'zzzz'])(
    'public_job_ids_matching_words(%j) finds exactly the jobs public_job_search finds',
    async (words) => {
      const ids = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(t.db)).rows.map((r) => r.id).sort();
      expect(await ids(sql<{ id: string }>`select id from public.public_job_ids_matching_words(${words}) as k(id)`)).toEqual(
        await ids(sql<{ id: string }>`select id from public.public_job_search(${words})`),
      );
    },
  );
});
