import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('auth modules at a cold start', () => {
  it('loading the auth provider computes no bcrypt hash (each costs a cold function about 0.4 s)', async () => {
    const hashing = [
      vi.spyOn(bcrypt, 'hashSync'),
      vi.spyOn(bcrypt, 'hash'),
      vi.spyOn(bcrypt, 'genSaltSync'),
      vi.spyOn(bcrypt, 'compareSync'),
    ];
    vi.resetModules();
    await import('~/server/auth');
    await import('~/server/auth/local-provider');
    for (const spy of hashing) expect(spy).not.toHaveBeenCalled();
  });
});
