import { describe, expect, it } from 'vitest';
import { adminAreaOf, adminAreas, adminGate, gatedPaths, notAdminPage } from '~/lib/admin-areas';
import { answerAdminGate } from '~/server/http/admin-gate';

const site = 'http://localhost:4321';
const admin = { isAdmin: true };
const member = { isAdmin: false };

describe('adminAreaOf: the table of admin path prefixes', () => {
  it.each([
    ['/admin', 'see the admin pages'],
    ['/admin/', 'see the admin pages'],
    ['/admin/review-jobs', 'see the admin pages'],
    ['/admin/seo-settings', 'see the admin pages'],
    ['/analytics', 'see analytics'],
    ['/scrape-jobs', 'scrape jobs'],
    ['/api/admin/jobs/[id]', 'moderate jobs'],
    ['/api/admin/rebuild', 'moderate jobs'],
    ['/api/admin/invitations/[id]', 'moderate jobs'],
    ['/api/admin/analytics', 'see analytics'],
    ['/api/admin/seo', 'change SEO settings'],
    ['/_actions/admin.moderateJob', 'manage the job board'],
  ])('%s is an admin area (to %s)', (path, task) => expect(adminAreaOf(path)?.task).toBe(task));

  it.each([
    '/',
    '/administrator',
    '/admins',
    '/analytics-guide',
    '/api/jobs',
    '/api/administer',
    '/api/auth/me',
    '/auth',
    '/_actions/auth.signIn',
    '/_actions/forms.contact',
    '/_actions/administer',
    '/jobs/admin',
  ])('%s is open to anyone', (path) => expect(adminAreaOf(path)).toBeUndefined());

  it('names each prefix once', () => expect(new Set(adminAreas.map((a) => a.prefix)).size).toBe(adminAreas.length));
});

describe('gatedPaths: what a request reaches', () => {
  it('is the route Astro matched, plus the action a POST calls', () => {
    expect(gatedPaths('/admin/review-jobs', new URL(`${site}/%61dmin/review-jobs`), 'GET')).toEqual(['/admin/review-jobs']);
    expect(gatedPaths('/_actions/[...path]', new URL(`${site}/_actions/admin.moderateJob`), 'POST')).toEqual([
      '/_actions/[...path]',
      '/_actions/admin.moderateJob',
    ]);
    expect(gatedPaths('/', new URL(`${site}/?_action=admin.moderateJob`), 'POST')).toEqual(['/', '/_actions/admin.moderateJob']);
    expect(gatedPaths('/', new URL(`${site}/?_action=admin.moderateJob`), 'GET')).toEqual(['/']);
  });
});

