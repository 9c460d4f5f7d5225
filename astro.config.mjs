// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inSitemap, redirects } from './src/lib/pages/registry.ts';
import { netlifyHeadersFile, pageCspDirectives, siteWidePagePolicy, withHeaderCsp } from './src/server/http/security-headers.ts';
import { readEnv } from './src/server/env.ts';
import { bodyLimits } from './src/server/http/body-limits.ts';
import { jobSitemapIndexEntries } from './src/server/seo/job-sitemaps-at-build.ts';

// Netlify sets NETLIFY=true in its builds; everywhere else the same code runs on Node
// (npm start, self-hosting), served by scripts/start.ts (a proxy in front of a standalone build, swapped on rebuild).
const env = readEnv();
const onNetlify = env.NETLIFY === 'true';
const site = env.SITE_URL;

/** Canonical addresses have no trailing slash; the sitemap says the same. @param {import('@astrojs/sitemap').SitemapItem} item */
const withoutTrailingSlash = (item) => ({
  ...item,
  url: item.url.replace(/(.)\/$/, '$1'),
  ...(item.links ? { links: item.links.map((l) => ({ ...l, url: l.url.replace(/(.)\/$/, '$1') })) } : {}),
});
/** The job sitemaps are read from the database when asked; the index the build writes names their parts. @type {import('astro').AstroIntegration} */
const jobSitemaps = {
  name: 'job-sitemaps',
  hooks: { 'astro:build:done': ({ dir }) => jobSitemapIndexEntries(new URL('sitemap-index.xml', dir), site, env.DATABASE_URL) },
};
/** The resolved config, for the static page headers' paths (set when Astro has it). */
let config = /** @type {import('astro').AstroConfig | undefined} */ (undefined);
/**
 * Netlify serves static files with the headers of dist/_headers (functions set their own in
 * src/middleware.ts), and each prerendered page with its own Content-Security-Policy (Astro's
 * hashes, `staticHeaders` below), which the Netlify adapter lists in .netlify/v1/config.json: ours
 * is added to each there, so a page has both whichever rule Netlify applies. The Node adapter lists
 * them in dist/_headers.json for its server, which finds a page's entry by substring: shortest
 * first, a page's own entry is the first that matches. The adapter's hooks run before these.
 * @type {import('astro').AstroIntegration}
 */
const staticPageHeaders = {
  name: 'static-page-headers',
  hooks: {
    'astro:config:done': ({ config: done }) => {
      config = done;
    },
    'astro:build:done': async ({ dir }) => {
      if (!config) return;
      if (onNetlify) {
        const configFile = new URL('.netlify/v1/config.json', config.root);
        const deploy = JSON.parse(await readFile(configFile, 'utf8'));
        const pagePolicies = (deploy.headers ?? [])
          .map((/** @type {{ values: Record<string, string> }} */ rule) => rule.values['Content-Security-Policy'])
          .filter(Boolean);
        await writeFile(new URL('_headers', dir), netlifyHeadersFile(siteWidePagePolicy(pagePolicies)));
        deploy.headers = (deploy.headers ?? []).map((/** @type {{ for: string, values: Record<string, string> }} */ rule) =>
          rule.values['Content-Security-Policy']
            ? { ...rule, values: { ...rule.values, 'Content-Security-Policy': withHeaderCsp(rule.values['Content-Security-Policy']) } }
            : rule,
        );
        await writeFile(configFile, JSON.stringify(deploy));
      } else {
        const headersFile = new URL('_headers.json', config.outDir);
        const entries = JSON.parse(await readFile(headersFile, 'utf8').catch(() => '[]'));
        entries.sort(
          (/** @type {{ pathname: string }} */ a, /** @type {{ pathname: string }} */ b) => a.pathname.length - b.pathname.length,
        );
        await writeFile(headersFile, JSON.stringify(entries));
      }
    },
  },
};

/**
 * The production server bundle (`astro build`; `astro dev` keeps Vite's defaults):
 * - its dependencies are bundled with it (resolve.noExternal), so a fresh server process (a cold
 *   function) loads a few dozen chunks instead of resolving and compiling some thousand files of
 *   node_modules: its first page costs about half the CPU (docs/benchmarks.md, bench:first-render).
 *   sharp stays outside: it loads its native binary by a path of its own (Astro's image service,
 *   which no page uses, imports it only when asked);
 * - they choose their production code (React's server renderer among them) at build time, not by
 *   the NODE_ENV of the process that runs them (the local server sets none; a Netlify function has
 *   only what the site's settings give it).
 * @type {import('vite').Plugin}
 */
const productionServer = {
  name: 'production-server-bundle',
  configEnvironment: (name, _config, { command }) =>
    name === 'ssr' && command === 'build'
      ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, resolve: { noExternal: true, external: ['sharp'] } }
      : undefined,
};

/** client:use — hydrate an island when the visitor first reaches for it (src/islands/hydrate-on-use.ts). @type {import('astro').AstroIntegration} */
const hydrateOnUse = {
  name: 'hydrate-on-use',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'use', entrypoint: fileURLToPath(new URL('./src/islands/hydrate-on-use.ts', import.meta.url)) }),
  },
};

export default defineConfig({
  site,
  output: 'static',
  outDir: env.BUILD_OUT_DIR,
  // The local proxy refuses bodies over 1 MB first (src/server/http/body-limits.ts); this is the
  // same cap for a standalone server run without it (the adapter's default is 1 GB).
  adapter: onNetlify ? netlify({ staticHeaders: true }) : node({ mode: 'standalone', bodySizeLimit: 1024 * 1024, staticHeaders: true }),
  integrations: [
    react(),
    hydrateOnUse,
    mdx(),
    // /jobs and /ar/jobs are rendered on demand; the integration lists such pages itself (a custom
    // entry for them listed each twice).
    sitemap({
      filter: inSitemap,
      serialize: withoutTrailingSlash,
      // No lastmod: the build's time on every page said each changed at every rebuild (an approval
      // rewrote this file and the index), which search engines learn to ignore. The job and company
      // sitemaps give each entry its own last change.
      // Each page and its Arabic mirror (/ar/…) name each other.
      i18n: { defaultLocale: 'en', locales: { en: 'en', ar: 'ar' } },
    }),
    // After the sitemap integration, whose index it completes.
    jobSitemaps,
    staticPageHeaders,
  ],
  redirects,
  // csp: Astro hashes every script and style it emits (islands' hydration included) into a
  // per-page policy, a <meta> on prerendered pages and a header on on-demand ones; the beacon in
  // Base.astro adds its own hash. Headers a <meta> cannot carry: src/server/http/security-headers.ts.
  // actionBodySizeLimit: no action reads more than a job posting (src/server/http/body-limits.ts).
  // checkOrigin: off here because Astro's check runs before any middleware and would refuse the
  // one-click unsubscribe mail providers POST from their servers (RFC 8058); src/middleware.ts
  // applies the same rule to every other route (src/server/http/origin.ts, refusesCrossSiteWrite).
  security: { checkOrigin: false, actionBodySizeLimit: bodyLimits.job, csp: { directives: [...pageCspDirectives] } },
  vite: { plugins: [tailwindcss(), productionServer] },
});
