import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from '../helpers/database-before';

// The migration that reads particles on Arabic place names ("بالرياض", "بدبي"), on a database that
// has jobs from before it: their country and city are computed again, and nothing else changes.
// How each location reads is compared with src/lib in tests/integration/arabic-data.test.ts.

const particlesMigration = '20261124151740_read_particles_on_arabic_place_names.sql';

let t: DatabaseBefore;
let client: pg.Client;

beforeAll(async () => {
  t = await databaseBefore(particlesMigration);
  client = t.client;
});
afterAll(() => t.drop());

/** [location, country and city before the migration, after it]. */
const jobs: [string, [string | null, string | null], [string | null, string | null]][] = [
  ['بالرياض', [null, null], ['saudi-arabia', 'riyadh']],
  ['بدبي', [null, null], ['uae', 'dubai']],
  ['وظيفة بالدمام، بالسعودية', [null, null], ['saudi-arabia', 'dammam-khobar']],
  ['بالإمارات', [null, null], ['uae', null]],
  ['الدوحة', ['qatar', 'doha'], ['qatar', 'doha']],
  ['Riyadh, Saudi Arabia', ['saudi-arabia', 'riyadh'], ['saudi-arabia', 'riyadh']],
  ['Remote', [null, null], [null, null]],
];

const rowsQuery = `
  select j.location, j.country, j.city, j.updated_at, j.slug, j.is_remote, j.expires_at, j.published_at,
         s.country as search_country, s.city as search_city
  from public.jobs j left join public.job_search_rows s on s.id = j.id order by j.location`;

describe('the migration reading particles on Arabic place names', () => {
  it('sets the country and city of the jobs it now reads, and changes nothing else', async () => {
    for (const [location] of jobs) {
      await client.query(
        `insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, status)
         values ('شركة الخليج', 'محاسب', 'وظيفة محاسب.', $1, null, 'hr@gulf.example', 'approved')`,
        [location],
      );
    }
    type Row = {
      location: string;
      country: string | null;
      city: string | null;
      search_country: string | null;
      search_city: string | null;
      updated_at: Date;
      slug: string;
      is_remote: boolean;
      expires_at: Date;
      published_at: Date;
    };
    const before = (await client.query<Row>(rowsQuery)).rows;
    const expected = (index: 1 | 2) => Object.fromEntries(jobs.map((job) => [job[0], { country: job[index][0], city: job[index][1] }]));
    const places = (rows: Row[], country: 'country' | 'search_country', city: 'city' | 'search_city') =>
      Object.fromEntries(rows.map((r) => [r.location, { country: r[country], city: r[city] }]));
    expect(places(before, 'country', 'city')).toEqual(expected(1));

    await t.migrate();

    const after = (await client.query<Row>(rowsQuery)).rows;
    expect(places(after, 'country', 'city')).toEqual(expected(2));
    // The narrow search rows follow the jobs.
    expect(places(after, 'search_country', 'search_city')).toEqual(expected(2));
    const unchanged = (rows: Row[]) => rows.map((r) => [r.location, r.updated_at, r.slug, r.is_remote, r.expires_at, r.published_at]);
    expect(unchanged(after)).toEqual(unchanged(before));
    // The trigger that stamps updated_at is on again.
    await client.query(`update public.jobs set job_title = 'محاسب أول' where location = 'بدبي'`);
    const stamped = await client.query<{ later: boolean }>(`select updated_at > $1 as later from public.jobs where location = 'بدبي'`, [
      before.find((r) => r.location === 'بدبي')!.updated_at,
    ]);
    expect(stamped.rows[0]!.later).toBe(true);
  });
});
