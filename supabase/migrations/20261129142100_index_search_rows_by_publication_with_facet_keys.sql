-- The facet summary's boundary rows (20261129134000_count_facets_from_a_summary.sql): a search
-- without a keyword reads the search rows of the 6-hour buckets that hold an age boundary by
-- publication time. Through job_search_rows_newest_idx that read visited the table: 26 of the 64 ms
-- of such a search at 100,000 jobs (2,690 rows, EXPLAIN ANALYZE on the bench board). This index
-- holds what is read (publication, expiry for the visitors' policy, the facet key), so the read is
-- index only.
create index job_search_rows_at_facets_idx on public.job_search_rows (at) include (expires_at, facet_key);
