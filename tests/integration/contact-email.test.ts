import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { service, withActor } from '~/server/db/context';
import type { NewJob } from '~/server/db/schema';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { publicJobByParam, publicJobs } from '~/server/jobs/queries';
import { publicPostings } from '~/server/jobs/public-postings';
import { similarPublicJobs } from '~/server/jobs/fallback';
import { dialogJobJson } from '~/lib/jobs/dialog-json';
import type { PublicJob } from '~/lib/jobs/public-job';

// A job that applies on the employer's site publishes no e-mail address: not in /api/jobs, not in
// what the build and the on-demand pages read, not in the dialogs' data- attribute.

let t: TestDatabase;
const ids = { email: '', link: '' };

const job = (title: string, extra: Partial<NewJob>): NewJob => ({
  company_name: 'Gulf Care',
  job_title: title,
  job_description: 'Care for patients.',
  location: 'Doha, Qatar',
  salary_range: null,
  category: 'healthcare-medical',
  status: 'approved',
  application_url: null,
  ...extra,
});

beforeAll(async () => {
  t = await freshDatabase();
  const insert = (values: NewJob) =>
    withActor(t.db, service, (trx) => trx.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow());
  ids.email = (await insert(job('Ward Nurse', { application_type: 'email', contact_email: 'hr@gulfcare.example' }))).id;
  ids.link = (
    await insert(
      job('Theatre Nurse', {
        application_type: 'url',
        application_url: 'https://careers.gulfcare.example/theatre',
        contact_email: 'poster@gulfcare.example',
      }),
    )
  ).id;
});
afterAll(async () => {
  await t.drop();
});

const addresses = (jobs: readonly PublicJob[]) => Object.fromEntries(jobs.map((j) => [j.id, j.contactEmail]));
const expected = () => ({ [ids.email]: 'hr@gulfcare.example', [ids.link]: null });

describe('the poster’s e-mail address', () => {
  it('GET /api/jobs carries it only for the job that applies by e-mail', async () => {
    const response = await jobSearchHandler(new Request('http://localhost/api/jobs'), t.db);
    const text = await response.text();
    expect(text).not.toContain('poster@gulfcare.example');
    expect(addresses((JSON.parse(text) as { jobs: PublicJob[] }).jobs)).toEqual(expected());
  });

  it('the build, the on-demand job page and its similar jobs read it only for the job that applies by e-mail', async () => {
    expect(addresses(await publicJobs(t.db))).toEqual(expected());
    expect(addresses(await publicPostings(t.db))).toEqual(expected());
    const link = await publicJobByParam(t.db, ids.link);
    expect(link?.contactEmail).toBeNull();
    expect((await publicJobByParam(t.db, ids.email))?.contactEmail).toBe('hr@gulfcare.example');
    expect(addresses(await similarPublicJobs(t.db, (await publicJobByParam(t.db, ids.email))!))).toEqual({ [ids.link]: null });
    // The apply and quick-view dialogs' data- attribute.
    expect(dialogJobJson(link!)).not.toContain('@');
  });
});
