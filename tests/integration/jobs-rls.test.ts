import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { asUserActor, service, visitor, withActor, type Actor } from '~/server/db/context';
import type { NewJob } from '~/server/db/schema';

// The RLS matrix: every role × select/insert/update/delete on public.jobs and the public_jobs
// view, in both grant modes (only our migrations' grants, and a Supabase project's legacy
// "expose new tables" defaults on top): the migrations must not depend on the project's defaults.

const member = asUserActor({ sub: randomUUID(), email: 'seeker@example.com', role: 'authenticated', app_metadata: {} });
const admin = asUserActor({ sub: randomUUID(), email: 'admin@example.com', role: 'authenticated', app_metadata: { role: 'admin' } });
/** The employer who posted the pending, rejected and expired jobs (public.job_posters). */
const poster = asUserActor({ sub: randomUUID(), email: 'Poster@Example.qa', role: 'authenticated', app_metadata: { role: 'employer' } });

const job = (title: string, extra: Partial<NewJob> = {}): NewJob => ({
  company_name: 'Qatar Schools Group',
  job_title: title,
  job_description: 'Teach IGCSE physics.',
  location: 'Doha, Qatar',
  salary_range: 'QAR 14,000',
  contact_email: 'jobs@example.qa',
  category: 'education-teaching',
  application_url: null,
  ...extra,
});

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  const ids: Record<'approved' | 'pending' | 'rejected' | 'expired', string> = { approved: '', pending: '', rejected: '', expired: '' };

  beforeAll(async () => {
    t = await freshDatabase(grants);
    const insert = (values: NewJob) =>
      withActor(t.db, service, (trx) => trx.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow());
    ids.approved = (await insert(job('Approved', { status: 'approved' }))).id;
    ids.pending = (await insert(job('Pending', { status: 'pending' }))).id;
    ids.rejected = (await insert(job('Rejected', { status: 'rejected' }))).id;
    ids.expired = (await insert(job('Expired', { status: 'approved', posted_on: '2025-01-01' }))).id;
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('job_posters')
        .values([ids.pending, ids.rejected, ids.expired].map((job_id) => ({ job_id, email: 'poster@example.qa' })))
        .execute(),
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const visibleTitles = (actor: Actor) =>
    withActor(t.db, actor, (trx) =>
      trx.selectFrom('jobs').select('job_title').where('id', 'in', Object.values(ids)).orderBy('job_title').execute(),
    ).then((rows) => rows.map((r) => r.job_title));
  const asService = <T>(work: Parameters<typeof withActor<T>>[2]) => withActor(t.db, service, work);

  describe('the poster’s address', () => {
    it('a visitor cannot select contact_email; public_contact_email and the view’s contact_email hold it only while the job applies by e-mail', async () => {
      const link = await asService((trx) =>
        trx
          .insertInto('jobs')
          .values(
            job('Applies by link', {
              status: 'approved',
              application_type: 'url',
              application_url: 'https://careers.example.qa/physics',
              contact_email: 'poster@example.qa',
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('jobs').select('contact_email').execute())).rejects.toThrow(
        /permission denied for table jobs/,
      );
      await expect(withActor(t.db, visitor, (trx) => sql`select * from public.jobs`.execute(trx))).rejects.toThrow(/permission denied/);
      const published = await withActor(t.db, visitor, (trx) =>
        trx.selectFrom('jobs').select(['id', 'public_contact_email']).where('id', 'in', [ids.approved, link.id]).execute(),
      );
      expect(Object.fromEntries(published.map((r) => [r.id, r.public_contact_email]))).toEqual({
        [ids.approved]: 'jobs@example.qa',
        [link.id]: null,
      });
      const viewed = await withActor(t.db, visitor, (trx) =>
        trx.selectFrom('public_jobs').select(['id', 'contact_email']).where('id', 'in', [ids.approved, link.id]).execute(),
      );
      expect(Object.fromEntries(viewed.map((r) => [r.id, r.contact_email]))).toEqual({
        [ids.approved]: 'jobs@example.qa',
        [link.id]: null,
      });
      // The admins still read the address the poster gave.
      const stored = await withActor(t.db, admin, (trx) =>
        trx.selectFrom('jobs').select('contact_email').where('id', '=', link.id).executeTakeFirstOrThrow(),
      );
      expect(stored.contact_email).toBe('poster@example.qa');
      await asService((trx) => trx.deleteFrom('jobs').where('id', '=', link.id).execute());
    });
  });

  describe('select', () => {
    it.each([
      ['visitor', visitor, ['Approved']],
      ['signed-in user', member, ['Approved']],
      ['employer who posted three of them', poster, ['Approved', 'Expired', 'Pending', 'Rejected']],
      ['admin', admin, ['Approved', 'Expired', 'Pending', 'Rejected']],
      ['service', service, ['Approved', 'Expired', 'Pending', 'Rejected']],
    ] as const)('%s sees %j', async (_name, actor, expected) => {
      expect(await visibleTitles(actor)).toEqual(expected);
    });
  });

  describe('insert', () => {
    it('stores an anonymous attempt to insert an approved job as pending, invisible to visitors', async () => {
      await withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('jobs')
          .values(job('Sneaky', { status: 'approved' }))
          .execute(),
      );
      const row = await asService((trx) =>
        trx.selectFrom('jobs').select(['status', 'created_by']).where('job_title', '=', 'Sneaky').executeTakeFirstOrThrow(),
      );
      expect(row).toEqual({ status: 'pending', created_by: null });
      expect(
        await withActor(t.db, visitor, (trx) => trx.selectFrom('jobs').select('id').where('job_title', '=', 'Sneaky').execute()),
      ).toEqual([]);
    });

    it('does not let a visitor backdate or extend a job', async () => {
      await withActor(t.db, visitor, (trx) =>
        trx
          .insertInto('jobs')
          .values(job('Backdated', { created_at: new Date('2001-01-01'), expires_at: new Date('2099-01-01') }))
          .execute(),
      );
      const row = await asService((trx) =>
        trx
          .selectFrom('jobs')
          .select(['created_at', 'expires_at', 'posted_on'])
          .where('job_title', '=', 'Backdated')
          .executeTakeFirstOrThrow(),
      );
      expect(row.created_at.getFullYear()).toBeGreaterThan(2020);
      expect(row.expires_at.getTime() - new Date(`${row.posted_on}T00:00:00Z`).getTime()).toBeLessThan(31 * 86_400_000);
    });

    it('stores a signed-in non-admin submission as pending and records who sent it', async () => {
      await withActor(t.db, member, (trx) =>
        trx
          .insertInto('jobs')
          .values(job('Member post', { status: 'approved' }))
          .execute(),
      );
      const row = await asService((trx) =>
        trx.selectFrom('jobs').select(['status', 'created_by']).where('job_title', '=', 'Member post').executeTakeFirstOrThrow(),
      );
      expect(row).toEqual({ status: 'pending', created_by: member.kind === 'user' ? member.claims.sub : '' });
    });

    it('lets an admin publish directly', async () => {
      await withActor(t.db, admin, (trx) =>
        trx
          .insertInto('jobs')
          .values(job('Admin post', { status: 'approved' }))
          .execute(),
      );
      expect(
        await withActor(t.db, visitor, (trx) => trx.selectFrom('jobs').select('status').where('job_title', '=', 'Admin post').execute()),
      ).toEqual([{ status: 'approved' }]);
    });

    it.each([
      ['a url application without a URL', { application_type: 'url' as const, application_url: null }, /jobs_url_type_needs_url/],
      ['an unknown category', { category: 'astrology' }, /foreign key/],
      ['an unknown application type', { application_type: 'fax' as 'url' }, /check constraint/],
      ['an unknown status', { status: 'live' as 'approved' }, /check constraint/],
      ['a posted date before 1900', { posted_on: '1899-12-31' }, /check constraint/],
      ['a posted date in the future', { posted_on: '2999-01-01' }, /The posted date cannot be in the future./],
      ['a malformed e-mail', { contact_email: 'not-an-email' }, /check constraint/],
    ])('refuses %s', async (_name, extra, error) => {
      await expect(asService((trx) => trx.insertInto('jobs').values(job('Invalid', extra)).execute())).rejects.toThrow(error);
    });
  });

  describe('update', () => {
    it('is refused to visitors by privilege', async () => {
      await expect(
        withActor(t.db, visitor, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', ids.pending).execute()),
      ).rejects.toThrow(/permission denied/);
    });

    it('changes nothing for a signed-in non-admin', async () => {
      const result = await withActor(t.db, member, (trx) =>
        trx.updateTable('jobs').set({ status: 'approved' }).where('id', 'in', [ids.pending, ids.approved]).executeTakeFirst(),
      );
      expect(result.numUpdatedRows).toBe(0n);
    });

    it('lets an admin approve a pending job and keeps its slug', async () => {
      const before = await asService((trx) =>
        trx.selectFrom('jobs').select('slug').where('id', '=', ids.pending).executeTakeFirstOrThrow(),
      );
      await withActor(t.db, admin, (trx) =>
        trx
          .updateTable('jobs')
          .set({ status: 'approved', job_title: 'Renamed', updated_at: new Date('2001-01-01') })
          .where('id', '=', ids.pending)
          .execute(),
      );
      const after = await withActor(t.db, visitor, (trx) =>
        trx.selectFrom('jobs').select(['slug', 'updated_at']).where('id', '=', ids.pending).executeTakeFirstOrThrow(),
      );
      expect(after.slug).toBe(before.slug);
      expect(after.updated_at.getFullYear()).toBeGreaterThan(2020);
    });
  });

  describe('delete', () => {
    it('is refused to visitors by privilege', async () => {
      await expect(withActor(t.db, visitor, (trx) => trx.deleteFrom('jobs').where('id', '=', ids.rejected).execute())).rejects.toThrow(
        /permission denied/,
      );
    });

    it('removes nothing for a signed-in non-admin', async () => {
      const result = await withActor(t.db, member, (trx) => trx.deleteFrom('jobs').where('id', '=', ids.approved).executeTakeFirst());
      expect(result.numDeletedRows).toBe(0n);
    });

    it('lets an admin delete', async () => {
      const result = await withActor(t.db, admin, (trx) => trx.deleteFrom('jobs').where('id', '=', ids.rejected).executeTakeFirst());
      expect(result.numDeletedRows).toBe(1n);
    });
  });

  describe('who sets created_by', () => {
    it.each([
      ['a visitor', visitor, null],
      ['a signed-in user', member, member.kind === 'user' ? member.claims.sub : ''],
    ] as const)('the database, not the client: %s claiming another author is recorded as itself', async (_name, actor, expected) => {
      const title = `Claimed by someone else ${randomUUID()}`;
      await withActor(t.db, actor, (trx) =>
        trx
          .insertInto('jobs')
          .values(job(title, { created_by: randomUUID() }))
          .execute(),
      );
      const row = await asService((trx) =>
        trx.selectFrom('jobs').select('created_by').where('job_title', '=', title).executeTakeFirstOrThrow(),
      );
      expect(row.created_by).toBe(expected);
    });
  });

  describe('next_job_slug', () => {
    it.each([
      ['visitor', visitor],
      ['signed-in user', member],
    ] as const)('cannot be called by a %s (it would tell that a hidden job takes a slug)', async (_name, actor) => {
      await expect(withActor(t.db, actor, (trx) => sql`select public.next_job_slug('pending-doha-qatar')`.execute(trx))).rejects.toThrow(
        /permission denied for function next_job_slug/,
      );
    });

    it('still numbers a visitor’s job whose slug a hidden job already has', async () => {
      await withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(job('Pending')).execute());
      const slugs = await asService((trx) =>
        trx.selectFrom('jobs').select('slug').where('slug', 'like', 'pending-doha-qatar%').orderBy('created_at').execute(),
      );
      expect(slugs.map((r) => r.slug)).toEqual(['pending-doha-qatar', 'pending-doha-qatar-1']);
    });
  });

  describe('the public_jobs view', () => {
    it.each([
      ['visitor', visitor],
      ['signed-in user', member],
      ['admin', admin],
    ] as const)('is read-only for a %s: update and delete through it are refused', async (_name, actor) => {
      await expect(
        withActor(t.db, actor, (trx) =>
          trx.updateTable('public_jobs').set({ job_title: 'Defaced' }).where('id', '=', ids.approved).execute(),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(withActor(t.db, actor, (trx) => trx.deleteFrom('public_jobs').where('id', '=', ids.approved).execute())).rejects.toThrow(
        /permission denied/,
      );
      const row = await asService((trx) => trx.selectFrom('jobs').select('job_title').where('id', '=', ids.approved).executeTakeFirst());
      expect(row).toEqual({ job_title: 'Approved' });
    });

    it('matches keywords over public jobs only (the search function runs with its owner’s rights)', async () => {
      const matched = await withActor(t.db, visitor, (trx) =>
        sql<{ id: string }>`select id from public.public_job_matches('qatar')`.execute(trx),
      );
      const visible = await withActor(t.db, visitor, (trx) => trx.selectFrom('jobs').select('id').execute());
      expect(matched.rows.map((r) => r.id).sort()).toEqual(visible.map((r) => r.id).sort());
      expect(matched.rows.map((r) => r.id)).not.toContain(ids.expired);
    });

    it('shows a visitor’s function no hidden job (a leaky function runs after the jobs policy)', async () => {
      await withActor(t.db, service, (trx) =>
        trx
          .insertInto('jobs')
          .values(job('Hidden', { contact_email: 'hidden@example.qa' }))
          .execute(),
      );
      // A cheap function that reveals what it is given: planned before the view's own condition
      // when the view runs with its owner's rights.
      await sql`create function public.test_reveal(email text) returns boolean language plpgsql cost 0.0000001 as $$
        begin
          if email = 'hidden@example.qa' then raise exception 'saw %', email; end if;
          return true;
        end $$`.execute(t.db);
      await sql`grant execute on function public.test_reveal(text) to anon`.execute(t.db);
      const rows = await withActor(t.db, visitor, async (trx) => {
        // The scan a large table gets (on four rows the planner would take a partial index).
        await sql`set local enable_indexscan = off; set local enable_bitmapscan = off`.execute(trx);
        return trx
          .selectFrom('public_jobs')
          .select('job_title')
          .where(sql<boolean>`public.test_reveal(contact_email::text)`)
          .execute();
      });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.job_title)).not.toContain('Hidden');
    });
  });
});
