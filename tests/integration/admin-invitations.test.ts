import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, type TestDatabase } from '../helpers/database';
import { sessionStore } from '~/server/auth/sessions';
import { startFakeSupabaseAuth } from '../helpers/fake-supabase-auth';
import { localAuthProvider, localSessionCookie } from '~/server/auth/local-provider';
import { supabaseAuthProvider, supabaseSessionCookie } from '~/server/auth/supabase-provider';
import { astroCookiesFor } from '../helpers/astro-cookies';
import { callFormAction } from '../helpers/form-action';
import { authActions } from '~/actions/auth';
import { isInputError } from 'astro:actions';
import type { AuthProvider } from '~/server/auth/provider';
import type { SessionUser } from '~/server/auth/types';
import { actionContext } from '../helpers/actions';
import { server } from '~/actions';
import { adminFormAnswer } from '~/actions/admin-form-results';
import { closeAllDbs } from '~/server/db/client';
import { adminsAndInvitations, invitationState, tokenHash } from '~/server/admins/invitations';
import { asUserActor, withActor } from '~/server/db/context';

const secret = 'integration-test-secret-0123456789-abcdefgh';
const site = 'http://localhost:4321';
let t: TestDatabase;
let provider: AuthProvider;
let boss: SessionUser;
let reader: SessionUser;

beforeAll(async () => {
  t = await freshDatabase();
  vi.stubEnv('DATABASE_URL', t.url); // the actions use the process's database
  provider = localAuthProvider(t.db, secret);
  await provider.createOrPromoteAdmin('boss@gulfjobs.example', 'correct horse battery');
  await t.db.insertInto('auth.users').values({ email: 'reader@gulfjobs.example', encrypted_password: 'x' }).execute();
  const signedIn = await provider.signIn('boss@gulfjobs.example', 'correct horse battery', cookiesWith());
  if (!signedIn.ok) throw new Error('the test admin could not sign in');
  boss = signedIn.user;
  const readerRow = await t.db
    .selectFrom('auth.users')
    .select('id')
    .where('email', '=', 'reader@gulfjobs.example')
    .executeTakeFirstOrThrow();
  reader = {
    id: readerRow.id,
    email: 'reader@gulfjobs.example',
    isAdmin: false,
    claims: { sub: readerRow.id, email: 'reader@gulfjobs.example', role: 'authenticated', app_metadata: {} },
  };
});
afterAll(async () => {
  await closeAllDbs();
  await t.drop();
});
beforeEach(async () => {
  await t.db.deleteFrom('admin_invitations').execute();
  await t.db.deleteFrom('email_outbox').execute();
});

/** A request's `context.cookies`, with the browser's `cookie` header. */
const cookiesWith = (cookie?: string) => {
  const request = new Request(site, { headers: cookie ? { cookie } : {} });
  return { request, cookies: astroCookiesFor(request) };
};
const formData = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const invite = (email: string, user: SessionUser | null = boss) =>
  server.admin.inviteAdmin.call(actionContext({ user }), formData({ email }));
const tokenFromOutbox = async (to: string) => {
  const mail = await t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/auth\/accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body);
  if (!match) throw new Error(`no invitation link in: ${mail.text_body}`);
  return { token: match[1]!, mail };
};
/** The accept form posted to actions.auth.acceptInvite (on /auth/accept-invite). */
const accept = (body: Record<string, string>, p: AuthProvider = provider) =>
  callFormAction(authActions(async () => ({ provider: p, db: t.db, secret })).acceptInvite, body, { url: `${site}/auth/accept-invite` });

