-- A job page's similar jobs are the public jobs of its category and country published just before
-- it (then just after, when there are fewer): this index finds them by seeking to the job's place,
-- for the one page rendered on demand and for each of the newest pages the build prerenders.
create index jobs_similar_order_idx
  on public.jobs (category, country, (coalesce(published_at, created_at)) desc, id desc)
  where status = 'approved';

comment on index public.jobs_similar_order_idx is
  'Similar jobs: the approved jobs of a category and country in publication order, next to a given job.';
