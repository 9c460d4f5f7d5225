import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { asUserActor, withActor } from '~/server/db/context';
import { jobTables } from '~/server/db/job-tables';
import type { SessionUser } from '~/server/auth/types';
import { enqueueEmail } from '~/server/mail/outbox';
import { jobDecisionEmail } from '~/lib/emails/job-decision';
import type { PostJobInput } from '~/lib/post-job';
import { jobColumnsFrom } from '~/server/jobs/columns';
import type { JobFacts } from '~/lib/jobs/job-facts';
import { scoreJob, scoreUnscoredJobs } from '~/server/jobs/risk';
import { riskRules } from '~/lib/risk/rules';
import { riskSignalsSchema, type RiskSignal } from '~/lib/risk/signals';

export const reviewPageSize = 25;
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewSorts = ['newest', 'risk'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export interface ReviewFilter {
  status?: ReviewStatus;
  q?: string;
  page: number;
  /** newest: pending first, newest first (the default); risk: highest risk score first. */
  sort?: ReviewSort;
}

/** How many pending jobs from before risk scoring one load of the queue scores (the rest on the next loads). */
const unscoredPerLoad = 50;

export interface ReviewRow {
  id: string;
  slug: string;
  companyName: string;
  jobTitle: string;
  location: string;
  category: string | null;
  status: ReviewStatus;
  createdAt: Date;
  expiresAt: Date;
  contactEmail: string | null;
  applicationType: 'email' | 'url';
  applicationUrl: string | null;
  salaryRange: string | null;
  jobDescription: string;
  employmentType: JobFacts['employmentType'];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: JobFacts['salaryCurrency'];
  salaryPeriod: JobFacts['salaryPeriod'];
  visa: JobFacts['visa'];
  nationality: JobFacts['nationality'];
  packageItems: JobFacts['packageItems'];
  licenceAuthority: JobFacts['licenceAuthority'];
  licenceStatus: JobFacts['licenceStatus'];
  experienceYears: JobFacts['experienceYears'];
  experienceLevel: JobFacts['experienceLevel'];
  /** A pending job whose company has a live job with a very similar title. */
  looksDuplicate: boolean;
  /** A pending job's identical twin (same company, title and location, case and spaces aside) that is approved or pending. */
  duplicateOf: { slug: string; jobTitle: string; status: 'approved' | 'pending' } | null;
  postedOn: string;
  /** For approved jobs: whether the static site shows the job's latest version yet. */
  publishState: PublishState | null;
  /** The risk score (src/lib/risk), null when the job has not been scored. */
  riskScore: number | null;
  riskSignals: RiskSignal[];
}

/**
 * Publishing (a rebuild is queued or running that no finished build covers), live (a build that
 * started after the job's last change has finished, or nothing is waiting), failed (the waiting
 * build failed and is retried), expired (past its 30 days: no longer listed).
 */
export type PublishState = 'publishing' | 'live' | 'failed' | 'expired';

// A finished build covers a change when it was started (and so read the jobs) after it.
const publishStateSql = sql<PublishState | null>`case
  when j.status <> 'approved' then null
  when j.expires_at <= now() then 'expired'
  when not exists (select 1 from public.rebuild_requests r where r.completed_at is null) then 'live'
  when exists (select 1 from public.rebuild_requests r where r.completed_at is not null and r.started_at >= j.updated_at) then 'live'
  when exists (select 1 from public.rebuild_requests r where r.completed_at is null and r.last_error is not null) then 'failed'
  else 'publishing' end`;

// The same posting: one rule, public.posting_key (company, title and location, case and white
// space aside), kept in jobs.posting_key and shared with the home page's identical postings
// (src/lib/jobs/unique.ts). Comparing the columns lets the lookup use jobs_posting_key_idx.
/** The approved (first) or other pending job a pending job duplicates, oldest first. */
const duplicateOfSql = sql<ReviewRow['duplicateOf']>`case when j.status = 'pending' then (
  select json_build_object('slug', d.slug, 'jobTitle', d.job_title, 'status', d.status) from public.jobs d
  where d.id <> j.id and d.status in ('approved', 'pending') and d.posting_key = j.posting_key
  order by d.status = 'approved' desc, d.created_at
  limit 1) end`;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every job for the review table, as the admin (RLS: only admins see them all), newest first. */
export async function jobsForReview(
  db: Db,
  admin: SessionUser,
  filter: ReviewFilter,
): Promise<{ rows: ReviewRow[]; total: number; counts: Record<ReviewStatus, number> }> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    await scoreUnscoredJobs(trx, unscoredPerLoad);
    const jobs = jobTables(trx);
    // A job its poster withdrew is theirs to keep closed: it is not in the queue.
    let query = jobs.selectFrom('jobs as j').where('j.status', 'in', reviewStatuses);
    if (filter.status) query = query.where('j.status', '=', filter.status);
    if (filter.q) {
      const like = escapeLike(filter.q);
      query = query.where((eb) =>
        eb.or([eb('j.jobTitle', 'ilike', like), eb('j.companyName', 'ilike', like), eb('j.location', 'ilike', like)]),
      );
    }
    let ordered = query;
    if (filter.sort === 'risk')
      ordered = ordered.orderBy(sql`coalesce((select r.score from public.job_risk r where r.job_id = j.id), 0)`, 'desc');
    const found = await ordered
      .select([
        'j.id',
        'j.slug',
        'j.companyName',
        'j.jobTitle',
        'j.location',
        'j.category',
        'j.status',
        'j.createdAt',
        'j.expiresAt',
        'j.contactEmail',
        'j.applicationType',
        'j.applicationUrl',
        'j.salaryRange',
        'j.jobDescription',
        'j.employmentType',
        'j.salaryMin',
        'j.salaryMax',
        'j.salaryCurrency',
        'j.salaryPeriod',
        'j.visa',
        'j.nationality',
        'j.packageItems',
        'j.licenceAuthority',
        'j.licenceStatus',
        'j.experienceYears',
        'j.experienceLevel',
        sql<string>`j.posted_on::text`.as('postedOn'),
        publishStateSql.as('publishState'),
        // A live job of the same company with a similar title (public.job_looks_duplicate: the
        // company's live jobs by index, then their titles by trigram similarity).
        sql<boolean>`j.status = 'pending' and public.job_looks_duplicate(j.id, j.company_name, j.job_title)`.as('looksDuplicate'),
        duplicateOfSql.as('duplicateOf'),
        sql<number | null>`(select r.score from public.job_risk r where r.job_id = j.id)`.as('riskScore'),
        sql<unknown>`(select r.signals from public.job_risk r where r.job_id = j.id)`.as('riskSignals'),
      ])
      .orderBy(sql`j.status = 'pending'`, 'desc')
      .orderBy('j.createdAt', 'desc')
      .limit(reviewPageSize)
      .offset((filter.page - 1) * reviewPageSize)
      .execute();
    const totals = await jobs
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', 'in', reviewStatuses)
      .groupBy('status')
      .execute();
    const counts = { pending: 0, approved: 0, rejected: 0 } as Record<ReviewStatus, number>;
    for (const t of totals) counts[t.status as ReviewStatus] = Number(t.n);
    const filtered = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = found.map((row) => ({
      ...row,
      status: row.status as ReviewStatus,
      riskSignals: row.riskSignals === null ? [] : riskSignalsSchema.parse(row.riskSignals),
    }));
    return {
      total: Number(filtered.n),
      counts,
      rows,
    };
  });
}

