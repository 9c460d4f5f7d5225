import { sql, type Kysely } from 'kysely';
import type { Database } from '~/server/db/schema';
import { jobTables } from '~/server/db/job-tables';
import { riskRules, type RiskRules } from '~/lib/risk/rules';
import { riskScoreOf, textSignals, type RiskMatch, type RiskSignal } from '~/lib/risk/signals';
import { salaryAboveMarket } from '~/lib/risk/salary';

/** How many recent live or pending jobs of other companies a description is compared with. */
const duplicateCandidates = 1000;
/** Shorter descriptions ("Care.") say too little to be a copy of anything. */
const duplicateMinimumLength = 80;
/** How many live jobs of a country the salary rule reads at most. */
const marketJobsLimit = 5000;

export interface JobRisk {
  score: number;
  signals: RiskSignal[];
}

const jobFields = [
  'id',
  'companyName',
  'jobTitle',
  'jobDescription',
  'salaryRange',
  'applicationType',
  'contactEmail',
  'applicationUrl',
  'country',
  'category',
  'employmentType',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
] as const;

const loadJob = (db: Kysely<Database>, id: string) =>
  jobTables(db).selectFrom('jobs').select(jobFields).where('id', '=', id).executeTakeFirst();
type ScoredJob = NonNullable<Awaited<ReturnType<typeof loadJob>>>;

async function salaryMatches(db: Kysely<Database>, job: ScoredJob, factor: number): Promise<RiskMatch[]> {
  if (!job.country || job.salaryMin === null) return [];
  const live = await jobTables(db)
    .selectFrom('publicJobs')
    .select(['jobTitle', 'category', 'country', 'employmentType', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod'])
    .where('country', '=', job.country)
    .where('id', '<>', job.id)
    .where('salaryMin', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(marketJobsLimit)
    .execute();
  const found = salaryAboveMarket(job, live, factor);
  return found ? [found] : [];
}

// The same text under another company: equal once case and white space are set aside, or a
// trigram similarity at or above the rule's, among the latest live and pending jobs (bounded).
async function duplicateMatches(db: Kysely<Database>, job: ScoredJob, similarity: number): Promise<RiskMatch[]> {
  if (job.jobDescription.trim().length < duplicateMinimumLength) return [];
  const { rows } = await sql<{ jobTitle: string; companyName: string; status: string; same: boolean; likeness: number }>`
    with mine as (select lower(regexp_replace(btrim(${job.jobDescription}), '\\s+', ' ', 'g')) as text),
    candidates as (
      select d.job_title, d.company_name, d.status, d.job_description
      from public.jobs d
      where d.id <> ${job.id} and d.status in ('approved', 'pending') and d.expires_at > now()
        and lower(btrim(d.company_name)) <> lower(btrim(${job.companyName}))
      order by d.created_at desc
      limit ${duplicateCandidates})
    select c.job_title, c.company_name, c.status,
           lower(regexp_replace(btrim(c.job_description), '\\s+', ' ', 'g')) = mine.text as same,
           extensions.similarity(left(lower(c.job_description), 3000), left(mine.text, 3000)) as likeness
    from candidates c, mine
    where lower(regexp_replace(btrim(c.job_description), '\\s+', ' ', 'g')) = mine.text
       or extensions.similarity(left(lower(c.job_description), 3000), left(mine.text, 3000)) >= ${similarity}
    order by same desc, likeness desc
    limit 3`.execute(jobTables(db));
  return rows.map((row) => ({
    before: '',
    words: `“${row.jobTitle}” at ${row.companyName}`,
    after: ` (${row.status === 'approved' ? 'live' : 'pending'}, ${row.same ? 'the same text' : `${Math.round(row.likeness * 100)}% alike`})`,
  }));
}

/** The risk of one stored job: its text signals, then the salary and duplicate rules against the other jobs. */
export async function riskOf(db: Kysely<Database>, id: string, rules: RiskRules = riskRules): Promise<JobRisk | undefined> {
  const job = await loadJob(db, id);
  if (!job) return undefined;
  const signals = textSignals(job, rules);
  for (const rule of rules.rules) {
    const matches =
      rule.check === 'salary' && rule.factor !== undefined
        ? await salaryMatches(db, job, rule.factor)
        : rule.check === 'duplicate' && rule.similarity !== undefined
          ? await duplicateMatches(db, job, rule.similarity)
          : [];
    if (matches.length > 0) signals.push({ id: rule.id, weight: rule.weight, matches });
  }
  const order = rules.rules.map((r) => r.id);
  signals.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return { score: riskScoreOf(signals), signals };
}

/**
 * Scores a stored job and keeps the result in public.job_risk, in the caller's transaction: every
 * path that writes a job calls it (post form, admin edit, scraper, demo seed) as an admin, the
 * service or the owner (visitors cannot read other jobs or write job_risk).
 */
export async function scoreJob(db: Kysely<Database>, id: string, rules: RiskRules = riskRules): Promise<JobRisk | undefined> {
  const risk = await riskOf(db, id, rules);
  if (!risk) return undefined;
  const signals = JSON.stringify(risk.signals);
  await db
    .insertInto('job_risk')
    .values({ job_id: id, score: risk.score, signals })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ score: risk.score, signals, scored_at: sql`now()` }))
    .execute();
  return risk;
}

/**
 * Scores pending jobs written before risk scoring existed (no job_risk row), newest first, at most
 * `limit`: those wait for a decision; a live job from then is scored at its next edit.
 */
export async function scoreUnscoredJobs(db: Kysely<Database>, limit: number): Promise<number> {
  const unscored = await db
    .selectFrom('jobs as j')
    .select('j.id')
    .where('j.status', '=', 'pending')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('job_risk as r').select('r.job_id').whereRef('r.job_id', '=', 'j.id'))))
    .orderBy('j.created_at', 'desc')
    .limit(limit)
    .execute();
  for (const { id } of unscored) await scoreJob(db, id);
  return unscored.length;
}
