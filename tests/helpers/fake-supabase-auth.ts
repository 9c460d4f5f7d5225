import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { freePort } from './free-port';

interface FakeUser {
  id: string;
  email: string;
  password: string;
  app_metadata: Record<string, unknown>;
}

/**
 * A local stand-in for Supabase Auth (GoTrue) speaking the endpoints supabase-js calls, so the
 * Supabase provider is tested without the internet: password and refresh-token grants, /user,
 * admin list/create/update, logout. `expireAccessTokens()` makes every issued access token invalid.
 */
export async function startFakeSupabaseAuth() {
  const users: FakeUser[] = [];
  const access = new Map<string, string>(); // token → user id
  const refresh = new Map<string, string>();
  const calls: string[] = [];
  const serviceKey = 'fake-service-role-key';

  const userJson = (u: FakeUser) => ({
    id: u.id, aud: 'authenticated', role: 'authenticated', email: u.email, app_metadata: u.app_metadata,
    user_metadata: {}, created_at: new Date().toISOString(), identities: [],
  });
  const session = (u: FakeUser) => {
    const accessToken = `at-${randomUUID()}`;
    const refreshToken = `rt-${randomUUID()}`;
    access.set(accessToken, u.id);
    refresh.set(refreshToken, u.id);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, refresh_token: refreshToken, user: userJson(u) };
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, status: number, code: string, msg: string) =>
    send(res, status, { code: status, error_code: code, msg });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    calls.push(`${req.method} ${url.pathname}${url.searchParams.get('grant_type') ? `?grant_type=${url.searchParams.get('grant_type')}` : ''}`);
    const isAdmin = bearer === serviceKey;

    if (req.method === 'POST' && url.pathname === '/auth/v1/token') {
      if (url.searchParams.get('grant_type') === 'password') {
        const user = users.find((u) => u.email === String(body.email).toLowerCase() && u.password === body.password);
        return user ? send(res, 200, session(user)) : fail(res, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      const userId = refresh.get(String(body.refresh_token));
      const user = users.find((u) => u.id === userId);
      if (!user) return fail(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      refresh.delete(String(body.refresh_token)); // rotation: each refresh token works once
      return send(res, 200, session(user));
    }
    if (req.method === 'GET' && url.pathname === '/auth/v1/user') {
      const user = users.find((u) => u.id === access.get(bearer));
      return user ? send(res, 200, userJson(user)) : fail(res, 403, 'bad_jwt', 'invalid JWT: token is expired');
    }
    if (req.method === 'POST' && url.pathname === '/auth/v1/logout') {
      const userId = access.get(bearer);
      for (const [token, id] of refresh) if (id === userId) refresh.delete(token);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith('/auth/v1/admin/users')) {
      if (!isAdmin) return fail(res, 403, 'not_admin', 'User not allowed');
      if (req.method === 'GET') return send(res, 200, { users: users.map(userJson), aud: 'authenticated' });
      if (req.method === 'POST') {
        const user: FakeUser = { id: randomUUID(), email: String(body.email).toLowerCase(), password: String(body.password), app_metadata: { provider: 'email', ...(body.app_metadata as object) } };
        users.push(user);
        return send(res, 200, userJson(user));
      }
      if (req.method === 'PUT') {
        const user = users.find((u) => u.id === url.pathname.split('/').pop());
        if (!user) return fail(res, 404, 'user_not_found', 'User not found');
        if (body.app_metadata) user.app_metadata = body.app_metadata as Record<string, unknown>;
        if (typeof body.password === 'string') user.password = body.password;
        return send(res, 200, userJson(user));
      }
    }
    fail(res, 404, 'not_found', `No fake for ${req.method} ${url.pathname}`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    serviceKey,
    users,
    calls,
    addUser: (email: string, password: string, appMetadata: Record<string, unknown> = {}) =>
      users.push({ id: randomUUID(), email, password, app_metadata: appMetadata }),
    expireAccessTokens: () => access.clear(),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
