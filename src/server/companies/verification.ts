import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import type { VerificationDecision } from '~/lib/company-verification';

// The admins' "verify employers" screen, read and written as the admin: RLS lets admins read every
// company and membership, and public.set_company_verification is the one way to the verified
// columns (it checks the admin again).

export interface CompanyToVerify {
  id: string;
  slug: string;
  name: string;
  kind: 'employer' | 'agency';
  website: string | null;
  /** The distinct domains of its members' addresses, and whether each signed in. */
  memberDomains: { domain: string; signedIn: boolean }[];
  approvedJobs: number;
  jobs: number;
  verifiedVia: 'domain' | 'admin' | null;
  verifiedAt: Date | null;
  verifiedBy: string | null;
  verifiedNote: string | null;
}

/** Companies, unverified first, then by their number of jobs (at most 200; `q` narrows by name). */
export async function companiesToVerify(db: Db, admin: SessionUser, q = ''): Promise<CompanyToVerify[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const { rows } = await sql<CompanyToVerify>`
      select c.id, c.slug, c.name, c.kind, c.website,
             coalesce((select json_agg(json_build_object('domain', d.domain, 'signedIn', d.signed_in) order by d.domain)
                       from (select lower(substring(m.email from '@(.*)$')) as domain, bool_or(m.signed_in_at is not null) as signed_in
                             from public.company_members m where m.company_id = c.id group by 1) d), '[]'::json) as "memberDomains",
             (select count(*)::int from public.jobs j where j.company_id = c.id and j.status = 'approved') as "approvedJobs",
             (select count(*)::int from public.jobs j where j.company_id = c.id) as jobs,
             c.verified_via as "verifiedVia", c.verified_at as "verifiedAt", c.verified_by as "verifiedBy",
             c.verified_note as "verifiedNote"
      from public.companies c
      where c.name ilike ${pattern}
      order by c.verified_at is not null, "approvedJobs" desc, c.name
      limit 200`.execute(trx);
    return rows;
  });
}

export type VerificationOutcome = 'verified' | 'revoked' | 'unknown';

/** Verifies a company by hand or revokes its verification, with the admin's note. */
export async function setCompanyVerification(
  db: Db,
  admin: SessionUser,
  companyId: string,
  decision: VerificationDecision,
  note: string,
): Promise<VerificationOutcome> {
  try {
    await withActor(db, asUserActor(admin.claims), (trx) =>
      sql`select public.set_company_verification(${companyId}, ${decision === 'verify'}, ${note})`.execute(trx),
    );
  } catch (error) {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P0002') return 'unknown';
    throw error;
  }
  return decision === 'verify' ? 'verified' : 'revoked';
}
