import { describe, expect, it } from 'vitest';
import {
  headerCsp,
  mergedSecurityHeaders,
  netlifyHeadersFile,
  securityHeaders,
  servesHttps,
  siteWidePagePolicy,
  withSecurityHeaders,
} from '~/server/http/security-headers';

describe('securityHeaders', () => {
  it('sends HSTS only when the site is served over HTTPS', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe('max-age=63072000');
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect([servesHttps('https://jobs.example.com'), servesHttps('http://localhost:4321'), servesHttps(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('forbids framing and sniffing, and trims the referrer and the browser features', () => {
    expect(securityHeaders({ https: false })).toEqual({
      'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    });
  });
});

const without = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([n]) => !names.includes(n)));

describe('mergedSecurityHeaders', () => {
  it.each([
    ['a response with none of them gets them all', {}, securityHeaders({ https: false })],
    [
      "Astro's page policy keeps its hashes and gets ours beside it",
      { 'content-security-policy': "script-src 'self' 'sha256-x'" },
      { ...securityHeaders({ https: false }), 'content-security-policy': `script-src 'self' 'sha256-x', ${headerCsp}` },
    ],
    [
      'a policy that already has ours (the middleware ran) is left alone',
      { 'content-security-policy': `script-src 'self', ${headerCsp}`, 'referrer-policy': 'no-referrer' },
      without(securityHeaders({ https: false }), ['content-security-policy', 'referrer-policy']),
    ],
  ])('%s', (_name, existing: Record<string, string>, expected) => {
    expect(mergedSecurityHeaders((name) => existing[name], false)).toEqual(expected);
  });
});

describe('withSecurityHeaders', () => {
  it('adds them to a response, and to one whose headers are read-only (Response.redirect)', async () => {
    const page = withSecurityHeaders(new Response('ok', { headers: { 'content-type': 'text/html' } }), true);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect(await page.text()).toBe('ok');
    const redirect = withSecurityHeaders(Response.redirect('https://jobs.example.com/auth', 303), true);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe('https://jobs.example.com/auth');
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('netlifyHeadersFile', () => {
  it('gives every path the HTTPS list', () => {
    const lines = netlifyHeadersFile()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(Object.entries(securityHeaders({ https: true })).map(([n, v]) => `  ${n}: ${v}`));
  });
});

describe('siteWidePagePolicy', () => {
  const home = "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s';";
  const job = "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-b' 'sha256-c'; style-src 'self';";

  it('allows every script and style some page allows, and the rest as the pages say', () => {
    expect(siteWidePagePolicy([home, job])).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-a' 'sha256-b' 'sha256-c'; style-src 'self' 'sha256-s'",
    );
    expect(siteWidePagePolicy([])).toBeUndefined();
    // A page policy with ours already beside it (Netlify's deploy config after the build) counts as the page's alone.
    expect(siteWidePagePolicy([`${home}, ${headerCsp}`, job])).toBe(siteWidePagePolicy([home, job]));
  });

  it('is what a response without a policy of its own gets, ours beside it, locally and on Netlify', () => {
    const fallback = siteWidePagePolicy([home, job])!;
    expect(mergedSecurityHeaders(() => undefined, false, fallback)['content-security-policy']).toBe(`${fallback}, ${headerCsp}`);
    // A page's own policy (an on-demand page's header) is kept, with ours beside it, not the site-wide one.
    expect(
      mergedSecurityHeaders((n) => (n === 'content-security-policy' ? job : undefined), false, fallback)['content-security-policy'],
    ).toBe(`${job}, ${headerCsp}`);
    expect(netlifyHeadersFile(fallback)).toContain(`  content-security-policy: ${fallback}, ${headerCsp}\n`);
  });
});
