import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { visitor, withActor } from '~/server/db/context';
import { occupationExpansions, type Expansion } from '~/server/occupations/expansions';
import { loadThesaurus } from '~/server/occupations/load';
import { syncThesaurus } from '~/server/occupations/sync';

// The occupation thesaurus in the database: the migrator's copy of content/occupations and
// public.occupation_expansions, as a visitor calls it (RLS on).

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

const expand = (words: string[]) => withActor(t.db, visitor, (trx) => occupationExpansions(trx, words));
const termsOf = (rows: Expansion[], phrase: string) => new Map(rows.filter((r) => r.phrase === phrase).map((r) => [r.term, r.weight]));

describe('the copy of content/occupations', () => {
  it('holds every occupation of the YAML, with its terms and links', async () => {
    const entries = await loadThesaurus();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from public.occupations`.execute(t.db);
    expect(rows[0]!.n).toBe(entries.length);
    expect(entries.length).toBeGreaterThanOrEqual(300);
  });

  it('is idempotent, deletes what an editor removed and keeps the rest', async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      const entries = await loadThesaurus();
      const count = async (table: string) => Number((await client.query(`select count(*) as n from public.${table}`)).rows[0].n);
      const before = [await count('occupations'), await count('occupation_terms'), await count('occupation_links')];
      await syncThesaurus(client, entries);
      expect([await count('occupations'), await count('occupation_terms'), await count('occupation_links')]).toEqual(before);
      await syncThesaurus(
        client,
        entries.filter((e) => e.id !== 'cardiologist').map((e) => ({ ...e, narrower: e.narrower.filter((id) => id !== 'cardiologist') })),
      );
      expect(await count('occupations')).toBe(before[0]! - 1);
      expect((await client.query(`select 1 from public.occupation_terms where occupation_id = 'cardiologist'`)).rowCount).toBe(0);
      expect((await client.query(`select 1 from public.occupation_links where narrower_id = 'cardiologist'`)).rowCount).toBe(0);
      await syncThesaurus(client, entries);
      expect([await count('occupations'), await count('occupation_terms'), await count('occupation_links')]).toEqual(before);
    } finally {
      await client.end();
    }
  });
});

describe('public.occupation_expansions', () => {
  it('expands doctor to its narrower titles, below its synonyms, below the word itself', async () => {
    const doctor = termsOf(await expand(['doctor']), 'doctor');
    expect(doctor.get('doctor')).toBe(1);
    expect(doctor.get('physician')).toBe(0.8);
    expect(doctor.get('طبيب')).toBe(0.8);
    expect(doctor.get('general practitioner')).toBe(0.5);
    expect(doctor.get('consultant physician')).toBe(0.5);
    expect(doctor.get('cardiologist')).toBe(0.5);
  });

  it.each([
    ['RN', 'rn', 'nurse'],
    ['RN', 'rn', 'registered nurse'],
    ['طبيب', 'طبيب', 'doctor'],
    ['طبيب', 'طبيب', 'physician'],
    ['مهندس', 'مهندس', 'engineer'],
    ['ممرضة', 'ممرضه', 'nurse'],
    ['ممرضه', 'ممرضه', 'nurse'],
    ['الطبيب', 'الطبيب', 'doctor'],
    ['معلم', 'معلم', 'teacher'],
    ['صيدلي', 'صيدلي', 'pharmacist'],
    ['مطور', 'مطور', 'software developer'],
    ['nurce', 'nurce', 'nurse'],
    ['enginer', 'enginer', 'engineer'],
    ['cook', 'cook', 'chef'],
    ['QS', 'qs', 'quantity surveyor'],
    ['HSE', 'hse', 'health and safety officer'],
  ])('expands %s to %s', async (word, phrase, term) => {
    expect(termsOf(await expand([word]), phrase).has(term)).toBe(true);
  });

  it('finds multi-word titles as phrases, in one string or across words', async () => {
    const rows = await expand(['maths', 'teacher', 'in', 'dubai']);
    expect(termsOf(rows, 'maths teacher').get('mathematics teacher')).toBe(0.8);
    expect(termsOf(rows, 'maths teacher').get('teacher')).toBe(0.5);
    expect(termsOf(await expand(['General Practitioner']), 'general practitioner').get('gp')).toBe(0.8);
    // "dubai" names no occupation: only itself; "in" is a stop word: nothing.
    expect([...termsOf(rows, 'dubai')]).toEqual([['dubai', 1]]);
    expect(termsOf(rows, 'in').size).toBe(0);
  });

  it('answers nothing, without an error, for punctuation, NUL bytes, stop words and no words', async () => {
    expect(await expand(['?!', '—', '/'])).toEqual([]);
    expect(await expand(['\0', '\0\0'])).toEqual([]);
    expect(await expand(['the', 'and', 'في'])).toEqual([]);
    expect(await expand([])).toEqual([]);
  });

  it('terminates on a loop in the data (A narrower than B narrower than A)', async () => {
    await sql`insert into public.occupation_links (broader_id, narrower_id) values ('cardiologist', 'doctor')`.execute(t.db);
    try {
      const rows = await expand(['cardiologist']);
      expect(termsOf(rows, 'cardiologist').get('doctor')).toBe(0.5);
    } finally {
      await sql`delete from public.occupation_links where broader_id = 'cardiologist' and narrower_id = 'doctor'`.execute(t.db);
    }
  });

  it('bounds a 200-word input: at most 32 words and 64 terms for each, fast', async () => {
    const words = Array.from({ length: 200 }, (_, i) => ['doctor', 'nurse', 'engineer', 'teacher', 'طبيب'][i % 5]!);
    const started = performance.now();
    const rows = await expand(words);
    const ms = performance.now() - started;
    const perPhrase = new Map<string, number>();
    for (const r of rows) perPhrase.set(r.phrase, (perPhrase.get(r.phrase) ?? 0) + 1);
    expect(Math.max(...perPhrase.values())).toBeLessThanOrEqual(64);
    expect(rows.length).toBeLessThanOrEqual(32 * 4 * 64);
    expect(ms).toBeLessThan(1000);
  });
});