export type DecisionOutcome = 'updated' | 'not-pending' | 'not-found' | 'risk-unconfirmed';

/**
 * Approves or rejects a pending job in one statement (only while pending) and, in the same
 * transaction, tells the poster by e-mail (the address they posted from, else the contact address). Approval queues a
 * rebuild by itself (the jobs trigger). A job whose risk score reaches the threshold is approved
 * only with `riskConfirmed` (the admin ticked "Approve despite the risk signals"); the statement
 * itself checks the stored score, so no other path approves it unconfirmed.
 */
export async function decideJob(
  db: Db,
  admin: SessionUser,
  id: string,
  decision: 'approved' | 'rejected',
  { siteUrl, reason, riskConfirmed = false }: { siteUrl: string; reason?: string; riskConfirmed?: boolean },
): Promise<DecisionOutcome> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    // The job's row first, so two decisions on one job (two admins, a double click) run one after
    // the other: scoring writes job_risk before the update, and in the other order they deadlocked.
    await trx.selectFrom('jobs').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    // A job from before risk scoring is scored now, so its approval is checked like any other.
    if (decision === 'approved' && !(await trx.selectFrom('job_risk').select('job_id').where('job_id', '=', id).executeTakeFirst())) {
      await scoreJob(trx, id);
    }
    const row = await jobTables(trx)
      .updateTable('jobs')
      .set({ status: decision, rejectionReason: decision === 'rejected' ? (reason ?? null) : null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where(
        // In parentheses: Kysely joins its where clauses with "and" as written, and an unbracketed
        // "or" here once let one decision change every job without a high score.
        sql<boolean>`(${decision === 'rejected' || riskConfirmed} or not exists (
          select 1 from public.job_risk r where r.job_id = ${id} and r.score >= ${riskRules.threshold}))`,
      )
      .returning(['slug', 'jobTitle', 'companyName', 'contactEmail'])
      .executeTakeFirst();
    if (!row) {
      const found = await trx.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst();
      return !found ? 'not-found' : found.status === 'pending' ? 'risk-unconfirmed' : 'not-pending';
    }
    // The poster's own address when the job has one (it may apply by link, with no contact address).
    const poster = await trx.selectFrom('job_posters').select('email').where('job_id', '=', id).executeTakeFirst();
    const to = poster?.email ?? row.contactEmail;
    if (to) {
      await enqueueEmail(trx, {
        to,
        ...jobDecisionEmail({ decision, jobTitle: row.jobTitle, companyName: row.companyName, slug: row.slug, siteUrl, reason }),
      });
    }
    return 'updated';
  });
}

