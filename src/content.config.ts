import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { articleSchema } from '~/lib/articles';
import { publicJobSchema } from '~/lib/job';
import { salaryGuideSchema } from '~/lib/salary-guide';
import { closeAllDbs, createDb, db } from '~/server/db/client';
import { isProduction } from '~/server/env';
import { publicJobs } from '~/server/jobs/queries';
import { recordJobsSnapshot } from '~/server/rebuild/queue';
import { allSeoOverrides } from '~/server/seo/queries';
import { storedSeoOverrideSchema } from '~/lib/seo';

/**
 * Every public job (approved, unexpired: RLS decides, read as the visitor) at build time. The
 * job pages, listings and structured data are prerendered from this collection.
 */
const jobs = defineCollection({
  loader: async () => {
    if (!process.env.DATABASE_URL) {
      if (isProduction()) throw new Error('DATABASE_URL is required to build the job pages (see README "Configuration").');
      console.warn('jobs: DATABASE_URL is not set, so no jobs are loaded. Use `npm run build` or `npm start`, which start the embedded database.');
      return [];
    }
    try {
      // Remembered so the rebuild worker knows which expiries this build has not seen yet.
      await recordJobsSnapshot(db());
      return await publicJobs(db());
    } finally {
      await closeAllDbs(); // the build needs no connection after this; an open pool would keep it alive
    }
  },
  schema: publicJobSchema,
});

/**
 * The admins' SEO overrides (/admin/seo-settings), read as the visitor: public metadata that the
 * page head (src/layouts/Base.astro) applies to the page at that path. Saving one rebuilds the site.
 */
const seoOverrides = defineCollection({
  loader: async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      if (isProduction()) throw new Error('DATABASE_URL is required to apply the SEO overrides (see README "Configuration").');
      console.warn('seoOverrides: DATABASE_URL is not set, so pages keep their built-in metadata.');
      return [];
    }
    const own = createDb(url, 1); // its own pool: the jobs loader closes the shared ones when it is done
    try {
      return (await allSeoOverrides(own)).map((o) => ({ id: o.path, ...o }));
    } finally {
      await own.destroy();
    }
  },
  schema: storedSeoOverrideSchema,
});

/** Career articles and interview guides (content/articles/*.mdx); see content/README.md. */
const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/articles' }),
  schema: articleSchema,
});

/** The GCC salary guide (content/salary-guide.yaml): one entry, `gcc`, with every country's figures. */
const salaryGuide = defineCollection({
  loader: file('./content/salary-guide.yaml'),
  schema: salaryGuideSchema,
});

export const collections = { jobs, articles, salaryGuide, seoOverrides };
