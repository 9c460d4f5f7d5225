import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { seedDemoData } from '../../scripts/lib/seed/seed';
import { publicJobs } from '~/server/jobs/queries';
import { salaryGuideSchema, salaryGuideTabs } from '~/lib/salary-guide';
import { formatMarketFigures, salaryMarket } from '~/lib/salary-market';

// The salary guide's "Posted now" figures from the demo data, read as the static build reads them
// (publicJobs as the visitor: approved, unexpired jobs only) against the real guide.

let t: TestDatabase;
const { gcc } = parse(readFileSync('content/salary-guide.yaml', 'utf8')) as { gcc: unknown };
const tabs = salaryGuideTabs(salaryGuideSchema.parse(gcc));
const shown = async () =>
  Object.fromEntries([...salaryMarket(await publicJobs(t.db), tabs)].map(([key, figures]) => [key, formatMarketFigures(figures)]));

beforeAll(async () => {
  t = await freshDatabase();
  await seedDemoData(t.db);
});
afterAll(() => t.drop());

describe('salary guide market figures on the demo data', () => {
  it('shows UAE nurses and engineers (5 jobs each, a USD salary converted) and no row below 5 jobs', async () => {
    expect(await shown()).toEqual({
      'uae/nurses': 'AED 12,500 median (AED 8,500–16,000, 5 jobs)',
      'uae/engineers': 'AED 21,000 median (AED 17,000–29,400, 5 jobs)',
    });
  });

  it('counts only what the visitor sees: an expired or pending nurse job drops the row below 5', async () => {
    await sql`update public.jobs set expires_at = now() - interval '1 minute' where job_title = 'Dialysis Nurse'`.execute(t.db);
    expect(Object.keys(await shown())).toEqual(['uae/engineers']);
    await sql`update public.jobs set expires_at = now() + interval '30 days' where job_title = 'Dialysis Nurse'`.execute(t.db);
    await sql`update public.jobs set status = 'pending' where job_title = 'Home Care Nurse'`.execute(t.db);
    expect(Object.keys(await shown())).toEqual(['uae/engineers']);
  });
});
