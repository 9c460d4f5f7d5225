import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { securityHeaders, siteWidePagePolicy } from '~/server/http/security-headers';
import { buildSite } from '~/server/rebuild/build-site';
import { seedDemoData } from '../../scripts/lib/seed/seed';

// The Netlify build (NETLIFY=true: the Netlify adapter) as Netlify would publish it: its _headers
// must say what src/server/http/security-headers.ts says, and its pages carry Astro's hashed CSP.
let database: TestDatabase;
let outDir: string;

/** _headers as Netlify reads it: a path line, then indented `name: value` lines. */
const parseHeadersFile = (text: string) => {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules[line.trim()] = current = {};
    else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
};

/** The deploy config's header rules with a Content-Security-Policy: the Netlify adapter's, one per prerendered page. */
const deployHeaders = async () =>
  (
    JSON.parse(await readFile(path.resolve('.netlify/v1/config.json'), 'utf8')) as {
      headers: { for: string; values: Record<string, string> }[];
    }
  ).headers.filter((rule) => rule.values['Content-Security-Policy']);

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db);
  await mkdir('.builds', { recursive: true });
  outDir = await mkdtemp(path.resolve('.builds', 'netlify-test-'));
  await buildSite({
    outDir,
    env: {
      NETLIFY: 'true',
      DATABASE_URL: await appRoleUrl(database),
      SITE_URL: 'https://jobs.example.com',
      SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    },
  });
}, 180_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await database.drop();
});

describe('the Netlify build output', () => {
  it('was preceded by the jobs snapshot, which the build script records (not a content loader)', async () => {
    const row = await database.db.selectFrom('app_state').select('updated_at').where('key', '=', 'jobs_snapshot').executeTakeFirst();
    expect(row?.updated_at).toBeInstanceOf(Date);
  });

  it('has _headers with the one list for every path, HSTS included (Netlify serves HTTPS only)', async () => {
    const rules = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
    // Its policy is the site-wide one, for what has no rule of its own (the not-found page of an unknown address).
    const fallbackPagePolicy = siteWidePagePolicy((await deployHeaders()).map((rule) => rule.values['Content-Security-Policy']!));
    expect(fallbackPagePolicy).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(rules).toEqual({ '/*': securityHeaders({ https: true, fallbackPagePolicy }) });
    expect(rules['/*']!['strict-transport-security']).toBe('max-age=63072000');
  });

  it('gives each prerendered page its CSP as a header (no <meta>): hashed inline scripts only, and ours beside it', async () => {
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).not.toContain('http-equiv="content-security-policy"');
    // The Netlify adapter lists each prerendered page's policy in the deploy config; the build adds ours to each.
    const policies = new Map((await deployHeaders()).map((rule) => [rule.for, rule.values['Content-Security-Policy']]));
    for (const page of ['/', '/ar', '/salary-guide']) {
      const policy = policies.get(page);
      expect(policy, page).toMatch(/^default-src 'self';.*script-src 'self'( 'sha256-[^']+')+;.*, frame-ancestors 'none'/);
      expect(policy, page).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    const jobPages = [...policies.keys()].filter((p) => /^\/(ar\/)?jobs\/[^/]+$/.test(p));
    expect(jobPages.length, 'prerendered job pages with a policy').toBeGreaterThan(40);
  });

  it('has an on-demand function that carries its dependencies bundled, in their production code', async () => {
    // The adapter writes the function beside the project (.netlify/v1/functions/ssr); the packages
    // it copies next to it are what the bundle left outside (sharp, which no page uses, and its parts).
    const fn = path.resolve('.netlify/v1/functions/ssr');
    const copied = await readdir(path.join(fn, 'node_modules'));
    for (const bundled of ['react-dom', 'react', 'pg', 'kysely', 'zod', '@supabase', 'linkedom']) expect(copied).not.toContain(bundled);
    const chunks = await readdir(path.join(fn, '.netlify/build'), { recursive: true });
    const code = await Promise.all(
      chunks.filter((f) => f.endsWith('.mjs')).map((f) => readFile(path.join(fn, '.netlify/build', f), 'utf8')),
    );
    expect(code.join('')).toContain('renderToReadableStream');
    expect(code.join('')).not.toMatch(/process\.env\.NODE_ENV/);
  });
});
