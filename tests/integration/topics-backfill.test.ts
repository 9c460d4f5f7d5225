import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from '../helpers/database-before';
import { facetSummaryDifferencesSql } from '../helpers/facet-summary';
import { jobHasTopic, topics } from '~/lib/jobs/topics';
import { demoJobs } from '../../scripts/lib/seed/demo-jobs';
import { demoDescription } from '../../scripts/lib/seed/seed';
import { topicCases } from '../fixtures/topic-cases';

// The migration that lets only a job without a known category be decided by its description, on a
// database holding jobs from before it: every search row's stored topics become jobHasTopic's, the
// rows whose topics stay are not rewritten, and the facet summary stays equal to a direct count.

const migration = '20261129165440_decide_topics_by_known_categories.sql';

let t: DatabaseBefore;
let client: pg.Client;

beforeAll(async () => {
  t = await databaseBefore(migration);
  client = t.client;
});
afterAll(() => t.drop());

type Row = { id: string; job_title: string; job_description: string; category: string | null; topics: string[]; version: string };

const searchRows = async () =>
  (
    await client.query<Row>(
      `select j.id, j.job_title, j.job_description, j.category, r.topics, r.xmin::text as version
       from public.jobs j join public.job_search_rows r using (id) order by j.id`,
    )
  ).rows;

/** Rows of the facet summary that differ from a direct count of the search rows (none when in step). */
const summaryDifferences = async () => (await client.query(facetSummaryDifferencesSql)).rows;

describe('the known-categories topics migration', () => {
  it('re-computes the topics that change, and only those rows', async () => {
    const jobs = [
      ...demoJobs.map((j, i) => ({
        title: j.title,
        description: demoDescription(j, i),
        category: j.category as string | null,
        location: j.location,
      })),
      // The fixture's jobs with a description and a category the database takes (none, or a known one).
      ...topicCases
        .filter(([, job]) => job.jobDescription !== '' && (job.category === null || demoJobs.some((d) => d.category === job.category)))
        .map(([, job]) => ({ title: job.jobTitle, description: job.jobDescription, category: job.category, location: 'Dubai, UAE' })),
    ];
    for (const j of jobs) {
      await client.query(
        `insert into public.jobs (company_name, job_title, job_description, location, contact_email, category, status)
         values ('Gulf Co', $1, $2, $3, 'hr@gulf.example', $4, 'approved')`,
        [j.title, j.description, j.location, j.category],
      );
    }
    const before = await searchRows();
    expect(before).toHaveLength(jobs.length);
    // The old rule's mistake is in the rows: the demo's IT developer offers medical insurance.
    const developer = before.find((r) => r.job_title === 'Senior Full-Stack Developer' && r.category === 'it-technology');
    expect(developer?.topics).toEqual(['healthcare']);
    expect(await summaryDifferences()).toEqual([]);

    await t.migrate();

    const after = await searchRows();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    let changed = 0;
    after.forEach((row, i) => {
      const old = before[i]!;
      const job = { jobTitle: row.job_title, jobDescription: row.job_description, category: row.category };
      expect({ title: row.job_title, topics: row.topics }).toEqual({
        title: row.job_title,
        topics: topics.filter((each) => jobHasTopic(job, each)),
      });
      if (JSON.stringify(row.topics) === JSON.stringify(old.topics)) {
        // Not rewritten: the same row version.
        expect(row.version).toBe(old.version);
      } else {
        expect(row.version).not.toBe(old.version);
        changed++;
      }
    });
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(after.length);
    expect(after.find((r) => r.id === developer!.id)?.topics).toEqual([]);
    expect(await summaryDifferences()).toEqual([]);
  });
});
