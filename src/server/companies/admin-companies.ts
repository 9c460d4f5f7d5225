import { sql } from 'kysely';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { companyProfileSchema, profileColumns, profileFieldErrors } from '~/lib/companies/profile';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { bodyTooLarge, isFormPost } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import { fill, messagesFor } from '~/i18n';
import { emailAddressSchema } from '~/lib/email-address';
import { emailSiteName } from '~/lib/emails/email-language';
import { tooManyAttempts } from '~/lib/forms';
import { overLimit } from '~/server/forms/guard';
import { clientAddress } from '~/server/http/client-address';
import { sendEmployerSignIn } from '~/server/employers/sign-in-links';

// /admin/companies: admins find any company (published or not), edit its profile and merge two
// that are the same. Read and written as the admin: row-level security and merge_companies check
// the role again in SQL.

export const adminCompaniesPath = '/admin/companies';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxQuery = 200;

export interface AdminCompany {
  id: string;
  slug: string;
  name: string;
  website: string | null;
  size: string | null;
  industry: string | null;
  aboutEn: string | null;
  aboutAr: string | null;
  kind: string;
  agencyLicence: string | null;
  published: boolean;
  jobs: number;
  liveJobs: number;
  members: number;
}

/** Companies whose name holds `q` (all of them without it), or the one company `id`; the most jobs first, at most 100. */
async function selectCompanies(db: Db, admin: SessionUser, by: { q: string } | { id: string }): Promise<AdminCompany[]> {
  const words = 'q' in by ? by.q.trim().slice(0, maxQuery) : '';
  const rows = await withActor(db, asUserActor(admin.claims), (trx) =>
    trx
      .selectFrom('companies as c')
      .select([
        'c.id',
        'c.slug',
        'c.name',
        'c.website',
        'c.size',
        'c.industry',
        'c.about_en',
        'c.about_ar',
        'c.kind',
        'c.agency_licence',
        'c.published_at',
        sql<number>`(select count(*)::int from public.jobs j where j.company_id = c.id)`.as('jobs'),
        sql<number>`(select count(*)::int from public.jobs j where j.company_id = c.id and j.status = 'approved' and j.expires_at > now())`.as(
          'live_jobs',
        ),
        sql<number>`(select count(*)::int from public.company_members m where m.company_id = c.id)`.as('members'),
      ])
      .$if('id' in by, (qb) => qb.where('c.id', '=', 'id' in by ? by.id : ''))
      .$if(words !== '', (qb) => qb.where(sql<boolean>`c.name ilike ${'%' + words.replace(/[\\%_]/g, '\\$&') + '%'}`))
      .orderBy(sql`(select count(*) from public.jobs j where j.company_id = c.id)`, 'desc')
      .orderBy('c.name')
      .limit(100)
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    website: r.website,
    size: r.size,
    industry: r.industry,
    aboutEn: r.about_en,
    aboutAr: r.about_ar,
    kind: r.kind,
    agencyLicence: r.agency_licence,
    published: r.published_at !== null,
    jobs: r.jobs,
    liveJobs: r.live_jobs,
    members: r.members,
  }));
}

/** Companies whose name holds `q` (all of them without it), the most jobs first, at most 100. */
export const adminCompanies = (db: Db, admin: SessionUser, q: string): Promise<AdminCompany[]> => selectCompanies(db, admin, { q });

/** One company by id, or undefined. */
export async function adminCompany(db: Db, admin: SessionUser, id: string): Promise<AdminCompany | undefined> {
  if (!uuid.test(id)) return undefined;
  return (await selectCompanies(db, admin, { id }))[0];
}

export type AdminCompaniesOutcome =
  | { kind: 'done'; location: string }
  | { kind: 'edit'; company: AdminCompany; values: Record<string, string>; errors: Record<string, string> }
  | { kind: 'confirmMerge'; kept: AdminCompany; merged: AdminCompany }
  | { kind: 'refused'; response: Response };

const title = 'The form could not be sent';
const refused = (status: number, message: string): AdminCompaniesOutcome => ({
  kind: 'refused',
  response: formMessagePage(status, title, message),
});
const formErrors = messagesFor('en').companies.form.errors;

/** What the invitation e-mail needs: the sign-in link's secret and the site's address. */
export interface AdminInviteMail {
  secret: string;
  siteUrl: string;
}

/**
 * A posted admin form: `action=save` (the profile fields of company `id`), `action=merge`
 * (`merged` into `kept`, after a confirmation step: `confirmed=yes`) or `action=invite` (the first
 * member of company `id`, by `email`, in `locale`).
 */
