import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { cachePolicies, noStore } from '~/server/http/cache-control';
import { parseJobSitemapPart } from '~/lib/seo/job-sitemap-parts';
import { jobSitemapPartXml } from '~/server/seo/job-sitemaps';

export const prerender = false;

// One part of the job pages' sitemap, from the database (src/server/seo/job-sitemaps.ts); with the
// database down the middleware answers 503 (src/server/http/database-down.ts).
export const GET: APIRoute = async ({ params, site, url }) => {
  const part = parseJobSitemapPart(params.part);
  if (!part)
    return new Response('No such sitemap.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': noStore },
    });
  return new Response(await jobSitemapPartXml(db(), part, (site ?? url).origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', ...cachePolicies.jobSitemap },
  });
};
