import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { publicJobs, searchPublicJobs } from '~/server/jobs/queries';
import { sql } from 'kysely';
import { jobHasTopic, topics } from '~/lib/jobs/topics';
import { topicCases } from '../fixtures/topic-cases';

let t: TestDatabase;
const crafted = [
  ['School Nurse', 'Care for pupils.', null],
  ['Biology Teacher', 'A school inside the hospital.', null],
  ['Coordinator', 'Support patients in our clinic.', null],
  ['Coordinator', 'Clinic visits to every school.', null],
  ['Clinical Educator', 'Train nurses.', 'healthcare-medical'],
  ['Pharmacademic', 'Nothing here.', null],
  ['Medically trained driver', 'Drive.', null],
  // Jobs of another known category whose descriptions name a topic's words: of neither topic.
  ['Senior Full-Stack Developer', 'Benefits: medical insurance, annual flights.', 'it-technology'],
  ['Front Office Manager', 'Our hotel stands beside the city hospital.', 'hospitality-tourism'],
  ['Site Engineer', 'Package: housing and a school fees allowance.', 'engineering'],
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

describe('public.job_topics agrees with jobHasTopic', () => {
  // Called directly, so a category the board does not know (which jobs.category refuses) is tried too.
  it.each(topicCases)('%s', async (_name, job, topic, expected) => {
    const { rows } = await sql<{ topics: string[] }>`
      select public.job_topics(${job.category}, ${job.jobTitle}, ${job.jobDescription}) as topics`.execute(t.db);
    expect(rows[0]!.topics.includes(topic)).toBe(expected);
    expect(rows[0]!.topics).toEqual(topics.filter((each) => jobHasTopic(job, each)));
  });
});

describe('the demo board', () => {
  it("lists on /healthcare-jobs-uae's search only jobs of healthcare's category or with a healthcare title", async () => {
    const jobs = [];
    for (let page = 1; ; page++) {
      const result = await searchPublicJobs(t.db, { topic: 'healthcare', country: 'uae', page });
      jobs.push(...result.jobs);
      if (page >= result.pageCount) break;
    }
    const titles = jobs.map((j) => j.jobTitle);
    for (const wrong of ['Senior Full-Stack Developer (TypeScript)', 'Financial Controller', 'Front Office Manager'])
      expect(titles).not.toContain(wrong);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs)
      expect(
        job.category === 'healthcare-medical' || job.category === null || jobHasTopic({ ...job, jobDescription: '' }, 'healthcare'),
      ).toBe(true);
  });
});
