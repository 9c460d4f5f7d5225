-- The subscriber's language (issue 17): the confirmation e-mail, the digests and the pages their
-- links open are in the language of the page the subscription was made on. Existing rows were all
-- made on the English site. A sign-up of the same subscription from the other language's page
-- switches it (the newest choice wins). Written by the service only, like the rest of the row; the
-- admins' existing select grant covers the new column.

alter table public.subscriptions
  add column locale text not null default 'en' check (locale in ('en', 'ar'));

comment on column public.subscriptions.locale is
  'The subscriber''s language: en or ar (the site the subscription was made on, the newest sign-up wins). E-mails and their links follow it.';