describe('adminGate: who goes where', () => {
  const gate = (route: string, address: string, user: { isAdmin: boolean } | null, method = 'GET') => {
    const url = new URL(address, site);
    return adminGate(gatedPaths(route, url, method), url, user);
  };

  it('lets admins through everywhere and anyone through elsewhere', () => {
    expect(gate('/admin/review-jobs', '/admin/review-jobs', admin)).toEqual({ kind: 'pass' });
    expect(gate('/_actions/[...path]', '/_actions/admin.moderateJob', admin, 'POST')).toEqual({ kind: 'pass' });
    expect(gate('/jobs', '/jobs', null)).toEqual({ kind: 'pass' });
    expect(gate('/_actions/[...path]', '/_actions/auth.signIn', null, 'POST')).toEqual({ kind: 'pass' });
  });

  it.each([
    ['/admin', '/admin', '/admin'],
    ['/admin/review-jobs', '/admin/review-jobs?status=pending&q=nurse', '/admin/review-jobs?status=pending&q=nurse'],
    ['/admin/admins', '/admin/admins?_action=admin.inviteAdmin', '/admin/admins'],
    ['/analytics', '/analytics?from=2026-11-01&to=2026-11-02', '/analytics?from=2026-11-01&to=2026-11-02'],
    ['/scrape-jobs', '/scrape-jobs', '/scrape-jobs'],
  ])('sends a visitor on %s to sign in and back', (route, address, back) => {
    expect(gate(route, address, null, address.includes('_action') ? 'POST' : 'GET')).toEqual({
      kind: 'sign-in',
      location: `/auth?next=${encodeURIComponent(back)}`,
    });
  });

  it.each([
    '/admin',
    '/admin/review-jobs',
    '/admin/coaching-requests',
    '/admin/seo-settings',
    '/admin/admins',
    '/analytics',
    '/scrape-jobs',
  ])('shows a signed-in non-admin on %s the not-admin page', (route) =>
    expect(gate(route, route, member)).toEqual({ kind: 'not-admin-page' }),
  );

  it.each([
    ['/api/admin/analytics', 'GET', 'see analytics', 'error'],
    ['/api/admin/seo', 'POST', 'change SEO settings', 'error'],
    ['/api/admin/jobs/[id]', 'POST', 'moderate jobs', 'error'],
    ['/api/admin/scrape', 'POST', 'moderate jobs', 'error'],
    ['/_actions/[...path]', 'POST', 'manage the job board', 'action-error'],
  ] as const)('answers %s (%s) 401 to a visitor and 403 to a non-admin, in JSON', (route, method, task, shape) => {
    const address =
      route === '/_actions/[...path]' ? '/_actions/admin.moderateJob' : route.replace('[id]', '00000000-0000-4000-8000-000000000000');
    expect(gate(route, address, null, method)).toEqual({ kind: 'refuse', status: 401, message: `Sign in as an admin to ${task}.`, shape });
    expect(gate(route, address, member, method)).toEqual({ kind: 'refuse', status: 403, message: `Only admins can ${task}.`, shape });
  });
});

describe('answerAdminGate: the middleware step', () => {
  const run = async (route: string, address: string, user: { isAdmin: boolean; email?: string } | null, method = 'GET') => {
    const calls: (string | undefined)[] = [];
    const next = async (rewrite?: string) => {
      calls.push(rewrite);
      return new Response('<h1>page</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
    };
    const context = {
      routePattern: route,
      url: new URL(address, site),
      request: new Request(new URL(address, site), { method }),
      locals: { user },
    };
    const response = await answerAdminGate(context as unknown as Parameters<typeof answerAdminGate>[0], next); // only the fields the step reads
    return { response, calls };
  };

  it('renders the page for an admin, untouched', async () => {
    const { response, calls } = await run('/analytics', '/analytics', admin);
    expect(response.status).toBe(200);
    expect(calls).toEqual([undefined]);
  });

  it('sends a visitor to sign in with a 303 and never renders the page', async () => {
    const { response, calls } = await run('/admin/seo-settings', '/admin/seo-settings?page=%2Fjobs', null);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/auth?next=%2Fadmin%2Fseo-settings%3Fpage%3D%252Fjobs');
    expect(calls).toEqual([]);
  });

  it('renders the not-admin page in place, with status 403, for a signed-in non-admin', async () => {
    const { response, calls } = await run('/scrape-jobs', '/scrape-jobs', member);
    expect(response.status).toBe(403);
    expect(calls).toEqual([notAdminPage]);
    expect(await response.text()).toBe('<h1>page</h1>');
  });

  it('answers endpoints { error } and action calls in the ActionError shape, never cached', async () => {
    const endpoint = await run('/api/admin/analytics', '/api/admin/analytics', null);
    expect(endpoint.response.status).toBe(401);
    expect(endpoint.response.headers.get('cache-control')).toBe('no-store');
    expect(await endpoint.response.json()).toEqual({ error: 'Sign in as an admin to see analytics.' });
    expect(await (await run('/api/admin/analytics', '/api/admin/analytics', member)).response.json()).toEqual({
      error: 'Only admins can see analytics.',
    });
    const action = await run('/_actions/[...path]', '/_actions/admin.moderateJob', member, 'POST');
    expect(action.response.status).toBe(403);
    expect(await action.response.json()).toEqual({
      type: 'AstroActionError',
      code: 'FORBIDDEN',
      status: 403,
      message: 'Only admins can manage the job board.',
    });
    expect(action.calls).toEqual([]);
  });
});
