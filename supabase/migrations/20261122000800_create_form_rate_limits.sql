-- Fixed-window counters for the public forms: a bucket is a one-way hash of a network address or
-- of an e-mail address (never the address itself). Old windows are deleted as new ones are
-- written, so nothing here lives longer than a day.

create table public.form_rate_limits (
  bucket text not null check (bucket ~ '^[a-z_]+:[0-9a-f]{64}$'),
  window_start timestamptz not null,
  hits int not null default 1 check (hits >= 1),
  primary key (bucket, window_start)
);
comment on table public.form_rate_limits is 'Per-address and per-e-mail submission counts for the public forms (service only).';

create index form_rate_limits_window_idx on public.form_rate_limits (window_start);

alter table public.form_rate_limits enable row level security;

grant all on public.form_rate_limits to service_role;