export async function deleteJob(db: Db, admin: SessionUser, id: string): Promise<boolean> {
  const result = await withActor(db, asUserActor(admin.claims), (trx) => trx.deleteFrom('jobs').where('id', '=', id).executeTakeFirst());
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllJobs(db: Db, admin: SessionUser): Promise<number> {
  const result = await withActor(db, asUserActor(admin.claims), (trx) => trx.deleteFrom('jobs').executeTakeFirst());
  return Number(result.numDeletedRows);
}

/** When the static site was last published: the last finished build, or the first build's read of the jobs. */
export async function lastPublishedAt(db: Db, admin: SessionUser): Promise<Date | null> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const { rows } = await sql<{ at: Date | null }>`
      select greatest(
        (select max(r.completed_at) from public.rebuild_requests r),
        (select (s.value ->> 'at')::timestamptz from public.app_state s where s.key = 'jobs_snapshot')) as at`.execute(trx);
    return rows[0]?.at ?? null;
  });
}

export interface EditedJob {
  id: string;
  slug: string;
  companyName: string;
  jobTitle: string;
  location: string;
  status: ReviewStatus;
  category: string | null;
}

/**
 * Saves the edit form as the admin, in one statement (RLS: admins only). The slug stays as it
 * is (the jobs trigger keeps it: links already e-mailed or crawled never break); updated_at is
 * set by the trigger, and a change to an approved job queues a rebuild by itself.
 */
export async function editJob(db: Db, admin: SessionUser, id: string, input: PostJobInput): Promise<EditedJob | undefined> {
  return withActor(db, asUserActor(admin.claims), async (trx) => {
    const row = await jobTables(trx)
      .updateTable('jobs')
      .set(jobColumnsFrom(input))
      .where('id', '=', id)
      .where('status', 'in', reviewStatuses)
      .returning(['id', 'slug', 'companyName', 'jobTitle', 'location', 'status', 'category'])
      .executeTakeFirst();
    if (row) await scoreJob(trx, id);
    return row && { ...row, status: row.status as ReviewStatus };
  });
}
