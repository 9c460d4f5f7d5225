import { sql, type RawBuilder } from 'kysely';
import { searchWords } from '~/lib/jobs/search';
import { packageItems, type PackageItem } from '~/lib/jobs/job-facts';
import { experienceLevels, licenceSlugs } from '~/lib/jobs/licences';

// What "a job matches these filters" means, in ONE place: the live search (searchPublicJobs) and
// the alert digests (src/server/digests) both build their SQL from here, so a saved search mails
// exactly the jobs /jobs shows for it. A TypeScript builder rather than one SQL function over
// (job, filters): the search passes its filters as values, which PostgreSQL folds away when empty
// and answers from the indexes; the digest passes columns of a table of the batch's distinct
// filters and matches them all in one statement. Both read public.job_search_rows with its stored
// filter columns (searchRowFilterColumns); keywords match through the search index
// (public.public_job_search for the search, the same match without its rank,
// public.public_job_ids_matching_words, for the digests; keywordWords below); "posted within" and
// the sort belong to the live search only (a saved search has neither).

/** A filter as SQL: a bound value (the search) or a column of the digest's filter table; null = no filter. */
export type FilterSql<T> = RawBuilder<T | null>;

export interface JobFilterSql {
  category: FilterSql<string>;
  /** A country slug, or 'remote' (old links and alerts: remote jobs anywhere). */
  country: FilterSql<string>;
  /** A city slug (jobs.city, normalised from the location by the database). */
  city: FilterSql<string>;
  /** true: remote jobs only. */
  remote: FilterSql<boolean>;
  topic: FilterSql<string>;
  /** Minimum pay per month in AED (public.salary_monthly_aed). */
  minSalary: FilterSql<number>;
  /** An employment type. */
  type: FilterSql<string>;
  /** 'provided': the visa is provided. */
  visa: FilterSql<string>;
  /** 'open': open to all nationalities. */
  nationality: FilterSql<string>;
  /** Package items, all required. */
  package: FilterSql<string[]>;
  /** A licensing authority slug. */
  licence: FilterSql<string>;
  /** An experience level. */
  level: FilterSql<string>;
  /** true: jobs of verified employers only. */
  verified: FilterSql<boolean>;
}

/**
 * The two filter inputs a row gives in one of two forms: a public.public_jobs row computes them
 * (publicJobFilterColumns), a public.job_search_rows row stores them (searchRowFilterColumns).
 */
export interface JobFilterColumns {
  /** Pay per month in AED (exact, or floored to whole dirhams: the minimums are whole, so both compare alike). */
  salaryAed: RawBuilder<number | null>;
  /** public.package_mask of the package items. */
  packageMask: RawBuilder<number | null>;
  /** public.job_topics of category, title and description (jobHasTopic of src/lib/jobs/topics.ts in SQL). */
  topics: RawBuilder<string[]>;
  /** The licence authority's code (its place in licenceSlugs from 1, as public.search_codes holds it; 0 for none). */
  licenceCode: RawBuilder<number>;
  /** The experience level's code (its place in experienceLevels from 1; 0 for none). */
  levelCode: RawBuilder<number>;
  /** Whether the job's company is verified (jobs.company_verified). */
  verified: RawBuilder<boolean>;
}

// The codes of the licence authorities and levels are fixed by the migration that seeds them in
// the order of these lists, so a code is found without reading public.search_codes.
const codeOf = (slugs: readonly string[], slug: RawBuilder<unknown>) =>
  sql<number>`coalesce(array_position(${sql.val(slugs)}::text[], ${slug}), 0)`;

/** Over the columns of public.public_jobs (computed per job: for a query over jobs or public_jobs). */
export const publicJobFilterColumns: JobFilterColumns = {
  salaryAed: sql`public.salary_monthly_aed(salary_min, salary_max, salary_currency, salary_period)`,
  packageMask: sql`public.package_mask(package_items)`,
  topics: sql`public.job_topics(category, job_title, job_description)`,
  licenceCode: codeOf(licenceSlugs, sql`licence_authority`),
  levelCode: codeOf(experienceLevels, sql`experience_level`),
  verified: sql<boolean>`company_verified`,
};

