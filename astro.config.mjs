// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { writeFile } from 'node:fs/promises';
import { pathForms } from './src/lib/path-forms.ts';
import { netlifyHeadersFile, pageCspDirectives } from './src/server/http/security-headers.ts';
import { readEnv } from './src/server/env.ts';
import { bodyLimits } from './src/server/http/body-limits.ts';

// Netlify sets NETLIFY=true in its builds; everywhere else the same code runs on Node
// (npm start, self-hosting), served by scripts/start.ts (a proxy in front of a standalone build, swapped on rebuild).
const env = readEnv();
const onNetlify = env.NETLIFY === 'true';
const site = env.SITE_URL;

// Old and alternative addresses (spec 001 section 2), answered with a real 301: @astrojs/node
// serves them from its server and @astrojs/netlify writes them into _redirects. Not in the sitemap.
const redirects = {
  '/gcc-salary-guide-2024': '/salary-guide',
  '/middle-east-career-advice': '/career-advice',
  '/articles/dha-license-guide': '/dha-license-uae',
  '/articles/remote-work-saudi': '/article/remote-work-saudi-arabia',
  '/career-advice/cv-writing-guide': '/article/cv-writing-guide',
  '/career-advice/dha-license-guide': '/dha-license-uae',
};
const redirectSources = new Set(Object.keys(redirects));
// Job pages are listed by src/pages/sitemap-jobs.xml.ts with each job's lastmod; /jobs/{word}
// listings stay here. Pages that must not be indexed (sign-in, admin screens, the search redirect, confirmations, /job/{id}
// duplicates of /jobs/{slug}) are left out.
const listingWords = new Set([...pathForms.map((f) => f.word)]);
const unlisted = /^\/(auth|404|newsletter-thank-you|subscription-confirmed|unsubscribed|scrape-jobs|analytics|search|events\/updates-requested|interview-coaching\/request-sent|post-job\/submitted)\/?$|^\/(job|auth|admin)\//;
/** @param {string} page */
const inSitemap = (page) => {
  const { pathname } = new URL(page);
  const jobWord = pathname.match(/^\/jobs\/([^/]+)\/?$/)?.[1];
  return !unlisted.test(pathname) && !redirectSources.has(pathname.replace(/(.)\/$/, '$1')) && (!jobWord || listingWords.has(jobWord));
};
const builtAt = new Date();
/** Canonical addresses have no trailing slash; the sitemap says the same. @param {import('@astrojs/sitemap').SitemapItem} item */
const withoutTrailingSlash = (item) => ({ ...item, url: item.url.replace(/(.)\/$/, '$1') });
/** Netlify serves static files with the headers of dist/_headers (functions set their own in src/middleware.ts). @type {import('astro').AstroIntegration} */
const netlifyHeaders = {
  name: 'netlify-security-headers',
  hooks: { 'astro:build:done': async ({ dir }) => (onNetlify ? writeFile(new URL('_headers', dir), netlifyHeadersFile()) : undefined) },
};

export default defineConfig({
  site,
  output: 'static',
  outDir: env.BUILD_OUT_DIR,
  // The local proxy refuses bodies over 1 MB first (src/server/http/body-limits.ts); this is the
  // same cap for a standalone server run without it (the adapter's default is 1 GB).
  adapter: onNetlify ? netlify() : node({ mode: 'standalone', bodySizeLimit: 1024 * 1024 }),
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: inSitemap, serialize: withoutTrailingSlash, lastmod: builtAt, customSitemaps: [`${site}/sitemap-jobs.xml`] }),
    netlifyHeaders,
  ],
  redirects,
  // csp: Astro hashes every script and style it emits (islands' hydration included) into a
  // per-page policy, a <meta> on prerendered pages and a header on on-demand ones; the beacon in
  // Base.astro adds its own hash. Headers a <meta> cannot carry: src/server/http/security-headers.ts.
  // actionBodySizeLimit: no action reads more than a job posting (src/server/http/body-limits.ts).
  security: { checkOrigin: true, actionBodySizeLimit: bodyLimits.job, csp: { directives: [...pageCspDirectives] } },
  vite: { plugins: [tailwindcss()] },
});
