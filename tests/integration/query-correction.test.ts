import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { visitor, withActor } from '~/server/db/context';

// public.correct_query, as a visitor calls it: a word that finds nothing is replaced by the nearest
// word of the board's vocabulary (approved jobs, places, the occupation thesaurus).

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
  await insertJob(t.db, { title: 'Registered Nurse', location: 'Dubai, UAE', company: 'Mediclinic' });
  await insertJob(t.db, { title: 'Site Engineer', location: 'Riyadh', company: 'Saudi Build', category: 'engineering' });
  await insertJob(t.db, { title: 'Senior Accountant', location: 'Doha', company: 'Qatar Finance', category: 'finance-accounting' });
  await insertJob(t.db, { title: 'Clinical Pharmacist', location: 'Kuwait City', company: 'Gulf Pharma' });
  await insertJob(t.db, { title: 'مهندس مدني', location: 'جدة', company: 'شركة البناء', category: 'engineering' });
  // Words of a job nobody may see never become corrections.
  await insertJob(t.db, { title: 'Zephyrologist', status: 'pending', company: 'Hidden Co' });
});
afterAll(async () => {
  await t.drop();
});

const correct = async (q: string) =>
  (await withActor(t.db, visitor, (trx) => sql<{ c: string | null }>`select public.correct_query(${q}) as c`.execute(trx))).rows[0]!.c;

describe('public.correct_query', () => {
  it.each([
    ['nurce', 'nurse'],
    ['enginer', 'engineer'],
    ['acountant', 'accountant'],
    ['pharmasist', 'pharmacist'],
    ['Nurce Dubai', 'nurse dubai'],
    ['nurce dubia', 'nurse dubai'],
    ['مهندز', 'مهندس'],
    ['مهندز جده', 'مهندس جده'],
    // A thesaurus title that no job has yet.
    ['docter', 'doctor'],
    ['teachr', 'teacher'],
    // A place no job is in yet, found by its folded name.
    ['salalh', 'salalah'],
    ['nizwah', 'nizwa'],
    // The same typo twice, and a word that finds jobs between typos.
    ['nurce dubai nurce', 'nurse dubai nurse'],
  ])('corrects %j to %j', async (q, expected) => {
    expect(await correct(q)).toBe(expected);
  });

  it.each([
    // Words that find jobs, word prefixes, thesaurus titles, abbreviations and short words.
    'nurse',
    'nurs',
    'Registered Nurse Dubai',
    'doctor',
    'physician',
    'rn',
    'gp',
    'icu',
    'مهندس',
    'محاسب',
    // Names near nothing, numbers, other scripts.
    'xylophone',
    'Zainab',
    'qwertyuiop',
    'nurce2',
    '12345',
    'медсестра',
    // The word of a pending job is no correction of anything near it.
    'zephyrologis',
  ])('leaves %j alone', async (q) => {
    expect(await correct(q)).toBeNull();
  });

  it('answers null for punctuation only, an empty or a null text', async () => {
    expect(await correct('!!! ... ??? ،،')).toBeNull();
    expect(await correct('')).toBeNull();
    const { rows } = await sql<{ c: string | null }>`select public.correct_query(null) as c`.execute(t.db);
    expect(rows[0]!.c).toBeNull();
  });

  // Its time with ten typos is measured by npm run bench:search (typo).
  it('reads the first 10 words of a 200-word text', async () => {
    const words = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'nurce' : 'dubai'));
    expect(await correct(words.join(' '))).toBe(Array.from({ length: 5 }, () => 'dubai nurse').join(' '));
    expect(await correct('nurce '.repeat(5000))).toBe(Array.from({ length: 10 }, () => 'nurse').join(' '));
  });

  it('learns the words of a job when it is approved', async () => {
    expect(await correct('welderr')).toBe('welder');
    expect(await correct('boilermakr')).toBeNull();
    await insertJob(t.db, { title: 'Boilermaker', location: 'Muscat' });
    expect(await correct('boilermakr')).toBe('boilermaker');
  });
});