describe('admin invitations', () => {
  it('invite → e-mail with a single-use link (token stored hashed) → password → signed-in admin on the dashboard', async () => {
    const { data, error } = await invite(' New.Admin@GulfJobs.example ');
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ notice: 'invited', title: 'Invitation sent' });
    const { token, mail } = await tokenFromOutbox('new.admin@gulfjobs.example');
    expect(mail).toMatchObject({ subject: 'You are invited to moderate Gulf Jobs', kind: 'admin.invited' });
    expect(mail.text_body).toContain(`${site}/auth/accept-invite?token=${token}`);
    const stored = await t.db.selectFrom('admin_invitations').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(7 * 24 * 3600_000);
    expect(await invitationState(t.db, token)).toEqual({ state: 'open', email: 'new.admin@gulfjobs.example' });
    expect((await adminsAndInvitations(t.db, boss)).invitations.map((i) => i.email)).toEqual(['new.admin@gulfjobs.example']);

    const done = await accept({ token, password: 'sand dunes at dawn', confirm: 'sand dunes at dawn' });
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ next: '/admin/review-jobs' });
    const cookie = done.setCookies.find((c) => c.startsWith(`${localSessionCookie}=`))!.split(';')[0]!;
    const user = await provider.currentUser(cookiesWith(cookie));
    expect(user).toMatchObject({ email: 'new.admin@gulfjobs.example', isAdmin: true });
    expect((await adminsAndInvitations(t.db, boss)).admins.map((a) => a.email)).toEqual([
      'boss@gulfjobs.example',
      'new.admin@gulfjobs.example',
    ]);

    // Single use: the same link again creates nothing and says so.
    const again = await accept({ token, password: 'another password', confirm: 'another password' });
    expect(again).toMatchObject({ status: 410, setCookies: [] });
    expect(again.error?.message).toMatch(/^This invitation was already used\./);
    expect(await invitationState(t.db, token)).toMatchObject({ state: 'used' });
    expect((await provider.signIn('new.admin@gulfjobs.example', 'another password', cookiesWith())).ok).toBe(false);
    expect((await invite('new.admin@gulfjobs.example')).error).toMatchObject({
      code: 'CONFLICT',
      message: 'That e-mail address already belongs to an admin. Nothing was sent.',
    });
  });

  it('checks the password: at least 8 characters, typed twice alike; the invitation stays open', async () => {
    await invite('second@gulfjobs.example');
    const { token } = await tokenFromOutbox('second@gulfjobs.example');
    /** The first mistake (what the page shows) and every field's first message. */
    const mistakesOf = ({ status, error }: Awaited<ReturnType<typeof accept>>) => ({
      status,
      first: error && isInputError(error) ? error.issues[0]?.message : undefined,
      fields:
        error && isInputError(error)
          ? Object.fromEntries(Object.entries(error.fields).map(([name, messages]) => [name, messages?.[0]]))
          : {},
    });
    expect(mistakesOf(await accept({ token, password: 'short', confirm: 'short' })).first).toBe(
      'The password must be at least 8 characters.',
    );
    expect(mistakesOf(await accept({ token, password: 'long enough', confirm: 'long enougH' })).first).toBe(
      'The two passwords do not match.',
    );
    expect(mistakesOf(await accept({ token, password: '', confirm: '' }))).toMatchObject({
      status: 400,
      fields: { password: 'Choose a password.', confirm: 'Type the password again to confirm it.' },
    });
    expect(await invitationState(t.db, token)).toMatchObject({ state: 'open' });
  });

  it('expired, revoked and unknown links are refused; a re-invite withdraws the earlier link', async () => {
    await invite('late@gulfjobs.example');
    const { token: first } = await tokenFromOutbox('late@gulfjobs.example');
    await invite('late@gulfjobs.example');
    const { token: second } = await tokenFromOutbox('late@gulfjobs.example');
    expect(await invitationState(t.db, first)).toMatchObject({ state: 'revoked' });
    await t.db
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000), created_at: new Date(Date.now() - 8 * 86400_000) })
      .where('token_hash', '=', tokenHash(second))
      .execute();
    expect(await invitationState(t.db, second)).toMatchObject({ state: 'expired' });
    const refused = await accept({ token: second, password: 'long enough', confirm: 'long enough' });
    expect(refused.status).toBe(410);
    expect(refused.error?.message).toBe(
      'This invitation has expired. Invitation links work for 7 days. Ask an admin to send you a new one.',
    );
    expect(await invitationState(t.db, 'A'.repeat(43))).toEqual({ state: 'unknown' });
    expect(await invitationState(t.db, 'short')).toEqual({ state: 'unknown' });
    expect(await t.db.selectFrom('auth.users').select('id').where('email', '=', 'late@gulfjobs.example').execute()).toEqual([]);
  });

  it('revoke works once; visitors and non-admins are refused by the endpoints and by RLS', async () => {
    await invite('third@gulfjobs.example');
    const { id } = await t.db.selectFrom('admin_invitations').select('id').executeTakeFirstOrThrow();
    const revoke = (user: SessionUser | null) => server.admin.revokeInvitation.call(actionContext({ user }), formData({ id }));
    expect((await revoke(null)).error?.code).toBe('UNAUTHORIZED');
    expect((await revoke(reader)).error?.code).toBe('FORBIDDEN');
    expect((await invite('x@gulfjobs.example', null)).error?.code).toBe('UNAUTHORIZED');
    const formAfterSessionEnded = adminFormAnswer(
      'admin.inviteAdmin',
      new URL(`${site}/admin/admins?_action=admin.inviteAdmin`),
      await invite('x@gulfjobs.example', null),
      formData({ email: 'x@gulfjobs.example' }),
    );
    expect(formAfterSessionEnded.status).toBe(303);
    expect(formAfterSessionEnded.headers.get('location')).toBe('/auth?next=%2Fadmin%2Fadmins');
    expect((await invite('x@gulfjobs.example', reader)).error?.code).toBe('FORBIDDEN');
    expect((await revoke(boss)).data).toMatchObject({ notice: 'revoked' });
    expect((await revoke(boss)).error).toMatchObject({
      code: 'CONFLICT',
      message: 'That invitation was already used, withdrawn or expired.',
    });
    // RLS: a signed-in non-admin reads no invitation and cannot write one.
    await withActor(t.db, asUserActor(reader.claims), async (trx) => {
      expect(await trx.selectFrom('admin_invitations').select('id').execute()).toEqual([]);
    });
    await expect(
      withActor(t.db, asUserActor(reader.claims), (trx) =>
        trx
          .insertInto('admin_invitations')
          .values({ email: 'me@gulfjobs.example', token_hash: 'a'.repeat(64), invited_by: reader.id })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await t.db.selectFrom('admin_invitations').select('email').where('email', '=', 'me@gulfjobs.example').execute()).toEqual([]);
  });

  it('the Supabase provider creates the invited admin through the admin API, or promotes an existing user with the new password', async () => {
    const fake = await startFakeSupabaseAuth();
    try {
      fake.addUser('member@gulfjobs.example', 'old-password');
      const supabase = supabaseAuthProvider({
        url: fake.url,
        publishableKey: fake.publishableKey,
        secretKey: fake.secretKey,
        sessions: sessionStore(t.db),
      });
      expect(await supabase.setUpInvitedAdmin('fresh@gulfjobs.example', 'fresh password')).toEqual({ created: true });
      expect(await supabase.setUpInvitedAdmin('member@gulfjobs.example', 'new password!')).toEqual({ created: false });
      expect(fake.users.map((u) => [u.email, u.password, u.app_metadata.role])).toEqual([
        ['member@gulfjobs.example', 'new password!', 'admin'],
        ['fresh@gulfjobs.example', 'fresh password', 'admin'],
      ]);
      await invite('via-supabase@gulfjobs.example');
      const { token } = await tokenFromOutbox('via-supabase@gulfjobs.example');
      const done = await accept({ token, password: 'from the invite', confirm: 'from the invite' }, supabase);
      expect(done.data).toEqual({ next: '/admin/review-jobs' });
      expect(done.setCookies.some((c) => c.startsWith(`${supabaseSessionCookie}=`) || c.startsWith(`${supabaseSessionCookie}.0=`))).toBe(
        true,
      );
      const noKey = supabaseAuthProvider({ url: fake.url, publishableKey: fake.publishableKey });
      await expect(noKey.setUpInvitedAdmin('x@gulfjobs.example', 'whatever1')).rejects.toThrow(
        'SUPABASE_SECRET_KEY is required to accept admin invitations with Supabase Auth.',
      );
    } finally {
      await fake.stop();
    }
  });
});
