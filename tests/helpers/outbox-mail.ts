import type { Db } from '~/server/db/client';

/** The text of the newest queued mail of `kind` to `to` (what the outbox writes to the mail folder). */
export const mailText = async (db: Db, to: string, kind: string): Promise<string> =>
  (
    await db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      // ids are random uuids: the newest is the latest written
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  ).text_body;

/** A link of the site in a mail, as a path for this site (the mail carries SITE_URL). */
export const linkIn = (text: string, path: string): string => {
  const found = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(text);
  if (!found) throw new Error(`no link to ${path} in the mail:\n${text}`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
};
