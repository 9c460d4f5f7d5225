-- SEO overrides: an admin's title, description, keywords, social card and robots choice for one
-- public page, keyed by its path. The build reads them (as the visitor) and the page head applies
-- them; every change queues a rebuild in the same transaction, like a change to a public job.

create table public.seo_overrides (
  path text primary key
    check (path ~ '^/[A-Za-z0-9._~%/-]*$' and char_length(path) <= 300 and (path = '/' or path !~ '/$')),
  title text check (char_length(title) between 1 and 200),
  description text check (char_length(description) between 1 and 500),
  keywords text[] not null default '{}' check (cardinality(keywords) <= 20),
  og_title text check (char_length(og_title) between 1 and 200),
  og_description text check (char_length(og_description) between 1 and 500),
  og_image text check (char_length(og_image) <= 2000 and og_image ~ '^(https?://|/)'),
  noindex boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.seo_overrides is
  'Per-page metadata set by admins on /admin/seo-settings; public (the build reads it), admin-written.';

create index seo_overrides_updated_by_idx on public.seo_overrides (updated_by);

alter table public.seo_overrides enable row level security;
grant select on public.seo_overrides to anon, authenticated;
grant insert, update, delete on public.seo_overrides to authenticated;
grant all on public.seo_overrides to service_role;

create policy "Anyone can read SEO overrides" on public.seo_overrides
  for select to anon, authenticated
  using (true);
create policy "Admins can insert SEO overrides" on public.seo_overrides
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can update SEO overrides" on public.seo_overrides
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "Admins can delete SEO overrides" on public.seo_overrides
  for delete to authenticated
  using ((select public.is_admin()));

-- Who changed it and when is recorded by the database, not claimed by the client.
create or replace function public.stamp_seo_override() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;
comment on function public.stamp_seo_override() is 'Sets updated_at and updated_by of an SEO override.';

create trigger seo_overrides_stamp
before insert or update on public.seo_overrides
for each row execute function public.stamp_seo_override();

create or replace function public.request_rebuild_for_seo_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.rebuild_requests (reason)
  select 'seo ' || lower(tg_op) || ' ' || coalesce(new.path, old.path)
  where not exists (select 1 from public.rebuild_requests r
                    where r.completed_at is null and r.started_at is null);
  return null;
end
$$;
comment on function public.request_rebuild_for_seo_change() is
  'Queues a rebuild when an SEO override is saved or removed (the build applies them).';

create trigger seo_overrides_request_rebuild
after insert or update or delete on public.seo_overrides
for each row execute function public.request_rebuild_for_seo_change();
