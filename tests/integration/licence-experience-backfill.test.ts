import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from '../helpers/database-before';
import { readLicenceExperience } from '~/lib/jobs/licence-experience-text';
import { demoJobs } from '../../scripts/lib/seed/demo-jobs';
import { licenceExperienceCases } from '../fixtures/licence-experience-texts';

// The licence-and-experience migration on a database holding jobs from before it: each job gets
// what its own text states (public.licence_experience_of reads as readLicenceExperience does),
// no text changes, and the search rows' facet keys carry the new facts.

const migration = '20261128002221_add_licence_and_experience.sql';
const locationOf: Record<string, string> = {
  uae: 'Dubai, UAE',
  'saudi-arabia': 'Riyadh, Saudi Arabia',
  qatar: 'Doha, Qatar',
  kuwait: 'Kuwait City, Kuwait',
  bahrain: 'Manama, Bahrain',
  oman: 'Muscat, Oman',
};

let t: DatabaseBefore;
let client: pg.Client;

beforeAll(async () => {
  t = await databaseBefore(migration);
  client = t.client;
});
afterAll(() => t.drop());

type Row = {
  id: string;
  job_title: string;
  job_description: string;
  updated_at: Date;
  slug: string;
  country: string | null;
  licence_authority: string | null;
  licence_status: string | null;
  experience_years: number | null;
  experience_level: string | null;
};

describe('the licence and experience migration', () => {
  it('backfills what each text states, keeps every text as written, and keys the search rows', async () => {
    const rows = [
      ...demoJobs.map((j) => ({
        title: j.title,
        location: j.location,
        description: j.description ?? [j.summary, `What you bring\n${j.needs.map((n) => `- ${n}`).join('\n')}`].join('\n\n'),
      })),
      ...licenceExperienceCases.map(([title, description, country]) => ({ title, description, location: locationOf[country]! })),
    ];
    for (const r of rows) {
      await client.query(
        `insert into public.jobs (company_name, job_title, job_description, location, contact_email, status)
         values ('Gulf Co', $1, $2, $3, 'hr@gulf.example', 'approved')`,
        [r.title, r.description, r.location],
      );
    }
    const before = (await client.query<Row>('select * from public.jobs order by id')).rows;

    await t.migrate();

    const after = (await client.query<Row>('select * from public.jobs order by id')).rows;
    let read = 0;
    after.forEach((row, i) => {
      const old = before[i]!;
      expect(row).toMatchObject({
        id: old.id,
        job_title: old.job_title,
        job_description: old.job_description,
        updated_at: old.updated_at,
        slug: old.slug,
      });
      const expected = readLicenceExperience(old.job_title, old.job_description, old.country);
      expect({
        licenceAuthority: row.licence_authority,
        licenceStatus: row.licence_status,
        experienceYears: row.experience_years,
        experienceLevel: row.experience_level,
      }).toEqual(expected);
      if (expected.licenceAuthority) read++;
    });
    // The demo's healthcare jobs name their licence: DHA, QCHP, MOHAP, MOH Kuwait, NHRA, DOH.
    expect(read).toBeGreaterThanOrEqual(6);
    const icu = after.find((r) => r.job_title === 'Registered Nurse - Intensive Care Unit')!;
    expect(icu).toMatchObject({ licence_authority: 'dha', licence_status: 'accepted', experience_years: 3 });

    // Each search row's key carries the job's licence and level codes.
    const keys = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from public.job_search_rows r join public.jobs j using (id)
         where ((r.facet_key >> 50) & 15)::int <> public.search_code('licence', j.licence_authority)
            or ((r.facet_key >> 54) & 7)::int <> public.search_code('level', j.experience_level)`,
      )
    ).rows[0]!.n;
    expect(keys).toBe(0);
    const keyed = (await client.query<{ n: number }>(`select count(*)::int as n from public.job_search_rows where facet_key >> 50 <> 0`))
      .rows[0]!.n;
    expect(keyed).toBeGreaterThan(0);
  });

  it('refuses values outside the lists', async () => {
    const insert = (column: string, value: unknown) =>
      client.query(
        `insert into public.jobs (company_name, job_title, job_description, location, contact_email, ${column})
         values ('Gulf Co', 'Nurse', 'Text', 'Dubai, UAE', 'hr@gulf.example', $1)`,
        [value],
      );
    await expect(insert('licence_authority', 'nmc')).rejects.toThrow(/jobs_licence_authority_known/);
    await expect(insert('experience_years', 999)).rejects.toThrow(/jobs_experience_years_range/);
    await expect(insert('experience_level', 'guru')).rejects.toThrow(/jobs_experience_level_known/);
    await expect(insert('licence_status', 'required')).rejects.toThrow(/jobs_licence_status_has_authority/);
  });
});
