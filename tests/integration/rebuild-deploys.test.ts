import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertJob } from '../helpers/jobs';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { signDeployNotification } from '../helpers/netlify-signature';
import { asUserActor, service, visitor, withActor } from '~/server/db/context';
import { sessionUserFrom } from '~/server/auth/claims';
import { netlifyDebounce, processRebuilds, type SiteBuilder } from '~/server/rebuild/worker';
import { requestRebuild, savedJobsWithdrawalDays } from '~/server/rebuild/queue';
import { savedJobsWithdrawnPath } from '~/lib/withdrawn-jobs';
import { deployNotificationHandler } from '~/server/rebuild/deploy-notification-handler';
import { withdrawnJobsHandler } from '~/server/rebuild/withdrawn-jobs-handler';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { closeAllDbs } from '~/server/db/client';
import { failingRebuild } from '~/server/rebuild/status';
import { deployTitle } from '~/server/rebuild/deploy-title';

let t: TestDatabase;
const secret = 'a-long-random-jws-secret-for-tests';
const site = 'http://localhost:4321';
const admin = sessionUserFrom('6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'boss@gulfjobs.example', { role: 'admin' });
const reader = sessionUserFrom('7f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', 'reader@gulfjobs.example', {});

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('rebuild_requests').execute();
  await t.db.deleteFrom('job_withdrawals').execute();
});

