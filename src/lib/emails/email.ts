/** What an e-mail builder makes: the copy; the sender adds the recipient (and a reply-to). */
export interface EmailCopy {
  /** A short lowercase label for logs and the outbox ("job.approved"). */
  kind: string;
  subject: string;
  text: string;
  html?: string;
}
