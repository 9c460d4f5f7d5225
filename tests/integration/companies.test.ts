import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseBefore } from '../helpers/database-before';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { asUserActor, service, visitor, withActor, type Actor } from '~/server/db/context';
import type { NewJob } from '~/server/db/schema';

// Companies: the backfill of jobs posted before them, how a new job links to its company, who
// reads and changes a profile (both grant modes), and an admin's merge.

const migration = '20261128074845_create_companies.sql';

describe('the companies migration on older jobs', () => {
  it('makes one company per normalised name, links every job, publishes companies with an approved job and makes the first poster a member', async () => {
    const t = await databaseBefore(migration);
    try {
      const insert = async (company: string, status: string, poster?: string) => {
        const { rows } = await t.client.query<{ id: string }>(
          `insert into public.jobs (company_name, job_title, job_description, location, contact_email, status)
           values ($1, 'Nurse', 'Care for patients.', 'Dubai, UAE', 'jobs@example.ae', $2) returning id`,
          [company, status],
        );
        if (poster) await t.client.query(`insert into public.job_posters (job_id, email) values ($1, $2)`, [rows[0]!.id, poster]);
        return rows[0]!.id;
      };
      await insert('Pearl  Health', 'approved', 'first@pearl.ae');
      await insert('pearl health ', 'pending', 'second@pearl.ae');
      await insert('PEARL HEALTH', 'rejected');
      await insert('Quiet Pending Co', 'pending', 'quiet@example.com');
      await insert('مستشفى النور', 'approved');
      const before = await t.client.query<{ updated_at: Date; slug: string }>(`select updated_at, slug from public.jobs order by id`);
      await t.migrate();
      const companies = await t.client.query<{ name: string; slug: string; published: boolean; jobs: number; members: string[] }>(
        `select c.name, c.slug, c.published_at is not null as published,
                (select count(*)::int from public.jobs j where j.company_id = c.id and j.company_slug = c.slug) as jobs,
                array(select m.email from public.company_members m where m.company_id = c.id order by m.email) as members
         from public.companies c order by c.slug`,
      );
      expect(companies.rows).toEqual([
        { name: 'مستشفى النور', slug: 'mstshfa-alnwr', published: true, jobs: 1, members: [] },
        // Named as its newest approved job writes it.
        { name: 'Pearl  Health', slug: 'pearl-health', published: true, jobs: 3, members: ['first@pearl.ae'] },
        { name: 'Quiet Pending Co', slug: 'quiet-pending-co', published: false, jobs: 1, members: ['quiet@example.com'] },
      ]);
      const after = await t.client.query<{ updated_at: Date; slug: string }>(`select updated_at, slug from public.jobs order by id`);
      expect(after.rows).toEqual(before.rows);
    } finally {
      await t.drop();
    }
  });
});