const requests = () => t.db.selectFrom('rebuild_requests').selectAll().orderBy('id').execute();
/** A builder like the Netlify hook's: accepted, the deploy reports later. Remembers the titles. */
const titles: string[] = [];
const netlify: SiteBuilder = async ({ ids, batch }) => {
  titles.push(deployTitle(ids, batch));
  return 'deploying';
};
const notify = (deploy: Record<string, unknown>, sign = (body: string) => signDeployNotification(body, secret)) => {
  const body = JSON.stringify(deploy);
  return deployNotificationHandler(
    new Request(`${site}/api/netlify/deploy-notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(body) },
      body,
    }),
    t.db,
    secret,
  );
};
const deployingBatch = async () => {
  expect(await processRebuilds(t.db, netlify)).toMatchObject({ kind: 'deploying', requests: 1 });
  return titles.at(-1)!;
};

describe('a rebuild on Netlify', () => {
  it('is deploying once the hook is accepted and done only when the deploy notification says it is live', async () => {
    await requestRebuild(t.db, 'seo change');
    const title = await deployingBatch();
    expect(title).toMatch(/^Rebuild requests \d+ \[batch [0-9a-f]{12}\]$/);
    const [row] = await requests();
    expect(row).toMatchObject({ completed_at: null });
    expect(row!.deploying_at).toBeInstanceOf(Date);
    expect(await processRebuilds(t.db, netlify)).toEqual({ kind: 'idle' }); // nothing new to build meanwhile

    const response = await notify({ id: 'deploy-1', state: 'ready', title, error_message: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, outcome: 'completed', requests: 1 });
    const [done] = await requests();
    expect(done!.completed_at).toBeInstanceOf(Date);
    expect(done!.deploy_id).toBe('deploy-1');
  });

  it('goes back in the queue with the error when the deploy failed, and is built again', async () => {
    await requestRebuild(t.db, 'seo change');
    const title = await deployingBatch();
    const response = await notify({ id: 'deploy-2', state: 'error', title, error_message: 'Build script returned non-zero exit code: 2' });
    expect(await response.json()).toEqual({ ok: true, outcome: 'requeued', requests: 1 });
    const [row] = await requests();
    expect(row).toMatchObject({
      completed_at: null,
      started_at: null,
      deploying_at: null,
      attempts: 1,
      last_error: 'The Netlify deploy deploy-2 failed: Build script returned non-zero exit code: 2. See its deploy log in Netlify.',
    });
    expect(await failingRebuild(t.db, admin)).toMatchObject({ attempts: 1, retryingSince: null, expedited: false });

    const retry = new Date(row!.next_attempt_at.getTime() + 1000);
    expect(await processRebuilds(t.db, netlify, { now: retry })).toMatchObject({ kind: 'deploying', requests: 1 });
    // A late notification about the first deploy no longer names a waiting request.
    expect(await (await notify({ id: 'deploy-2', state: 'error', title, error_message: 'again' })).json()).toEqual({
      ok: true,
      outcome: 'requeued',
      requests: 0,
    });
  });

  it('is retried when Netlify never reports on the deploy', async () => {
    await requestRebuild(t.db, 'seo change');
    await deployingBatch();
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await processRebuilds(t.db, netlify, { now: later })).toEqual({ kind: 'idle' }); // given up, retried after the backoff
    const [row] = await requests();
    expect(row).toMatchObject({ attempts: 1, started_at: null, deploying_at: null });
    expect(row!.last_error).toMatch(/^Netlify did not report on the deploy within 30 minutes; retrying\./);
    expect(await processRebuilds(t.db, netlify, { now: new Date(later.getTime() + 61_000) })).toMatchObject({
      kind: 'deploying',
      requests: 1,
    });
  });

  it('ignores deploys the queue did not start and states other than live or failed', async () => {
    await requestRebuild(t.db, 'seo change');
    const title = await deployingBatch();
    expect(await (await notify({ id: 'd', state: 'ready', title: 'Merge pull request #12' })).json()).toEqual({
      ok: true,
      outcome: 'not a rebuild deploy',
    });
    expect(await (await notify({ id: 'd', state: 'building', title })).json()).toEqual({ ok: true, outcome: 'state building ignored' });
    expect((await requests())[0]!.completed_at).toBeNull();
  });

  it.each([
    ['a wrong secret', (body: string) => signDeployNotification(body, 'another-secret-of-some-length')],
    ['a body that was changed', (body: string) => signDeployNotification(body.replace('ready', 'error'), secret)],
    ['no signature', () => ''],
  ])('refuses a notification with %s (401) and changes nothing', async (_name, sign) => {
    await requestRebuild(t.db, 'seo change');
    const title = await deployingBatch();
    const response = await notify({ id: 'deploy-x', state: 'ready', title }, sign);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'The X-Webhook-Signature is missing or not valid for this body.' });
    expect((await requests())[0]!.completed_at).toBeNull();
  });

  it('answers 400 for a signed body that is not a deploy, 401 when no secret is set', async () => {
    const body = '{"hello":"world"}';
    const signed = new Request(`${site}/api/netlify/deploy-notifications`, {
      method: 'POST',
      headers: { 'x-webhook-signature': signDeployNotification(body, secret) },
      body,
    });
    expect((await deployNotificationHandler(signed, t.db, secret)).status).toBe(400);
    const notJson = 'not json';
    const signedText = new Request(`${site}/x`, {
      method: 'POST',
      headers: { 'x-webhook-signature': signDeployNotification(notJson, secret) },
      body: notJson,
    });
    expect((await deployNotificationHandler(signedText, t.db, secret)).status).toBe(400);
    const unset = await deployNotificationHandler(new Request(`${site}/x`, { method: 'POST', body }), t.db, undefined);
    expect(unset.status).toBe(401);
  });
});

const addJob = (title: string) => insertJob(t.db, { title });
const withdrawn = async () => (await withdrawnJobsHandler(t.db)).json();
const live: SiteBuilder = async () => 'live';

describe('the withdrawn-jobs list', () => {
  it('lists a rejected or deleted job until a successful build has removed its page, never a public one', async () => {
    const kept = await addJob('ICU Nurse');
    const rejected = await addJob('Ward Nurse');
    const deleted = await addJob('Theatre Nurse');
    expect(await processRebuilds(t.db, live)).toMatchObject({ kind: 'built' }); // the build that published all three
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', rejected.id).execute());
    await withActor(t.db, service, (trx) => trx.deleteFrom('jobs').where('id', '=', deleted.id).execute());

    const response = await withdrawnJobsHandler(t.db);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=15');
    expect(await response.json()).toEqual({
      slugs: [deleted.slug, rejected.slug].sort(),
      ids: expect.arrayContaining([rejected.id, deleted.id]),
    });

    // Builds keep failing: still listed.
    const fail: SiteBuilder = async () => {
      throw new Error('build failed');
    };
    expect(await processRebuilds(t.db, fail)).toMatchObject({ kind: 'failed' });
    expect((await withdrawn()).slugs).toHaveLength(2);

    // A build that started more than the safety margin after the withdrawals: they leave the list.
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await processRebuilds(t.db, live, { now: later })).toMatchObject({ kind: 'built' });
    expect(await withdrawn()).toEqual({ slugs: [], ids: [] });
    expect((await withdrawn()).slugs).not.toContain(kept.slug);
    // /saved-jobs still learns they are gone, whenever the site was built, until they could no longer be open anyway.
    const forSaved = await withdrawnJobsHandler(t.db, later, new URL(`${site}${savedJobsWithdrawnPath}`));
    expect(forSaved.status).toBe(200);
    expect(await forSaved.json()).toEqual({
      slugs: [deleted.slug, rejected.slug].sort(),
      ids: expect.arrayContaining([rejected.id, deleted.id]),
    });
    const muchLater = new Date(Date.now() + (savedJobsWithdrawalDays + 1) * 86_400_000);
    await requestRebuild(t.db, 'a month and a half later');
    expect(await processRebuilds(t.db, live, { now: muchLater })).toMatchObject({ kind: 'built' });
    expect(await t.db.selectFrom('job_withdrawals').select('slug').execute()).toEqual([]);
    expect(await (await withdrawnJobsHandler(t.db, muchLater, new URL(`${site}${savedJobsWithdrawnPath}`))).json()).toEqual({
      slugs: [],
      ids: [],
    });
  });

  it('the saved-jobs list leaves out a job that is public again, and an unknown parameter is a 400', async () => {
    const job = await addJob('Flight Nurse');
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'rejected' }).where('id', '=', job.id).execute());
    const forSaved = () => withdrawnJobsHandler(t.db, new Date(), new URL(`${site}${savedJobsWithdrawnPath}`)).then((r) => r.json());
    expect(await forSaved()).toEqual({ slugs: [job.slug], ids: [job.id] });
    await withActor(t.db, service, (trx) => trx.updateTable('jobs').set({ status: 'approved' }).where('id', '=', job.id).execute());
    expect(await forSaved()).toEqual({ slugs: [], ids: [] });
    for (const query of ['?for=everything', '?for=saved-jobs&x=1', '?page=2']) {
      const refused = await withdrawnJobsHandler(t.db, new Date(), new URL(`${site}/api/withdrawn-jobs${query}`));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Unknown parameter. Use no parameter, or for=saved-jobs.' });
    }
  });

  it('lists a job that expired after the last successful build', async () => {
    const job = await addJob('Night Nurse');
    await t.db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', job.id)
      .execute();
    expect(await withdrawn()).toEqual({ slugs: [job.slug], ids: [job.id] });
  });

  it('is for the service only: visitors and signed-in users cannot read the withdrawals table', async () => {
    await expect(withActor(t.db, visitor, (trx) => trx.selectFrom('job_withdrawals').selectAll().execute())).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      withActor(t.db, asUserActor(admin.claims), (trx) => trx.selectFrom('job_withdrawals').selectAll().execute()),
    ).rejects.toThrow(/permission denied/);
  });
});

const rebuildNow = (user: typeof admin | null) => server.admin.rebuildNow.call(actionContext({ user }), new FormData());
/** Rebuild now as a plain form posted on `page`: the action, then the redirect back. */
const rebuildNowForm = async (user: typeof admin | null, page = '/admin/seo-settings') =>
  adminFormAnswer('admin.rebuildNow', new URL(`${page}?_action=admin.rebuildNow`, site), await rebuildNow(user), new FormData());

describe('Rebuild now', () => {
  it('makes a failing request due at once, past the backoff and the debounce', async () => {
    await requestRebuild(t.db, 'seo change');
    const fail: SiteBuilder = async () => {
      throw new Error('build failed');
    };
    for (let i = 0; i < 6; i++)
      await t.db
        .updateTable('rebuild_requests')
        .set({ next_attempt_at: new Date(0) })
        .execute()
        .then(() => processRebuilds(t.db, fail));
    expect(await processRebuilds(t.db, live, { debounce: netlifyDebounce })).toEqual({ kind: 'idle' }); // waiting 15 minutes

    const response = await rebuildNowForm(admin);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/seo-settings?rebuild=queued#rebuild-status');
    expect(await failingRebuild(t.db, admin)).toMatchObject({ attempts: 6, expedited: true });
    expect(await processRebuilds(t.db, live, { debounce: netlifyDebounce })).toEqual({ kind: 'built', requests: 1 });
    expect(await failingRebuild(t.db, admin)).toBeUndefined();
  });

  it('queues a rebuild when none is waiting, and answers a script with the notice', async () => {
    const { data } = await rebuildNow(admin);
    expect(data).toEqual({
      rebuild: 'queued',
      ok: true,
      title: 'Rebuild queued',
      text: 'The site is rebuilt within a minute or two; this page shows if it fails again.',
    });
    expect((await requests()).map((r) => r.reason)).toEqual(['rebuild now (admin)']);
    expect(await processRebuilds(t.db, live, { debounce: netlifyDebounce })).toEqual({ kind: 'built', requests: 1 });
  });

  it("is for admins: a visitor's form goes to sign in, a script gets 401, a signed-in non-admin 403", async () => {
    const visitorForm = await rebuildNowForm(null, '/admin/review-jobs');
    expect(visitorForm.status).toBe(303);
    expect(visitorForm.headers.get('location')).toBe('/auth?next=%2Fadmin%2Freview-jobs');
    expect((await rebuildNow(null)).error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect((await rebuildNow(reader)).error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(await requests()).toEqual([]);
    // The database refuses too.
    await expect(withActor(t.db, asUserActor(reader.claims), (trx) => sql`select public.rebuild_now()`.execute(trx))).rejects.toThrow(
      /Only admins can rebuild the site/,
    );
  });
});
