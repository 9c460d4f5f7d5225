import { describe, expect, it } from 'vitest';
import { ActionError } from 'astro:actions';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { adminFormAnswer, formActionOn } from '~/actions/admin-form-results';
import { refuseActionBody } from '~/server/http/action-body';
import { sessionUserFrom } from '~/server/auth/claims';

// The admin actions' middleware before any action runs (body limits), and where a plain form
// comes back to after one ran (the Post/Redirect/GET the admin pages read).

const site = 'http://localhost:4321';

/** A request to the action route /_actions/[...path], as the action-body middleware step reads it. */
const rpc = (path: string, bytes: number, body?: string) => {
  const url = new URL(path, site);
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(bytes) },
    body,
  });
  return { routePattern: '/_actions/[...path]', url, request };
};
const statusOf = async (path: string, bytes: number) => (await refuseActionBody(rpc(path, bytes)))?.status ?? 200;

describe('admin action body limits (src/server/http/action-body.ts)', () => {
  it.each([
    ['/_actions/admin.editJob', 100_000, 200],
    ['/_actions/admin.editJob/', 100_000, 200], // the typed client's trailing slash: still the job's 160 KB
    ['/_actions/admin.editJob/', 170_000, 413],
    ['/_actions/admin.scrapeJob/', 5_000, 413],
    ['/_actions/admin.moderateJob', 70_000, 413],
    ['/_actions/forms.contact', 70_000, 413], // a public form: 64 KB
  ])('%s with %i bytes → %i', async (path, bytes, status) => {
    expect(await statusOf(path, bytes)).toBe(status);
  });

  it('JSON that does not parse is a 400, not the 500 Astro would answer', async () => {
    const response = (await refuseActionBody(rpc('/_actions/admin.saveSeoOverride/', 1, '{')))!;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: 'AstroActionError',
      code: 'BAD_REQUEST',
      message: 'The request body could not be read: send valid JSON or a form.',
    });
  });

  it('answers the typed client an ActionError it can read', async () => {
    const response = (await refuseActionBody(rpc('/_actions/admin.scrapeJob', 5_000)))!;
    expect(await response.json()).toMatchObject({
      type: 'AstroActionError',
      code: 'CONTENT_TOO_LARGE',
      message: 'The request is too large: this address accepts at most 4 KB. Please shorten the text and send it again.',
    });
  });
});

describe('where an admin form comes back to', () => {
  const posted = (path: string) => new URL(path, site);
  const locationOf = (response: Response) => response.headers.get('location');

  it('keeps the view, drops the earlier outcome, adds the new one', () => {
    const ok = { data: { notice: 'approved' }, error: undefined };
    expect(
      locationOf(
        adminFormAnswer(
          'admin.moderateJob',
          posted('/admin/review-jobs?q=nurse&notice=deleted&_action=admin.moderateJob'),
          ok,
          new FormData(),
        ),
      ),
    ).toBe('/admin/review-jobs?q=nurse&notice=approved');
    const failed = {
      data: undefined,
      error: new ActionError({ code: 'SERVICE_UNAVAILABLE', message: 'Failed to update job status. Please try again.' }),
    };
    expect(
      locationOf(adminFormAnswer('admin.moderateJob', posted('/admin/review-jobs?_action=admin.moderateJob'), failed, new FormData())),
    ).toBe('/admin/review-jobs?notice=status-failed');
  });

  it('an invitation typed wrong comes back with the message and what was typed', async () => {
    const form = new FormData();
    form.append('email', 'not-an-email');
    const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
    const outcome = await server.admin.inviteAdmin.call(actionContext({ user: admin }), form);
    expect(locationOf(adminFormAnswer('admin.inviteAdmin', posted('/admin/admins?_action=admin.inviteAdmin'), outcome, form))).toBe(
      '/admin/admins?error=Invalid+email+address&email=not-an-email',
    );
  });

  it('Rebuild now comes back to the same page at the status', () => {
    expect(
      locationOf(
        adminFormAnswer(
          'admin.rebuildNow',
          posted('/admin/seo-settings?rebuild=failed&_action=admin.rebuildNow'),
          { data: { rebuild: 'queued' }, error: undefined },
          new FormData(),
        ),
      ),
    ).toBe('/admin/seo-settings?rebuild=queued#rebuild-status');
  });

  it('a form posts to its page with the query kept', () => {
    const action = { toString: () => '?_action=admin.moderateJob' };
    expect(formActionOn('/admin/review-jobs', action)).toBe('/admin/review-jobs?_action=admin.moderateJob');
    expect(formActionOn('/admin/review-jobs?q=nurse', action)).toBe('/admin/review-jobs?q=nurse&_action=admin.moderateJob');
  });
});
