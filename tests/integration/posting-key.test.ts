import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionUserFrom } from '~/server/auth/claims';
import { jobsForReview } from '~/server/moderation/queries';
import { publicPostings } from '~/server/jobs/public-postings';
import { uniquePostings } from '~/lib/jobs/unique';

// "The same posting" (company, title and location, case and white space aside) is one rule,
// public.posting_key. Its two users must agree on every pair of postings: the review queue's
// duplicate flag (a pending job and its approved twin) and the home page's identical postings
// (both approved: the build reads the keys, uniquePostings keeps one).

let t: TestDatabase;
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
});

interface Posting {
  company: string;
  title: string;
  location: string;
}
const base: Posting = { company: 'Gulf Care', title: 'Staff Nurse', location: 'Doha, Qatar' };
const cases: { name: string; other: Partial<Posting>; same: boolean }[] = [
  { name: 'the very same', other: {}, same: true },
  { name: 'case', other: { company: 'GULF CARE', title: 'staff nurse', location: 'doha, QATAR' }, same: true },
  {
    name: 'spaces around and doubled',
    other: { company: '  Gulf   Care ', title: 'Staff  Nurse ', location: ' Doha,  Qatar' },
    same: true,
  },
  { name: 'tabs and line breaks', other: { company: '\tGulf\tCare', title: 'Staff\nNurse\r\n', location: 'Doha,\t Qatar' }, same: true },
  {
    name: 'pasted no-break and thin spaces',
    other: { company: 'Gulf\u00a0Care', title: 'Staff\u2009Nurse\u00a0', location: 'Doha,\u3000Qatar' },
    same: true,
  },
  { name: 'accented capitals', other: { company: 'CLINIQUE ÉTOILE', title: 'Infirmière', location: 'Doha, Qatar' }, same: true },
  { name: 'Arabic with doubled spaces', other: { company: 'مستشفى  الخليج', title: 'ممرضة', location: 'الدوحة، قطر' }, same: true },
  { name: 'another title', other: { title: 'Staff Nurses' }, same: false },
  { name: 'another location', other: { location: 'Dubai, UAE' }, same: false },
  { name: 'a space taken out', other: { location: 'Doha,Qatar' }, same: false },
  { name: 'another company', other: { company: 'Gulf Care Group' }, same: false },
];
/** The first of a pair: the case's own base (the accented and Arabic cases start from their own spelling). */
const firstOf = (name: string): Posting =>
  name === 'accented capitals'
    ? { company: 'Clinique Étoile', title: 'infirmière', location: 'Doha, Qatar' }
    : name === 'Arabic with doubled spaces'
      ? { company: 'مستشفى الخليج', title: 'ممرضة', location: 'الدوحة، قطر' }
      : base;

const insert = (p: Posting, status: 'approved' | 'pending') =>
  insertJob(t.db, { company: p.company, title: p.title, location: p.location, status });

describe('one rule for identical postings', () => {
  it.each(cases)('$name: the review queue and the home page agree (same: $same)', async ({ name, other, same }) => {
    const first = firstOf(name);
    const second = { ...first, ...other };
    // Kept as written: the rule reads the text, the write path does not tidy it first.
    const written = await insert(first, 'approved');

    // The review queue: the second, pending, is flagged as the approved first's twin or not.
    const pending = await insert(second, 'pending');
    const { rows } = await jobsForReview(t.db, admin, { page: 1, status: 'pending' });
    const flagged = rows.find((r) => r.id === pending.id)!.duplicateOf?.slug === written.slug;

    // The home page: with the second approved too, its identical postings count once.
    await t.db.updateTable('jobs').set({ status: 'approved' }).where('id', '=', pending.id).execute();
    const shown = uniquePostings(await publicPostings(t.db)).length;

    expect({ flagged, shown }).toEqual({ flagged: same, shown: same ? 1 : 2 });
  });

  it('an edit that makes two postings identical is seen at once (the kept key follows the text)', async () => {
    const approved = await insert(base, 'approved');
    const pending = await insert({ ...base, title: 'Staff Nurse (Nights)' }, 'pending');
    const twinOf = async () => (await jobsForReview(t.db, admin, { page: 1, status: 'pending' })).rows[0]!.duplicateOf?.slug ?? null;
    expect(await twinOf()).toBeNull();
    await t.db.updateTable('jobs').set({ job_title: ' staff  NURSE' }).where('id', '=', pending.id).execute();
    expect(await twinOf()).toBe(approved.slug);
  });

  it('the key is what both read, straight from public.posting_key', async () => {
    const key = await sql<{
      key: string;
    }>`select public.posting_key(${' Gulf\u00a0 Care'}, ${'STAFF\tNurse'}, ${'Doha, Qatar\n'}) as key`.execute(t.db);
    expect(key.rows[0]!.key).toBe('["gulf care", "staff nurse", "doha, qatar"]');
    await insert(base, 'approved');
    expect((await publicPostings(t.db)).map((j) => j.postingKey)).toEqual(['["gulf care", "staff nurse", "doha, qatar"]']);
  });
});
