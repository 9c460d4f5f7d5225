-- Issue 16: the facts Gulf job seekers filter on, as typed columns beside the employer's text
-- (salary_range and job_description stay exactly as written). Mirrors src/lib/jobs/job-facts.ts.

alter table public.jobs
  add column employment_type text
    constraint jobs_employment_type_known
    check (employment_type in ('full-time', 'part-time', 'contract', 'temporary', 'internship')),
  add column salary_min numeric(12, 2) constraint jobs_salary_min_range check (salary_min >= 0 and salary_min <= 10000000),
  add column salary_max numeric(12, 2) constraint jobs_salary_max_range check (salary_max >= 0 and salary_max <= 10000000),
  add column salary_currency text
    constraint jobs_salary_currency_known
    check (salary_currency in ('AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD')),
  add column salary_period text
    constraint jobs_salary_period_known
    check (salary_period in ('hour', 'day', 'week', 'month', 'year')),
  add column visa text not null default 'not_stated'
    constraint jobs_visa_known check (visa in ('provided', 'own', 'not_stated')),
  add column nationality text not null default 'not_stated'
    constraint jobs_nationality_known check (nationality in ('all', 'gcc', 'nationals', 'not_stated')),
  add column package_items text[] not null default '{}'
    constraint jobs_package_items_known
    check (package_items <@ array['housing', 'transport', 'flights', 'medical', 'tax_free']::text[]
           and array_position(package_items, null) is null),
  add constraint jobs_salary_min_not_above_max check (salary_min <= salary_max),
  add constraint jobs_salary_figure_has_currency check ((salary_min is null and salary_max is null) = (salary_currency is null)),
  add constraint jobs_salary_period_has_figure check (salary_period is null or salary_currency is not null);

comment on column public.jobs.employment_type is 'full-time, part-time, contract, temporary or internship; null when not stated.';
comment on column public.jobs.salary_min is 'Lowest pay per salary_period in salary_currency; null when only a maximum ("up to") or no salary is stated.';
comment on column public.jobs.salary_max is 'Highest pay per salary_period in salary_currency; equals salary_min for one figure; null for "from" or none.';
comment on column public.jobs.salary_currency is 'ISO code of the salary figures; set exactly when a figure is.';
comment on column public.jobs.salary_period is 'Pay period of the figures; null when the employer did not state one (never guessed).';
comment on column public.jobs.visa is 'Visa sponsorship: provided, own (the candidate''s own visa) or not_stated.';
comment on column public.jobs.nationality is 'Who may apply: all, gcc (GCC nationals), nationals (of the job''s country) or not_stated.';
comment on column public.jobs.package_items is
  'Package items the employer states: housing (or allowance), transport, flights (annual), medical (insurance), tax_free. One array (not five booleans): it maps to jobBenefits and to one multi-choice filter, and a new item is a check change, not a column.';

create index jobs_package_items_idx on public.jobs using gin (package_items) where status = 'approved';

