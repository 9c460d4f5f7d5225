import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { insertJob } from '../helpers/jobs';
import { service, withActor } from '~/server/db/context';
import { jobSearchHandler } from '~/server/jobs/search-handler';
import { jobAlertMatches } from '~/server/digests/matching';
import { jobSearchAnswerSchema, type JobSearchAnswer } from '~/lib/jobs/public-job';
import { parseAlertFilters, type AlertFiltersJson } from '~/lib/alerts/filters';

// "Verified employers only": the search row's key carries the job's company_verified, so the
// search narrows to verified companies' jobs, counts them beside the other filters, follows a
// company's verification when an admin grants or revokes it, and the alert digests match alike.

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(() => t.drop());

const request = (query: string) => jobSearchHandler(new Request(`http://localhost/api/jobs?${query}`), t.db);
const search = async (query: string): Promise<JobSearchAnswer> => {
  const response = await request(query);
  expect(response.status, `${query}: ${response.status === 200 ? '' : await response.clone().text()}`).toBe(200);
  return jobSearchAnswerSchema.parse(await response.json());
};
const titles = async (query: string) => (await search(query)).jobs.map((j) => j.jobTitle).sort();

const companyId = async (name: string) =>
  withActor(t.db, service, (trx) =>
    sql<{ id: string }>`select id from public.companies where name = ${name}`.execute(trx).then((r) => r.rows[0]!.id),
  );
const setVerified = async (name: string, verified: boolean) => {
  const id = await companyId(name);
  await withActor(t.db, service, (trx) =>
    sql`select public.set_company_verification(${id}, ${verified}, 'Checked the trade licence.')`.execute(trx),
  );
};

describe('the verified filter', () => {
  beforeAll(async () => {
    await insertJob(t.db, { title: 'ICU Nurse', company: 'Al Noor Hospital', location: 'Dubai, UAE' });
    await insertJob(t.db, { title: 'Ward Nurse', company: 'Al Noor Hospital', location: 'Doha, Qatar' });
    await insertJob(t.db, { title: 'Theatre Nurse', company: 'Desert Clinic', location: 'Dubai, UAE' });
    await insertJob(t.db, { title: 'Site Engineer', company: 'Desert Build', location: 'Riyadh, Saudi Arabia', category: 'engineering' });
    await setVerified('Al Noor Hospital', true);
  });

  it('lists only the jobs of verified companies, and counts them', async () => {
    expect(await titles('verified=true')).toEqual(['ICU Nurse', 'Ward Nurse']);
    expect(await titles('')).toHaveLength(4);
    expect((await search('')).facets!.verified).toBe(2);
    // With a keyword (the matches carry only the key) and with other filters.
    expect(await titles('q=nurse&verified=true')).toEqual(['ICU Nurse', 'Ward Nurse']);
    expect((await search('q=nurse')).facets!.verified).toBe(2);
    expect(await titles('country=uae&verified=true')).toEqual(['ICU Nurse']);
    expect((await search('country=uae')).facets!.verified).toBe(1);
    expect((await search('category=engineering')).facets!.verified).toBe(0);
  });

  it('lets the other counts count within the verified jobs', async () => {
    const answer = await search('verified=true');
    expect(answer.total).toBe(2);
    expect(answer.facets!.verified).toBe(2);
    expect(answer.facets!.country).toEqual({ uae: 1, qatar: 1 });
    expect(answer.facets!.category).toEqual({ 'healthcare-medical': 2 });
    expect(answer.facets!.type).toMatchObject({ 'full-time': expect.any(Number) });
    for (const [type, n] of Object.entries(answer.facets!.type)) expect(n, type).toBe((await search(`verified=true&type=${type}`)).total);
  });

  it('follows a company verified or revoked later', async () => {
    await setVerified('Desert Clinic', true);
    expect(await titles('verified=true')).toEqual(['ICU Nurse', 'Theatre Nurse', 'Ward Nurse']);
    expect((await search('')).facets!.verified).toBe(3);
    await setVerified('Desert Clinic', false);
    await setVerified('Al Noor Hospital', false);
    expect(await titles('verified=true')).toEqual([]);
    expect((await search('')).facets!.verified).toBe(0);
    await setVerified('Al Noor Hospital', true);
    expect(await titles('verified=true')).toEqual(['ICU Nurse', 'Ward Nurse']);
  });

  it('keeps every stored key equal to what a fresh row gives (the backfill and the trigger agree)', async () => {
    const { rows } = await withActor(t.db, service, (trx) =>
      sql<{ id: string }>`select r.id from public.job_search_rows r join public.jobs j on j.id = r.id
        where r.facet_key <> (public.job_search_row_of(j)).facet_key
           or ((r.facet_key >> 57) & 1 = 1) <> j.company_verified`.execute(trx),
    );
    expect(rows).toEqual([]);
  });

  it.each(['yes', '1', 'false', 'TRUE', '%00', 'true&verified=true'])('answers verified=%s with a 400 and a sentence', async (value) => {
    const response = await request(`verified=${value}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error).toMatch(/^\S.*\.$/);
  });

  it('treats an empty verified (an unticked box sends nothing; a cleared field sends empty) as no filter', async () => {
    expect(await titles('verified=')).toHaveLength(4);
  });

  const cases: AlertFiltersJson[] = [{ verified: true }, { q: 'nurse', verified: true }, { country: 'uae', verified: true }];
  it.each(cases)('%j: an alert keeps the filter, and its digest sends only what the search lists', async (filters) => {
    const parsed = parseAlertFilters(filters);
    expect(parsed).toEqual(filters);
    const { rows } = await sql<{ id: string }>`
      insert into public.subscriptions (email, kind, source, filters, frequency, confirmed_at, next_digest_at)
      values (${`alert-${Math.random().toString(36).slice(2)}@example.com`}, 'job_alert', 'test', ${JSON.stringify(filters)}::jsonb, 'daily',
              now() - interval '60 days', now()) returning id`.execute(t.db);
    const alert = { id: rows[0]!.id, filters: parsed! };
    const digest = (await withActor(t.db, service, (trx) => jobAlertMatches(trx, [alert], new Date().toISOString()))).get(alert.id);
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
    const listed = await titles(query);
    expect(listed.length).toBeGreaterThan(0);
    expect(digest?.jobs.map((j) => j.title).sort()).toEqual(listed);
    expect(listed.every((title) => ['ICU Nurse', 'Ward Nurse'].includes(title))).toBe(true);
  });
});
