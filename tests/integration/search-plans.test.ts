import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { visitor, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { keywordWords } from '~/server/jobs/job-filters';
import { judgedQueries } from '../fixtures/judged-queries';
import { searchQueries } from '../../scripts/lib/search-bench-queries';

// A query's segments and match are kept per query text (public.search_plans): made on the first
// search, read by the next, the same as made afresh, forgotten when the thesaurus or the place
// names change, bounded, and out of the API roles' reach.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
}, 120_000);
afterAll(() => t.drop());

const search = async (q: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs?${new URLSearchParams({ q })}`), t.db);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; jobs: { id: string }[] };
};
const kept = async () =>
  (await sql<{ words: string }>`select words from public.search_plans order by words`.execute(t.db)).rows.map((r) => r.words);

const queries = [
  ...judgedQueries.map((j) => j.q),
  ...Object.values(searchQueries)
    .flat()
    .map((v) => new URLSearchParams(v).get('q'))
    .filter((q): q is string => Boolean(q)),
]
  .map((q) => keywordWords(q))
  .filter((w): w is string => Boolean(w));

describe('public.search_plans', () => {
  it('keeps a searched query and reads it on the next search, with the same answer', async () => {
    await sql`delete from public.search_plans`.execute(t.db);
    const first = await search('nurse');
    expect(await kept()).toEqual(['nurse']);
    // What is read is what is kept: a plan changed in the table changes the next answer.
    await sql`update public.search_plans set match = 'zzzz'::tsquery, match_any = '{zzzz}' where words = 'nurse'`.execute(t.db);
    expect((await search('nurse')).total).toBe(0);
    await sql`delete from public.search_plans`.execute(t.db);
    expect(await search('nurse')).toEqual(first);
  });

  it('holds what public.search_segments and the simplified match make afresh, for every judged and benchmark query', async () => {
    await sql`delete from public.search_plans`.execute(t.db);
    const { rows } = await sql<{ q: string; same_segments: boolean; same_match: boolean }>`
      select w.q, p.segments = f.segments as same_segments,
             p.match::text is not distinct from (
               select string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery::text
               from unnest(f.segments) s where not s.optional)
             and p.match_any::text is not distinct from public.search_alternatives(p.match)::text as same_match
      from unnest(${queries}::text[]) as w(q)
      cross join lateral (select array(select row(s.*)::public.search_segment from public.search_segments(w.q) s order by s.n) as segments) f
      cross join lateral public.search_plan(w.q) p`.execute(t.db);
    expect(rows.length).toBe(queries.length);
    expect(rows.filter((r) => !r.same_segments || !r.same_match)).toEqual([]);
    // ...and the kept copies hold the same
    const again = await sql<{ n: number }>`
      select count(*)::int as n from public.search_plans p
      where p.segments <> array(select row(s.*)::public.search_segment from public.search_segments(p.words) s order by s.n)`.execute(t.db);
    expect(again.rows[0]!.n).toBe(0);
    expect((await kept()).length).toBe(new Set(queries).size);
  }, 120_000);

  it.each([
    [
      'an occupation term',
      `insert into public.occupation_terms (occupation_id, term, language, kind, weight) values ('nurse', 'sister', 'en', 'synonym', 0.8)`,
    ],
    ['a hierarchy link', `insert into public.occupation_links (broader_id, narrower_id) values ('general-practitioner', 'doctor')`],
    ['a stop word', `insert into public.occupation_stop_words (key) values ('zzzz')`],
    ['a city name', `update public.city_terms set term = term where false`],
    ['a country name', `delete from public.country_terms where false`],
  ])('forgets every plan when %s changes', async (_what, change) => {
    await search('nurse');
    expect(await kept()).not.toEqual([]);
    // In a transaction rolled back after the check, so the change stays out of the other tests.
    const rolledBack = new Error('rolled back');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql.raw(change).execute(trx);
        expect((await sql`select words from public.search_plans`.execute(trx)).rows).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('finds what a new synonym names at once (no stale plan)', async () => {
    await sql`delete from public.occupation_terms where term = 'sister'`.execute(t.db);
    const before = (await search('careangel')).total;
    await search('careangel');
    await sql`insert into public.occupation_terms (occupation_id, term, language, kind, weight) values ('nurse', 'careangel', 'en', 'synonym', 0.8)`.execute(
      t.db,
    );
    expect((await search('careangel')).total).toBeGreaterThan(before);
    await sql`delete from public.occupation_terms where term = 'careangel'`.execute(t.db);
    expect((await search('careangel')).total).toBe(before);
  });

  it('is a ring of 10,000 slots: a new query takes the next and evicts its last holder', async () => {
    await sql`delete from public.search_plans`.execute(t.db);
    await sql`select setval('public.search_plans_slot_seq', 9999)`.execute(t.db);
    await search('nurse');
    await sql`select setval('public.search_plans_slot_seq', 9999)`.execute(t.db);
    await search('teacher');
    await search('engineer');
    const slots = await sql<{ words: string; slot: number }>`select words, slot from public.search_plans order by slot`.execute(t.db);
    expect(slots.rows).toEqual([
      { words: 'engineer', slot: 1 },
      { words: 'teacher', slot: 10000 },
    ]);
  });

  it('is kept by the first of two transactions that make it at once, the second not waiting for it', async () => {
    // A ranked page's counts and tiers are two statements at once: both make the plan of new words.
    await sql`delete from public.search_plans`.execute(t.db);
    await sql`select setval('public.search_plans_slot_seq', 100)`.execute(t.db);
    const words = 'night shift nurse';
    const fresh = await sql<{ m: string }>`select (public.search_plan(${words})).match::text as m`.execute(t.db);
    await sql`delete from public.search_plans`.execute(t.db);
    await sql`select setval('public.search_plans_slot_seq', 100)`.execute(t.db);
    let made!: () => void;
    let release!: () => void;
    const firstMade = new Promise<void>((resolve) => (made = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await sql`select public.search_plan(${words})`.execute(trx);
      made();
      await held; // the first transaction stays open, its plan kept but not committed
    });
    await firstMade;
    const second = await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local statement_timeout = '3s'`.execute(trx);
        return (await sql<{ m: string }>`select (public.search_plan(${words})).match::text as m`.execute(trx)).rows[0]!.m;
      })
      .finally(release);
    await first;
    expect(second).toBe(fresh.rows[0]!.m);
    const slots = await sql<{ words: string; slot: number }>`select words, slot from public.search_plans`.execute(t.db);
    expect(slots.rows).toEqual([{ words, slot: 101 }]);
    // ...and a third, after both, reads it and takes no slot
    await sql`select public.search_plan(${words})`.execute(t.db);
    const seq = await sql<{ n: string }>`select last_value::text as n from public.search_plans_slot_seq`.execute(t.db);
    expect(seq.rows[0]!.n).toBe('101');
  });

  it('searches in a read-only transaction without keeping anything', async () => {
    await sql`delete from public.search_plans`.execute(t.db);
    const ids = await t.db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return (await sql<{ id: string }>`select id from public.public_job_search('nurse')`.execute(trx)).rows.length;
    });
    expect(await kept()).toEqual([]);
    expect(ids).toBe((await search('nurse')).total);
    expect(await kept()).toEqual(['nurse']);
  });

  it('is out of reach of visitors and signed-in users', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        t.db.transaction().execute(async (trx) => {
          await sql`select set_config('role', ${role}, true)`.execute(trx);
          await sql`select count(*) from public.search_plans`.execute(trx);
        }),
      ).rejects.toThrow(/permission denied/);
      await expect(
        t.db.transaction().execute(async (trx) => {
          await sql`select set_config('role', ${role}, true)`.execute(trx);
          await sql`select public.search_plan('nurse')`.execute(trx);
        }),
      ).rejects.toThrow(/permission denied/);
    }
    // ...while the visitor's search keeps its plan through the security-definer search
    await sql`delete from public.search_plans`.execute(t.db);
    await withActor(t.db, visitor, (trx) => sql`select count(*) from public.public_job_search('teacher')`.execute(trx));
    expect(await kept()).toEqual(['teacher']);
  });
});