-- The salary text parser of src/lib/jobs/salary-text.ts (parseSalaryText) in SQL, for the backfill
-- below: same rules, same patterns (\b there is \y here). A test runs both over one table of texts.
create or replace function public.salary_facts_of(salary text, country text)
returns table (salary_min numeric, salary_max numeric, salary_currency text, salary_period text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := lower(coalesce(salary, ''));
  any_currency constant text := '\y(aed|dhs?|dirhams?|sar|sr|saudi riyals?|riyals? saudi|qar|qr|qatari riyals?|kwd|kd|kuwaiti dinars?|bhd|bd|bahraini dinars?|omr|ro|omani ri[a-z]ls?|usd|us dollars?|dollars?)\y|\$';
  figures numeric[];
  currencies text[];
  periods text[];
  cur text;
  between_figures text;
begin
  if t ~ '\y(eur|euros?|gbp|pounds?|inr|rupees?|pkr|php|egp)\y|[€£₹]' then
    return;
  end if;

  select array_agg(replace(m[1], ',', '')::numeric * case when m[2] is null then 1 else 1000 end order by ord)
    into figures
    from regexp_matches(t, '(\d[\d,]*(?:\.\d+)?)\s*(k\y)?', 'g') with ordinality as r(m, ord);
  if figures is null or cardinality(figures) > 2 then
    return;
  end if;
  if exists (select 1 from unnest(figures) n where n <= 0 or n > 10000000) then
    return;
  end if;

  currencies := array_remove(array[
    case when t ~ '\y(aed|dhs?|dirhams?)\y' then 'AED' end,
    case when t ~ '\y(sar|sr|saudi riyals?|riyals? saudi)\y' then 'SAR' end,
    case when t ~ '\y(qar|qr|qatari riyals?)\y' then 'QAR' end,
    case when t ~ '\y(kwd|kd|kuwaiti dinars?)\y' then 'KWD' end,
    case when t ~ '\y(bhd|bd|bahraini dinars?)\y' then 'BHD' end,
    case when t ~ '\y(omr|ro|omani ri[a-z]ls?)\y' then 'OMR' end,
    case when t ~ '\y(usd|us dollars?|dollars?)\y|\$' then 'USD' end
  ], null);
  if cardinality(currencies) > 1 then
    return;
  end if;
  cur := coalesce(currencies[1], case country
    when 'uae' then 'AED' when 'saudi-arabia' then 'SAR' when 'qatar' then 'QAR'
    when 'kuwait' then 'KWD' when 'bahrain' then 'BHD' when 'oman' then 'OMR' end);
  if cur is null then
    return;
  end if;

  periods := array_remove(array[
    case when t ~ '\y(per|an|a)\s*(hour|hr)s?\y|/\s*(hour|hr|h)\y|\yhourly\y' then 'hour' end,
    case when t ~ '\y(per|a)\s*day\y|/\s*(day|d)\y|\ydaily\y' then 'day' end,
    case when t ~ '\y(per|a)\s*week\y|/\s*(week|wk)\y|\yweekly\y' then 'week' end,
    case when t ~ '\y(per|a)\s*(month|mo)\y|/\s*(month|mo|mth|m)\y|\ymonthly\y|\yp\.?\s?m\y' then 'month' end,
    case when t ~ '\y(per|a)\s*(year|annum)\y|/\s*(year|yr|annum|y)\y|\y(yearly|annual|annually|annum)\y|\yp\.?\s?a\y' then 'year' end
  ], null);
  if cardinality(periods) > 1 then
    return;
  end if;

  if cardinality(figures) = 2 then
    between_figures := (regexp_split_to_array(t, '\d[\d,]*(?:\.\d+)?'))[2];
    between_figures := regexp_replace(regexp_replace(regexp_replace(between_figures, '^k\y', ''), any_currency, '', 'g'), '\s+', '', 'g');
    if between_figures not in ('-', '–', '—', '~', 'to') or figures[1] > figures[2] then
      return;
    end if;
    return query select figures[1], figures[2], cur, periods[1];
  elsif t ~ '\y(up\s*to|upto|max|maximum|below|under)\y' then
    return query select null::numeric, figures[1], cur, periods[1];
  elsif t ~ '\y(from|starting|starts|min|minimum|at least|above|over)\y' then
    return query select figures[1], null::numeric, cur, periods[1];
  else
    return query select figures[1], figures[1], cur, periods[1];
  end if;
end
$$;
comment on function public.salary_facts_of(text, text) is
  'The salary a free text states (figures, currency, period), or no row: parseSalaryText of src/lib/jobs/salary-text.ts in SQL. country (a slug) gives the currency of a text naming none.';
revoke all on function public.salary_facts_of(text, text) from public, anon, authenticated;

-- Backfill: every existing job gets its parsed salary; everything else stays "not stated" (the
-- column defaults). The text columns are not written. jobs_before_write is paused so updated_at and
-- the slug stay as they are; the rebuild trigger still queues one rebuild so pages show the facts.
alter table public.jobs disable trigger jobs_before_write;
update public.jobs j
set salary_min = f.salary_min, salary_max = f.salary_max, salary_currency = f.salary_currency, salary_period = f.salary_period
from public.jobs src
cross join lateral public.salary_facts_of(src.salary_range, src.country) f
where j.id = src.id and src.salary_range is not null;
alter table public.jobs enable trigger jobs_before_write;

-- The view gains the facts (appended: same columns first). Latest definition:
-- 20261124032812_create_word_search_and_cities.sql.
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, contact_email, category, application_type, application_url, posted_on,
         expires_at, created_at, updated_at, search_document, published_at, city, search_words,
         employment_type, salary_min, salary_max, salary_currency, salary_period, visa, nationality,
         package_items
  from public.jobs
  where status = 'approved' and expires_at > now();
