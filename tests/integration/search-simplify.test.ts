import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { judgedQueries } from '../fixtures/judged-queries';
import { searchQueries } from '../../scripts/lib/search-bench-queries';

// The search's cheaper match and score must find and rank exactly as the plain ones: the match
// without alternatives implied by another (public.search_simplify) and the score tested from the
// highest pair down, compared with the plain forms over the demo jobs for the judged and the
// benchmark's queries.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
}, 120_000);
afterAll(() => t.drop());

const simplify = async (q: string) =>
  (await sql<{ s: string }>`select public.search_simplify(${q}::tsquery)::text as s`.execute(t.db)).rows[0]!.s;

const queries = [
  ...judgedQueries.map((j) => j.q),
  ...Object.values(searchQueries)
    .flat()
    .map((v) => new URLSearchParams(v).get('q'))
    .filter((q): q is string => Boolean(q)),
];

describe('public.search_simplify', () => {
  it('drops an alternative that has every word of another, or a longer word for its prefix', async () => {
    expect(await simplify(`'nurse':* | 'assistant':* & 'nurse':* | 'nurs':* | 'nursing':* & 'professional':* | 'np'`)).toBe(
      `'nurs':* | 'np'`,
    );
    // A whole word is no prefix: 'np' does not stand for 'npx'; an OR group is kept as it is.
    expect(await simplify(`'np' | 'npx' | 'a':* & ( 'b' | 'c' ) | 'a' & 'd'`)).toBe(`'np' | 'npx' | 'a':* & ( 'b' | 'c' ) | 'a' & 'd'`);
    // Of equal alternatives the first stays; a negation is implied only by itself.
    expect(await simplify(`'x' & !'y' | 'x' | 'x' | !'y' & 'z'`)).toBe(`'x' | !'y' & 'z'`);
  });

  it('keeps quotes and backslashes in words, and an empty query', async () => {
    expect(await simplify(`'it''s' | 'it''s' & 'b\\\\c' | 'b\\\\c'`)).toBe(`'it''s' | 'b\\\\c'`);
    expect(await simplify('')).toBe('');
  });

  it('matches the same demo jobs as the plain match, with fewer alternatives, for every query', async () => {
    const { rows } = await sql<{ q: string; plain: number; simple: number; plain_nodes: number; simple_nodes: number }>`
      select w.q,
             (select count(*) from public.job_search_rows j where j.search_words @@ m.plain)::int as plain,
             (select count(*) from public.job_search_rows j where j.search_words @@ m.simple)::int as simple,
             numnode(m.plain) as plain_nodes, numnode(m.simple) as simple_nodes
      from unnest(${queries}::text[]) as w(q)
      cross join lateral (
        select string_agg('(' || concat_ws(' | ', s.exact::text, '(' || s.synonyms::text || ')', '(' || s.related::text || ')',
                                           '(' || s.loose::text || ')') || ')', ' & ' order by s.n)::tsquery as plain,
               string_agg(public.search_segment_match(s.exact, s.synonyms, s.related, s.loose), ' & ' order by s.n)::tsquery as simple
        from public.search_segments(w.q) s
        where not s.optional and s.exact::text <> ''
      ) m
      where m.plain is not null`.execute(t.db);
    expect(rows.length).toBeGreaterThan(60);
    for (const r of rows) expect(r.simple, r.q).toBe(r.plain);
    // Every query has the same jobs, not merely as many: compared as id lists below for the broad words.
    const nurse = rows.find((r) => r.q === 'nurse')!;
    expect(nurse.simple_nodes).toBeLessThan(nurse.plain_nodes / 3);
  });

  it('finds the same ids as the plain match for broad words', async () => {
    for (const q of ['nurse', 'doctor', 'مهندس', 'engineer dubai', 'teacher']) {
      const { rows } = await sql<{ n: number }>`
        with m as (
          select string_agg('(' || concat_ws(' | ', s.exact::text, '(' || s.synonyms::text || ')', '(' || s.related::text || ')',
                                             '(' || s.loose::text || ')') || ')', ' & ' order by s.n)::tsquery as plain
          from public.search_segments(${q}) s where not s.optional
        )
        select count(*)::int as n from (
          (select j.id from public.job_search_rows j, m where j.search_words @@ m.plain and j.expires_at > now()
           except select id from public.public_job_search_unranked(${q}))
          union all
          (select id from public.public_job_search_unranked(${q})
           except select j.id from public.job_search_rows j, m where j.search_words @@ m.plain and j.expires_at > now())
        ) d`.execute(t.db);
      expect(rows[0]!.n, q).toBe(0);
    }
  });
});

