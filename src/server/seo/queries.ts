import type { Selectable } from 'kysely';
import type { Db } from '~/server/db/client';
import type { SeoOverridesTable } from '~/server/db/schema';
import { asUserActor, visitor, withActor } from '~/server/db/context';
import type { SessionUser } from '~/server/auth/types';
import type { SeoOverrideInput, StoredSeoOverride } from '~/lib/seo/overrides';

type Row = Selectable<SeoOverridesTable>;

const toOverride = (row: Row): StoredSeoOverride => ({
  path: row.path,
  title: row.title,
  description: row.description,
  keywords: row.keywords,
  ogTitle: row.og_title,
  ogDescription: row.og_description,
  ogImage: row.og_image,
  noindex: row.noindex,
  updatedAt: row.updated_at.toISOString(),
});

/** Every override, read as the visitor (they are public metadata: the build reads them this way). */
export async function allSeoOverrides(db: Db): Promise<StoredSeoOverride[]> {
  const rows = await withActor(db, visitor, (trx) => trx.selectFrom('seo_overrides').selectAll().orderBy('path').execute());
  return rows.map(toOverride);
}

/**
 * Saves one page's override as the user (RLS: admins only); a trigger stamps who and when and
 * queues a rebuild in the same transaction.
 */
export async function saveSeoOverride(db: Db, user: SessionUser, input: SeoOverrideInput): Promise<StoredSeoOverride> {
  const values = {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    og_title: input.ogTitle,
    og_description: input.ogDescription,
    og_image: input.ogImage,
    noindex: input.noindex,
  };
  const row = await withActor(db, asUserActor(user.claims), (trx) =>
    trx
      .insertInto('seo_overrides')
      .values({ path: input.path, ...values })
      .onConflict((oc) => oc.column('path').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toOverride(row);
}

/** Removes a page's override (the page goes back to its built-in metadata); false when there was none. */
export async function deleteSeoOverride(db: Db, user: SessionUser, path: string): Promise<boolean> {
  const result = await withActor(db, asUserActor(user.claims), (trx) =>
    trx.deleteFrom('seo_overrides').where('path', '=', path).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}
