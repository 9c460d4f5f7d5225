import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { grantModes } from '../helpers/grant-modes';
import { formEnvironment, sendForm } from '../helpers/form-actions';
import { server } from '~/actions';
import { closeAllDbs } from '~/server/db/client';
import { formResults } from '~/server/forms/results';
import { postJobSchema, type PostJobInput } from '~/lib/post-job';
import { submitJob } from '~/server/jobs/submit';
import { receiptFor } from '~/server/jobs/receipt';
import { jobReference } from '~/lib/post-job-receipt';

// A job posted twice (a double click, a reload, a second try) is one job: the same sender
// (contact e-mail, else the application link's host), title and location within a day, case and
// white space aside. Enforced in the database, so posts arriving at once make one job too. Both
// grant modes: a visitor posts through the security-definer lookup either way.

const site = 'http://localhost:4321';
const parse = (fields: Record<string, string>): PostJobInput => postJobSchema.parse(fields);
const base = {
  companyName: 'Gulf Care',
  jobDescription: 'Care for patients in our hospital ICU.',
  location: 'Doha, Qatar',
  contactEmail: 'hr@gulfcare.example',
};

describe.each(grantModes)('with %s grants', (grants) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(grants);
    formEnvironment({ databaseUrl: t.url, siteUrl: site, secret: 'dedupe-test-secret-0123456789-abcdef', inbox: 'team@gulfjobs.example' });
  });
  afterAll(async () => {
    await closeAllDbs();
    await t.drop();
  });

  const jobsTitled = async (title: string) =>
    (
      await t.db
        .selectFrom('jobs')
        .select(['id', 'job_title'])
        .where(sql<boolean>`lower(job_title) = lower(${title})`)
        .execute()
    ).map((j) => j.id);

  it('the same job posted again, in other case and spacing, is the first job: one row, the same receipt', async () => {
    const first = await submitJob(t.db, parse({ ...base, jobTitle: 'ICU Nurse' }), null, { siteUrl: site });
    const again = await submitJob(
      t.db,
      parse({ ...base, jobTitle: '  icu   NURSE ', location: 'doha,  QATAR', contactEmail: 'HR@GulfCare.example' }),
      null,
      { siteUrl: site },
    );
    expect(again).toMatchObject({ id: first.id, slug: first.slug, status: 'pending', repeated: true });
    expect(await jobsTitled('ICU Nurse')).toEqual([first.id]);
    expect(formResults['post-job'].done(again)).toBe(`/post-job/submitted?ref=${jobReference(first.id)}`);
    expect(formResults['post-job'].done(again)).toBe(formResults['post-job'].done(first));
  });

  it.each([
    ['another location', { location: 'Dubai, UAE' }],
    ['another sender', { contactEmail: 'jobs@othercare.example' }],
    ['another title', { jobTitle: 'ICU Charge Nurse' }],
  ])('%s is another job', async (_, change) => {
    const fields = { ...base, jobTitle: `Theatre Nurse ${grants}` };
    const first = await submitJob(t.db, parse(fields), null, { siteUrl: site });
    const other = await submitJob(t.db, parse({ ...fields, ...change }), null, { siteUrl: site });
    expect(other.id).not.toBe(first.id);
    expect(other.repeated).toBeUndefined();
  });

  it('a job that applies by link is the same job when its link has the same host', async () => {
    const byLink = { ...base, contactEmail: '', applicationType: 'url', jobTitle: 'Science Teacher' };
    const first = await submitJob(t.db, parse({ ...byLink, applicationUrl: 'https://careers.alnoor.example/jobs/1' }), null, {
      siteUrl: site,
    });
    const again = await submitJob(t.db, parse({ ...byLink, applicationUrl: 'https://Careers.AlNoor.example/jobs/1?src=x' }), null, {
      siteUrl: site,
    });
    const elsewhere = await submitJob(t.db, parse({ ...byLink, applicationUrl: 'https://jobs.other.example/1' }), null, { siteUrl: site });
    expect(again.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('ten posts of one job at once (a double click, twice over) make one job, and every answer names it', async () => {
    const input = parse({ ...base, jobTitle: `Night Nurse ${grants}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitJob(t.db, input, null, { siteUrl: site })));
    const ids = await jobsTitled(`Night Nurse ${grants}`);
    expect(ids).toHaveLength(1);
    expect(new Set(answers.map((a) => a.id))).toEqual(new Set(ids));
    expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
  });

  it('two posts at once through the form action make one job', async () => {
    const fields = { ...base, jobTitle: `Ward Nurse ${grants}` };
    const [a, b] = await Promise.all([
      sendForm(server.forms.postJob, fields, { from: '10.7.0.1' }),
      sendForm(server.forms.postJob, fields, { from: '10.7.0.2' }),
    ]);
    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(a.data?.id).toBe(b.data?.id);
    expect(await jobsTitled(`Ward Nurse ${grants}`)).toHaveLength(1);
  });

  it('a day later the same post is a new job; a rejected one does not hold it back', async () => {
    const input = parse({ ...base, jobTitle: `Dialysis Nurse ${grants}` });
    const first = await submitJob(t.db, input, null, { siteUrl: site });
    // A day ago (the jobs trigger keeps created_at as it was: past it for the test).
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('jobs')
        .set({ created_at: sql`now() - interval '25 hours'` })
        .where('id', '=', first.id)
        .execute();
    });
    const nextDay = await submitJob(t.db, input, null, { siteUrl: site });
    expect(nextDay.id).not.toBe(first.id);
    await t.db.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', nextDay.id).execute();
    const afterRejection = await submitJob(t.db, input, null, { siteUrl: site });
    expect([first.id, nextDay.id]).not.toContain(afterRejection.id);
  });

  it('a visitor may not read a pending job, but its receipt names it by its reference; anything else names nothing', async () => {
    const posted = await submitJob(t.db, parse({ ...base, jobTitle: `Scrub Nurse ${grants}` }), null, { siteUrl: site });
    const reference = jobReference(posted.id);
    expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(await receiptFor(t.db, reference)).toEqual({ reference, jobTitle: `Scrub Nurse ${grants}` });
    expect(await receiptFor(t.db, reference.toLowerCase().replace('-', ''))).toEqual({ reference, jobTitle: `Scrub Nurse ${grants}` });
    for (const bad of [null, '', 'ZZZZ-ZZZZ', "1' or '1'='1", '0'.repeat(5000), 'abcd\u0000efgh']) {
      expect(await receiptFor(t.db, bad)).toBeUndefined();
    }
    // Straight to the function: a malformed reference is no row, never a cast error.
    const { rows } = await sql<{ title: string | null }>`select public.job_receipt_title('not-hex!') as title`.execute(t.db);
    expect(rows).toEqual([{ title: null }]);
  });
});