/** Over the columns of public.job_search_rows and public.public_job_search (the live search and the alert digests). */
export const searchRowFilterColumns: JobFilterColumns = {
  salaryAed: sql`salary_aed`,
  packageMask: sql`package_mask`,
  topics: sql`topics`,
  licenceCode: sql<number>`((facet_key >> 50) & 15)::int`,
  levelCode: sql<number>`((facet_key >> 54) & 7)::int`,
  verified: sql<boolean>`((facet_key >> 57) & 1) = 1`,
};

/** One condition of jobFiltersCondition, so the search's facets can leave one out. */
export function jobFilterConditions(
  f: JobFilterSql,
  { salaryAed, packageMask, topics, licenceCode, levelCode, verified }: JobFilterColumns = publicJobFilterColumns,
) {
  const wanted = sql<number | null>`public.package_mask(${f.package}::text[])`;
  return {
    category: sql<boolean>`(${f.category}::text is null or category = ${f.category}::text)`,
    country: sql<boolean>`(${f.country}::text is null or (case when ${f.country}::text = 'remote' then is_remote else country = ${f.country}::text end))`,
    city: sql<boolean>`(${f.city}::text is null or city = ${f.city}::text)`,
    remote: sql<boolean>`(${f.remote}::boolean is not true or is_remote)`,
    topic: sql<boolean>`(${f.topic}::text is null or ${f.topic}::text = any(${topics}))`,
    // No salary, or no pay period: never at least any minimum. Minimums are whole dirhams.
    minSalary: sql<boolean>`(${f.minSalary}::bigint is null or coalesce(${salaryAed} >= ${f.minSalary}::bigint, false))`,
    type: sql<boolean>`(${f.type}::text is null or employment_type = ${f.type}::text)`,
    visa: sql<boolean>`(${f.visa}::text is null or visa = ${f.visa}::text)`,
    // Open to all nationalities only: jobs for GCC nationals or the country's nationals, and jobs
    // that do not say, are left out.
    nationality: sql<boolean>`(${f.nationality}::text is null or nationality = 'all')`,
    // Every chosen item (package_items @> the choice, as bits).
    package: sql<boolean>`(${f.package}::text[] is null or coalesce(${packageMask} & ${wanted} = ${wanted}, false))`,
    // An unknown slug has code 0, which only "none" has: it matches nothing.
    licence: sql<boolean>`(${f.licence}::text is null or (${codeOf(licenceSlugs, sql`${f.licence}::text`)} <> 0 and ${licenceCode} = ${codeOf(licenceSlugs, sql`${f.licence}::text`)}))`,
    level: sql<boolean>`(${f.level}::text is null or (${codeOf(experienceLevels, sql`${f.level}::text`)} <> 0 and ${levelCode} = ${codeOf(experienceLevels, sql`${f.level}::text`)}))`,
    verified: sql<boolean>`(${f.verified}::boolean is not true or ${verified})`,
  };
}

/**
 * The non-keyword filters over the columns of a public job (category, country, city, is_remote,
 * job_title, job_description and the facts: employment_type, salary_*, visa, nationality,
 * package_items), or of a job_search_rows row with searchRowFilterColumns (the alert digests):
 * each is true when its filter is null.
 */
export function jobFiltersCondition(f: JobFilterSql, columns: JobFilterColumns = publicJobFilterColumns): RawBuilder<boolean> {
  const c = jobFilterConditions(f, columns);
  return sql<boolean>`${c.category} and ${c.country} and ${c.city} and ${c.remote} and ${c.topic}
    and ${c.minSalary} and ${c.type} and ${c.visa} and ${c.nationality} and ${c.package} and ${c.licence} and ${c.level} and ${c.verified}`;
}

/**
 * The argument of public.public_job_search / public_job_ids_matching_words (the SQL that matches a keyword with the search
 * index): the words of the text, each a whole word or a word prefix in title, company, location or
 * description, all required; null when the text has no words (then nothing is filtered).
 */
export function keywordWords(q: string): string | null {
  return searchWords(q) ?? null;
}

/** A filter as a test on public.job_search_rows.facet_key: the key's bits under mask must equal value. */
export interface KeyTest {
  mask: RawBuilder<string>;
  value: RawBuilder<string>;
}

/**
 * The filters of jobFilterConditions (but the salary and the topic, which the key does not hold)
 * as tests on facet_key, the codes of a search row packed into one integer (layout in migration
 * 20261124115327_add_search_facet_keys.sql): the search's facet counts group on the key, not on
 * text. Each test is 0 = 0 when its filter is null; a value the codes do not know sets a bit no key
 * has, so nothing matches (as with text). tests/integration/job-search-facets.test.ts checks the
 * counts they give against the searches themselves.
 */