export async function adminCompaniesPost(
  request: Request,
  db: Db,
  admin: SessionUser,
  mail?: AdminInviteMail,
): Promise<AdminCompaniesOutcome> {
  if (!isFormPost(request)) return refused(415, 'Send the form from the companies page.');
  const body = await readBoundedBody(request, bodyLimits.form);
  if (!body.ok)
    return body.reason === 'too-large'
      ? { kind: 'refused', response: bodyTooLarge(request, bodyLimits.form) }
      : refused(400, 'The form could not be read.');
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return refused(400, 'The form could not be read.');
  }
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string') values[k] = v;
  if (bodyHasNul(values)) return refused(400, nulRefusal);

  if (values.action === 'save') {
    const company = await adminCompany(db, admin, values.id ?? '');
    if (!company) return refused(404, 'Unknown company: it may have been merged into another meanwhile.');
    const parsed = companyProfileSchema.safeParse({
      website: '',
      size: '',
      industry: '',
      aboutEn: '',
      aboutAr: '',
      kind: 'employer',
      agencyLicence: '',
      ...values,
    });
    if (!parsed.success) return { kind: 'edit', company, values, errors: profileFieldErrors(parsed.error.issues, formErrors) };
    const p = parsed.data;
    await withActor(db, asUserActor(admin.claims), (trx) =>
      trx
        .updateTable('companies')
        .set({ ...profileColumns(p), ...(values.removeLogo === 'on' ? { logo_webp: null } : {}) })
        .where('id', '=', company.id)
        .execute(),
    );
    return { kind: 'done', location: `${adminCompaniesPath}?notice=saved&q=${encodeURIComponent(p.name)}` };
  }

  if (values.action === 'merge') {
    const kept = await adminCompany(db, admin, values.kept ?? '');
    const merged = await adminCompany(db, admin, values.merged ?? '');
    if (!kept || !merged) return refused(404, 'Unknown company: choose both companies from the list (one may have been merged meanwhile).');
    if (kept.id === merged.id) return refused(400, 'A company cannot be merged into itself: choose two different companies.');
    if (values.confirmed !== 'yes') return { kind: 'confirmMerge', kept, merged };
    try {
      await withActor(db, asUserActor(admin.claims), (trx) => sql`select public.merge_companies(${kept.id}, ${merged.id})`.execute(trx));
    } catch (error) {
      // Two admins merging the same pair at once: the second finds the merged company gone.
      const code = (error as { code?: string }).code;
      if (code === 'P0002') return refused(404, 'Unknown company: it was merged into another meanwhile.');
      if (code === '42501') return refused(403, 'Only an admin can merge companies.');
      throw error;
    }
    return { kind: 'done', location: `${adminCompaniesPath}?notice=merged&q=${encodeURIComponent(kept.name)}` };
  }
  if (values.action === 'invite') {
    if (!mail) return refused(503, 'Invitations cannot be sent right now. Please try again in a moment.');
    return inviteFirstMember(request, db, admin, values, mail);
  }
  return refused(400, 'Unknown action: use save, merge or invite.');
}

const inviteEmail = emailAddressSchema('Enter the e-mail address to invite, e.g. name@company.com.');

/**
 * Invites the first member of a company that has none: a company made by a scraped job, or whose
 * members left, is claimed by its real employer through us. Its members, once it has some, invite
 * their colleagues from their dashboard.
 */
async function inviteFirstMember(
  request: Request,
  db: Db,
  admin: SessionUser,
  values: Record<string, string>,
  mail: AdminInviteMail,
): Promise<AdminCompaniesOutcome> {
  const company = await adminCompany(db, admin, values.id ?? '');
  if (!company) return refused(404, 'Unknown company: it may have been merged into another meanwhile.');
  const parsed = inviteEmail.safeParse((values.email ?? '').trim().toLowerCase());
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? 'Enter the e-mail address to invite.');
  const email = parsed.data;
  const locale = values.locale === 'ar' ? 'ar' : 'en';
  if (company.members > 0) return refused(409, 'This company already has members: they invite their colleagues from their dashboard.');
  // The invitee's inbox limits are the sign-in link's: an admin's form cannot flood an address either.
  const wait = await overLimit({ db, secret: mail.secret }, 'employer_sign_in', clientAddress(request), email);
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  let outcome: string | undefined;
  try {
    const { rows } = await withActor(db, asUserActor(admin.claims), (trx) =>
      sql<{ outcome: string }>`select public.admin_invite_company_member(${company.id}::uuid, ${email}) as outcome`.execute(trx),
    );
    outcome = rows[0]?.outcome;
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return refused(403, 'Only an admin can invite a company’s first member.');
    throw error;
  }
  if (outcome === 'unknown') return refused(404, 'Unknown company: it may have been merged into another meanwhile.');
  if (outcome !== 'invited') return refused(409, 'This company already has members: they invite their colleagues from their dashboard.');
  const inviter = fill(messagesFor(locale).employer.invitationEmail.siteTeam, { site: emailSiteName(locale) });
  await sendEmployerSignIn(db, { email, locale, invitation: { inviter, company: company.name } }, mail);
  return { kind: 'done', location: `${adminCompaniesPath}?notice=invited&q=${encodeURIComponent(company.name)}` };
}

export const adminCompanyNotices = {
  saved: { ok: true, title: 'Saved', text: 'The company profile is saved; its page shows it within a minute.' },
  invited: {
    ok: true,
    title: 'Invited',
    text: 'The invitation is on its way: the person becomes the company’s member when they sign in from it (within 7 days).',
  },
  merged: {
    ok: true,
    title: 'Merged',
    text: 'The companies are one: the jobs, names and members moved, and the merged company’s address now leads to the kept one.',
  },
} as const;
