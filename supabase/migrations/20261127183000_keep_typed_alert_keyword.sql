-- A saved keyword is stored folded (filters.q) so that two spellings are one alert; the person
-- reads back what they typed ("ممرضة", not "ممرضه"). The typed form sits beside the filters, not
-- in them, so it never splits one alert into two (subscriptions_identity_idx is on filters).

alter table public.subscriptions
  add column keyword_typed text,
  add constraint subscriptions_keyword_typed_length check (char_length(keyword_typed) <= 200);

comment on column public.subscriptions.keyword_typed is
  'A job alert''s keyword as typed (spaces collapsed, lowercased, not folded), shown in its e-mails and on the manage page while it still folds to filters.q; null when it is the folded form or unknown (older alerts).';
