import http from 'node:http';
import { generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { freePort } from './free-port';

interface FakeUser {
  id: string;
  email: string;
  password: string;
  app_metadata: Record<string, unknown>;
}

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const newSigningKey = (kid: string = randomUUID()): SigningKey => ({ kid, ...generateKeyPairSync('ec', { namedCurve: 'P-256' }) });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ES256 JWT, as Supabase Auth issues with an asymmetric (ECC P-256) signing key. */
function es256Jwt(claims: Record<string, unknown>, key: SigningKey): string {
  const body = `${base64url({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(body), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

/**
 * A local stand-in for Supabase Auth (GoTrue) speaking the endpoints supabase-js calls, so the
 * Supabase provider is tested without the internet: password and refresh-token grants, /user,
 * the JWKS, admin list/create/update, logout. Access tokens are ES256 JWTs signed with a key the
 * JWKS publishes, as in a project with asymmetric signing keys. Every request must carry the
 * project's publishable key as `apikey`, the admin endpoints its secret key, as the real API does.
 */
export async function startFakeSupabaseAuth() {
  const users: FakeUser[] = [];
  const refresh = new Map<string, { userId: string; sessionId: string }>();
  const revokedSessions = new Set<string>();
  const calls: string[] = [];
  const publishableKey = `sb_publishable_fake${randomUUID().replaceAll('-', '')}`;
  const secretKey = `sb_secret_fake${randomUUID().replaceAll('-', '')}`;
  const signingKey = newSigningKey();
  let accessTokenSeconds = 3600;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;

  const userJson = (u: FakeUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    app_metadata: u.app_metadata,
    user_metadata: {},
    created_at: new Date().toISOString(),
    identities: [],
  });
  const claimsFor = (u: FakeUser, sessionId: string, lifetime: number) => {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: `${url}/auth/v1`,
      sub: u.id,
      aud: 'authenticated',
      exp: now + lifetime,
      iat: now,
      email: u.email,
      role: 'authenticated',
      app_metadata: u.app_metadata,
      user_metadata: {},
      aal: 'aal1',
      session_id: sessionId,
      is_anonymous: false,
    };
  };
  const session = (u: FakeUser, sessionId: string = randomUUID()) => {
    const refreshToken = `rt-${randomUUID()}`;
    refresh.set(refreshToken, { userId: u.id, sessionId });
    const claims = claimsFor(u, sessionId, accessTokenSeconds);
    return {
      access_token: es256Jwt(claims, signingKey),
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: claims.exp,
      refresh_token: refreshToken,
      user: userJson(u),
    };
  };
  /** The claims of an access token this server signed, unexpired and of a live session. */
  const verifiedClaims = (token: string): Record<string, unknown> | undefined => {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return undefined;
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: signingKey.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!valid) return undefined;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (Number(claims.exp) * 1000 <= Date.now() || revokedSessions.has(String(claims.session_id))) return undefined;
    return claims;
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, status: number, code: string, msg: string) =>
    send(res, status, { code: status, error_code: code, msg });

  const server = http.createServer(async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const path = requestUrl.pathname;
    const grant = requestUrl.searchParams.get('grant_type');
    calls.push(`${req.method} ${path}${grant ? `?grant_type=${grant}` : ''}`);

    const adminRoute = path.startsWith('/auth/v1/admin/');
    if (req.headers.apikey !== (adminRoute ? secretKey : publishableKey)) {
      return send(res, 401, { message: adminRoute ? 'This endpoint requires the secret key' : 'Invalid API key' });
    }
    if (req.method === 'GET' && path === '/auth/v1/.well-known/jwks.json') {
      return send(res, 200, {
        keys: [{ ...signingKey.publicKey.export({ format: 'jwk' }), kid: signingKey.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }],
      });
    }
    if (req.method === 'POST' && path === '/auth/v1/token') {
      if (grant === 'password') {
        const user = users.find((u) => u.email === String(body.email).toLowerCase() && u.password === body.password);
        return user ? send(res, 200, session(user)) : fail(res, 400, 'invalid_credentials', 'Invalid login credentials');
      }
      const held = refresh.get(String(body.refresh_token));
      const user = users.find((u) => u.id === held?.userId);
      if (!held || !user || revokedSessions.has(held.sessionId))
        return fail(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      refresh.delete(String(body.refresh_token)); // rotation: each refresh token works once
      return send(res, 200, session(user, held.sessionId));
    }
    if (req.method === 'GET' && path === '/auth/v1/user') {
      const claims = verifiedClaims(bearer);
      const user = users.find((u) => u.id === claims?.sub);
      return user ? send(res, 200, userJson(user)) : fail(res, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    if (req.method === 'POST' && path === '/auth/v1/logout') {
      const claims = verifiedClaims(bearer);
      if (!claims) return fail(res, 403, 'session_not_found', 'Session not found');
      revokedSessions.add(String(claims.session_id));
      res.writeHead(204).end();
      return;
    }
    if (adminRoute && bearer === secretKey && path.startsWith('/auth/v1/admin/users')) {
      if (req.method === 'GET') return send(res, 200, { users: users.map(userJson), aud: 'authenticated' });
      if (req.method === 'POST') {
        const user: FakeUser = {
          id: randomUUID(),
          email: String(body.email).toLowerCase(),
          password: String(body.password),
          app_metadata: { provider: 'email', ...(body.app_metadata as object) },
        };
        users.push(user);
        return send(res, 200, userJson(user));
      }
      if (req.method === 'PUT') {
        const user = users.find((u) => u.id === path.split('/').pop());
        if (!user) return fail(res, 404, 'user_not_found', 'User not found');
        if (body.app_metadata) user.app_metadata = body.app_metadata as Record<string, unknown>;
        if (typeof body.password === 'string') user.password = body.password;
        return send(res, 200, userJson(user));
      }
    }
    fail(res, 404, 'not_found', `No fake for ${req.method} ${path}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    publishableKey,
    secretKey,
    users,
    /** Every request, as `METHOD /path[?grant_type=…]`. */
    calls,
    addUser: (email: string, password: string, appMetadata: Record<string, unknown> = {}) =>
      users.push({ id: randomUUID(), email, password, app_metadata: appMetadata }),
    /** How long access tokens issued from now on live (a short one makes supabase-js refresh at once). */
    setAccessTokenSeconds: (seconds: number) => {
      accessTokenSeconds = seconds;
    },
    /** A token for `email` that looks right but is signed with a key this server never published (same kid). */
    forgedAccessToken: (email: string, appMetadata: Record<string, unknown> = { role: 'admin' }) => {
      const user = users.find((u) => u.email === email);
      if (!user) throw new Error(`no fake user ${email}`);
      return es256Jwt(claimsFor({ ...user, app_metadata: appMetadata }, randomUUID(), 3600), newSigningKey(signingKey.kid));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
