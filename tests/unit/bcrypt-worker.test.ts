import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { comparePassword, comparesOffThread } from '~/server/auth/bcrypt-worker';

describe('bcrypt on a worker thread', () => {
  it('answers exactly as bcrypt.compare does, for several compares at once', async () => {
    const hash = await bcrypt.hash('correct horse', 4);
    const answers = await Promise.all(['correct horse', 'wrong horse', 'correct horse', ''].map((p) => comparePassword(p, hash)));
    expect(answers).toEqual([true, false, true, false]);
    await expect(comparePassword('anything', 'not-a-hash')).resolves.toBe(false);
    expect(comparesOffThread()).toBe(true);
  });
});
