import { availableParallelism } from 'node:os';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { comparePassword, compareThreads, comparesOffThread } from '~/server/auth/bcrypt-worker';

describe('bcrypt on worker threads', () => {
  it('answers exactly as bcrypt.compare does, off the main thread', async () => {
    const hash = await bcrypt.hash('correct horse', 4);
    expect(await comparePassword('correct horse', hash)).toBe(true);
    expect(comparesOffThread()).toBe(true);
    expect(await comparePassword('wrong horse', hash)).toBe(false);
    await expect(comparePassword('anything', 'not-a-hash')).resolves.toBe(false);
    expect(compareThreads()).toBe(1);
  });

  it('starts at most `threads` workers (never more than the cores), only while the running ones are busy', async () => {
    const most = Math.min(2, availableParallelism());
    const hash = await bcrypt.hash('correct horse', 4);
    const answers = await Promise.all(['correct horse', 'wrong horse', 'correct horse', ''].map((p) => comparePassword(p, hash, 2)));
    expect(answers).toEqual([true, false, true, false]);
    expect(compareThreads()).toBe(most);
    await Promise.all([comparePassword('x', hash, 2), comparePassword('y', hash, 2), comparePassword('z', hash, 2)]);
    expect(compareThreads()).toBe(most);
  });
});
