-- An admin invites the first member of a company that has none: a company made by a scraped job
-- (no poster) or whose poster left can then be claimed by its real employer, through us. Only a
-- company without members: once it has one, its members invite their colleagues themselves.
create function public.admin_invite_company_member(company uuid, member text) returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- current_user is this function's owner here: the caller's role is in the request's claims.
  if not (select public.is_admin()) and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'Only an admin can invite a company''s first member.' using errcode = '42501';
  end if;
  -- Locked, as remove_company_member does: a member joining meanwhile is seen.
  perform 1 from public.companies c where c.id = company for update;
  if not found then
    return 'unknown';
  end if;
  if exists (select 1 from public.company_members m where m.company_id = company) then
    return 'has-members';
  end if;
  insert into public.company_invitations (company_id, email, invited_by)
  values (company, lower(member), left(coalesce(lower(auth.jwt() ->> 'email'), 'admin'), 254))
  on conflict (company_id, email) do update
    set invited_by = excluded.invited_by, created_at = now(), expires_at = now() + interval '7 days';
  return 'invited';
end
$$;
comment on function public.admin_invite_company_member(uuid, text) is
  'Invites the first member of a company that has none (admins only).';
revoke all on function public.admin_invite_company_member(uuid, text) from public, anon, authenticated;
grant execute on function public.admin_invite_company_member(uuid, text) to authenticated, service_role;

-- Merging two companies moves the merged one's open invitations too (latest definition:
-- 20261128074845_create_companies.sql); they were dropped with the merged row.
create or replace function public.merge_companies(kept uuid, merged uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.companies;
begin
  -- current_user is this function's owner here: the caller's role is in the request's claims.
  if not (select public.is_admin()) and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'Only an admin can merge companies.' using errcode = '42501';
  end if;
  if kept = merged then
    raise exception 'A company cannot be merged into itself.' using errcode = '22023';
  end if;
  select * into m from public.companies c where c.id = merged for update;
  if not found or not exists (select 1 from public.companies c where c.id = kept) then
    raise exception 'No such company.' using errcode = 'P0002';
  end if;
  update public.company_names set company_id = kept where company_id = merged;
  update public.company_slug_redirects set company_id = kept where company_id = merged;
  insert into public.company_slug_redirects (slug, company_id) values (m.slug, kept);
  insert into public.company_members (company_id, email)
  select kept, cm.email from public.company_members cm where cm.company_id = merged
  on conflict do nothing;
  insert into public.company_invitations (company_id, email, invited_by, created_at, expires_at)
  select kept, i.email, i.invited_by, i.created_at, i.expires_at from public.company_invitations i
  where i.company_id = merged
    and not exists (select 1 from public.company_members cm where cm.company_id = kept and cm.email = i.email)
  on conflict (company_id, email) do update set expires_at = greatest(public.company_invitations.expires_at, excluded.expires_at);
  -- jobs_link_company takes the company from the name again, now the kept one.
  update public.jobs j set company_id = kept where j.company_id = merged;
  update public.companies c
  set website = coalesce(c.website, m.website), size = coalesce(c.size, m.size),
      industry = coalesce(c.industry, m.industry), about_en = coalesce(c.about_en, m.about_en),
      about_ar = coalesce(c.about_ar, m.about_ar), logo_webp = coalesce(c.logo_webp, m.logo_webp),
      published_at = least(c.published_at, m.published_at)
  where c.id = kept;
  delete from public.companies c where c.id = merged;
end
$$;
