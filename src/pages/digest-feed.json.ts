import type { APIRoute } from 'astro';
import { allArticles, allEvents } from '~/content';
import { eventDateLabel } from '~/lib/events';
import type { DigestFeed } from '~/lib/digests/feed';
import { gulfDate } from '~/lib/gulf-time';

// The content the digest run mails (new career articles, new upcoming events), built with the site:
// the scheduled function cannot read content collections. Not a page: not in the sitemap, not tracked.
export const GET: APIRoute = async ({ site, url }) => {
  const origin = (site ?? url).origin;
  const feed: DigestFeed = {
    articles: (await allArticles()).map((a) => ({
      slug: a.data.route.slice(1),
      title: a.data.title,
      url: `${origin}${a.data.route}`,
      description: a.data.description,
      date: gulfDate(a.data.publishedOn),
    })),
    events: (await allEvents()).map((e) => ({
      slug: e.id,
      title: e.name,
      url: `${origin}${e.path}`,
      start: e.start,
      end: e.end,
      when: `${eventDateLabel(e)}, ${e.venue.city}`,
    })),
  };
  return new Response(JSON.stringify(feed), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
