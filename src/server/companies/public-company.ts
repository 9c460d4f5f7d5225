import { sql } from 'kysely';
import { toPublicJob, type PublicJob } from '~/lib/jobs/public-job';
import { companyLogoUrl, companySizes, type PublicCompany } from '~/lib/companies/profile';
import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import { publicJobSelection } from '~/server/jobs/public-job-selection';
import { cachePolicies, cacheTags } from '~/server/http/cache-control';

/** What /companies/{slug} answers: the company and its live jobs, a 301 to the company a merged slug became, not found, or the database down. */
export type CompanyPageResult =
  | { kind: 'found'; company: PublicCompany; jobs: PublicJob[] }
  | { kind: 'redirect'; slug: string }
  | { kind: 'not-found' }
  | { kind: 'error' };

const sizeOf = (value: string | null) =>
  (companySizes as readonly string[]).includes(value ?? '') ? (value as PublicCompany['size']) : null;

/** A companies row in the public shape. */
export const toPublicCompany = (row: {
  id: string;
  slug: string;
  name: string;
  website: string | null;
  size: string | null;
  industry: string | null;
  about_en: string | null;
  about_ar: string | null;
  logo_updated_at: Date | null;
  verified_at: Date | null;
}): PublicCompany => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  website: row.website,
  size: sizeOf(row.size),
  industry: row.industry,
  aboutEn: row.about_en,
  aboutAr: row.about_ar,
  logoUrl: companyLogoUrl(row.id, row.logo_updated_at),
  verified: row.verified_at !== null,
});

export const publicCompanyColumns = [
  'id',
  'slug',
  'name',
  'website',
  'size',
  'industry',
  'about_en',
  'about_ar',
  'logo_updated_at',
  'verified_at',
] as const;

/** How long a slug may be: longer ones are no company's. */
const maxSlug = 90;

/**
 * The company at /companies/{slug} as a visitor sees it (RLS: a company is public once one of its
 * jobs was approved) with its live jobs, newest first.
 */
export async function companyPage(database: Db, slug: string | undefined): Promise<CompanyPageResult> {
  if (!slug || slug.length > maxSlug || !/^[a-z0-9-]+$/.test(slug)) return { kind: 'not-found' };
  try {
    return await withActor(database, visitor, async (trx) => {
      const row = await trx.selectFrom('companies').select(publicCompanyColumns).where('slug', '=', slug).executeTakeFirst();
      if (!row) {
        const moved = await trx
          .selectFrom('company_slug_redirects as r')
          .innerJoin('companies as c', 'c.id', 'r.company_id')
          .select('c.slug')
          .where('r.slug', '=', slug)
          .executeTakeFirst();
        return moved ? { kind: 'redirect', slug: moved.slug } : { kind: 'not-found' };
      }
      const jobs = await jobTables(trx)
        .selectFrom('jobs')
        .select(publicJobSelection)
        .where('companyId', '=', row.id)
        .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
        .orderBy('id')
        .limit(200)
        .execute();
      return { kind: 'found', company: toPublicCompany(row), jobs: jobs.map(toPublicJob) };
    });
  } catch (error) {
    console.error(`company page "${slug}" failed:`, error);
    return { kind: 'error' };
  }
}

/** Status and headers of each answer; a found page is tagged with its company so a change purges it. */
export function companyPageHeaders(result: CompanyPageResult): { status: number; headers: Record<string, string> } {
  switch (result.kind) {
    case 'found':
      return { status: 200, headers: { ...cachePolicies.companyPage, [cacheTags.header]: cacheTags.company(result.company.id) } };
    case 'redirect':
      return { status: 301, headers: cachePolicies.jobRedirect };
    case 'not-found':
      return { status: 404, headers: cachePolicies.noStore };
    case 'error':
      return { status: 503, headers: { ...cachePolicies.noStore, 'retry-after': '30' } };
  }
}

/** A company in the list: its live job count and logo. */
export interface ListedCompany {
  slug: string;
  name: string;
  logoUrl: string | null;
  jobs: number;
}

/** The longest search the list takes (a name is at most 200 characters). */
export const maxCompanySearch = 200;

/**
 * Companies with live jobs, most openings first, then by name; with `q`, those whose name holds it
 * (case aside). Read as the visitor: only public companies, and only live jobs counted.
 */
export async function listedCompanies(database: Db, q: string): Promise<ListedCompany[]> {
  const words = q.trim().toLowerCase();
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await withActor(database, visitor, (trx) =>
    sql<{ id: string; slug: string; name: string; logo_updated_at: Date | null; jobs: number }>`
      select c.id, c.slug, c.name, c.logo_updated_at, count(j.id)::int as jobs
      from public.companies c
      join public.jobs j on j.company_id = c.id
      where ${words === '' ? sql`true` : sql`lower(c.name) like ${like}`}
      group by c.id
      order by jobs desc, lower(c.name), c.id
      limit 500`.execute(trx),
  );
  return rows.rows.map((r) => ({ slug: r.slug, name: r.name, logoUrl: companyLogoUrl(r.id, r.logo_updated_at), jobs: r.jobs }));
}

/** The logo of a public company, as stored (WebP), or undefined. */
export async function companyLogo(database: Db, id: string): Promise<Buffer | undefined> {
  const row = await withActor(database, visitor, (trx) =>
    trx.selectFrom('companies').select('logo_webp').where('id', '=', id).executeTakeFirst(),
  );
  return row?.logo_webp ?? undefined;
}
