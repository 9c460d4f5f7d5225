import type pg from 'pg';
import type { ThesaurusEntry } from '~/lib/occupations/thesaurus';
import { loadThesaurus } from './load';

/** How strongly each kind of term names its occupation (the expansion's weights are in SQL). */
const termWeights = { title: 1, synonym: 0.8, abbreviation: 0.8, variant: 0.9 } as const;
type TermKind = keyof typeof termWeights;

interface TermRow {
  occupationId: string;
  term: string;
  language: 'en' | 'ar';
  kind: TermKind;
}

/** Every name of every occupation, a term listed twice in one occupation kept once (its first, strongest kind). */
export function thesaurusTerms(entries: readonly ThesaurusEntry[]): TermRow[] {
  const rows: TermRow[] = [];
  for (const e of entries) {
    const seen = new Set<string>();
    const add = (term: string, language: TermRow['language'], kind: TermKind) => {
      if (seen.has(term)) return;
      seen.add(term);
      rows.push({ occupationId: e.id, term, language, kind });
    };
    add(e.en.title, 'en', 'title');
    add(e.ar.title, 'ar', 'title');
    for (const t of e.en.synonyms) add(t, 'en', 'synonym');
    for (const t of e.en.abbreviations) add(t, 'en', 'abbreviation');
    for (const t of e.ar.variants) add(t, 'ar', 'variant');
  }
  return rows;
}

/** Each broader -> narrower pair once, from both narrower: lists and broader: fields. */
export function thesaurusLinks(entries: readonly ThesaurusEntry[]): Array<[string, string]> {
  const pairs = new Map<string, [string, string]>();
  for (const e of entries) {
    for (const n of e.narrower) pairs.set(`${e.id} ${n}`, [e.id, n]);
    if (e.broader !== undefined) pairs.set(`${e.broader} ${e.id}`, [e.broader, e.id]);
  }
  return [...pairs.values()];
}

/**
 * Makes the thesaurus tables equal to the entries, in one transaction: upserts what is new or
 * changed and deletes what an editor removed, so running it again changes nothing. The client
 * must be the database owner (the migrator's).
 */
export async function syncThesaurus(client: pg.Client, entries: readonly ThesaurusEntry[]): Promise<void> {
  const terms = thesaurusTerms(entries);
  const links = thesaurusLinks(entries);
  await client.query('begin');
  try {
    await client.query(
      `insert into public.occupations (id, category, isco, en_title, ar_title)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       on conflict (id) do update set category = excluded.category, isco = excluded.isco,
         en_title = excluded.en_title, ar_title = excluded.ar_title
       where (occupations.category, occupations.isco, occupations.en_title, occupations.ar_title)
         is distinct from (excluded.category, excluded.isco, excluded.en_title, excluded.ar_title)`,
      [
        entries.map((e) => e.id),
        entries.map((e) => e.category),
        entries.map((e) => e.isco ?? null),
        entries.map((e) => e.en.title),
        entries.map((e) => e.ar.title),
      ],
    );
    await client.query('delete from public.occupations where id <> all($1::text[])', [entries.map((e) => e.id)]);
    await client.query(
      `insert into public.occupation_terms (occupation_id, term, language, kind, weight)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::real[])
       on conflict (occupation_id, term) do update set language = excluded.language, kind = excluded.kind, weight = excluded.weight
       where (occupation_terms.language, occupation_terms.kind, occupation_terms.weight)
         is distinct from (excluded.language, excluded.kind, excluded.weight)`,
      [
        terms.map((t) => t.occupationId),
        terms.map((t) => t.term),
        terms.map((t) => t.language),
        terms.map((t) => t.kind),
        terms.map((t) => termWeights[t.kind]),
      ],
    );
    await client.query(
      `delete from public.occupation_terms t
       where not exists (select 1 from unnest($1::text[], $2::text[]) as n(id, term) where n.id = t.occupation_id and n.term = t.term)`,
      [terms.map((t) => t.occupationId), terms.map((t) => t.term)],
    );
    await client.query(
      `insert into public.occupation_links (broader_id, narrower_id)
       select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
      [links.map(([b]) => b), links.map(([, n]) => n)],
    );
    await client.query(
      `delete from public.occupation_links l
       where not exists (select 1 from unnest($1::text[], $2::text[]) as n(b, n) where n.b = l.broader_id and n.n = l.narrower_id)`,
      [links.map(([b]) => b), links.map(([, n]) => n)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new Error(`Copying the occupation thesaurus into the database failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Reads content/occupations and syncs it (what the migrator runs after the migrations). */
export async function syncThesaurusFromContent(client: pg.Client): Promise<number> {
  const entries = await loadThesaurus();
  await syncThesaurus(client, entries);
  return entries.length;
}