export function jobFilterKeyTests(
  f: JobFilterSql,
): Record<
  'category' | 'country' | 'city' | 'remote' | 'type' | 'visa' | 'nationality' | 'package' | 'licence' | 'level' | 'verified',
  KeyTest
> {
  const none = sql<string>`0::bigint`;
  const never = sql<string>`(1::bigint << 62)`;
  const field = (kind: string, shift: number, width: number, slug: RawBuilder<unknown>): KeyTest => ({
    mask: sql<string>`(case when ${slug} is null then 0::bigint else ${(1 << width) - 1}::bigint << ${shift}::int end)`,
    value: sql<string>`(case when ${slug} is null then 0::bigint
      else coalesce((select c.code::bigint << ${shift}::int from public.search_codes c where c.kind = ${kind}::text and c.slug = ${slug}), ${never}) end)`,
  });
  const remoteBit = sql<string>`(1::bigint << 32)`;
  const verifiedBit = sql<string>`(1::bigint << 57)`;
  const wanted = sql`public.package_mask(${f.package}::text[])::bigint`;
  return {
    country: {
      mask: sql<string>`(case when ${f.country}::text is null then ${none} when ${f.country}::text = 'remote' then ${remoteBit} else 15::bigint end)`,
      value: sql<string>`(case when ${f.country}::text is null then ${none} when ${f.country}::text = 'remote' then ${remoteBit}
        else coalesce((select c.code::bigint from public.search_codes c where c.kind = 'country' and c.slug = ${f.country}::text), ${never}) end)`,
    },
    city: field('city', 4, 16, sql`${f.city}::text`),
    category: field('category', 20, 12, sql`${f.category}::text`),
    remote: {
      mask: sql<string>`(case when ${f.remote}::boolean is true then ${remoteBit} else ${none} end)`,
      value: sql<string>`(case when ${f.remote}::boolean is true then ${remoteBit} else ${none} end)`,
    },
    type: field('type', 33, 3, sql`${f.type}::text`),
    visa: field('visa', 36, 2, sql`${f.visa}::text`),
    // Open to all nationalities: the code of 'all'.
    nationality: field('nationality', 38, 3, sql`case when ${f.nationality}::text is not null then 'all' end`),
    package: {
      mask: sql<string>`(case when ${f.package}::text[] is null then ${none} else coalesce(${wanted} << 41, ${none}) end)`,
      value: sql<string>`(case when ${f.package}::text[] is null then ${none} else coalesce(${wanted} << 41, ${never}) end)`,
    },
    licence: field('licence', 50, 4, sql`${f.licence}::text`),
    level: field('level', 54, 3, sql`${f.level}::text`),
    verified: {
      mask: sql<string>`(case when ${f.verified}::boolean is true then ${verifiedBit} else ${none} end)`,
      value: sql<string>`(case when ${f.verified}::boolean is true then ${verifiedBit} else ${none} end)`,
    },
  };
}

/** The key tests as one mask and one value, each computed once (an init plan): a key passes when key & mask = value. */
export function keyMaskValue(tests: KeyTest[]): { mask: RawBuilder<string>; value: RawBuilder<string> } {
  if (tests.length === 0) return { mask: sql<string>`0::bigint`, value: sql<string>`0::bigint` };
  return {
    mask: sql<string>`(select ${sql.join(
      tests.map((t) => t.mask),
      sql` | `,
    )})`,
    value: sql<string>`(select ${sql.join(
      tests.map((t) => t.value),
      sql` | `,
    )})`,
  };
}

/** Whether a facet_key passes all these key tests: one AND and one comparison per row (the masks are computed once). */
export function keyPasses(key: RawBuilder<unknown>, tests: KeyTest[]): RawBuilder<boolean> {
  if (tests.length === 0) return sql<boolean>`true`;
  const { mask, value } = keyMaskValue(tests);
  return sql<boolean>`((${key} & ${mask}) = ${value})`;
}

/** public.package_mask in TypeScript: each item's bit is 1 << its place in packageItems (the order of the SQL). */
export const packageMaskOf = (items: readonly PackageItem[]): number =>
  items.reduce((mask, item) => mask | (1 << packageItems.indexOf(item)), 0);
