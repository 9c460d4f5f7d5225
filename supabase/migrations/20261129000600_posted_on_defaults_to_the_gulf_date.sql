-- A job posted without a date is posted "today" in the Gulf, as the post form and the review edit
-- say (src/lib/gulf-time.ts), not on the database's UTC date: from 20:00 to midnight UTC the UTC
-- date is still yesterday in Dubai, so a job imported or inserted then was dated a day early and
-- expired a day before its 30 days were up.
alter table public.jobs alter column posted_on set default ((now() at time zone 'Asia/Dubai')::date);

comment on column public.jobs.posted_on is 'The posting date from the post form (default today in the Gulf, Asia/Dubai).';
