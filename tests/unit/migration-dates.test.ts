import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renamedMigrationVersions } from '~/server/db/migrate';

// The Supabase CLI refuses a migration that sorts before one already deployed, so a file dated in
// the future blocks every migration written before that date. Each file's timestamp must not be
// later than the commit that added it (or now, while it is not committed yet).
// In a shallow clone the oldest commit present "adds" every file, at a later time than the real
// commit, so the check there is weaker but never fails a correct file; without git it checks
// against now only.

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = 'supabase/migrations';
const files = readdirSync(`${root}${dir}`)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined; // no git, or not a repository (an unpacked archive)
  }
};

/** The UTC time a migration's name claims: YYYYMMDDHHmmss. */
function migrationTime(file: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_/.exec(file);
  if (!m) throw new Error(`${file} is not named YYYYMMDDHHmmss_verb_noun.sql`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** When the file was first committed (the oldest commit that added it), or undefined. */
function addedAt(file: string): Date | undefined {
  const out = git('log', '--diff-filter=A', '--format=%cI', '--', `${dir}/${file}`);
  const oldest = out?.split('\n').filter(Boolean).at(-1);
  return oldest ? new Date(oldest) : undefined;
}

describe('migration dates', () => {
  it.each(files)('%s is not dated after its commit', (file) => {
    const claimed = migrationTime(file);
    const limit = addedAt(file) ?? new Date();
    expect(
      claimed.getTime(),
      `${file} is dated ${claimed.toISOString()}, after ${limit.toISOString()}; rename it with \`date -u +%Y%m%d%H%M%S\``,
    ).toBeLessThanOrEqual(limit.getTime());
  });

  it('has versions that are unique and never reuse a renamed one', () => {
    const versions = files.map((f) => f.slice(0, 14));
    expect(new Set(versions).size).toBe(versions.length);
    const old = new Set(renamedMigrationVersions.map(([o]) => o));
    expect(versions.filter((v) => old.has(v))).toEqual([]);
    expect(renamedMigrationVersions.map(([, n]) => n).filter((n) => !versions.includes(n))).toEqual([]);
  });

  it('reads a migration name as UTC', () => {
    expect(migrationTime('20261122000600_create_subscriptions.sql').toISOString()).toBe('2026-11-22T00:06:00.000Z');
  });
});
