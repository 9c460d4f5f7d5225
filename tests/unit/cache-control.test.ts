import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every Cache-Control the site and the local proxy send is a named policy of
// src/server/http/cache-control.ts; a value written anywhere else would drift from it.

const root = fileURLToPath(new URL('../../', import.meta.url));
const home = 'src/server/http/cache-control.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|mts|tsx|astro|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** A cache directive written as a literal: 'no-store', 'public, max-age=…', s-maxage=…. */
const cacheLiteral = /['"`][^'"`]*\b(no-store|s-maxage=|max-age=\d+(,|['"`])|must-revalidate|immutable)[^'"`]*['"`]/;

describe('cache-control', () => {
  it('has one home: no other file writes a cache policy', () => {
    const offenders = ['src', 'scripts', 'netlify']
      .flatMap(sources)
      .filter((file) => file !== home)
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => cacheLiteral.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !line.includes("'max-age=63072000'"))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
