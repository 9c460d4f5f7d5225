import type { APIRoute } from 'astro';
import { approvedJobs } from '~/server/jobs/built-jobs';
import { rssXml } from '~/lib/seo/feeds';

export const GET: APIRoute = async ({ site, url }) =>
  new Response(rssXml(await approvedJobs(), (site ?? url).origin, new Date()), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
