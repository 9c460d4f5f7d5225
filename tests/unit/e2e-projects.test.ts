import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { besideFlows, reads, sweeps } from '../helpers/e2e-projects';

// The reads run two at a time beside the sweeps, before the flows: a spec listed there must not
// write what another spec could see. These are the ways the flows write; a listed spec using one
// belongs in the flows (CONTRIBUTING.md).
const e2eDir = new URL('../e2e/', import.meta.url);
const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));
const writes: [string, RegExp][] = [
  ['the database', /\bwithDb\b|\binsertInto\b|\bupdateTable\b|\bdeleteFrom\b/],
  ['an admin sign-in', /\bsignInAsAdmin\b|auth\.signIn|ADMIN_PASSWORD/],
  ['a request that writes', /request\.(post|put|patch|delete)\(|\bmethod: '(POST|PUT|PATCH|DELETE)'/],
  ['an action', /_actions\//],
  ['a posted job', /\/post-job/],
  ['a rebuild', /rebuild_requests|rebuildNow|\.rebuild\(/],
  ['the outbox or a digest', /email_outbox|runDigest|flushOutbox/],
];

describe('e2e projects', () => {
  it('name only specs that exist, each in one project at most', () => {
    const listed = [...sweeps, ...reads, ...besideFlows];
    expect(listed.filter((name) => !specs.includes(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each([...reads, ...besideFlows])('%s writes nothing another spec could see', (name) => {
    const source = readFileSync(new URL(name, e2eDir), 'utf8');
    expect(writes.filter(([, pattern]) => pattern.test(source)).map(([what]) => what)).toEqual([]);
  });

  it('keeps the specs that write out of the reads', () => {
    // The check above would flag these if they were listed: it can fail.
    for (const name of [
      'moderation-flow.spec.ts',
      'rebuild.spec.ts',
      'forms.spec.ts',
      'jobs.spec.ts',
      'seeker-phone.spec.ts',
      'rebuild-failing.spec.ts',
      'arabic-job-pages.spec.ts',
    ]) {
      const source = readFileSync(new URL(name, e2eDir), 'utf8');
      expect(
        writes.some(([, pattern]) => pattern.test(source)),
        name,
      ).toBe(true);
      expect(reads).not.toContain(name);
    }
  });
});
