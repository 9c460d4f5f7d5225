import { z } from '~/lib/zod';

// The site's content as the digest sees it: events and articles are Astro content collections,
// which a Netlify function cannot read, so the build publishes them as /digest-feed.json and the
// digest run fetches it (tests pass the same shape directly).

const slug = z.string().regex(/^[a-z0-9][a-z0-9/-]{0,199}$/);

export const digestFeedSchema = z.object({
  articles: z.array(
    z.object({
      slug,
      title: z.string().min(1).max(300),
      url: z.url(),
      description: z.string().optional(),
      /** YYYY-MM-DD, the first publication date. */
      date: z.string(),
    }),
  ),
  events: z.array(
    z.object({
      slug,
      title: z.string().min(1).max(300),
      url: z.url(),
      /** ISO date-time with the Gulf offset. */
      start: z.string(),
      end: z.string(),
      /** "March 15–16, 2027, Dubai": the line under the title in e-mails. */
      when: z.string(),
    }),
  ),
});
export type DigestFeed = z.infer<typeof digestFeedSchema>;

/** Where the site publishes the feed. */
export const digestFeedPath = '/digest-feed.json';
