import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionUserFrom } from '~/server/auth/claims';
import { service, withActor } from '~/server/db/context';
import { sendExpiryReminders } from '~/server/employers/expiry-reminders';
import { askRenewal } from '~/server/employers/job-edits';
import { decideChange } from '~/server/moderation/job-edits';

// Three days before a live job expires, its poster gets one reminder with a renew link, in the
// language they posted in; never twice for one expiry, and again for the expiry a renewal brings.

const siteUrl = 'http://localhost:4321';
let t: TestDatabase;
const ids = { soon: '', arabic: '', later: '', expired: '', pending: '' };
const employer = sessionUserFrom(crypto.randomUUID(), 'recruiter@gulfcare.example', { role: 'employer' });
const admin = sessionUserFrom(crypto.randomUUID(), 'admin@example.com', { role: 'admin' });
const mails = () =>
  withActor(t.db, service, (trx) =>
    trx
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body'])
      .where('kind', '=', 'job.expiry-reminder')
      .execute(),
  );

beforeAll(async () => {
  t = await freshDatabase();
  await withActor(t.db, service, async (trx) => {
    const insert = async (title: string, status: string, expiresIn: string, email: string, locale: 'en' | 'ar' = 'en') => {
      const { rows } = await sql<{ id: string }>`
        insert into public.jobs (company_name, job_title, job_description, location, status, contact_email, expires_at)
        values ('Gulf Care', ${title}, 'Care.', 'Doha, Qatar', ${status}, 'hr@gulfcare.example', now() + ${expiresIn}::interval)
        returning id`.execute(trx);
      await trx.insertInto('job_posters').values({ job_id: rows[0]!.id, email, locale }).execute();
      return rows[0]!.id;
    };
    ids.soon = await insert('Theatre Nurse', 'approved', '2 days 20 hours', 'recruiter@gulfcare.example');
    ids.arabic = await insert('Ward Nurse', 'approved', '1 day', 'arabic@gulfcare.example', 'ar');
    ids.later = await insert('Night Nurse', 'approved', '4 days', 'recruiter@gulfcare.example');
    ids.expired = await insert('Scrub Nurse', 'approved', '-1 day', 'recruiter@gulfcare.example');
    ids.pending = await insert('School Nurse', 'pending', '2 days', 'recruiter@gulfcare.example');
  });
});
afterAll(async () => {
  await t.drop();
});

describe('expiry reminders', () => {
  it('reminds the posters of live jobs expiring within 3 days, in their language, with a renew link', async () => {
    expect(await sendExpiryReminders(t.db, { siteUrl })).toEqual({ queued: 2 });
    const sent = await mails();
    expect(sent.map((m) => m.subject).sort()).toEqual(['Your job expires in 3 days: Theatre Nurse', 'تنتهي وظيفتك بعد 3 أيام: Ward Nurse']);
    const english = sent.find((m) => m.to_address === 'recruiter@gulfcare.example')!;
    expect(english.text_body).toContain(`${siteUrl}/employer/sign-in?email=recruiter%40gulfcare.example&job=${ids.soon}`);
    expect(sent.find((m) => m.to_address === 'arabic@gulfcare.example')!.html_body).toContain('dir="rtl"');
  });

  it('never sends twice for one expiry, also when runs overlap', async () => {
    const runs = await Promise.all([sendExpiryReminders(t.db, { siteUrl }), sendExpiryReminders(t.db, { siteUrl })]);
    expect(runs).toEqual([{ queued: 0 }, { queued: 0 }]);
    expect(await mails()).toHaveLength(2);
  });

  it('reminds again of the new expiry once a renewal is approved and nears its end', async () => {
    expect(await askRenewal(t.db, employer, ids.soon, 'en')).toBe('stored');
    expect(await decideChange(t.db, admin, ids.soon, 'approve', { siteUrl })).toBe('applied');
    expect(await sendExpiryReminders(t.db, { siteUrl })).toEqual({ queued: 0 });
    await withActor(t.db, service, (trx) =>
      sql`update public.jobs set expires_at = now() + interval '1 day' where id = ${ids.soon}`.execute(trx),
    );
    expect(await sendExpiryReminders(t.db, { siteUrl })).toEqual({ queued: 1 });
    expect(await mails()).toHaveLength(3);
  });
});
