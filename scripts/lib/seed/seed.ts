import { sql } from 'kysely';
import type { Db } from '~/server/db/client';
import { jobTables, type NewJobRow } from '~/server/db/job-tables';
import { countryOf } from '~/lib/countries';
import { messagesFor } from '~/i18n';
import { categoryLabel } from '~/lib/categories';
import { gulfDate } from '~/lib/gulf-time';
import { demoJobs, type DemoJob } from './demo-jobs';
import { parseSalaryText } from '~/lib/jobs/salary-text';
import { scoreJob } from '~/server/jobs/risk';
import type { EmploymentType, JobFacts, PackageItem } from '~/lib/jobs/job-facts';
import { readLicenceExperience } from '~/lib/jobs/licence-experience-text';

const seedMarker = 'demo_seed';

/** What a typical week looks like in each category, picked from per job so no two read alike. */
const dutiesByCategory: Record<string, string[]> = {
  'healthcare-medical': [
    'Assess, plan and document patient care in the electronic medical record',
    'Work with physicians, therapists and pharmacists in daily multidisciplinary rounds',
    'Educate patients and families before discharge',
    'Take part in audits, infection-control and quality-improvement projects',
    'Mentor newer colleagues and students',
  ],
  'education-teaching': [
    'Plan engaging lessons that meet the curriculum standards',
    'Assess progress and give clear, regular feedback to students and parents',
    'Differentiate for students with additional needs and for the most able',
    'Contribute to extracurricular activities and school events',
    'Collaborate with colleagues in the department on shared resources',
  ],
  'it-technology': [
    'Design, build and review changes with a focus on reliability',
    'Work closely with product managers, designers and other engineers',
    'Monitor production systems and take part in an on-call rota',
    'Write clear documentation and share knowledge with the team',
    'Keep security and privacy in mind in everything you ship',
  ],
  engineering: [
    'Prepare and check calculations, drawings and specifications',
    'Coordinate with consultants, contractors and authorities',
    'Attend site inspections and resolve technical queries',
    'Make sure designs meet local codes and client standards',
    'Support procurement with technical evaluations',
  ],
  'finance-accounting': [
    'Prepare accurate monthly and year-end reports under IFRS',
    'Reconcile accounts and investigate differences',
    'Support external auditors and regulatory filings',
    'Improve controls and automate manual processes',
    'Give clear financial insight to managers',
  ],
  'sales-marketing': [
    'Build and manage a pipeline of customers and opportunities',
    'Plan campaigns and measure their results',
    'Prepare proposals, pricing and presentations',
    'Work with operations to deliver what was promised',
    'Report weekly on targets and market intelligence',
  ],
  'hospitality-tourism': [
    'Deliver warm, personal service to every guest',
    'Lead, train and schedule the team on shift',
    'Handle feedback and resolve complaints on the spot',
    'Keep standards, hygiene and brand audits at their best',
    'Work with sales and revenue teams on occupancy and events',
  ],
  construction: [
    'Plan and supervise daily works and subcontractors on site',
    'Keep safety first: toolbox talks, permits and inspections',
    'Track progress against the programme and report delays early',
    'Check quality against drawings, specifications and method statements',
    'Coordinate with the consultant, client and authorities',
  ],
};

const benefitsByCountry: Record<string, string> = {
  uae: 'Tax-free salary, housing or housing allowance, annual flight home, medical insurance and end-of-service gratuity under UAE labour law.',
  'saudi-arabia':
    'Tax-free salary, housing and transport allowances, annual return ticket, medical insurance for you and your family, and end-of-service benefits.',
  qatar: 'Tax-free salary, furnished accommodation or allowance, annual leave with flights, medical cover and end-of-service gratuity.',
  kuwait: 'Tax-free salary, housing allowance, annual airfare, medical insurance and end-of-service indemnity.',
  bahrain: 'Competitive tax-free package, housing allowance, annual ticket, medical insurance and leaving indemnity.',
  oman: 'Tax-free salary, accommodation allowance, annual flights, medical insurance and end-of-service gratuity.',
};
const remoteBenefits = 'Work from home in Gulf working hours, a home-office allowance, paid leave and medical insurance.';

