import { CamelCasePlugin, type Insertable, type Kysely } from 'kysely';
import type { Database, JobsTable, PublicJobsView } from './schema';

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
/** A table's type with its columns named in camelCase (job_title → jobTitle). */
type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

/** The jobs tables as the jobs code reads and writes them: camelCase, as PublicJob and the post form name the fields. */
export interface JobTables {
  jobs: CamelCased<JobsTable>;
  publicJobs: CamelCased<PublicJobsView>;
}
export type NewJobRow = Insertable<JobTables['jobs']>;

const camelCase = new CamelCasePlugin();

/**
 * The same connection (or transaction) speaking camelCase for the jobs tables: Kysely's
 * CamelCasePlugin writes jobTitle as job_title in the SQL it builds and turns job_title back into
 * jobTitle in every row it returns. Raw `sql` text is sent as written (snake_case there), but the
 * keys of the rows it returns are converted too.
 */
export function jobTables(db: Kysely<Database>): Kysely<JobTables> {
  // The plugin renames identifiers only, so the same executor serves the camelCase schema; Kysely
  // types a plugin as keeping the schema, hence the one cast.
  return db.withPlugin(camelCase) as unknown as Kysely<JobTables>;
}
