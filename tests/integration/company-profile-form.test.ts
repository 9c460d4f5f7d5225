import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import sharp from 'sharp';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { sessionUserFrom } from '~/server/auth/claims';
import { service, withActor } from '~/server/db/context';
import { companyProfilePage } from '~/server/companies/profile-form';
import { bodyLimits } from '~/server/http/body-limits';

// /employer/company: a member saves their company's profile and logo as themselves (row-level
// security decides); every bad input is a 4xx with a sentence or the form with its problems, and
// nothing stored changes.

const url = 'http://localhost:4321/employer/company';

/** A PNG header claiming the given size (IHDR only): enough for the size check, never decoded. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Pearl Health',
  website: 'https://pearl.example',
  size: '51-200',
  industry: 'healthcare-medical',
  aboutEn: 'A hospital group in Dubai.',
  aboutAr: 'مجموعة مستشفيات في دبي.',
  kind: 'employer',
  agencyLicence: '',
  ...overrides,
});

function post(values: Record<string, string>, logo?: { bytes: Uint8Array; name: string; type: string }): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  if (logo) form.set('logo', new File([logo.bytes as Uint8Array<ArrayBuffer>], logo.name, { type: logo.type }));
  return new Request(url, { method: 'POST', body: form });
}

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const member = sessionUserFrom(crypto.randomUUID(), 'HR@pearl.example', { role: 'employer' });
  const stranger = sessionUserFrom(crypto.randomUUID(), 'someone@rival.example', { role: 'employer' });
  let companyId = '';
  const stored = () =>
    withActor(t.db, service, (trx) =>
      trx
        .selectFrom('companies')
        .select(['name', 'website', 'size', 'industry', 'about_en', 'about_ar', 'kind', 'agency_licence', 'logo_webp', 'verified_at'])
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow(),
    );

  beforeAll(async () => {
    t = await freshDatabase(grants);
    await withActor(t.db, service, async (trx) => {
      const { rows } = await sql<{ id: string; company_id: string }>`
        insert into public.jobs (company_name, category, job_title, job_description, location, status, contact_email)
        values ('Pearl Health', 'healthcare-medical', 'Nurse', 'Care.', 'Dubai, UAE', 'pending', 'hr@pearl.example')
        returning id, company_id`.execute(trx);
      await trx.insertInto('job_posters').values({ job_id: rows[0]!.id, email: 'hr@pearl.example' }).execute();
      await trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', rows[0]!.id).execute();
      companyId = rows[0]!.company_id;
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('makes no member of someone who posts under the name of a company already public', async () => {
    const squatter = sessionUserFrom(crypto.randomUUID(), 'squatter@mail.example', { role: 'employer' });
    await withActor(t.db, service, async (trx) => {
      // A public company nobody has claimed (its job came without a poster, as scraped jobs do).
      await sql`
        insert into public.jobs (company_name, category, job_title, job_description, location, status, contact_email)
        values ('Cedar Schools', 'education-teaching', 'Teacher', 'Teach.', 'Riyadh, Saudi Arabia', 'approved', 'jobs@cedar.example')`.execute(
        trx,
      );
      const { rows } = await sql<{ id: string }>`
        insert into public.jobs (company_name, category, job_title, job_description, location, status, contact_email)
        values ('cedar schools', 'education-teaching', 'Porter', 'Carry.', 'Riyadh, Saudi Arabia', 'pending', 'squatter@mail.example')
        returning id`.execute(trx);
      await trx.insertInto('job_posters').values({ job_id: rows[0]!.id, email: 'squatter@mail.example' }).execute();
    });
    expect((await companyProfilePage(new Request(url), squatter, t.db)).kind).toBe('none');
    const refused = await companyProfilePage(post(fields({ name: 'Hijacked' })), squatter, t.db);
    expect(refused.kind === 'refused' && refused.response.status).toBe(403);
  });

  it('shows the member their company and a stranger that they have none', async () => {
    const own = await companyProfilePage(new Request(url), member, t.db);
    expect(own.kind === 'form' && own.values.name).toBe('Pearl Health');
    expect((await companyProfilePage(new Request(url), stranger, t.db)).kind).toBe('none');
  });

  it('saves the fields and a logo resized to a small WebP', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const outcome = await companyProfilePage(
      post(fields({ kind: 'agency', agencyLicence: 'MOHRE-1234' }), { bytes: png, name: 'logo.png', type: 'image/png' }),
      member,
      t.db,
    );
    expect(outcome).toEqual({ kind: 'saved', location: '/employer/company?saved=1' });
    const row = await stored();
    expect(row).toMatchObject({
      website: 'https://pearl.example',
      size: '51-200',
      kind: 'agency',
      agency_licence: 'MOHRE-1234',
      verified_at: null,
    });
    const meta = await sharp(row.logo_webp!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 128]);
  });

  it.each([
    [
      'a PHP file named logo.png',
      { bytes: new TextEncoder().encode('<?php system($_GET["c"]); ?>'), name: 'logo.png', type: 'image/png' },
      'not a PNG, JPEG or WebP',
    ],
    [
      'an SVG with a script',
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
      'SVG logos are not accepted',
    ],
    ['a 20,000 × 20,000 PNG', { bytes: pngHeader(20_000, 20_000), name: 'big.png', type: 'image/png' }, '20000 × 20000 pixels'],
    ['a PNG cut short', { bytes: pngHeader(300, 300), name: 'cut.png', type: 'image/png' }, 'could not be read'],
  ])('refuses %s on the form, and keeps the stored profile', async (_case, logo, sentence) => {
    const before = await stored();
    const outcome = await companyProfilePage(post(fields({ name: 'Changed Name' }), logo), member, t.db);
    expect(outcome.kind).toBe('form');
    expect(outcome.kind === 'form' && outcome.errors?.logo).toContain(sentence);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['no name', fields({ name: '  ' }), 'name', 'Enter the company name.'],
    ['a website that is not an address', fields({ website: 'javascript:alert(1)' }), 'website', 'https://'],
    ['an unknown size', fields({ size: 'huge' }), 'size', 'could not be read'],
    ['an unknown industry', fields({ industry: 'piracy' }), 'industry', 'Choose an industry'],
    ['an unknown kind', fields({ kind: 'government' }), 'kind', 'direct employer or a recruitment agency'],
    ['a 10,000-character about', fields({ aboutEn: 'x'.repeat(10_000) }), 'aboutEn', '5,000 characters'],
    ['a 500-character licence', fields({ kind: 'agency', agencyLicence: 'L'.repeat(500) }), 'agencyLicence', '100 characters'],
  ])('answers %s with the form and its problem', async (_case, values, field, sentence) => {
    const before = await stored();
    const outcome = await companyProfilePage(post(values), member, t.db);
    expect(outcome.kind).toBe('form');
    expect(outcome.kind === 'form' && outcome.errors?.[field as 'name']).toContain(sentence);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['NUL bytes', () => post(fields({ aboutEn: 'a\u0000b' })), member, 400, 'NUL'],
    ['a stranger', () => post(fields({ name: 'Hijacked' })), stranger, 403, 'not a member of a company'],
    [
      'a JSON body',
      () => new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      member,
      415,
      'could not be read',
    ],
    [
      'a 50 MB upload',
      () =>
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
          body: 'x',
        }),
      member,
      413,
      'too large',
    ],
    [
      'a body over the limit without a length',
      () => {
        const form = new FormData();
        form.set('name', 'Pearl Health');
        form.set('logo', new File([new Uint8Array(bodyLimits.companyProfile + 1)], 'logo.png', { type: 'image/png' }));
        return new Request(url, { method: 'POST', body: form });
      },
      member,
      413,
      'too large',
    ],
    [
      'a malformed multipart body',
      () => new Request(url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nnonsense' }),
      member,
      400,
      'could not be read',
    ],
  ])('refuses %s with a sentence and changes nothing', async (_case, request, user, status, sentence) => {
    const before = await stored();
    const outcome = await companyProfilePage(request(), user, t.db);
    expect(outcome.kind).toBe('refused');
    if (outcome.kind !== 'refused') return;
    expect(outcome.response.status).toBe(status);
    expect(await outcome.response.text()).toContain(sentence);
    expect(await stored()).toEqual(before);
  });

  it('removes the logo when asked, and a direct employer keeps no licence', async () => {
    const outcome = await companyProfilePage(post({ ...fields(), removeLogo: 'on', agencyLicence: 'MOHRE-1' }), member, t.db);
    expect(outcome.kind).toBe('saved');
    expect(await stored()).toMatchObject({ logo_webp: null, kind: 'employer', agency_licence: null });
  });
});