/** The full description of a demo job: summary, duties, requirements and benefits. */
export function demoDescription(job: DemoJob, index: number): string {
  if (job.description) return job.description;
  const duties = dutiesByCategory[job.category] ?? [];
  const picked = [0, 1, 2, 3].map((i) => duties[(index + i) % duties.length]);
  const country = countryOf(job.location);
  const remote = /remote/i.test(job.location);
  const benefits = remote ? remoteBenefits : (country && benefitsByCountry[country]) || benefitsByCountry.uae;
  const where = country ? messagesFor('en').common.countryLongNames[country] : 'the Gulf';
  return [
    job.summary,
    `About the role\nYou will join ${job.company} in ${remote ? 'a remote team across the Gulf' : job.location.split(',')[0]} as part of our ${categoryLabel(job.category)} team.`,
    `What you will do\n${picked.map((d) => `- ${d}`).join('\n')}`,
    `What you bring\n${job.needs.map((n) => `- ${n}`).join('\n')}`,
    `What we offer\n${benefits}${where && !remote ? ` We support your visa and relocation to ${where}.` : ''}`,
  ].join('\n\n');
}

/** The package the country's benefits sentence above names. */
const packageByCountry: Record<string, PackageItem[]> = {
  uae: ['housing', 'flights', 'medical', 'tax_free'],
  'saudi-arabia': ['housing', 'transport', 'flights', 'medical', 'tax_free'],
  qatar: ['housing', 'flights', 'medical', 'tax_free'],
  kuwait: ['housing', 'flights', 'medical', 'tax_free'],
  bahrain: ['housing', 'flights', 'medical', 'tax_free'],
  oman: ['housing', 'flights', 'medical', 'tax_free'],
};

/**
 * A demo job's facts, as an employer would state them: the salary read from its text, the package
 * its description names, visa support where the description offers it. Every fifth job states
 * none of the rest, so the site also shows jobs without them.
 */
function demoFacts(job: DemoJob, index: number, description: string): JobFacts {
  const country = countryOf(job.location);
  const remote = /remote/i.test(job.location);
  const salary = parseSalaryText(job.salary, country);
  const stated = index % 5 !== 4;
  // Some Saudi openings are for Saudi nationals (Saudisation): no visa to sponsor.
  const nationalsOnly = index % 7 === 3 && country === 'saudi-arabia';
  const employmentType: EmploymentType = salary?.period === 'hour' ? 'part-time' : /intern/i.test(job.title) ? 'internship' : 'full-time';
  return {
    employmentType: stated ? employmentType : null,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary?.period ?? null,
    visa: stated && !remote && country && !nationalsOnly ? 'provided' : 'not_stated',
    nationality: stated ? (nationalsOnly ? 'nationals' : 'all') : 'not_stated',
    packageItems: stated ? (remote ? ['medical'] : (country && packageByCountry[country]) || []) : [],
    // What the text says of licence and experience, as the migration reads existing jobs.
    ...readLicenceExperience(job.title, description, country),
  };
}

/**
 * A demo row. Approved ones carry their publication time (published_at, which only the owner may
 * give on insert; the trigger stamps the insert time otherwise), so "newest", "posted within" and
 * the alert digests see the demo's spread of dates rather than the moment of seeding.
 */
function demoRow(job: DemoJob, index: number, now: Date): NewJobRow & { publishedAt: Date | null } {
  const description = demoDescription(job, index);
  const createdAt = new Date(now.getTime() - job.daysAgo * 24 * 3600_000 - index * 60_000);
  return {
    companyName: job.company,
    jobTitle: job.title,
    jobDescription: description,
    location: job.location,
    salaryRange: job.salary,
    contactEmail: job.contactEmail ?? (job.apply === 'email' ? `careers@${job.domain}.example` : `hr@${job.domain}.example`),
    category: job.category,
    applicationType: job.apply,
    applicationUrl: job.apply === 'url' ? `https://careers.${job.domain}.example/jobs/${index + 1}` : null,
    status: job.status ?? 'approved',
    postedOn: gulfDate(now.getTime() - job.daysAgo * 24 * 3600_000),
    createdAt,
    updatedAt: createdAt,
    ...demoFacts(job, index, description),
    publishedAt: (job.status ?? 'approved') === 'approved' ? createdAt : null,
  };
}

