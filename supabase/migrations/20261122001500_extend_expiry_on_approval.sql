-- A job is public for 30 days from its approval at the least: a backdated posting, or one that
-- waited in the review queue, was already expired when an admin approved it (expires_at counted
-- only from posted_on). Same function as before, plus that rule.

create or replace function public.jobs_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  acting_for_client boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    if acting_for_client and not public.is_admin() then
      new.status := 'pending';
      new.created_at := now();
      new.expires_at := null;
    end if;
    new.created_by := coalesce(new.created_by, auth.uid());

    new.slug := public.next_job_slug(public.slugify(new.job_title || '-' || new.location));
  else
    new.slug := old.slug; -- links never break once published
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
  end if;

  if new.posted_on > current_date + 1 then
    raise exception 'The posted date cannot be in the future.' using errcode = 'check_violation';
  end if;
  if new.expires_at is null or (tg_op = 'UPDATE' and new.posted_on is distinct from old.posted_on
                                and new.expires_at is not distinct from old.expires_at) then
    new.expires_at := (new.posted_on + 30)::timestamp at time zone 'Asia/Dubai';
  end if;
  if new.status = 'approved'
     and ((tg_op = 'UPDATE' and old.status is distinct from 'approved') or (tg_op = 'INSERT' and acting_for_client)) then
    new.expires_at := greatest(new.expires_at, now() + interval '30 days');
  end if;
  new.country := public.country_of(new.location);
  new.is_remote := new.location ~* '\mremote\M';
  return new;
end
$$;

comment on function public.jobs_before_write() is
  'Slug, ownership, timestamps, expiry (30 days from the posted date, and at least 30 days from approval), country and remote flag of a job.';
