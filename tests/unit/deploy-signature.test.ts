import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyDeploySignature } from '~/server/rebuild/deploy-signature';
import { batchOfDeployTitle, deployTitle } from '~/server/rebuild/deploy-title';
import { signDeployNotification } from '../helpers/netlify-signature';

const secret = 'a-long-random-jws-secret-for-tests';
const body = JSON.stringify({ id: 'd1', state: 'ready', title: 'Rebuild requests 1 [batch 0123456789ab]' });
const now = Date.UTC(2026, 10, 23, 20, 0, 0);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyDeploySignature (Netlify X-Webhook-Signature)', () => {
  it("accepts Netlify's signature of exactly this body", () => {
    expect(verifyDeploySignature(signDeployNotification(body, secret), body, secret, now)).toEqual({ ok: true });
    expect(verifyDeploySignature(signDeployNotification(body, secret, { exp: now / 1000 + 300 }), Buffer.from(body), secret, now)).toEqual({
      ok: true,
    });
  });

  it.each([
    ['a wrong secret', signDeployNotification(body, 'another-secret-of-some-length'), body, 'the signature does not match the secret'],
    ['a tampered body', signDeployNotification(body, secret), body.replace('ready', 'error'), 'the body does not match the signed hash'],
    ['another issuer', signDeployNotification(body, secret, { iss: 'someone' }), body, 'the signature was not issued by Netlify'],
    ['an expired token', signDeployNotification(body, secret, { exp: now / 1000 - 120 }), body, 'the signature has expired'],
    ['a token not valid yet', signDeployNotification(body, secret, { nbf: now / 1000 + 600 }), body, 'the signature is not valid yet'],
    ['HS512', signDeployNotification(body, secret, {}, { alg: 'HS512' }), body, 'the signature does not use HS256'],
    ['no header', null, body, 'the X-Webhook-Signature header is missing'],
    ['garbage', 'not-a-jws', body, 'the signature is not a JWS in compact form'],
    ['four parts', `${signDeployNotification(body, secret)}.x`, body, 'the signature is not a JWS in compact form'],
    [
      'an unparsable header',
      `${Buffer.from('{oops').toString('base64url')}.${part({ iss: 'netlify' })}.abc`,
      body,
      'the signature does not use HS256',
    ],
  ])('refuses %s', (_name, token, received, reason) => {
    expect(verifyDeploySignature(token, received, secret, now)).toEqual({ ok: false, reason });
  });

  it('refuses alg "none", with or without a signature part', () => {
    const good = signDeployNotification(body, secret).split('.');
    const noneHeader = part({ alg: 'none', typ: 'JWT' });
    expect(verifyDeploySignature(`${noneHeader}.${good[1]}.`, body, secret, now)).toMatchObject({ ok: false });
    expect(verifyDeploySignature(`${noneHeader}.${good[1]}.${good[2]}`, body, secret, now)).toEqual({
      ok: false,
      reason: 'the signature does not use HS256',
    });
  });

  it('refuses a token signed with the secret but claims without the body hash', () => {
    const head = part({ alg: 'HS256' });
    const claims = part({ iss: 'netlify' });
    const signature = createHmac('sha256', secret).update(`${head}.${claims}`).digest('base64url');
    expect(verifyDeploySignature(`${head}.${claims}.${signature}`, body, secret, now)).toEqual({
      ok: false,
      reason: 'the body does not match the signed hash',
    });
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyDeploySignature(signDeployNotification(body, ''), body, '', now)).toEqual({
      ok: false,
      reason: 'no secret is configured',
    });
  });
});

describe('deploy titles', () => {
  it('name the requests and carry the batch back', () => {
    const title = deployTitle(['7', '9'], 'a1b2c3d4e5f6');
    expect(title).toBe('Rebuild requests 7, 9 [batch a1b2c3d4e5f6]');
    expect(batchOfDeployTitle(title)).toBe('a1b2c3d4e5f6');
    expect(batchOfDeployTitle('Deploy from main')).toBeUndefined();
    expect(batchOfDeployTitle(null)).toBeUndefined();
  });
});
