import { describe, expect, it } from 'vitest';
import { calledAction } from '~/lib/action-call';
import { actionBodyLimit, bodyLimits } from '~/server/http/body-limits';
import { refuseActionBody, refuseActionName } from '~/server/http/action-body';

const site = 'http://localhost:4321';
const post = (path: string, body: string | ReadableStream<Uint8Array>, type: string, length = true) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(length && typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
const refuse = (route: string, request: Request) => refuseActionBody({ routePattern: route, url: new URL(request.url), request });
/** A body sent in chunks, without a Content-Length. */
const chunked = (text: string) => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) });

describe('calledAction', () => {
  it.each([
    ['/_actions/[...path]', '/_actions/auth.signIn', 'POST', 'auth.signIn'],
    ['/auth', '/auth?_action=auth.signIn', 'POST', 'auth.signIn'],
    ['/auth', '/auth?_action=auth.signIn', 'GET', undefined],
    ['/auth', '/auth?next=%2F', 'POST', undefined],
  ])('%s %s (%s) calls %s', (route, address, method, action) => expect(calledAction(route, new URL(address, site), method)).toBe(action));
});

describe('action body limits', () => {
  it('the auth and public forms read a form’s 64 KB, a job posting 160 KB, others at most a job posting’s', () => {
    expect(actionBodyLimit('auth.signIn')).toBe(bodyLimits.form);
    expect(actionBodyLimit('auth.acceptInvite')).toBe(bodyLimits.form);
    expect(actionBodyLimit('forms.contact')).toBe(bodyLimits.form);
    expect(actionBodyLimit('forms.postJob')).toBe(bodyLimits.job);
    expect(actionBodyLimit('admin.editJob')).toBe(bodyLimits.job);
  });

  it('refuses a declared or a chunked body over the limit with 413, in the ActionError shape for a script', async () => {
    const big = `email=${'a'.repeat(bodyLimits.form)}`;
    const declared = await refuse('/_actions/[...path]', post('/_actions/auth.signIn', big, 'application/x-www-form-urlencoded'));
    expect(declared?.status).toBe(413);
    expect(await declared?.json()).toEqual({
      type: 'AstroActionError',
      code: 'CONTENT_TOO_LARGE',
      status: 413,
      message: 'The request is too large: this address accepts at most 64 KB. Please shorten the text and send it again.',
    });
    const streamed = await refuse(
      '/_actions/[...path]',
      post('/_actions/auth.signIn', chunked(big), 'application/x-www-form-urlencoded', false),
    );
    expect(streamed?.status).toBe(413);
    // A page's form gets the short 413 page instead.
    const page = await refuse('/auth', post('/auth?_action=auth.signIn', big, 'application/x-www-form-urlencoded'));
    expect(page?.status).toBe(413);
    expect(page?.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses JSON that does not parse with 400 (Astro would answer 500), and lets every readable body on', async () => {
    const broken = await refuse('/_actions/[...path]', post('/_actions/auth.signIn', '{"email": "x@example.com", ', 'application/json'));
    expect(broken?.status).toBe(400);
    expect(await broken?.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request body could not be read: send valid JSON or a form.',
    });
    expect(
      await refuse('/_actions/[...path]', post('/_actions/auth.signIn', '{"email": "x@example.com"}', 'application/json')),
    ).toBeUndefined();
    expect(
      await refuse('/_actions/[...path]', post('/_actions/auth.signIn', 'email=x%40example.com', 'application/x-www-form-urlencoded')),
    ).toBeUndefined();
    expect(
      await refuse('/_actions/[...path]', post('/_actions/auth.signIn', chunked('email=x'), 'application/x-www-form-urlencoded', false)),
    ).toBeUndefined();
    expect(await refuse('/api/jobs', post('/api/jobs', '{', 'application/json'))).toBeUndefined(); // not an action: the endpoint reads it
  });
});

/** A body still arriving: its first bytes are sent, the rest never comes (a client still uploading). */
const stillSending = (text: string) => new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode(text)) });

describe('a chunked body over the limit while the client is still sending', () => {
  it('is refused with 413 at once, not when the upload ends (the clone Astro reads later is never cancelled)', async () => {
    const request = post(
      '/_actions/forms.newsletter',
      stillSending(`email=${'a'.repeat(bodyLimits.form)}`),
      'application/x-www-form-urlencoded',
      false,
    );
    const answer = await Promise.race([
      refuse('/_actions/[...path]', request),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
    ]);
    expect(answer === 'no answer' ? answer : answer?.status).toBe(413);
  });
});

describe('an action name that does not decode', () => {
  it.each([
    // Astro's router hands the middleware the path decoded once: POST /_actions/%25 is /_actions/%.
    ['/_actions/[...path]', '/_actions/%'],
    ['/_actions/[...path]', '/_actions/forms.%zz'],
    ['/jobs', '/jobs?_action=%25'],
    ['/auth', '/auth?_action=auth.%25'],
    ['/api/jobs', '/api/jobs?_action=%25'],
    ['/ar/jobs', '/ar/jobs?_action=forms.%25E0'],
    // Astro reads ?_action on an RPC address too.
    ['/_actions/[...path]', '/_actions/admin.moderateJob?_action=%zz'],
  ])('%s %s is a 400 with a sentence, before Astro looks the action up (a 500 there)', async (route, path) => {
    const request = post(path, 'email=x', 'application/x-www-form-urlencoded');
    const answer = refuseActionName({ routePattern: route, url: new URL(path, site), request });
    expect(answer?.status).toBe(400);
    const text = path.startsWith('/_actions/') ? ((await answer?.json()) as { message: string }).message : await answer?.text();
    expect(text).toContain('The action name in the address is not valid percent-encoding');
  });

  it.each([
    ['/_actions/[...path]', '/_actions/forms.newsletter', 'POST'],
    ['/jobs', '/jobs?_action=forms.newsletter', 'POST'],
    ['/jobs', '/jobs?_action=%25', 'GET'],
    ['/jobs', '/jobs?q=%25', 'POST'],
  ])('%s %s (%s) goes on', async (route, path, method) => {
    const request = new Request(`${site}${path}`, { method });
    expect(refuseActionName({ routePattern: route, url: new URL(path, site), request })).toBeUndefined();
  });
});

describe('a multipart form that does not parse', () => {
  it('is refused with 400 before the page renders (its React islands would read it again and break off mid-page)', async () => {
    const page = await refuse('/jobs', post('/jobs?_action=forms.jobAlert', 'not multipart at all', 'multipart/form-data'));
    expect(page?.status).toBe(400);
    expect(await page?.text()).toBe('The form could not be read: send it again from the page.\n');
    const script = await refuse(
      '/_actions/[...path]',
      post('/_actions/forms.jobAlert', '--zz\r\nbroken', 'multipart/form-data; boundary=zz'),
    );
    expect(script?.status).toBe(400);
    expect(await script?.json()).toMatchObject({ type: 'AstroActionError', code: 'BAD_REQUEST' });
  });

  it('lets a well-formed multipart form on', async () => {
    const form = new FormData();
    form.set('email', 'reader@example.com');
    const request = new Request(`${site}/jobs?_action=forms.jobAlert`, { method: 'POST', body: form });
    expect(await refuse('/jobs', request)).toBeUndefined();
    expect((await request.formData()).get('email')).toBe('reader@example.com'); // the body is still there for Astro
  });
});
