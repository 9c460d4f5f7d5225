-- Typo correction in one statement for all of a query's words. It ran a loop of statements, one
-- per word that finds nothing, and each proposal's tests cost more than the search: is a
-- place name folded like it (every city and country name folded, ~170 calls of search_fold, to
-- build a hash, because the vocabulary's "C" collation kept the tables' indexes out), is it a
-- misspelling the thesaurus lists (once per candidate row, not per proposal). Now the words, the
-- candidates and the proposals are sets: each word once, each proposal tested once, its place
-- test a look-up in an index of the folded names (below), the thesaurus's by its key index.
-- The same rules and the same order, so the same corrections: on the 10,000-job bench board
-- 1,299 queries (1,099 typos made from vocabulary words by dropping, changing, swapping or adding
-- a letter; 100 vocabulary words; 100 pairs of a word and a typo) gave the same answer from both
-- functions, 519 of them a correction; tests/integration/query-correction.test.ts.
--
-- No trigram index: a similarity threshold would drop corrections that are one edit away (at
-- pg_trgm's default 0.3, 59 of the 482 single-word corrections above; "borad" -> "board" is 0.2), and the candidates are
-- already read by first letter and length (search_vocabulary_first_letter_length_idx: ~30
-- vocabulary words a typo at 10,000 jobs).

create index city_terms_folded_idx on public.city_terms (public.search_fold(term));
create index country_terms_folded_idx on public.country_terms (public.search_fold(term));

-- Latest definition: 20261129011300_check_typo_words_through_the_word_index.sql.
create or replace function public.correct_query(q text) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  -- One statement in PL/pgSQL, so its plan is kept for the session (a SQL function's was made
  -- again at every call: ~3 ms of a correction that finds nothing to correct).
  return (
    with words as (
      select x.m[1] as word, x.n
      from regexp_matches(public.search_fold(left(coalesce(q, ''), 1000)), '([^\s!-/:-@\[-`{-~،؛؟«»]+)', 'g') with ordinality as x(m, n)
      order by x.n
      limit 10
    ),
    -- The words to correct, each once: letters only, 4-40 of them, beginning no vocabulary word
    -- (or a misspelling the thesaurus lists), and finding no current job.
    typos as materialized (
      select d.word, case when char_length(d.word) >= 8 then 2 else 1 end as bound
      from (select distinct w.word from words w) d
      where d.word ~ '^[a-z\u0621-\u064A\u0671-\u06D3]{4,40}$'
        -- (the index test first: the thesaurus is read only for a word that begins a known one)
        and (not exists (select 1 from public.search_vocabulary v where v.word >= d.word and v.word < d.word || chr(1114111))
             or public.is_listed_misspelling(d.word))
        and not exists (
          select 1 from (
            -- Read through the word index: see 20261129011300_check_typo_words_through_the_word_index.sql.
            with found as materialized (
              select r.expires_at from public.job_search_rows r where r.search_words @@ public.search_query(d.word)
            )
            select 1 from found where found.expires_at > now()
          ) f
        )
    ),
    -- Vocabulary words within the bound of each typo (same first letter, close length), and two
    -- neighbouring letters swapped ("dubia") as one edit.
    near as (
      select c.word, c.proposal, min(c.d) as d
      from (
        select t.word, t.bound, v.word as proposal, extensions.levenshtein_less_equal(t.word, v.word, t.bound) as d
        from typos t
        join public.search_vocabulary v
          on left(v.word, 1) = left(t.word, 1)
         and char_length(v.word) between char_length(t.word) - t.bound and char_length(t.word) + t.bound
        union all
        select t.word, t.bound, v.word, 1
        from typos t
        cross join lateral generate_series(1, char_length(t.word) - 1) as i
        join public.search_vocabulary v
          on v.word = substr(t.word, 1, i - 1) || substr(t.word, i + 1, 1) || substr(t.word, i, 1) || substr(t.word, i + 2)
      ) c
      where c.d <= c.bound
      group by c.word, c.proposal
    ),
    -- Each proposal once: how many current jobs have it as a whole word (up to 1,000), and whether
    -- it may be proposed (finds a job, or names an occupation or a place; no listed misspelling).
    proposals as materialized (
      select p.proposal, live.n
      -- In the collation of the thesaurus and place tables, so their indexes answer.
      from (select distinct n.proposal collate "default" as proposal from near n) p
      cross join lateral (
        select count(*) as n from (
          select 1 from public.job_search_rows r
          where r.search_words @@ to_tsquery('simple'::regconfig, '''' || p.proposal || '''') and r.expires_at > now()
          limit 1000
        ) found
      ) live
      where (live.n > 0
             or exists (select 1 from public.occupation_terms t where t.key = p.proposal)
             -- offset 0: a look-up in the folded names' index, not every name folded to build a hash
             or exists (select 1 from public.city_terms t where public.search_fold(t.term) = p.proposal offset 0)
             or exists (select 1 from public.country_terms t where public.search_fold(t.term) = p.proposal offset 0))
        and not public.is_listed_misspelling(p.proposal)
    ),
    -- Nearest first, then the one with more jobs; the word itself between equals, so the same
    -- answer every time.
    best as (
      select distinct on (n.word) n.word, n.proposal
      from near n
      join proposals p on p.proposal = n.proposal collate "default"
      order by n.word, n.d, p.n desc, n.proposal
    )
    select case when count(b.word) > 0 then string_agg(coalesce(b.proposal, w.word), ' ' order by w.n) end
    from words w
    left join best b on b.word = w.word
  );
end
$$;
comment on function public.correct_query(text) is
  'The search text (first 10 words, folded) with each word that finds no current job and begins no known word replaced by the nearest vocabulary word that finds one or names an occupation or a place (1 edit, 2 from 8 letters, same first letter); null when nothing changes.';
