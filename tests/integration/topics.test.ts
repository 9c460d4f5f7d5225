import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { publicJobs, searchPublicJobs } from '~/server/jobs/queries';
import { jobHasTopic, topics } from '~/lib/jobs/topics';

let t: TestDatabase;
const crafted = [
  ['School Nurse', 'Care for pupils.', null],
  ['Biology Teacher', 'A school inside the hospital.', null],
  ['Coordinator', 'Support patients in our clinic.', null],
  ['Coordinator', 'Clinic visits to every school.', null],
  ['Clinical Educator', 'Train nurses.', 'healthcare-medical'],
  ['Pharmacademic', 'Nothing here.', null],
  ['Medically trained driver', 'Drive.', null],
] as const;

beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
  for (const [title, description, category] of crafted) {
    await withActor(t.db, service, (trx) =>
      trx
        .insertInto('jobs')
        .values({
          company_name: 'Topic Test Co',
          job_title: title,
          job_description: description,
          location: 'Dubai, UAE',
          salary_range: null,
          contact_email: 'jobs@topic.example',
          category,
          application_url: null,
          status: 'approved',
        })
        .execute(),
    );
  }
});
afterAll(() => t.drop());

describe('GET /api/jobs?topic= agrees with jobHasTopic', () => {
  it.each(topics)('%s', async (topic) => {
    const expected = (await publicJobs(t.db))
      .filter((j) => jobHasTopic(j, topic))
      .map((j) => j.id)
      .sort();
    const found: string[] = [];
    for (let page = 1; ; page++) {
      const result = await searchPublicJobs(t.db, { topic, page });
      found.push(...result.jobs.map((j) => j.id));
      if (page >= result.pageCount) break;
    }
    expect(found.sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(3);
  });
});