/**
 * Seeds the demo jobs once per database: the app_state marker remembers it, so deleting demo
 * jobs later does not bring them back. Concurrent starts wait on an advisory lock.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<{ seeded: boolean; jobs: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('gulf_jobs_demo_seed'))`.execute(trx);
    const marker = await trx.selectFrom('app_state').select('key').where('key', '=', seedMarker).executeTakeFirst();
    if (marker) return { seeded: false, jobs: 0 };
    const inserted = await jobTables(trx)
      .insertInto('jobs')
      .values(demoJobs.map((job, i) => demoRow(job, i, now)))
      .returning('id')
      .execute();
    // Scored as posted jobs are, so the review queue shows the demo's suspicious jobs' signals.
    for (const { id } of inserted) await scoreJob(trx, id);
    // One verified employer and one recruitment agency, so the badge and "via" show on npm start.
    // Written as the owner (the seed's data): on a live site an admin's note or a sign-in does it.
    await sql`update public.companies set website = 'https://alnoor-hospital.example', verified_at = ${now},
              verified_via = 'admin', verified_by = 'demo@gulfjobs.example', verified_note = 'Demo data: a verified employer.'
              where name = 'Al Noor Specialist Hospital'`.execute(trx);
    await sql`update public.companies set kind = 'agency', agency_licence = 'MOHRE-RA-0421'
              where name = 'Gulf Wellness Pharmacies'`.execute(trx);
    await trx
      .insertInto('app_state')
      .values({ key: seedMarker, value: JSON.stringify({ jobs: demoJobs.length, at: now.toISOString() }) })
      .execute();
    return { seeded: true, jobs: demoJobs.length };
  });
}

// What the jobs triggers derive from a written row: a bulk load with the triggers off derives them
// in one statement with the same functions (a location's place and a company name's company once
// each), then rebuilds the search rows with public.sync_job_search_rows, as after any bulk load.
const writtenColumns = [
  'company_name',
  'job_title',
  'job_description',
  'location',
  'salary_range',
  'contact_email',
  'category',
  'application_type',
  'application_url',
  'status',
  'posted_on',
  'created_at',
  'updated_at',
  'published_at',
  'employment_type',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'visa',
  'nationality',
  'package_items',
  'licence_authority',
  'licence_status',
  'experience_years',
  'experience_level',
] as const;

/**
 * Drops the word (GIN) indexes of the jobs and their search rows, for a bulk write in the same
 * transaction: a word index takes one far faster built afresh than row by row (fastupdate is off),
 * and every update of a job recomputes its word vectors. Returns what restoreWordIndexes rebuilds.
 */
export async function dropWordIndexes(trx: Db): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`select i.indexrelid::regclass::text as name,
      pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid in ('public.jobs'::regclass, 'public.job_search_rows'::regclass) and a.amname = 'gin'`.execute(trx);
  for (const { name } of rows) await sql`drop index ${sql.raw(name)}`.execute(trx);
  return rows;
}

/** Builds again the word indexes dropWordIndexes dropped. */
export async function restoreWordIndexes(trx: Db, indexes: { definition: string }[]): Promise<void> {
  for (const { definition } of indexes) await sql.raw(definition).execute(trx);
}

/**
 * `count` approved jobs for benchmarks, derived from the demo jobs with numbered titles so every
 * slug is distinct, over the last 28 days; `from` numbers them after jobs seeded before. Each row
 * is the demo's (description, facts, dates); they are loaded in bulk: copied into a scratch table
 * 1,000 at a time, then into public.jobs in one statement with the triggers off and what they
 * would set derived in SQL (slug, expiry, place, company and its badge), then the search rows and
 * the companies' publication as the triggers leave them. Row-by-row triggers took about 30 ms a
 * job on this machine: 100,000 jobs seeded for most of an hour. Needs the database owner.
 */
