// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';

// Netlify sets NETLIFY=true in its builds; everywhere else the same code runs on Node
// (npm start, self-hosting), served by scripts/start.ts (a proxy in front of a standalone build, swapped on rebuild).
const onNetlify = process.env.NETLIFY === 'true';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: process.env.BUILD_OUT_DIR ?? './dist',
  adapter: onNetlify ? netlify() : node({ mode: 'standalone' }),
  integrations: [react(), mdx(), sitemap()],
  security: { checkOrigin: true },
  vite: { plugins: [tailwindcss()] },
});