const admin = asUserActor({ sub: randomUUID(), email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
const member = asUserActor({ sub: randomUUID(), email: 'Hr@Pearl.ae', role: 'authenticated', app_metadata: { role: 'employer' } });
const stranger = asUserActor({ sub: randomUUID(), email: 'other@rival.ae', role: 'authenticated', app_metadata: { role: 'employer' } });

const job = (company: string, extra: Partial<NewJob> = {}): NewJob => ({
  company_name: company,
  job_title: 'Staff Nurse',
  job_description: 'Care for patients.',
  location: 'Dubai, UAE',
  contact_email: 'jobs@example.ae',
  salary_range: null,
  category: 'healthcare-medical',
  application_url: null,
  ...extra,
});

describe.each(grantModes)('companies with %s grants', (grants) => {
  let t: TestDatabase;
  const ids = { pearl: '', hidden: '', pearlJob: '' };
  const asService = <T>(work: Parameters<typeof withActor<T>>[2]) => withActor(t.db, service, work);

  beforeAll(async () => {
    t = await freshDatabase(grants);
    // Posted (pending) by its employer, who becomes the new company's member, then approved.
    const pearlJob = await asService((trx) =>
      trx.insertInto('jobs').values(job('Pearl Health')).returning(['id', 'company_id']).executeTakeFirstOrThrow(),
    );
    await asService((trx) => trx.insertInto('job_posters').values({ job_id: pearlJob.id, email: 'hr@pearl.ae' }).execute());
    await asService((trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', pearlJob.id).execute());
    // Posted by a visitor, still pending: the company exists but is not public.
    await withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(job('Hidden Startup')).execute());
    const hidden = await asService((trx) =>
      trx.selectFrom('companies').select('id').where('slug', '=', 'hidden-startup').executeTakeFirstOrThrow(),
    );
    ids.pearl = pearlJob.company_id!;
    ids.hidden = hidden.id;
    ids.pearlJob = pearlJob.id;
  });
  afterAll(() => t.drop());

  const slugsSeenBy = (actor: Actor) =>
    withActor(t.db, actor, (trx) => trx.selectFrom('companies').select('slug').orderBy('slug').execute()).then((rows) =>
      rows.map((r) => r.slug),
    );
  /** Tries an update in a transaction that is rolled back: how many rows changed, or the error. */
  const tryUpdate = (actor: Actor, id: string, set: string) =>
    withActor(t.db, actor, async (trx) => {
      const result = await sql.raw(`update public.companies set ${set} where id = '${id}'`).execute(trx);
      throw new RolledBack(Number(result.numAffectedRows ?? 0));
    }).catch((error: unknown) => (error instanceof RolledBack ? error.count : String(error)));

  it('a new post links to the company of its name, case and spaces aside, and a visitor cannot choose another', async () => {
    await withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(job('  PEARL   health')).execute());
    await withActor(t.db, visitor, (trx) =>
      sql`insert into public.jobs (company_name, job_title, job_description, location, contact_email, company_id, company_slug)
          values ('Sneaky Ltd', 'Clerk', 'Files.', 'Doha, Qatar', 'a@b.qa', ${ids.pearl}, 'pearl-health')`.execute(trx),
    ).catch((error: unknown) => expect(String(error)).toMatch(/permission denied/));
    const linked = await asService((trx) =>
      trx
        .selectFrom('jobs')
        .select(['company_name', 'company_id', 'company_slug'])
        .where('company_name', 'in', ['  PEARL   health', 'Sneaky Ltd'])
        .orderBy('company_name')
        .execute(),
    );
    expect(linked[0]).toEqual({ company_name: '  PEARL   health', company_id: ids.pearl, company_slug: 'pearl-health' });
    if (linked[1]) expect(linked[1]).toMatchObject({ company_name: 'Sneaky Ltd', company_slug: 'sneaky-ltd' });
  });

  it.each([
    ['visitor', visitor, ['pearl-health']],
    ['employer of another company', stranger, ['pearl-health']],
    ['member of Pearl Health', member, ['pearl-health']],
    ['admin', admin, ['hidden-startup', 'pearl-health', 'sneaky-ltd']],
  ] as const)('%s reads %j', async (_name, actor, expected) => {
    expect(await slugsSeenBy(actor)).toEqual(expected);
  });

  it('visitors read the public profile fields and no membership', async () => {
    const row = await withActor(t.db, visitor, (trx) =>
      trx
        .selectFrom('companies')
        .select(['name', 'slug', 'website', 'about_en', 'about_ar', 'logo_updated_at'])
        .where('id', '=', ids.pearl)
        .executeTakeFirst(),
    );
    expect(row?.name).toBe('Pearl Health');
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('company_members').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('company_names').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
    expect(await withActor(t.db, stranger, (trx) => trx.selectFrom('company_members').selectAll().execute())).toEqual([]);
    expect(await withActor(t.db, member, (trx) => trx.selectFrom('company_members').select('email').execute())).toEqual([
      { email: 'hr@pearl.ae' },
    ]);
  });

  it.each([
    ['visitor', visitor, 'pearl', `about_en = 'x'`, /permission denied/],
    ['employer of another company', stranger, 'pearl', `about_en = 'x'`, 0],
    ['member', member, 'pearl', `about_en = 'We care.'`, 1],
    ['member, on another company', member, 'hidden', `about_en = 'x'`, 0],
    ['member, the slug', member, 'pearl', `slug = 'taken'`, /permission denied/],
    ['member, when it went public', member, 'pearl', `published_at = null`, /permission denied/],
    ['admin', admin, 'hidden', `about_ar = 'نحن'`, 1],
  ] as const)('%s updating %s (%s): %s', async (_name, actor, which, set, expected) => {
    const outcome = await tryUpdate(actor, ids[which], set);
    if (typeof expected === 'number') expect(outcome).toBe(expected);
    else expect(String(outcome)).toMatch(expected);
  });

  it.each([
    ['visitor', visitor],
    ['member', member],
    ['admin', admin],
  ] as const)('%s can neither insert nor delete a company', async (_name, actor) => {
    await expect(
      withActor(t.db, actor, (trx) => sql`insert into public.companies (slug, name) values ('new-co', 'New Co')`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    const deleted = await withActor(t.db, actor, (trx) => sql`delete from public.companies where id = ${ids.pearl}`.execute(trx)).catch(
      (error: unknown) => String(error),
    );
    expect(String(deleted)).toMatch(/permission denied/);
  });

  it('only an admin merges; the merged company’s jobs, names and slug go to the kept one', async () => {
    const dup = await asService((trx) =>
      trx
        .insertInto('jobs')
        .values(job('Pearl Health Group', { status: 'approved' }))
        .returning(['id', 'company_id'])
        .executeTakeFirstOrThrow(),
    );
    const merge = (actor: Actor) =>
      withActor(t.db, actor, (trx) => sql`select public.merge_companies(${ids.pearl}, ${dup.company_id})`.execute(trx));
    await expect(merge(visitor)).rejects.toThrow(/permission denied/);
    await expect(merge(member)).rejects.toThrow(/Only an admin can merge companies/);
    await expect(
      withActor(t.db, admin, (trx) => sql`select public.merge_companies(${ids.pearl}, ${ids.pearl})`.execute(trx)),
    ).rejects.toThrow(/cannot be merged into itself/);
    await merge(admin);
    const moved = await asService((trx) =>
      trx.selectFrom('jobs').select(['company_id', 'company_slug']).where('id', '=', dup.id).executeTakeFirstOrThrow(),
    );
    expect(moved).toEqual({ company_id: ids.pearl, company_slug: 'pearl-health' });
    expect(
      await withActor(t.db, visitor, (trx) => trx.selectFrom('company_slug_redirects').select(['slug', 'company_id']).execute()),
    ).toEqual([{ slug: 'pearl-health-group', company_id: ids.pearl }]);
    // A later post under the merged name lands on the kept company.
    const later = await asService((trx) =>
      trx.insertInto('jobs').values(job('pearl health group')).returning('company_id').executeTakeFirstOrThrow(),
    );
    expect(later.company_id).toBe(ids.pearl);
    const purges = await asService((trx) => sql<{ tags: string[] }>`select tags from public.cache_purge_requests`.execute(trx));
    expect(purges.rows.flatMap((r) => r.tags)).toContain(`company-${ids.pearl}`);
  });
});

class RolledBack extends Error {
  constructor(readonly count: number) {
    super('rolled back');
  }
}