export async function seedBenchJobs(db: Db, count: number, now = new Date(), from = 0): Promise<number> {
  const approved = demoJobs.filter((j) => !j.status && j.daysAgo < 28);
  const columns = sql.join(writtenColumns.map((column) => sql.ref(column)));
  const scratchColumns = sql.join(writtenColumns.map((column) => sql.ref(`s.${column}`)));
  await db.transaction().execute(async (trx) => {
    // The scratch table has public.jobs' columns and none of its constraints, triggers or indexes.
    await sql`create temp table jobs on commit drop as select * from public.jobs with no data`.execute(trx);
    await sql`alter table pg_temp.jobs add column seq bigint generated always as identity`.execute(trx);
    for (let start = from; start < from + count; start += 1000) {
      const rows: NewJobRow[] = [];
      for (let i = start; i < Math.min(from + count, start + 1000); i++) {
        const base = approved[i % approved.length]!;
        const job: DemoJob = { ...base, title: `${base.title} ${Math.floor(i / approved.length) + 1}`, daysAgo: i % 28 };
        const row = demoRow(job, i, now);
        // Published on its posting day, at a second of that day's 24 hours before now that no other
        // of the first 604,800 jobs has (demoRow's minute per index put the 100,000th job 69 days
        // before its posting day: 97 days of publication times, most of them past their 30 days yet
        // live, unlike any board).
        const at = new Date(now.getTime() - job.daysAgo * 24 * 3600_000 - (i % 86_400) * 1000);
        row.createdAt = at;
        row.updatedAt = at;
        if (row.publishedAt) row.publishedAt = at;
        rows.push(row);
      }
      await jobTables(trx).withSchema('pg_temp').insertInto('jobs').values(rows).execute();
    }
    await sql`create temp table seed_companies on commit drop as
      select name, public.company_for_name(name) as id from (select distinct company_name as name from pg_temp.jobs) as names`.execute(trx);
    const wordIndexes = await dropWordIndexes(trx);
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`insert into public.jobs (${columns}, slug, expires_at, country, is_remote, city,
        company_id, company_slug, company_verified, verified_website, agency_name, agency_licence)
      select ${scratchColumns},
        -- next_job_slug's rule within one statement: the base, then base-1, base-2… in seeding order.
        s.slug_base || case when s.nth > 1 then '-' || (s.nth - 1) else '' end,
        (s.posted_on + 30)::timestamp at time zone 'Asia/Dubai',
        p.country, p.is_remote, p.city,
        c.id, c.slug, coalesce(c.verified_at is not null, false),
        case when c.verified_at is not null then c.website end,
        case when c.kind = 'agency' then c.name end,
        case when c.kind = 'agency' then c.agency_licence end
      from (
        select j.*, row_number() over (partition by j.slug_base order by j.seq) as nth
        from (select *, public.slugify(job_title || '-' || location) as slug_base from pg_temp.jobs) as j
      ) as s
      join (
        select location, public.country_of(location) as country, location ~* '\\mremote\\M' as is_remote, public.city_of(location) as city
        from (select distinct location from pg_temp.jobs) as l
      ) as p on p.location = s.location
      left join seed_companies as n on n.name = s.company_name
      left join public.companies as c on c.id = n.id
      order by s.seq`.execute(trx);
    await sql`set local session_replication_role = origin`.execute(trx);
    await sql`select public.sync_job_search_rows()`.execute(trx);
    await restoreWordIndexes(trx, wordIndexes);
    await sql`update public.companies c set published_at = now()
      where c.published_at is null and exists (select 1 from public.jobs j where j.company_id = c.id and j.status = 'approved')`.execute(
      trx,
    );
  });
  return count;
}

/**
 * Whether public.job_search_rows is in step with public.jobs, checked cheaply: one row per
 * approved job (counted), as many counted in the facet summary (public.job_facet_counts), and the
 * rows of a sample (the 200 most recently written jobs and the first 200 by id) equal to what
 * public.job_search_row_of makes of them now. A reused bench
 * board brings its rows in step with public.sync_job_search_rows() only when this says no (the
 * sync reads every job: minutes at 100,000). A migration that changes what a row holds changes
 * every row, so a sample sees it; a job written with the triggers off is seen when it is among
 * the newest written or the sample. Needs the database owner.
 */
export async function searchRowsInStep(db: Db): Promise<boolean> {
  const { rows } = await sql<{ in_step: boolean }>`select
      (select count(*) from public.jobs where status = 'approved') = (select count(*) from public.job_search_rows)
      and (select coalesce(sum(n), 0) from public.job_facet_counts) = (select count(*) from public.job_search_rows)
      and not exists (
        select 1
        from (
          (select j from public.jobs j where j.status = 'approved' order by j.updated_at desc limit 200)
          union all
          (select j from public.jobs j where j.status = 'approved' order by j.id limit 200)
        ) as sample
        left join public.job_search_rows r on r.id = (sample.j).id
        where r is null or r is distinct from public.job_search_row_of(sample.j)
      ) as in_step`.execute(db);
  return rows[0]!.in_step;
}

/**
 * One more approved job like the newest (its category and country are among the board's largest),
 * published now, so no build made before has its page: its slug.
 */
export async function approveOneLikeNewest(db: Db): Promise<string> {
  const { rows } = await sql<{
    slug: string;
  }>`insert into public.jobs (company_name, job_title, job_description, location, salary_range, contact_email, category, application_url, status)
    select company_name, job_title || ' (approved now)', job_description, location, salary_range, contact_email, category, application_url, 'approved'
    from public.jobs where status = 'approved' order by coalesce(published_at, created_at) desc limit 1
    returning slug`.execute(db);
  return rows[0]!.slug;
}
