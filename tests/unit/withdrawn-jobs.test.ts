import { describe, expect, it } from 'vitest';
import { isWithdrawnJobPath, jobOfPath, parseWithdrawnJobs } from '~/lib/withdrawn-jobs';
import serveJobPage, { answerWithdrawnJob, config } from '../../netlify/edge-functions/withdrawn-jobs';

const id = '0b6c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const list = { slugs: ['ward-nurse-doha-qatar'], ids: [id] };

describe('isWithdrawnJobPath', () => {
  it.each([
    ['/jobs/ward-nurse-doha-qatar', true],
    ['/jobs/ward-nurse-doha-qatar/', true],
    ['/jobs/ward-nurse-doha-qatar/index.html', true],
    ['/JOBS/Ward-Nurse-Doha-Qatar', true],
    ['/jobs/ward%2Dnurse-doha-qatar', true],
    [`/job/${id}`, true],
    [`/job/${id.toUpperCase()}/`, true],
    ['/jobs/icu-nurse-doha-qatar', false], // public
    ['/jobs/engineering', false], // a listing
    ['/jobs', false],
    ['/jobs/', false],
    ['/jobs/ward-nurse-doha-qatar/apply', false],
    [`/job/ward-nurse-doha-qatar`, false], // /job/ takes ids
    [`/jobs/${id}`, true], // a job's id: redirected as /job/{id}, cached as long
    [`/ar/jobs/${id.toUpperCase()}`, true],
    ['/jobs/0cc82282-e7d4-4a39-818a-2582789d42d7', false], // a public job's id
    ['/jobs/%E0%A4%A', false], // malformed escape
    ['/ward-nurse-doha-qatar', false],
    ['/ar/jobs/ward-nurse-doha-qatar', true], // the Arabic page of the same job
    [`/ar/job/${id}/`, true],
    ['/ar/jobs/icu-nurse-doha-qatar', false],
    ['/arjobs/ward-nurse-doha-qatar', false],
    ['/en/jobs/ward-nurse-doha-qatar', false],
  ])('%s → %s', (path, withdrawn) => {
    expect(isWithdrawnJobPath(path, list)).toBe(withdrawn);
  });

  it('tells a job page from other paths', () => {
    expect(jobOfPath('/jobs/a-b')).toEqual({ by: 'slug', key: 'a-b' });
    expect(jobOfPath(`/job/${id}`)).toEqual({ by: 'id', key: id });
    expect(jobOfPath(`/jobs/${id}`)).toEqual({ by: 'id', key: id });
    expect(jobOfPath('/api/jobs')).toBeUndefined();
  });

  it('reads only a well-formed list', () => {
    expect(parseWithdrawnJobs(list)).toEqual(list);
    expect(parseWithdrawnJobs({ slugs: ['a'] })).toBeUndefined();
    expect(parseWithdrawnJobs({ slugs: [1], ids: [] })).toBeUndefined();
    expect(parseWithdrawnJobs(null)).toBeUndefined();
    expect(parseWithdrawnJobs('x')).toBeUndefined();
  });
});

/** A fake site: the list endpoint and the 404 page, counting calls. */
const fakeSite = (listAnswer: () => Response | Promise<Response>) => {
  const calls: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url.pathname);
    if (url.pathname === '/api/withdrawn-jobs') return listAnswer();
    if (url.pathname === '/404')
      return new Response('<h1>404 - Page Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    return new Response('unexpected', { status: 500 });
  }) as typeof fetch;
  return { calls, fetchImpl };
};
const get = (path: string, method = 'GET') => new Request(`https://jobs.example.com${path}`, { method });

