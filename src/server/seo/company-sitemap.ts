import type { Db } from '~/server/db/client';
import { visitor, withActor } from '~/server/db/context';
import { companiesSitemapXml } from '~/lib/seo/feeds';
import { companiesPerSitemap } from '~/lib/seo/job-sitemap-parts';

/** The public companies' pages (English and Arabic) with their last change, read as the visitor. */
export async function companySitemapXml(database: Db, siteUrl: string): Promise<string> {
  const companies = await withActor(database, visitor, (trx) =>
    trx
      .selectFrom('companies')
      .select(['slug', 'updated_at'])
      .where('published_at', 'is not', null)
      .orderBy('slug')
      .limit(companiesPerSitemap)
      .execute(),
  );
  return companiesSitemapXml(
    companies.map((c) => ({ slug: c.slug, updatedAt: c.updated_at.toISOString() })),
    siteUrl,
  );
}
