import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { service, withActor } from '~/server/db/context';
import { enqueueEmail } from '~/server/mail/outbox';
import { keyedHash } from '~/server/forms/rate-limit';
import { employerSignInEmail } from '~/lib/emails/employer-sign-in';
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

/**
 * Queues a sign-in link and code to `email` when any job was posted from it; nothing otherwise
 * (the caller answers both alike, after counting the request against the limits). `jobId` is the
 * posting the link lands on.
 */
export async function sendEmployerSignIn(
  db: Db,
  { email, jobId, locale }: { email: string; jobId?: string; locale: Locale },
  { siteUrl, secret }: { siteUrl: string; secret: string },
): Promise<{ sent: boolean }> {
  const address = email.trim().toLowerCase();
  return withActor(db, service, async (trx) => {
    const posted = await trx.selectFrom('job_posters').select('job_id').where('email', '=', address).limit(1).executeTakeFirst();
    if (!posted) return { sent: false };
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
    await enqueueEmail(trx, { to: address, ...employerSignInEmail({ linkUrl: signInLinkUrl(siteUrl, token), code, locale }) });
    return { sent: true };
  });
}

export interface UsedSignIn {
  email: string;
  jobId: string | null;
}

/**
 * Uses a link (its token) or a code (with its address) once: the address it proves and the
 * posting to land on, or undefined when it is unknown, used or older than an hour.
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
    return row ? { email: row.email, jobId: row.job_id } : undefined;
  });
}
