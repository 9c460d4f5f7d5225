-- Verified employers: a company is verified 'domain' once a member who proved their address by
-- signing in has an e-mail on the company website's own domain (the website's host or a parent
-- of it, or a subdomain of it; never a free-mail domain), or 'admin' when an admin checked it by
-- hand and wrote a note. Everything is decided here, in SQL, so the sign-in, a member's link, a
-- website edit, the seed and an admin all follow the same rule.

-- Free-mail domains: addresses anyone can open, so they prove nothing about a company.
create table public.free_mail_domains (
  domain text primary key check (domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$' and length(domain) <= 253)
);
comment on table public.free_mail_domains is
  'E-mail domains anyone can sign up on: an address there never verifies a company.';
alter table public.free_mail_domains enable row level security;
revoke all on table public.free_mail_domains from anon, authenticated;
grant select, insert, delete on table public.free_mail_domains to service_role;

insert into public.free_mail_domains (domain) values
  ('gmail.com'), ('googlemail.com'), ('yahoo.com'), ('yahoo.co.uk'), ('yahoo.co.in'), ('yahoo.fr'),
  ('yahoo.de'), ('yahoo.in'), ('ymail.com'), ('rocketmail.com'), ('outlook.com'), ('outlook.sa'),
  ('outlook.ae'), ('hotmail.com'), ('hotmail.co.uk'), ('hotmail.fr'), ('live.com'), ('live.co.uk'),
  ('msn.com'), ('icloud.com'), ('me.com'), ('mac.com'), ('aol.com'), ('proton.me'),
  ('protonmail.com'), ('pm.me'), ('gmx.com'), ('gmx.net'), ('gmx.de'), ('mail.com'), ('mail.ru'),
  ('bk.ru'), ('inbox.ru'), ('list.ru'), ('yandex.com'), ('yandex.ru'), ('zoho.com'), ('zohomail.com'),
  ('tutanota.com'), ('fastmail.com'), ('hushmail.com'), ('rediffmail.com'), ('qq.com'), ('163.com'),
  ('126.com'), ('web.de'), ('maktoob.com'), ('emirates.net.ae'), ('eim.ae'), ('qatar.net.qa'),
  ('batelco.com.bh'), ('omantel.net.om'), ('kems.net'), ('hotmail.ae'), ('live.ae'), ('yahoo.ae');

-- A label of an internationalised domain name in its ASCII form (RFC 3492 Punycode, "xn--"),
-- as browsers and mail servers write it: a website typed as شركة.امارات and an address at
-- xn--ogbpi5d.xn--mgbaam7a8h are the same domain, and a look-alike letter from another script
-- gives another one.
create function public.punycode_label(label text) returns text
language plpgsql immutable parallel safe strict
set search_path = ''
as $$
declare
  cps int[] := array(select ascii(ch) from regexp_split_to_table(label, '') as ch);
  len int := coalesce(array_length(cps, 1), 0);
  output text := '';
  n bigint := 128;
  delta bigint := 0;
  bias bigint := 72;
  h int;
  b int;
  m bigint;
  q bigint;
  k bigint;
  t bigint;
  d bigint;
  c int;
begin
  if label !~ '[^\x01-\x7f]' then
    return label;
  end if;
  output := array_to_string(array(select chr(x) from unnest(cps) x where x < 128), '');
  b := length(output);
  h := b;
  if b > 0 then
    output := output || '-';
  end if;
  while h < len loop
    select min(x) into m from unnest(cps) x where x >= n;
    delta := delta + (m - n) * (h + 1);
    n := m;
    foreach c in array cps loop
      if c < n then
        delta := delta + 1;
      end if;
      if c = n then
        q := delta;
        k := 36;
        loop
          t := case when k <= bias then 1 when k >= bias + 26 then 26 else k - bias end;
          exit when q < t;
          d := t + (q - t) % (36 - t);
          output := output || chr((case when d < 26 then 97 + d else 22 + d end)::int);
          q := (q - t) / (36 - t);
          k := k + 36;
        end loop;
        output := output || chr((case when q < 26 then 97 + q else 22 + q end)::int);
        -- Bias adaptation (RFC 3492 section 6.1).
        delta := case when h = b then delta / 700 else delta / 2 end;
        delta := delta + delta / (h + 1);
        k := 0;
        while delta > 455 loop
          delta := delta / 35;
          k := k + 36;
        end loop;
        bias := k + (36 * delta) / (delta + 38);
        delta := 0;
        h := h + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return 'xn--' || output;
end
$$;
comment on function public.punycode_label(text) is 'A domain label in its ASCII (Punycode, "xn--") form.';

-- A host in lower-case ASCII: the ideographic full stops count as dots, Unicode is put in its
-- compatibility form (NFKC, as IDNA maps it) and each non-ASCII label is Punycode.
create function public.host_ascii(host text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select string_agg(public.punycode_label(l), '.' order by i)
  from regexp_split_to_table(lower(normalize(translate(host, U&'\3002\FF0E\FF61', '...'), NFKC)), '\.')
       with ordinality as p(l, i)
$$;
comment on function public.host_ascii(text) is 'A host name in lower-case ASCII, its internationalised labels in Punycode.';

-- The host of a website address: lower-case ASCII, without a user part, a port, "www." or a final dot.
create function public.website_host(website text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(regexp_replace(public.host_ascii(substring(website from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')),
                               '^www\.|\.$', '', 'g'), '')
$$;
comment on function public.website_host(text) is 'The host of a website address, lower-case ASCII, without "www." or a port.';

create function public.email_domain(email text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(rtrim(public.host_ascii(substring(email from '@([^@]+)$')), '.'), '')
$$;
comment on function public.email_domain(text) is 'The domain of an e-mail address, lower-case ASCII.';

-- One is the other or ends with "." and the other: hr.acme.ae and acme.ae go together,
-- acme.ae.evil.com and acme.ae do not.
create function public.same_or_sub_domain(a text, b text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select a = b or right(a, length(b) + 1) = '.' || b or right(b, length(a) + 1) = '.' || a
$$;

create function public.email_matches_website(email text, website text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(mail ~ '\.' and host ~ '\.' and public.same_or_sub_domain(mail, host)
                  and not exists (select 1 from public.free_mail_domains f
                                  where public.same_or_sub_domain(mail, f.domain)
                                     or public.same_or_sub_domain(host, f.domain)), false)
  from (select public.email_domain(email) as mail, public.website_host(website) as host) d
$$;
comment on function public.email_matches_website(text, text) is
  'Whether an address is on a website''s own domain (or a sub- or parent domain of it) and not on a free-mail domain.';
revoke execute on function public.punycode_label(text), public.host_ascii(text), public.website_host(text), public.email_domain(text),
  public.same_or_sub_domain(text, text), public.email_matches_website(text, text) from public, anon, authenticated;
grant execute on function public.punycode_label(text), public.host_ascii(text), public.website_host(text), public.email_domain(text),
  public.same_or_sub_domain(text, text), public.email_matches_website(text, text) to service_role;

-- When a member last proved their address by signing in: a poster's address is typed on a form,
-- so only a used sign-in link or code shows it is theirs.
alter table public.company_members add column signed_in_at timestamptz;
comment on column public.company_members.signed_in_at is
  'When this address last signed in (a used link or code); only then can it verify the company.';

-- The company's 'domain' verification follows its proven members and its website: given when one
-- matches, taken back when none does. An admin's decision (verified or revoked) is left alone.
create function public.refresh_company_domain_verification(company uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.companies;
  proof text;
begin
  select * into c from public.companies where id = company for update;
  if not found or c.verified_via = 'admin' or (c.verified_at is null and c.verified_by is not null) then
    return;
  end if;
  select m.email into proof from public.company_members m
  where m.company_id = company and m.signed_in_at is not null and public.email_matches_website(m.email, c.website)
  order by m.signed_in_at, m.email
  limit 1;
  if proof is null and c.verified_via = 'domain' then
    update public.companies
    set verified_at = null, verified_via = null, verified_by = null, verified_note = null
    where id = company;
  elsif proof is not null and c.verified_via is null then
    update public.companies
    set verified_at = now(), verified_via = 'domain', verified_by = proof, verified_note = null
    where id = company;
  elsif proof is not null and proof is distinct from c.verified_by then
    update public.companies set verified_by = proof where id = company;
  end if;
end
$$;
comment on function public.refresh_company_domain_verification(uuid) is
  'Gives or takes back a company''s domain verification from its signed-in members and its website.';
revoke execute on function public.refresh_company_domain_verification(uuid) from public, anon, authenticated;
grant execute on function public.refresh_company_domain_verification(uuid) to service_role;

-- A used sign-in link or code proves the address for every company it is a member of.
create function public.employer_sign_in_proves_members() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.used_at is not null and old.used_at is null then
    update public.company_members m set signed_in_at = new.used_at where m.email = new.email;
  end if;
  return null;
end
$$;
create trigger employer_sign_in_proves_members
  after update of used_at on public.employer_sign_in_links
  for each row execute function public.employer_sign_in_proves_members();

-- A new member who already proved their address (for another company, or in this session).
create function public.company_members_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.signed_in_at := greatest(
    new.signed_in_at,
    (select max(m.signed_in_at) from public.company_members m where m.email = new.email),
    (select max(l.used_at) from public.employer_sign_in_links l where l.email = new.email));
  return new;
end
$$;
create trigger company_members_before_insert
  before insert on public.company_members
  for each row execute function public.company_members_before_insert();

create function public.company_members_refresh_verification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.signed_in_at is not null then
    perform public.refresh_company_domain_verification(new.company_id);
  end if;
  return null;
end
$$;
create trigger company_members_refresh_verification
  after insert or update of signed_in_at on public.company_members
  for each row execute function public.company_members_refresh_verification();

-- A new website is checked again: moving away from the verified domain takes the badge back.
create function public.companies_website_refresh_verification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_company_domain_verification(new.id);
  return null;
end
$$;
create trigger companies_website_refresh_verification
  after update of website on public.companies
  for each row when (new.website is distinct from old.website)
  execute function public.companies_website_refresh_verification();

-- The badge and "via {agency}" on a job, kept on the job row beside company_slug so every reader
-- (pages, cards, the search API, structured data) has them without a join: the job's company is
-- verified; the agency is the job's company when it is an agency, else the recruitment agency its
-- poster is a member of; with the agency's licence number when it gave one.
alter table public.jobs
  add column company_verified boolean not null default false,
  add column agency_name text,
  add column agency_licence text,
  add column verified_website text;
comment on column public.jobs.verified_website is
  'The company website, only while the company is verified (the structured data''s sameAs).';
comment on column public.jobs.company_verified is 'Whether the job''s company is verified (set by jobs_set_company_badge).';
comment on column public.jobs.agency_name is 'The recruitment agency the job comes through, if any (set by jobs_set_company_badge).';
comment on column public.jobs.agency_licence is 'That agency''s licence number, when it gave one.';

-- After jobs_link_company (triggers run in name order): whatever a writer sent is overwritten.
create function public.jobs_set_company_badge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  agency public.companies;
begin
  new.company_verified := coalesce((select c.verified_at is not null from public.companies c where c.id = new.company_id), false);
  new.verified_website := (select c.website from public.companies c where c.id = new.company_id and c.verified_at is not null);
  select c.* into agency from public.companies c where c.id = new.company_id and c.kind = 'agency';
  if not found then
    select c.* into agency
    from public.job_posters p
    join public.company_members m on m.email = p.email
    join public.companies c on c.id = m.company_id and c.kind = 'agency'
    where p.job_id = new.id
    order by m.created_at, c.id
    limit 1;
  end if;
  new.agency_name := agency.name;
  new.agency_licence := agency.agency_licence;
  return new;
end
$$;
comment on function public.jobs_set_company_badge() is
  'Sets a job''s company_verified, agency_name and agency_licence from its company and its poster''s agency.';
create trigger jobs_set_company_badge
  before insert or update on public.jobs
  for each row execute function public.jobs_set_company_badge();

-- The jobs of a company whose badge or agency line changed, and of a poster who joined an agency,
-- are written again: their triggers then purge their pages, queue the rebuild and refresh their
-- search rows, as for any change of a public job.
create function public.refresh_job_badges(company uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.jobs j set company_verified = not j.company_verified
  where j.company_id = company
     or j.id in (select p.job_id from public.job_posters p
                 join public.company_members m on m.email = p.email and m.company_id = company);
end
$$;
revoke execute on function public.refresh_job_badges(uuid) from public, anon, authenticated;
grant execute on function public.refresh_job_badges(uuid) to service_role;

create function public.companies_badge_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_job_badges(new.id);
  return null;
end
$$;
comment on function public.companies_badge_changed() is
  'Writes the jobs of a company again when its verification, kind, licence or name changed.';
create trigger companies_badge_changed
  after update on public.companies
  for each row when ((new.verified_at is null) <> (old.verified_at is null)
                     or new.kind is distinct from old.kind
                     or new.agency_licence is distinct from old.agency_licence
                     or new.name is distinct from old.name
                     or (new.verified_at is not null and new.website is distinct from old.website))
  execute function public.companies_badge_changed();

create function public.job_posters_set_badge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.jobs j set company_verified = j.company_verified where j.id = new.job_id;
  return null;
end
$$;
-- After job_posters_join_company (name order): the poster is a member by then.
create trigger job_posters_set_badge
  after insert on public.job_posters
  for each row execute function public.job_posters_set_badge();

grant select (company_verified, agency_name, agency_licence, verified_website) on public.jobs to anon;

-- The view gains the badge (latest definition before: 20261128074845_create_companies.sql).
create or replace view public.public_jobs
with (security_invoker = true)
as
  select id, slug, company_name, job_title, job_description, location, country, is_remote,
         salary_range, public_contact_email as contact_email, category, application_type,
         application_url, posted_on, expires_at, created_at, updated_at, search_document,
         published_at, city, search_words, employment_type, salary_min, salary_max,
         salary_currency, salary_period, visa, nationality, package_items,
         licence_authority, licence_status, experience_years, experience_level, company_id, company_slug,
         company_verified, agency_name, agency_licence, verified_website
  from public.jobs
  where status = 'approved' and expires_at > now();

-- An admin verifies or revokes by hand, with a note saying what they checked. Members cannot
-- write the verified_* columns (column grants); this is the one way in for anyone but the service.
create function public.set_company_verification(company uuid, verified boolean, note text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean text := btrim(note);
  who text := coalesce(lower(auth.jwt() ->> 'email'), 'service');
begin
  if not (select public.is_admin()) and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'Only an admin can verify or revoke a company.' using errcode = '42501';
  end if;
  if clean is null or clean = '' or length(clean) > 2000 then
    raise exception 'Write a note of 1 to 2,000 characters saying what you checked.' using errcode = '22023';
  end if;
  update public.companies c
  set verified_at = case when verified then now() end,
      verified_via = case when verified then 'admin' end,
      verified_by = left(who, 320),
      verified_note = clean
  where c.id = company;
  if not found then
    raise exception 'No such company.' using errcode = 'P0002';
  end if;
end
$$;
comment on function public.set_company_verification(uuid, boolean, text) is
  'An admin verifies a company by hand or revokes its verification, with a note (admins and the service only).';
revoke execute on function public.set_company_verification(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.set_company_verification(uuid, boolean, text) to authenticated, service_role;

-- Backfill: members who signed in within the sign-in links still kept, then every company.
update public.company_members m
set signed_in_at = (select max(l.used_at) from public.employer_sign_in_links l where l.email = m.email)
where exists (select 1 from public.employer_sign_in_links l where l.email = m.email and l.used_at is not null);

alter table public.jobs disable trigger jobs_before_write;
update public.jobs j set company_verified = j.company_verified
where j.company_id in (select c.id from public.companies c where c.verified_at is not null or c.kind = 'agency')
   or exists (select 1 from public.job_posters p join public.company_members m on m.email = p.email
              join public.companies c on c.id = m.company_id and c.kind = 'agency' where p.job_id = j.id);
alter table public.jobs enable trigger jobs_before_write;
