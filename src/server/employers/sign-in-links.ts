import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import { keyedHash } from '~/server/forms/rate-limit';
import { employerSignInEmail } from '~/lib/emails/employer-sign-in';
import { companyInvitationEmail } from '~/lib/emails/company-invitation';
import { employerPaths } from '~/lib/employer-paths';
import { isUuid } from '~/lib/uuid';
import type { Locale } from '~/i18n';

// The e-mailed link and code an employer signs in with (public.employer_sign_in_links, service
// only). Hashes only are stored; one statement marks a link used, so a link or code opens one
// session, however many requests race for it.

const tokenHash = (token: string, secret: string) => keyedHash('employer-sign-in-link', token, secret);
const codeHash = (email: string, code: string, secret: string) => keyedHash('employer-sign-in-code', `${email}\n${code}`, secret);

/** The e-mailed link: the verify page with the token in the address. */
export const signInLinkUrl = (siteUrl: string, token: string): string => `${siteUrl}${employerPaths.verify}?token=${token}`;

/** Who invited the address, to which company: the e-mail then says so. */
export interface InvitationNote {
  inviter: string;
  company: string;
}

/**
 * Queues a sign-in link and code to `email` when any job was posted from it, or it is a company's
 * member or invited colleague; nothing otherwise (the caller answers both alike, after counting
 * the request against the limits). `jobId` is the posting the link lands on.
 */
export async function sendEmployerSignIn(
  db: Db,
  { email, jobId, locale, invitation }: { email: string; jobId?: string; locale: Locale; invitation?: InvitationNote },
  { siteUrl, secret }: { siteUrl: string; secret: string },
): Promise<{ sent: boolean }> {
  const address = email.trim().toLowerCase();
  return withActor(db, service, async (trx) => {
    const { rows: known } = await sql<{ known: boolean }>`
      select exists (select 1 from public.job_posters p where p.email = ${address})
          or exists (select 1 from public.company_members m where m.email = ${address})
          or exists (select 1 from public.company_invitations i where i.email = ${address} and i.expires_at > now()) as known`.execute(trx);
    if (!known[0]?.known) return { sent: false };
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await trx
      .insertInto('employer_sign_in_links')
      .values({
        email: address,
        token_hash: tokenHash(token, secret),
        code_hash: codeHash(address, code, secret),
        job_id: jobId && isUuid(jobId) ? jobId : null,
      })
      .execute();
    await sql`delete from public.employer_sign_in_links where expires_at < now() - interval '1 day'`.execute(trx);
    const linkUrl = signInLinkUrl(siteUrl, token);
    const copy = invitation
      ? companyInvitationEmail({ linkUrl, code, locale, ...invitation })
      : employerSignInEmail({ linkUrl, code, locale });
    await enqueueEmail(trx, { to: address, ...copy });
    return { sent: true };
  });
}

export interface UsedSignIn {
  email: string;
  jobId: string | null;
}

/**
 * Uses a link (its token) or a code (with its address) once: the address it proves and the
 * posting to land on, or undefined when it is unknown, used or older than an hour. The proven
 * address takes up its open invitations: it becomes a member of those companies.
 */
export async function useEmployerSignIn(
  db: Db,
  proof: { token: string } | { email: string; code: string },
  { secret }: { secret: string },
): Promise<UsedSignIn | undefined> {
  const match =
    'token' in proof
      ? sql`token_hash = ${tokenHash(proof.token, secret)}`
      : sql`email = ${proof.email.trim().toLowerCase()} and code_hash = ${codeHash(proof.email.trim().toLowerCase(), proof.code, secret)}`;
  return withActor(db, service, async (trx) => {
    const { rows } = await sql<{ email: string; job_id: string | null }>`
      update public.employer_sign_in_links set used_at = now()
      where id = (select id from public.employer_sign_in_links
                  where ${match} and used_at is null and expires_at > now()
                  order by created_at desc limit 1
                  for update skip locked)
        and used_at is null
      returning email, job_id`.execute(trx);
    const row = rows[0];
    if (!row) return undefined;
    await sql`
      with accepted as (
        delete from public.company_invitations i where i.email = ${row.email} and i.expires_at > now()
        returning i.company_id, i.email)
      insert into public.company_members (company_id, email)
      select company_id, email from accepted
      on conflict do nothing`.execute(trx);
    return { email: row.email, jobId: row.job_id };
  });
}