describe('the withdrawn-jobs edge function', () => {
  it("answers 404 with the site's 404 page for a withdrawn job", async () => {
    const site = fakeSite(() => Response.json(list));
    const response = await answerWithdrawnJob(get('/jobs/ward-nurse-doha-qatar'), site.fetchImpl);
    expect(response?.status).toBe(404);
    expect(await response?.text()).toContain('404 - Page Not Found');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(site.calls).toEqual(['/api/withdrawn-jobs', '/404']);
    const head = await answerWithdrawnJob(get(`/job/${id}`, 'HEAD'), site.fetchImpl);
    expect(head?.status).toBe(404);
  });

  it('answers an Arabic job page with the Arabic 404 page', async () => {
    const site = fakeSite(() => Response.json(list));
    const response = await answerWithdrawnJob(get('/ar/jobs/ward-nurse-doha-qatar'), site.fetchImpl);
    expect(response?.status).toBe(404);
    expect(site.calls).toEqual(['/api/withdrawn-jobs', '/ar/404']);
  });

  it("answers /job/{id} and /ar/job/{id} of a withdrawn job itself: its 301 may sit in the CDN's cache", async () => {
    const site = fakeSite(() => Response.json(list));
    expect((await answerWithdrawnJob(get(`/ar/job/${id}?utm_source=x`), site.fetchImpl))?.status).toBe(404);
    expect(site.calls).toEqual(['/api/withdrawn-jobs', '/ar/404']);
    // A public job's redirect passes through as it is, with the security headers.
    const redirect = new Response(null, { status: 301, headers: { location: '/ar/jobs/icu-nurse-doha-qatar' } });
    const response = await serveJobPage(get('/ar/job/0cc82282-e7d4-4a39-818a-2582789d42d7'), { next: async () => redirect });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/ar/jobs/icu-nurse-doha-qatar']);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('steps aside for public jobs, other paths and other methods without reading the list needlessly', async () => {
    const site = fakeSite(() => Response.json(list));
    expect(await answerWithdrawnJob(get('/jobs/icu-nurse-doha-qatar'), site.fetchImpl)).toBeUndefined();
    expect(site.calls).toEqual(['/api/withdrawn-jobs']);
    expect(await answerWithdrawnJob(get('/jobs'), site.fetchImpl)).toBeUndefined();
    expect(await answerWithdrawnJob(get('/jobs/ward-nurse-doha-qatar', 'POST'), site.fetchImpl)).toBeUndefined();
    expect(site.calls).toEqual(['/api/withdrawn-jobs']);
  });

  it.each([
    ['the endpoint fails', () => new Response('down', { status: 503 })],
    ['the endpoint answers nonsense', () => new Response('<html>', { status: 200 })],
    ['the endpoint answers another shape', () => Response.json({ slugs: 'ward-nurse-doha-qatar' })],
    ['the network fails', () => Promise.reject(new TypeError('fetch failed'))],
  ])('fails open when %s: the page is served', async (_name, answer) => {
    const site = fakeSite(answer);
    expect(await answerWithdrawnJob(get('/jobs/ward-nurse-doha-qatar'), site.fetchImpl)).toBeUndefined();
  });

  it('still answers 404 (plain text) when the 404 page cannot be read', async () => {
    const fetchImpl = (async (input: URL | RequestInfo) =>
      String(input).endsWith('/api/withdrawn-jobs') ? Response.json(list) : Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const response = await answerWithdrawnJob(get('/jobs/ward-nurse-doha-qatar'), fetchImpl);
    expect(response?.status).toBe(404);
    expect(await response?.text()).toBe('This job is no longer available.');
  });

  it('serves the page it steps aside for with the security headers (Netlify does not promise _headers there)', async () => {
    const page = new Response('<h1>Jobs</h1>', { headers: { 'content-type': 'text/html', 'referrer-policy': 'no-referrer' } });
    const response = await serveJobPage(get('/jobs'), { next: async () => page });
    expect(await response.text()).toBe('<h1>Jobs</h1>');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer'); // a header the page has wins
  });

  it('runs on the job page paths and steps aside if it crashes', () => {
    expect(config).toEqual({ path: ['/jobs/*', '/job/*', '/ar/jobs/*', '/ar/job/*'], onError: 'bypass' });
  });
});
