import { describe, expect, it } from 'vitest';
import { bodyHasNul, refuseHeaders, refuseRequest } from '~/lib/request-limits';
import { safeNextPath } from '~/lib/safe-path';
import { isUuid } from '~/lib/uuid';
import { coachingRequestSchema } from '~/lib/coaching';
import { outgoingEmailSchema } from '~/server/mail/message';

describe('refuseRequest (the middleware and the local proxy)', () => {
  it('refuses unknown methods with 405 and an Allow list', () => {
    expect(refuseRequest('TRACE', '/api/jobs')).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
    });
    expect(refuseRequest('PROPFIND', '/')).toMatchObject({ status: 405 });
    expect(refuseRequest('PATCH', '/api/admin/jobs/x')).toBeUndefined();
  });
  it('refuses a target over 8 KB with 414 and NUL in the path or query with 400', () => {
    expect(refuseRequest('GET', `/search?q=${'a'.repeat(8200)}`)).toMatchObject({ status: 414 });
    expect(refuseRequest('GET', '/jobs/a%00b')).toMatchObject({ status: 400 });
    expect(refuseRequest('GET', '/api/jobs?q=%00')).toMatchObject({ status: 400 });
    expect(refuseRequest('GET', '/api/jobs?q=%2500')).toBeUndefined();
  });
  it('refuses more than 16 KB of headers with 431', () => {
    expect(refuseHeaders(['x-big', 'y'.repeat(17_000)])).toMatchObject({ status: 431 });
    expect(refuseHeaders(['host', 'localhost'])).toBeUndefined();
  });
  it('finds NUL anywhere in a parsed body', () => {
    expect(bodyHasNul({ a: ['ok', { b: 'x\u0000' }] })).toBe(true);
    expect(bodyHasNul({ 'key\u0000': 1 })).toBe(true);
    expect(bodyHasNul({ a: 'fine', n: 1, z: null })).toBe(false);
  });
});

describe('safeNextPath: the one check of every redirect target from input', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/../..//evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    'https://evil.example',
    'evil',
    '/a\u0000',
    '/a\nb',
    `/${'a'.repeat(1100)}`,
    '',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next, '/fallback')).toBe('/fallback');
  });
  it('keeps a same-site path, normalised and percent-encoded', () => {
    expect(safeNextPath('/admin/review-jobs?status=pending#x')).toBe('/admin/review-jobs?status=pending#x');
    expect(safeNextPath('/Ā')).toBe('/%C4%80');
    expect(safeNextPath('/a/./b/../c')).toBe('/a/c');
  });
});

describe('one e-mail address check for the forms and the outbox', () => {
  it('coaching refuses what the outbox refuses', () => {
    for (const address of ['a,b@example.com', 'a b@example.com', 'a@b', '"x"@[1.2.3.4]']) {
      const form = coachingRequestSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: address,
        coachingType: 'industry-specific',
        goals: 'x',
      });
      const outbox = outgoingEmailSchema.safeParse({ to: address, subject: 's', text: 't', kind: 'k' });
      expect({ address, form: form.success }).toEqual({ address, form: outbox.success });
    }
  });
  it('isUuid accepts only the hyphenated UUID form', () => {
    expect(isUuid('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('gggggggg-gggg-gggg-gggg-gggggggggggg')).toBe(false);
  });
});
