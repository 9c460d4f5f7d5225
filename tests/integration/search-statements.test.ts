import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sql } from 'kysely';
import { service, visitor, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';

// How many statements of a search make the keyword's matches: cutting the query into segments and
// reading the word index is most of a keyword search's time, so it is done once per search.
let t: TestDatabase;
const seen: string[] = [];
const query = pg.Client.prototype.query;

beforeAll(async () => {
  t = await freshDatabase();
  const base = { job_description: 'Join our team.', salary_range: null, contact_email: 'jobs@example.com', application_url: null };
  for (const [title, location] of [
    ['Registered Nurse', 'Dubai, UAE'],
    ['Staff Nurse', 'Doha'],
    ['Civil Engineer', 'Riyadh'],
  ])
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({ ...base, job_title: title, company_name: 'Gulf Care', location, category: 'healthcare-medical', status: 'approved' })
        .execute(),
    );
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    seen.push(typeof first === 'string' ? first : (first.text ?? ''));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
});
afterEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t.drop();
});

const matchingStatements = () => seen.filter((text) => /public\.public_job_search(_unranked|_matches)?\(/.test(text)).length;

describe('a keyword search', () => {
  it.each([
    ['q=nurse', 2],
    ['q=nurse&sort=newest', 2],
    ['q=nurse&country=uae&page=1', 1],
    ['q=nurse+dubai', 1],
  ])('makes its matches in one statement (%s)', async (params, total) => {
    const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${params}`), t.db);
    const body = (await response.json()) as { total: number; facets: { country: Record<string, number> } };
    expect(response.status).toBe(200);
    expect(body.total).toBe(total);
    expect(matchingStatements()).toBe(1);
  });

  // Sorted newest first or with a filter, the correction and the search in one transaction; ranked
  // without a filter, the correction first and then the counts and the tiers' page in one
  // transaction each, at once. Each transaction sets its settings in one statement.
  it.each([
    ['q=nursee&sort=newest', 'nurse', 2, 1],
    ['q=nurse&sort=newest', undefined, 2, 1],
    ['q=nursee&country=uae', 'nurse', 1, 1],
    ['q=nursee', 'nurse', 2, 3],
    ['q=nurse', undefined, 2, 3],
    ['q=nursee&spell=off', undefined, 0, undefined],
  ])('corrects its typos before the search, its settings in one statement (%s)', async (params, to, total, expected) => {
    const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${params}`), t.db);
    const body = (await response.json()) as { total: number; correction?: { to: string } };
    expect(body.total).toBe(total);
    expect(body.correction?.to).toBe(to);
    const transactions = seen.filter((text) => /^\s*begin\b/i.test(text)).length;
    const corrections = seen.filter((text) => text.includes('public.correct_query(')).length;
    const settings = seen.filter((text) => text.includes('set_config(')).length;
    // An empty answer also counts its nearer searches, each in its own transaction.
    if (expected !== undefined) expect([transactions, settings]).toEqual([expected, expected]);
    expect(corrections).toBe(params.includes('spell=off') ? 0 : 1);
  });

  it('without a keyword reads no matches', async () => {
    const response = await jobSearchHandler(new Request('http://localhost/api/jobs?country=uae'), t.db);
    expect(((await response.json()) as { total: number }).total).toBe(1);
    expect(matchingStatements()).toBe(0);
  });
});

it('a transaction takes further settings, which cannot replace the actor’s role and claims', async () => {
  const { rows } = await withActor(
    t.db,
    visitor,
    (trx) =>
      sql<{ role: string; claims: string; cost: string }>`
        select current_user as role, current_setting('request.jwt.claims') as claims, current_setting('random_page_cost') as cost`.execute(
        trx,
      ),
    { random_page_cost: '1.1', role: 'service_role', 'request.jwt.claims': '{"role":"service_role"}' },
  );
  expect(rows[0]).toEqual({ role: 'anon', claims: '{"role":"anon"}', cost: '1.1' });
});