describe('public.search_alternatives', () => {
  const alternatives = async (q: string) =>
    (await sql<{ a: string[] }>`select public.search_alternatives(${q}::tsquery)::text[] as a`.execute(t.db)).rows[0]!.a;

  it.each([
    [`'a' | 'b' & 'c'`, [`'a'`, `'b' & 'c'`]],
    // Only the top level is cut: an OR inside a group stays with its group.
    [`'a' & ( 'b' | 'c' ) | 'd':*`, [`'a' & ( 'b' | 'c' )`, `'d':*`]],
    [`( 'a' | 'b' ) & ( 'c' | 'd' )`, [`( 'a' | 'b' ) & ( 'c' | 'd' )`]],
    [`!'a' | 'b' <-> 'c'`, [`!'a'`, `'b' <-> 'c'`]],
    [`'it''s' | 'a|b'`, [`'it''s'`, `'a|b'`]],
    [`'nurse'`, [`'nurse'`]],
  ])('cuts %s into its top-level alternatives', async (q, expected) => {
    expect(await alternatives(q)).toEqual(expected);
  });

  it('matches exactly the demo jobs the whole match does, for every query', async () => {
    const { rows } = await sql<{ q: string; whole: number; any: number; alternatives: number }>`
      select w.q,
             (select count(*) from public.job_search_rows j where j.search_words @@ p.match)::int as whole,
             (select count(*) from public.job_search_rows j where j.search_words @@ any(p.match_any))::int as any,
             cardinality(p.match_any) as alternatives
      from unnest(${queries}::text[]) as w(q) cross join lateral public.search_plan(w.q) p
      where p.match is not null`.execute(t.db);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((r) => r.any !== r.whole)).toEqual([]);
    // The broad words are cut (the point of it), a query of two segments is one alternative.
    expect(rows.find((r) => r.q === 'accountant')!.alternatives).toBeGreaterThan(10);
    expect(rows.find((r) => r.q === 'ممرضة دبي')!.alternatives).toBe(1);
  });
});

