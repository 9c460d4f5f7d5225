import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { sessionUserFrom } from '~/server/auth/claims';
import { service, withActor } from '~/server/db/context';
import { adminCompanies, adminCompaniesPost } from '~/server/companies/admin-companies';
import { companySitemapXml } from '~/server/seo/company-sitemap';

// /admin/companies: an admin finds any company, edits its profile, and merges two that are the
// same after a confirmation; bad input is a 4xx with a sentence and changes nothing.

const url = 'http://localhost:4321/admin/companies';
const post = (values: Record<string, string>) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(values) });

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const admin = sessionUserFrom(crypto.randomUUID(), 'admin@example.com', { role: 'admin' });
  const ids = { pearl: '', pearlDup: '', cedar: '' };
  const companies = () =>
    withActor(t.db, service, (trx) => trx.selectFrom('companies').select(['id', 'name', 'about_en', 'kind']).orderBy('name').execute());

  beforeAll(async () => {
    t = await freshDatabase(grants);
    await withActor(t.db, service, async (trx) => {
      const insert = async (company: string, status: string) =>
        (
          await sql<{ company_id: string }>`
            insert into public.jobs (company_name, job_title, job_description, location, status, contact_email)
            values (${company}, 'Nurse', 'Care.', 'Dubai, UAE', ${status}, 'hr@example.ae') returning company_id`.execute(trx)
        ).rows[0]!.company_id;
      ids.pearl = await insert('Pearl Health', 'approved');
      ids.pearlDup = await insert('Pearl Health Group', 'pending');
      ids.cedar = await insert('Cedar Schools', 'approved');
    });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lists every company, published or not, and finds one by part of its name', async () => {
    expect((await adminCompanies(t.db, admin, '')).map((c) => c.name).sort()).toEqual([
      'Cedar Schools',
      'Pearl Health',
      'Pearl Health Group',
    ]);
    expect((await adminCompanies(t.db, admin, 'health gr')).map((c) => c.name)).toEqual(['Pearl Health Group']);
    expect(await adminCompanies(t.db, admin, '%_\\')).toEqual([]);
  });

  it('puts only the public companies in the sitemap', async () => {
    const xml = await companySitemapXml(t.db, 'https://gulfjobs.example');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://gulfjobs.example/companies/cedar-schools',
      'https://gulfjobs.example/companies/pearl-health',
      'https://gulfjobs.example/ar/companies/cedar-schools',
      'https://gulfjobs.example/ar/companies/pearl-health',
    ]);
  });

  it('saves a profile, and answers a bad field with the form', async () => {
    const saved = await adminCompaniesPost(
      post({
        action: 'save',
        id: ids.cedar,
        name: 'Cedar Schools',
        website: '',
        size: '',
        industry: '',
        aboutEn: 'Schools in Riyadh.',
        aboutAr: '',
        kind: 'employer',
      }),
      t.db,
      admin,
    );
    expect(saved.kind).toBe('done');
    const bad = await adminCompaniesPost(
      post({ action: 'save', id: ids.cedar, name: '', website: 'ftp://x', size: '', industry: '' }),
      t.db,
      admin,
    );
    expect(bad.kind === 'edit' && Object.keys(bad.errors).sort()).toEqual(['name', 'website']);
    expect((await companies()).find((c) => c.id === ids.cedar)).toMatchObject({ name: 'Cedar Schools', about_en: 'Schools in Riyadh.' });
  });

  it.each([
    ['an unknown action', { action: 'explode' }, 400, 'Unknown action'],
    ['an unknown company', { action: 'save', id: crypto.randomUUID(), name: 'X' }, 404, 'Unknown company'],
    ['a company id that is no uuid', { action: 'save', id: "1' or 1=1", name: 'X' }, 404, 'Unknown company'],
    ['NUL bytes', { action: 'save', id: 'x', name: 'a\u0000b' }, 400, 'NUL'],
    ['a merge into itself', { action: 'merge', kept: 'SAME', merged: 'SAME' }, 400, 'cannot be merged into itself'],
  ])('refuses %s with a sentence and changes nothing', async (_case, values, status, sentence) => {
    const before = await companies();
    const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === 'SAME' ? ids.pearl : v]));
    const outcome = await adminCompaniesPost(post(filled), t.db, admin);
    expect(outcome.kind).toBe('refused');
    if (outcome.kind !== 'refused') return;
    expect(outcome.response.status).toBe(status);
    expect(await outcome.response.text()).toContain(sentence);
    expect(await companies()).toEqual(before);
  });

  it('asks before a merge, merges once, and a second merge of the same pair is a 404', async () => {
    const ask = await adminCompaniesPost(post({ action: 'merge', kept: ids.pearl, merged: ids.pearlDup }), t.db, admin);
    expect(ask.kind).toBe('confirmMerge');
    expect((await companies()).map((c) => c.id)).toContain(ids.pearlDup);
    const [first, second] = await Promise.all([
      adminCompaniesPost(post({ action: 'merge', kept: ids.pearl, merged: ids.pearlDup, confirmed: 'yes' }), t.db, admin),
      adminCompaniesPost(post({ action: 'merge', kept: ids.pearl, merged: ids.pearlDup, confirmed: 'yes' }), t.db, admin),
    ]);
    expect([first.kind, second.kind].sort()).toEqual(['done', 'refused']);
    const refused = first.kind === 'refused' ? first : second;
    expect(refused.kind === 'refused' && refused.response.status).toBe(404);
    expect((await companies()).map((c) => c.id)).not.toContain(ids.pearlDup);
    const jobs = await withActor(t.db, service, (trx) =>
      trx.selectFrom('jobs').select('company_id').where('company_name', '=', 'Pearl Health Group').executeTakeFirstOrThrow(),
    );
    expect(jobs.company_id).toBe(ids.pearl);
  });

  it('lets no employer merge', async () => {
    const employer = sessionUserFrom(crypto.randomUUID(), 'hr@cedar.example', { role: 'employer' });
    await expect(
      adminCompaniesPost(post({ action: 'merge', kept: ids.cedar, merged: ids.pearl, confirmed: 'yes' }), t.db, employer),
    ).resolves.toMatchObject({ kind: 'refused' });
    expect((await companies()).map((c) => c.id)).toContain(ids.pearl);
  });
});
