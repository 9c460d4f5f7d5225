import { sql, type RawBuilder } from 'kysely';
import { topicAlternation, topicCategory, topics, type Topic } from '~/lib/jobs/topics';
import { prefixTsQuery } from '~/lib/jobs/search';

// What "a job matches these filters" means, in ONE place: the live search (searchPublicJobs) and
// the alert digests (src/server/digests) both build their SQL from here, so a saved search mails
// exactly the jobs /jobs shows for it. A TypeScript builder rather than one SQL function over
// (job, filters): the search passes its filters as values, which PostgreSQL folds away when empty
// and answers from the indexes; the digest passes columns of a table of the batch's distinct
// filters and matches them all in one statement. A new filter (issue 15: whole-word keywords,
// city, date) is one more field here and in keywordMatch below.

/** A filter as SQL: a bound value (the search) or a column of the digest's filter table; null = no filter. */
export type FilterSql<T> = RawBuilder<T | null>;

export interface JobFilterSql {
  category: FilterSql<string>;
  /** A country slug, or 'remote' (remote jobs anywhere). */
  country: FilterSql<string>;
  /** true: remote jobs only. */
  remote: FilterSql<boolean>;
  topic: FilterSql<string>;
}

/** jobHasTopic (src/lib/jobs/topics.ts) in SQL, from the same keyword tables. */
function topicCondition(topic: Topic) {
  const other: Topic = topic === 'healthcare' ? 'teaching' : 'healthcare';
  const words = (t: Topic) => `\\m(?:${topicAlternation(t, '\\M')})`;
  return sql<boolean>`case
    when category = ${topicCategory[topic]} then true
    when category = ${topicCategory[other]} then false
    when job_title ~* ${words(topic)} then true
    when job_title ~* ${words(other)} then false
    else job_description ~* ${words(topic)} and job_description !~* ${words(other)}
  end`;
}

/**
 * The non-keyword filters over the columns of a public job (category, country, is_remote,
 * job_title, job_description, unqualified): each is true when its filter is null.
 */
export function jobFiltersCondition(f: JobFilterSql): RawBuilder<boolean> {
  const topicCases = topics.map((t) => sql`when ${t} then ${topicCondition(t)}`);
  return sql<boolean>`(${f.category}::text is null or category = ${f.category}::text)
    and (${f.country}::text is null or (case when ${f.country}::text = 'remote' then is_remote else country = ${f.country}::text end))
    and (${f.remote}::boolean is not true or is_remote)
    and (${f.topic}::text is null or (case ${f.topic}::text ${sql.join(topicCases, sql` `)} else false end))`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keyword filter's two arguments of public.public_job_ids_matching (the SQL that matches a
 * keyword with the search indexes): a case-insensitive substring of title or company, or every
 * word as a prefix anywhere in title, company or description.
 */
export function keywordMatch(q: string): { pattern: string; words: string | null } {
  return { pattern: likePattern(q), words: prefixTsQuery(q) ?? null };
}
