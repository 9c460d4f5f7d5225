import { messagesFor } from '~/i18n';
import type { SessionUser } from '~/server/auth/types';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { companyLogoUrl, companyProfileSchema, profileColumns, profileFieldErrors } from '~/lib/companies/profile';
import { companyPagePath } from '~/lib/json-ld/organization';
import { bodyHasNul, nulRefusal } from '~/lib/request-limits';
import { employerPaths } from '~/lib/employer-paths';
import { bodyLimits, readBoundedBody } from '~/server/http/body-limits';
import { bodyTooLarge, isFormPost } from '~/server/http/responses';
import { formMessagePage } from '~/server/http/message-page';
import { readLogo } from './logo';

// The employer's company profile (/employer/company): read and saved as the signed-in user, so
// row-level security decides (members update their own company's listed columns, nobody else's).

/** The profile as the form shows it. */
export interface OwnCompany {
  id: string;
  slug: string;
  published: boolean;
  logoUrl: string | null;
  values: ProfileValues;
}

/** The form's fields as typed (strings). */
export interface ProfileValues {
  name: string;
  website: string;
  size: string;
  industry: string;
  aboutEn: string;
  aboutAr: string;
  kind: string;
  agencyLicence: string;
}

export type ProfilePageOutcome =
  | { kind: 'none' }
  | { kind: 'form'; company: OwnCompany; values: ProfileValues; errors?: Partial<Record<keyof ProfileValues | 'logo', string>> }
  | { kind: 'saved'; location: string }
  | { kind: 'refused'; response: Response };

const t = messagesFor('en').companies.form;
const refused = (status: number, message: string): ProfilePageOutcome => ({
  kind: 'refused',
  response: formMessagePage(status, t.title, message),
});

/** The company the signed-in address is a member of (the oldest membership), read as that user. */
export async function ownCompany(db: Db, user: SessionUser): Promise<OwnCompany | undefined> {
  const row = await withActor(db, asUserActor(user.claims), (trx) =>
    trx
      .selectFrom('companies as c')
      .innerJoin('company_members as m', 'm.company_id', 'c.id')
      .where('m.email', '=', user.email.toLowerCase())
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
        'c.logo_updated_at',
        'c.published_at',
      ])
      .orderBy('m.created_at')
      .orderBy('c.id')
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    published: row.published_at !== null,
    logoUrl: companyLogoUrl(row.id, row.logo_updated_at),
    values: {
      name: row.name,
      website: row.website ?? '',
      size: row.size ?? '',
      industry: row.industry ?? '',
      aboutEn: row.about_en ?? '',
      aboutAr: row.about_ar ?? '',
      kind: row.kind,
      agencyLicence: row.agency_licence ?? '',
    },
  };
}

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The public page of a company (for the form's "View the public page"). */
export const publicPageOf = (company: OwnCompany): string | undefined => (company.published ? companyPagePath(company.slug) : undefined);

/**
 * GET: the profile form of the address's company. POST (multipart or urlencoded): the fields
 * checked with the profile schema, the logo checked by its bytes (logo.ts) and resized, then saved
 * as the user. Problems come back on the form (400); an unreadable or oversized body, NUL bytes or
 * an address that is no company's member get a page with a sentence.
 */
export async function companyProfilePage(request: Request, user: SessionUser, db: Db): Promise<ProfilePageOutcome> {
  const company = await ownCompany(db, user);
  if (request.method !== 'POST') return company ? { kind: 'form', company, values: company.values } : { kind: 'none' };
  if (!company) return refused(403, t.noCompany);
  if (!isFormPost(request)) return refused(415, t.errors.badForm);
  const body = await readBoundedBody(request, bodyLimits.companyProfile);
  if (!body.ok)
    return body.reason === 'too-large'
      ? { kind: 'refused', response: bodyTooLarge(request, bodyLimits.companyProfile) }
      : refused(400, t.errors.badForm);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return refused(400, t.errors.badForm);
  }
  const values: ProfileValues = {
    name: textOf(form, 'name'),
    website: textOf(form, 'website'),
    size: textOf(form, 'size'),
    industry: textOf(form, 'industry'),
    aboutEn: textOf(form, 'aboutEn'),
    aboutAr: textOf(form, 'aboutAr'),
    kind: textOf(form, 'kind') || 'employer',
    agencyLicence: textOf(form, 'agencyLicence'),
  };
  if (bodyHasNul(values)) return refused(400, nulRefusal);

  const parsed = companyProfileSchema.safeParse(values);
  const errors: Partial<Record<keyof ProfileValues | 'logo', string>> = parsed.success
    ? {}
    : profileFieldErrors(parsed.error.issues, t.errors);

  const upload = form.get('logo');
  let logo: Buffer | null | undefined = form.get('removeLogo') === 'on' ? null : undefined;
  if (upload instanceof File && upload.size > 0) {
    const read = await readLogo(new Uint8Array(await upload.arrayBuffer()));
    if (read.ok) logo = read.webp;
    else
      errors.logo =
        read.code === 'tooManyPixels'
          ? t.logoErrors.tooManyPixels.replace('{width}', String(read.width)).replace('{height}', String(read.height))
          : t.logoErrors[read.code];
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { kind: 'form', company, values, errors };

  const profile = parsed.data;
  const updated = await withActor(db, asUserActor(user.claims), (trx) =>
    trx
      .updateTable('companies')
      .set({ ...profileColumns(profile), ...(logo === undefined ? {} : { logo_webp: logo }) })
      .where('id', '=', company.id)
      .executeTakeFirst(),
  );
  // Row-level security lets the update touch no row when the membership went meanwhile.
  if (Number(updated.numUpdatedRows) !== 1) return refused(403, t.noCompany);
  return { kind: 'saved', location: `${employerPaths.company}?saved=1` };
}
