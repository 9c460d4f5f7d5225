import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { sql } from 'kysely';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { publicJobByParam } from '~/server/jobs/queries';
import { jobSearchAnswerSchema, type PublicJob } from '~/lib/jobs/public-job';
import { jobPostingJsonLd } from '~/lib/json-ld/job-posting';
import { gulfToday } from '~/lib/gulf-time';
import { JobCard } from '~/components/JobCard';

// What a seeker sees of a job submitted 10 days ago and approved today: "Past 24 hours" finds it
// (the search counts from the approval), so its card, its page and its structured data say it
// was posted today too, not "10 days ago".

let t: TestDatabase;
let id: string;

beforeAll(async () => {
  t = await freshDatabase();
  // Submitted (and dated by the employer) 10 days ago, waiting in the queue since.
  ({ id } = await insertJob(t.db, { title: 'Patient Welfare Officer', status: 'pending', postedDaysAgo: 10 }));
  await sql`update public.jobs set created_at = now() - interval '10 days' where id = ${id}`.execute(t.db);
  // Approved today: published_at is stamped now.
  await t.db.updateTable('jobs').set({ status: 'approved' }).where('id', '=', id).execute();
});
afterAll(async () => {
  await t.drop();
});

const searchAnswer = async (query: string) => {
  const response = await jobSearchHandler(new Request(`http://localhost/api/jobs${query}`), t.db);
  return jobSearchAnswerSchema.parse(await response.json());
};
const cardAge = (job: PublicJob) => renderToStaticMarkup(createElement(JobCard, { job })).match(/data-posted-age="[^"]*">([^<]*)</)?.[1];

describe('a job approved today after 10 days in the queue', () => {
  it('is found by "Past 24 hours", and its card there says Today (with the New badge)', async () => {
    const answer = await searchAnswer('?posted=1');
    expect(answer.jobs.map((j) => j.id)).toEqual([id]);
    const job = answer.jobs[0]!;
    expect(cardAge(job)).toBe('Today');
    expect(renderToStaticMarkup(createElement(JobCard, { job }))).toContain('>New</span>');
  });

  it('its page and JobPosting give today as the posting day', async () => {
    const job = (await publicJobByParam(t.db, id))!;
    expect(job.publishedAt).not.toBeNull();
    expect(cardAge(job)).toBe('Today');
    expect(jobPostingJsonLd(job, 'https://gulfjobs.example')).toMatchObject({ datePosted: gulfToday() });
  });
});
