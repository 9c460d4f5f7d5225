import { sql } from 'kysely';
import { messagesFor, type Locale } from '~/i18n';
import { colleagueFormSchema } from '~/lib/employer-team';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { tooManyAttempts } from '~/lib/forms';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { overLimit } from '~/server/forms/guard';
import { invitationsPerMember } from '~/server/forms/limits';
import { hitRateLimit, rateBucket } from '~/server/forms/rate-limit';
import { mailboxKey } from '~/lib/mailbox';
import { clientAddress } from '~/server/http/client-address';
import { sendEmployerSignIn } from './sign-in-links';

// A company's members: who they are, inviting a colleague (a sign-in link that makes them a
// member, see sign-in-links.ts) and removing one. Everything is read and written as the user, so
// RLS decides: members of the company only.

export interface Colleague {
  email: string;
  /** Invited, not signed in yet. */
  invited: boolean;
}

export interface CompanyTeam {
  companyId: string;
  companyName: string;
  colleagues: Colleague[];
}

/** The companies the user is a member of, each with its members and open invitations. */
export async function teamsOf(db: Db, user: SessionUser): Promise<CompanyTeam[]> {
  return withActor(db, asUserActor(user.claims), async (trx) => {
    const companies = await trx
      .selectFrom('companies')
      .select(['id', 'name'])
      .where(sql<boolean>`public.is_company_member(id)`)
      .orderBy('name')
      .limit(20)
      .execute();
    if (companies.length === 0) return [];
    const ids = companies.map((c) => c.id);
    const members = await trx
      .selectFrom('company_members')
      .select(['company_id', 'email'])
      .where('company_id', 'in', ids)
      .orderBy('created_at')
      .execute();
    const invited = await trx
      .selectFrom('company_invitations')
      .select(['company_id', 'email'])
      .where('company_id', 'in', ids)
      .where('expires_at', '>', sql<Date>`now()`)
      .orderBy('created_at')
      .execute();
    return companies.map((c) => ({
      companyId: c.id,
      companyName: c.name,
      colleagues: [
        ...members.filter((m) => m.company_id === c.id).map((m) => ({ email: m.email, invited: false })),
        ...invited.filter((i) => i.company_id === c.id).map((i) => ({ email: i.email, invited: true })),
      ],
    }));
  });
}

export type ColleagueAnswer =
  | { kind: 'done'; notice: 'sent' | 'removed'; companyId: string; locale: Locale }
  | { kind: 'refused'; status: 400 | 403 | 409 | 429 | 503; message: string; locale: Locale; retryAfterSeconds?: number };

export interface ColleagueDeps {
  db: Db;
  secret: string;
  siteUrl: string;
}

/** The colleague forms' POST: invite or remove, answered with a notice or a sentence and a status. */
export async function handleColleagueForm(
  form: FormData,
  request: Request,
  user: SessionUser,
  deps: ColleagueDeps,
): Promise<ColleagueAnswer> {
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  const fieldLocale: Locale = fields.locale === 'ar' ? 'ar' : 'en';
  const t = messagesFor(fieldLocale).employer.team;
  if (bodyHasNul(fields)) return { kind: 'refused', status: 400, message: nulRefusal, locale: fieldLocale };
  const parsed = colleagueFormSchema.safeParse(fields);
  if (!parsed.success) return { kind: 'refused', status: 400, message: parsed.error.issues[0]?.message ?? t.failure, locale: fieldLocale };
  const { intent, company, email, locale } = parsed.data;
  try {
    if (intent === 'remove') {
      const { rows } = await withActor(deps.db, asUserActor(user.claims), (trx) =>
        sql<{ outcome: string }>`select public.remove_company_member(${company}::uuid, ${email}) as outcome`.execute(trx),
      );
      const outcome = rows[0]?.outcome;
      if (outcome === 'removed') return { kind: 'done', notice: 'removed', companyId: company, locale };
      if (outcome === 'last') return { kind: 'refused', status: 409, message: t.last, locale };
      return { kind: 'refused', status: 403, message: t.notMember, locale };
    }
    const me = user.email.toLowerCase();
    // Read as the user: RLS shows a member their company and its members, nobody else anything.
    const target = await withActor(deps.db, asUserActor(user.claims), async (trx) => {
      const row = await trx
        .selectFrom('companies')
        .select('name')
        .where('id', '=', company)
        .where(sql<boolean>`public.is_company_member(id)`)
        .executeTakeFirst();
      if (!row) return undefined;
      const member = await trx
        .selectFrom('company_members')
        .select('email')
        .where('company_id', '=', company)
        .where('email', '=', email)
        .executeTakeFirst();
      return { name: row.name, member: member !== undefined };
    });
    if (target === undefined) return { kind: 'refused', status: 403, message: t.notMember, locale };
    if (target.member) return { kind: 'refused', status: 409, message: email === me ? t.self : t.alreadyMember, locale };
    // The invitee's inbox limits are the sign-in link's, and a member sends only so many an hour:
    // inviting cannot flood an address, nor mail a list of strangers.
    const [inboxWait, memberLimit] = await Promise.all([
      overLimit(deps, 'employer_sign_in', clientAddress(request), email),
      hitRateLimit(deps.db, rateBucket('employer_invite', 'email', mailboxKey(me), deps.secret), invitationsPerMember),
    ]);
    const wait = Math.max(inboxWait, memberLimit.allowed ? 0 : memberLimit.retryAfterSeconds);
    if (wait > 0) return { kind: 'refused', status: 429, message: tooManyAttempts(wait, locale), locale, retryAfterSeconds: wait };
    const companyName = await withActor(deps.db, asUserActor(user.claims), async (trx) => {
      const { numAffectedRows } = await sql`
        insert into public.company_invitations (company_id, email, invited_by)
        select ${company}::uuid, ${email}, ${me}
        where public.is_company_member(${company}::uuid)
          and not exists (select 1 from public.company_members m where m.company_id = ${company}::uuid and m.email = ${email})
        on conflict (company_id, email) do update
          set invited_by = excluded.invited_by, created_at = now(), expires_at = now() + interval '7 days'`.execute(trx);
      return numAffectedRows === 1n ? target.name : undefined;
    });
    // Removed or joined in the meantime: nothing is sent.
    if (companyName === undefined) return { kind: 'refused', status: 409, message: t.alreadyMember, locale };
    await sendEmployerSignIn(deps.db, { email, locale, invitation: { inviter: user.email, company: companyName } }, deps);
    return { kind: 'done', notice: 'sent', companyId: company, locale };
  } catch (error) {
    console.error('colleague form failed:', error);
    return { kind: 'refused', status: 503, message: t.failure, locale };
  }
}

/** The notice the dashboard shows after the form (?team=sent|removed). */
export const colleagueNotice = (notice: string | null, locale: Locale): string | undefined => {
  const t = messagesFor(locale).employer.team;
  if (notice === 'sent') return t.sent;
  if (notice === 'removed') return t.removed;
  return undefined;
};