describe('public.search_segment_score', () => {
  it('scores every demo job for every query segment as the best (field, kind) pair it meets', async () => {
    // The definition: the greatest over the four kinds of the first field met, else the description.
    const { rows } = await sql<{ q: string; title: string; fast: number; plain: number }>`
      with segs as (
        select w.q, s.* from unnest(${queries}::text[]) as w(q) cross join lateral public.search_segments(w.q) s where not s.optional
      ), heads as (
        select j.id, j.search_words, ts_filter(j.search_head, '{a}') as title, ts_filter(j.search_head, '{b}') as company,
               ts_filter(j.search_head, '{c}') as place
        from public.job_search_rows j
      )
      select s.q, h.id::text as title,
             public.search_segment_score(h.title, h.company, h.place, h.search_words, s.exact, s.synonyms, s.related, s.loose) as fast,
             coalesce(
               greatest(
                 case when h.title @@ s.exact then 8 when h.company @@ s.exact then 4 when h.place @@ s.exact then 2 end,
                 case when h.title @@ s.synonyms then 6.4 when h.company @@ s.synonyms then 3.2 when h.place @@ s.synonyms then 1.6 end,
                 case when h.title @@ s.related then 4 when h.company @@ s.related then 2 when h.place @@ s.related then 1 end,
                 case when h.title @@ s.loose then 3.2 when h.company @@ s.loose then 1.6 when h.place @@ s.loose then 0.8 end),
               case when s.synonyms is null and s.related is null and s.loose is null then 1
                    when h.search_words @@ s.exact then 1 when h.search_words @@ s.synonyms then 0.8
                    when h.search_words @@ s.related then 0.5 else 0.4 end)::real as plain
      from segs s cross join heads h
      where h.search_words @@ s.exact or h.search_words @@ s.synonyms or h.search_words @@ s.related or h.search_words @@ s.loose`.execute(
      t.db,
    );
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter((r) => r.fast !== r.plain)).toEqual([]);
    // Every score the definition has occurs: the order of the pairs is tested, not one line of it.
    expect(new Set(rows.map((r) => r.plain)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('public.public_job_search', () => {
  it('ranks every demo job as the reference public.public_job_matches does, for every query', async () => {
    // The search scores a job whose title, company and location meet none of a segment's
    // alternatives by its description alone, reading the description's words once; the reference
    // scores every job in full.
    const { rows } = await sql<{ q: string; id: string; rank: number; side: string }>`
      with fast as (
        select w.q, f.id, f.rank from unnest(${queries}::text[]) as w(q) cross join lateral public.public_job_search(w.q) f
      ), plain as (
        select w.q, p.id, p.rank from unnest(${queries}::text[]) as w(q) cross join lateral public.public_job_matches(w.q) p
      )
      (select q, id::text, rank, 'search only' as side from fast except select q, id::text, rank, 'search only' from plain)
      union all
      (select q, id::text, rank, 'reference only' from plain except select q, id::text, rank, 'reference only' from fast)`.execute(t.db);
    expect(rows).toEqual([]);
    const { rows: totals } = await sql<{ n: number; kinds: number; bodies: number }>`
      select count(*)::int as n, count(distinct f.rank)::int as kinds,
             count(*) filter (where f.rank < 1.01 * cardinality(regexp_split_to_array(w.q, '\s+')))::int as bodies
      from unnest(${queries}::text[]) as w(q) cross join lateral public.public_job_search(w.q) f`.execute(t.db);
    // Many jobs and many distinct scores, among them jobs met only in their description.
    expect(totals[0]!.n).toBeGreaterThan(500);
    expect(totals[0]!.kinds).toBeGreaterThan(12);
    expect(totals[0]!.bodies).toBeGreaterThan(50);
  });

  it('reads a query of two segments or more segment by segment, finding what the whole query finds', async () => {
    // One segment is read by its alternatives as before.
    const byPlan = async (q: string) =>
      (await sql<{ b: boolean }>`select public.search_plan_by_segment(p) as b from public.search_plan(${q}) p`.execute(t.db)).rows[0]!.b;
    expect(await byPlan('accountant dubai')).toBe(true);
    expect(await byPlan('ممرضة دبي')).toBe(true);
    expect(await byPlan('nurse')).toBe(false);
    expect(await byPlan('icu nurse')).toBe(false); // one occupation: one segment
    expect(await byPlan('nurse dubai -icu')).toBe(true); // no negation: "-icu" is the word icu
    // Each query's matches read segment by segment (a quote and a backslash in a word too), with a
    // topic, against the whole query's tsquery tested on every row.
    const multi = [
      'accountant dubai',
      'sales manager riyadh',
      'senior engineer dubai',
      'ممرضة دبي',
      "it's dubai",
      'nurse \\ dubai',
      'teacher riyadh',
    ];
    for (const topic of [null, 'healthcare', 'teaching']) {
      const { rows } = await sql<{ q: string; fast: number; plain: number; ranked: number }>`
        select w.q,
               (select count(*) from public.public_job_search_unranked(w.q, ${topic}))::int as fast,
               (select count(*) from public.job_search_rows j
                where j.expires_at > now() and j.search_words @@ (public.search_plan(w.q)).match
                  and (${topic}::text is null or ${topic} = any(j.topics)))::int as plain,
               (select count(*) from public.public_job_search(w.q, ${topic}) f
                join public.public_job_search_unranked(w.q, ${topic}) u on u.id = f.id)::int as ranked
        from unnest(${multi}::text[]) as w(q)`.execute(t.db);
      for (const r of rows)
        expect({ q: r.q, topic, fast: r.fast, ranked: r.ranked }).toEqual({ q: r.q, topic, fast: r.plain, ranked: r.plain });
      if (topic === null) expect(rows.filter((r) => r.plain > 0).length).toBeGreaterThanOrEqual(5);
    }
  });
});
