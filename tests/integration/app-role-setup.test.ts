import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleUrl as testAppRoleUrl, freshDatabase, type TestDatabase } from '../helpers/database';
import { appRoleUrl, setAppRolePassword } from '~/server/db/local';

// Two local commands starting at once (two digest runs, npm start and a script) each set up the
// app role's login. The role is cluster-wide, so this file keeps the password every test file
// uses (tests/helpers/database.ts): only the concurrency is under test.

let t: TestDatabase;
let expected: string;
let scratch: string;
let passwordFile: string;

beforeAll(async () => {
  t = await freshDatabase();
  expected = await testAppRoleUrl(t);
  scratch = await mkdtemp(path.join(tmpdir(), 'gulf-jobs-app-role-'));
  passwordFile = path.join(scratch, 'db-app-password');
  await writeFile(passwordFile, `${new URL(expected).password}\n`);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await t.drop();
});

const rejections = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));

describe('the app role set-up, run by many commands at once', () => {
  it('gives every one the same working URL and fails none (was "tuple concurrently updated")', async () => {
    const results = await Promise.allSettled(Array.from({ length: 24 }, () => appRoleUrl(t.url, passwordFile)));
    expect(rejections(results)).toEqual([]);
    expect(new Set(results.map((r) => r.status === 'fulfilled' && r.value))).toEqual(new Set([expected]));
  });

  it('sets the password one command at a time when it must be set', async () => {
    const password = new URL(expected).password;
    const results = await Promise.allSettled(Array.from({ length: 24 }, () => setAppRolePassword(t.url, password)));
    expect(rejections(results)).toEqual([]);
  });
});
