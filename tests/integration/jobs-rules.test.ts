import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, visitor, withActor } from '~/server/db/context';
import { countryTerms } from '~/lib/countries';
import { categories } from '~/lib/categories';
import { gulfToday } from '~/lib/gulf-time';

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

const job = (title: string, location: string) => ({
  company_name: 'Cleveland Clinic Abu Dhabi',
  job_title: title,
  job_description: 'Provide patient care in a 364-bed hospital.',
  location,
  salary_range: null,
  contact_email: 'careers@example.ae',
  category: 'healthcare-medical',
  application_url: null,
});

describe('jobs rules in the database', () => {
  it('gives 50 concurrent submissions with the same title and location 50 distinct slugs', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        withActor(t.db, visitor, (trx) => trx.insertInto('jobs').values(job('ICU Nurse', 'Abu Dhabi, UAE')).execute()),
      ),
    );
    const rows = await withActor(t.db, service, (trx) =>
      trx.selectFrom('jobs').select('slug').where('job_title', '=', 'ICU Nurse').execute(),
    );
    expect(rows).toHaveLength(50);
    const slugs = new Set(rows.map((r) => r.slug));
    expect(slugs.size).toBe(50);
    expect(slugs.has('icu-nurse-abu-dhabi-uae')).toBe(true);
    expect(slugs.has('icu-nurse-abu-dhabi-uae-49')).toBe(true);
  });

  it('dates a job posted without a date on today in the Gulf, whatever the session time zone', async () => {
    // Kiritimati (UTC+14) is a day ahead of Dubai from 14:00 Dubai time, Pago Pago (UTC-11) a day
    // behind it until 15:00: at any hour one of the two sessions' current_date is not the Gulf date.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const row = await withActor(t.db, service, async (trx) => {
        await sql`set local time zone ${sql.lit(zone)}`.execute(trx);
        return trx
          .insertInto('jobs')
          .values({ ...job('Dated Nurse', 'Doha, Qatar'), status: 'approved' })
          .returning('posted_on')
          .executeTakeFirstOrThrow();
      });
      // The app's own Gulf day (the post form's "today").
      expect(row.posted_on, zone).toBe(gulfToday());
    }
  });

  it('builds the slug by the spec rule and never takes a reserved listing word', async () => {
    const rows = await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values([job('Senior Nurse (ICU) – Night Shift!', 'Doha, Qatar'), job('UAE', ''.padEnd(0) || 'x')])
        .returning(['slug', 'country'])
        .execute(),
    );
    expect(rows[0]).toEqual({ slug: 'senior-nurse-icu-night-shift-doha-qatar', country: 'qatar' });
    expect(rows[1]!.slug).toBe('uae-x');
  });

  it('keeps the country terms of the database and of src/lib equal', async () => {
    const rows = await sql<{ term: string; country: string }>`select term, country from public.country_terms`.execute(t.db);
    const fromDb = rows.rows.map((r) => `${r.country}:${r.term}`).sort();
    const fromLib = Object.entries(countryTerms)
      .flatMap(([country, terms]) => terms.map((term) => `${country}:${term}`))
      .sort();
    expect(fromDb).toEqual(fromLib);
  });

  it('keeps the categories of the database and of src/lib equal', async () => {
    const rows = await t.db.selectFrom('job_categories').select(['slug', 'label']).orderBy('slug').execute();
    expect(rows).toEqual([...categories].sort((a, b) => a.slug.localeCompare(b.slug)));
  });
});
