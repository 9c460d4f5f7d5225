import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The whole job list is the static build's: a layout or an on-demand route that reaches it makes
// every server process load every job (a cold function that grows with the board). Read from the
// source as text, following imports through .astro, .ts and .tsx files.

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const jobList = join(src, 'server/jobs/built-jobs.ts');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.astro`, join(base, 'index.ts')].find((p) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  });
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s*from\s*)?['"]([^'"]+)['"]/g;
const dynamicPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files `file` imports for their values (type-only imports load nothing at run time). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...text.matchAll(importPattern)].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier!),
    ...[...text.matchAll(dynamicPattern)].map(([, specifier]) => specifier!),
  ];
  return specifiers.flatMap((s) => resolveSpecifier(file, s) ?? []);
}

/** The import chain from `start` to `target`, if there is one. */
function chainTo(start: string, target: string): string[] | undefined {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    for (const next of valueImportsOf(chain.at(-1)!)) {
      if (next === target) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return undefined;
}

const onDemandRoutes = filesUnder(join(src, 'pages')).filter(
  (f) => /\.(astro|ts)$/.test(f) && /export\s+const\s+prerender\s*=\s*false/.test(readFileSync(f, 'utf8')),
);
const layouts = filesUnder(join(src, 'layouts')).filter((f) => f.endsWith('.astro'));
const rel = (f: string) => relative(root, f);

describe('the whole job list stays out of on-demand code', () => {
  it('finds the on-demand routes and the layouts it checks', () => {
    expect(onDemandRoutes.map(rel)).toContain('src/pages/jobs/[...slug].astro');
    expect(onDemandRoutes.map(rel)).toContain('src/pages/api/jobs.ts');
    expect(layouts.map(rel)).toContain('src/layouts/Base.astro');
  });

  it.each([...layouts, ...onDemandRoutes].map(rel))('%s does not import the build’s job list', (file) => {
    const chain = chainTo(join(root, file), jobList);
    expect(chain?.map(rel).join(' → ')).toBeUndefined();
  });

  it('follows imports through components (the check can fail)', () => {
    expect(chainTo(join(src, 'pages/[listing].astro'), jobList)?.map(rel)).toContain('src/server/jobs/built-jobs.ts');
  });

  it('keeps the jobs out of the content layer, whose data every page that reads content loads', () => {
    const config = readFileSync(join(src, 'content.config.ts'), 'utf8');
    const collections = /export const collections = \{([^}]*)\}/.exec(config)?.[1];
    expect(collections, 'src/content.config.ts exports its collections').toBeDefined();
    expect(collections!.split(',').map((name) => name.trim())).not.toContain('jobs');
    expect(config).not.toMatch(/from '~\/server\/(jobs|loaders\/approved-jobs)/);
  });
});
