import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports point one way: lib reads the catalogues, the catalogues read nothing but types and each
// other, and no two modules of lib or i18n import each other round a loop. Read from the source as
// text, so a new import that breaks the direction fails here before it fails a reader.

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

interface Import {
  target: string;
  typeOnly: boolean;
}

/** The file a specifier names ('~/lib/x', './x', '../x'), or undefined for a package. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].map((p) => p.replace(/\.ts\.ts$/, '.ts'));
  return candidates.find((p) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  });
}

const importPattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/g;
const dynamicPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const [, , typeKeyword, clause = '', specifier = ''] of text.matchAll(importPattern)) {
    const target = resolveSpecifier(file, specifier);
    if (!target) continue;
    const named = clause.trim();
    // `import { type A, type B }` is as type-only as `import type { A, B }`.
    const everyNameIsType =
      named.startsWith('{') &&
      named
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    found.push({ target, typeOnly: Boolean(typeKeyword) || everyNameIsType });
  }
  for (const [, specifier = ''] of text.matchAll(dynamicPattern)) {
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ target, typeOnly: false });
  }
  return found;
}

const libFiles = sourceFiles(join(src, 'lib'));
const i18nFiles = sourceFiles(join(src, 'i18n'));
const inside = (folder: string) => (file: string) => file.startsWith(join(src, folder) + '/');
const show = (file: string) => relative(root, file);

describe('imports between src/lib and src/i18n', () => {
  it('src/i18n imports nothing from src/lib but types', () => {
    const code = i18nFiles.flatMap((file) =>
      importsOf(file)
        .filter((i) => inside('lib')(i.target) && !i.typeOnly)
        .map((i) => `${show(file)} -> ${show(i.target)}`),
    );
    expect(code).toEqual([]);
  });

  it('a catalogue (src/i18n/en, src/i18n/ar) imports code from nowhere but other catalogue files', () => {
    const catalogue = (file: string) => inside('i18n/en')(file) || inside('i18n/ar')(file);
    const code = i18nFiles.filter(catalogue).flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.typeOnly && !catalogue(i.target))
        .map((i) => `${show(file)} -> ${show(i.target)}`),
    );
    expect(code).toEqual([]);
  });

  it('src/lib reads the catalogues through src/i18n, never one language file directly', () => {
    const direct = libFiles.flatMap((file) =>
      importsOf(file)
        .filter((i) => inside('i18n/en')(i.target) || inside('i18n/ar')(i.target))
        .map((i) => `${show(file)} -> ${show(i.target)}`),
    );
    expect(direct).toEqual([]);
  });

  it('no modules of src/lib or src/i18n import each other round a loop (types included)', () => {
    const files = [...libFiles, ...i18nFiles];
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(file)
          .map((i) => i.target)
          .filter((t) => files.includes(t)),
      ]),
    );
    // Tarjan's strongly connected components: a component of two files or more is a loop.
    let index = 0;
    const indexOf = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const loops: string[][] = [];
    const visit = (file: string) => {
      indexOf.set(file, index);
      low.set(file, index++);
      stack.push(file);
      onStack.add(file);
      for (const next of graph.get(file) ?? []) {
        if (!indexOf.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file)!, low.get(next)!));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, indexOf.get(next)!));
      }
      if (low.get(file) === indexOf.get(file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(show(member));
        } while (member !== file);
        if (component.length > 1) loops.push(component.sort());
      }
    };
    for (const file of files) if (!indexOf.has(file)) visit(file);
    expect(loops).toEqual([]);
  });
});
