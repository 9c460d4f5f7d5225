-- Where a reply to an e-mail goes, when it is not the sender: the team's copy of a coaching
-- request or a contact message is answered straight to the person who wrote it (spec 001
-- section 7 sends the booking with a reply-to field holding the requester's address).

alter table public.email_outbox
  add column reply_to text check (reply_to ~ '^[^@\s]+@[^@\s]+$' and length(reply_to) <= 254);

comment on column public.email_outbox.reply_to is
  'The Reply-To address of the e-mail (the requester, for mail to the team); null replies to the sender.';
