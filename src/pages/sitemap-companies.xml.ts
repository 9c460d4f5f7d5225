import type { APIRoute } from 'astro';
import { db } from '~/server/db/client';
import { cachePolicies } from '~/server/http/cache-control';
import { companySitemapXml } from '~/server/seo/company-sitemap';

export const prerender = false;

// The company pages' sitemap, from the database when asked (named by the index the build writes).
export const GET: APIRoute = async ({ site, url }) =>
  new Response(await companySitemapXml(db(), (site ?? url).origin), {
    headers: { 'content-type': 'application/xml; charset=utf-8', ...cachePolicies.companySitemap },
  });
