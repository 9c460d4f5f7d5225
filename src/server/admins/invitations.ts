import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import { enqueueEmail } from '~/server/mail/outbox';
import type { InvitationState } from '~/lib/admin-invitations';
import { adminInvitationEmail } from '~/lib/emails/admin-invitation';

/** The stored form of a token: its sha-256 in hex (the token itself lives only in the e-mail). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const acceptInvitationPath = '/auth/accept-invite';

export interface AdminAccount {
  id: string;
  email: string;
  createdAt: Date;
  lastSignInAt: Date | null;
}

export interface OpenInvitation {
  id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The admins and the invitations still waiting (not used, revoked or expired), as the admin. */
export async function adminsAndInvitations(db: Db, admin: SessionUser): Promise<{ admins: AdminAccount[]; invitations: OpenInvitation[] }> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const admins = await sql<{ id: string; email: string; created_at: Date; last_sign_in_at: Date | null }>`
      select id, email, created_at, last_sign_in_at from public.admin_accounts()`.execute(trx);
    const invitations = await trx
      .selectFrom('admin_invitations')
      .select(['id', 'email', 'created_at', 'expires_at'])
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('created_at', 'desc')
      .execute();
    return {
      admins: admins.rows.map((a) => ({ id: a.id, email: a.email, createdAt: a.created_at, lastSignInAt: a.last_sign_in_at })),
      invitations: invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.created_at, expiresAt: i.expires_at })),
    };
  });
}

export type InviteOutcome = { kind: 'invited'; id: string } | { kind: 'already-admin' };

/**
 * Invites an e-mail address as the admin: earlier open invitations to it are withdrawn, a new
 * token is stored hashed, and the link is e-mailed in the same transaction.
 */
export async function inviteAdmin(db: Db, admin: SessionUser, email: string, siteUrl: string): Promise<InviteOutcome> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const existing = await sql<{ email: string }>`select email from public.admin_accounts() where lower(email) = ${email}`.execute(trx);
    if (existing.rows.length > 0) return { kind: 'already-admin' };
    await trx
      .updateTable('admin_invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const token = randomBytes(32).toString('base64url');
    const { id } = await trx
      .insertInto('admin_invitations')
      .values({ email, token_hash: tokenHash(token), invited_by: admin.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = `${siteUrl}${acceptInvitationPath}?token=${token}`;
    await enqueueEmail(trx, { to: email, ...adminInvitationEmail({ invitedBy: admin.email, link }) });
    return { kind: 'invited', id };
  });
}

/** Withdraws an invitation that is still open; false when there is none with that id. */
export async function revokeInvitation(db: Db, admin: SessionUser, id: string): Promise<boolean> {
  const result = await withActor(db, asUserActor(admin.claims), (trx) =>
    trx
      .updateTable('admin_invitations')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

/** What the invitee's link is worth right now (asked as the visitor they are). */
export async function invitationState(db: Db, token: string): Promise<{ state: InvitationState; email?: string }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'unknown' };
  const { rows } = await withActor(db, visitor, (trx) =>
    sql<{
      email: string;
      state: Exclude<InvitationState, 'unknown'>;
    }>`select email, state from public.admin_invitation_state(${tokenHash(token)})`.execute(trx),
  );
  const row = rows[0];
  return row ? { state: row.state, email: row.email } : { state: 'unknown' };
}

/**
 * Uses up the invitation and, in the same transaction, has `createAdmin` make the account: if
 * that fails the invitation stays open; if the link was already used, nothing is created.
 */
export async function acceptInvitation<T>(
  db: Db,
  token: string,
  createAdmin: (email: string) => Promise<T>,
): Promise<{ ok: true; email: string; result: T } | { ok: false; state: InvitationState }> {
  const outcome = await withActor(db, visitor, async (trx) => {
    const { rows } = await sql<{ email: string | null }>`select public.accept_admin_invitation(${tokenHash(token)}) as email`.execute(trx);
    const email = rows[0]?.email;
    if (!email) return undefined;
    return { email, result: await createAdmin(email) };
  });
  if (outcome) return { ok: true, ...outcome };
  const { state } = await invitationState(db, token);
  return { ok: false, state: state === 'open' ? 'unknown' : state };
}
