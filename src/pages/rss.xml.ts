import type { APIRoute } from 'astro';
import { newestJobs } from '~/server/jobs/built-jobs';
import { rssItemLimit, rssXml } from '~/lib/seo/feeds';

export const GET: APIRoute = async ({ site, url }) =>
  new Response(rssXml(await newestJobs(rssItemLimit), (site ?? url).origin, new Date()), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
