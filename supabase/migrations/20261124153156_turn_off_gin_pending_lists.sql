-- A GIN index first files new entries in a pending list, which every search of the index reads in
-- full, until a vacuum (or 4 MB of entries) moves them into the index proper. The word index of
-- the search rows holds about 1.5 kB of entries per job, so the list can hold the last 2,500 jobs
-- written: measured on a freshly written 1,000-job board, a keyword search took 73 ms at p50, and
-- 10 ms after a vacuum emptied the list. Jobs are written a few times a minute at most and
-- searched all the time: the word indexes take each entry in place (fastupdate off), and the lists
-- they hold now are emptied.
alter index public.job_search_rows_words_idx set (fastupdate = off);
select pg_catalog.gin_clean_pending_list('public.job_search_rows_words_idx'::regclass);
-- public_job_matches (the rank's reference) and the digests' word matching read this one.
alter index public.jobs_search_words_idx set (fastupdate = off);
select pg_catalog.gin_clean_pending_list('public.jobs_search_words_idx'::regclass);
