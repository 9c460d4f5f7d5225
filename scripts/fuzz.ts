// npm run fuzz: bad input against every on-demand route of the production build, served like
// `npm start` (scratch embedded database, demo data, build, local proxy). Deterministic (FUZZ_SEED).
// Prints a table per endpoint and exits non-zero on any 5xx, reset connection or request left
// without an answer for 30 s (each printed as it happens, with its connection); then stops the
// database and checks that dynamic routes answer a deliberate 503 and static pages still 200.
//
//   FUZZ_SEED=12          the seed of every generated input
//   FUZZ_PER_ENDPOINT=1000 inputs per endpoint (at least 1,000 for the issue's figures)
//   FUZZ_CONCURRENCY=8    requests in flight
//   FUZZ_ONLY=/admin/seo  only the routes whose path contains this text
// Every failing request is written whole to .data/fuzz/failures/N.json (the printed line shortens
// it); FUZZ_REPLAY=.data/fuzz/failures/N.json builds the site the same way and sends that one
// request alone, five times, printing each answer and its time.
import http from 'node:http';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startScratchSite } from './lib/scratch-site';
import { z } from 'zod';
import { readFuzzSettings } from './lib/tool-settings';
import { ConnectionLog, fuzzAgent } from './lib/fuzz/connections';

const {
  FUZZ_SEED: seed,
  FUZZ_PER_ENDPOINT: perEndpoint,
  FUZZ_CONCURRENCY: concurrency,
  FUZZ_ONLY: only,
  FUZZ_REPLAY: replayFile,
} = readFuzzSettings();

// ---------------------------------------------------------------- endpoints, from src/pages

interface Endpoint {
  /** The route as written, e.g. /api/subscriptions/unsubscribe or /_actions/admin.moderateJob */
  route: string;
  file: string;
  methods: string[];
  params: string[];
  /** For a page that runs actions posted to it: the `?_action=` values to post (e.g. forms.contact). */
  actions?: string[];
  /** Real values for the route's parameter, tried as often as bad ones. */
  paramValues?: string[];
}

/** The public form actions (src/actions/forms.ts), each a POST route of its own: /_actions/forms.contact. */
async function discoverFormActions(): Promise<{ names: string[]; slugs: string[] }> {
  const source = await readFile('src/actions/forms.ts', 'utf8');
  const names = [...source.matchAll(/^ {2}(\w+): defineAction\(/gm)].map((m) => `forms.${m[1]!}`);
  const results = await readFile('src/server/forms/results.ts', 'utf8');
  const slugs = [...results.matchAll(/^ {2}'?([\w-]+)'?: \{/gm)].map((m) => m[1]!);
  return { names, slugs };
}

async function discoverEndpoints(): Promise<Endpoint[]> {
  const formActions = await discoverFormActions();
  const root = path.resolve('src/pages');
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (!entry.name.startsWith('_') && /\.(ts|astro)$/.test(entry.name)) files.push(full);
    }
  };
  await walk(root);
  const endpoints: Endpoint[] = [];
  for (const file of files.sort()) {
    const source = await readFile(file, 'utf8');
    if (!/export const prerender = false/.test(source)) continue;
    const relative = path
      .relative(root, file)
      .replace(/\\/g, '/')
      .replace(/\.(ts|astro)$/, '')
      .replace(/(^|\/)index$/, '');
    const route = `/${relative}`;
    const methods = file.endsWith('.astro')
      ? ['GET']
      : [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map((m) => m[1]!);
    const params = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
    // A page that reads Astro.getActionResult is where forms post without JavaScript; a page that
    // reads its own request (the employer's and the admin's plain forms) takes its own POSTs.
    const takesActions = file.endsWith('.astro') && source.includes('getActionResult');
    const takesPosts = file.endsWith('.astro') && /Astro\.request\.method|\(Astro\.request\b/.test(source);
    endpoints.push({
      route,
      file: path.relative(process.cwd(), file),
      methods: takesActions || takesPosts ? ['GET', 'POST'] : methods,
      params,
      ...(takesActions ? { actions: formActions.names, paramValues: formActions.slugs } : {}),
    });
  }
  // Any name after /_actions/, those that do not decode first: Astro looks every one up.
  endpoints.push({ route: '/_actions/[name]', file: 'src/actions', methods: ['POST'], params: ['name'], paramValues: badActionNames });
  // Actions (src/actions/<namespace>.ts): each `name: defineAction(` answers POST /_actions/<namespace>.<name>.
  const actionsDir = path.resolve('src/actions');
  for (const name of (await readdir(actionsDir)).filter((f) => f.endsWith('.ts')).sort()) {
    const source = await readFile(path.join(actionsDir, name), 'utf8');
    for (const [, action] of source.matchAll(/^\s+(\w+): defineAction\(/gm)) {
      endpoints.push({
        route: `/_actions/${name.replace(/\.ts$/, '')}.${action}`,
        file: `src/actions/${name}`,
        methods: ['POST'],
        params: [],
      });
    }
  }
  return endpoints;
}

// ---------------------------------------------------------------- deterministic generation

function prng(start: number): () => number {
  let a = start >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const int = (rand: Rand, max: number) => Math.floor(rand() * max);

/** Names every JavaScript object inherits: a lookup table indexed by input must not find them. */
const inheritedNames = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'prototype'];
/** Action names as sent in `?_action=` or after /_actions/: escapes that do not decode, inherited names. */
const badActionNames = [
  '%',
  '%25',
  '%zz',
  '%E0%A4%A',
  'forms.%25',
  'forms.%',
  'auth.%C0',
  '%2525',
  'forms.constructor',
  'forms.__proto__',
  ...inheritedNames,
];

const badStrings = [
  ...inheritedNames,
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'x'.repeat(5000),
  'é'.repeat(20_000),
  'a\u0000b',
  '\u0000',
  'a%00b',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/..//evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'http://127.0.0.1:9/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  '<script>alert(1)</script>',
  '"; drop table jobs; --',
  "' or 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  'مرحبا بالعالم',
  '\u202eevil',
  '😀'.repeat(50),
  '\ud800',
  '\uffff',
  '\u00a0\u2028\u2029',
  'a,b@example.com',
  'nobody@example.com',
  'A'.repeat(254) + '@example.com',
  'x@y',
  '/%C4%80',
  'DELETE',
  'approve',
  'reject',
  'edit',
  'delete',
  'revoke',
  'yes',
  '-1',
  '0',
  '1e308',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
];
const badValues = (rand: Rand): unknown => {
  switch (int(rand, 10)) {
    case 0:
      return int(rand, 2) ? -1 : 1e308;
    case 1:
      return rand() < 0.5;
    case 2:
      return null;
    case 3:
      return [pick(rand, badStrings), pick(rand, badStrings)];
    case 4:
      return { nested: pick(rand, badStrings) };
    case 5:
      return 'x'.repeat(1000 + int(rand, 60_000));
    default:
      return pick(rand, badStrings);
  }
};
const fieldNames = [
  'email',
  'password',
  'next',
  'back',
  'action',
  'reason',
  'confirmed',
  'confirm',
  'url',
  'path',
  'title',
  'description',
  'keywords',
  'image',
  'jobTitle',
  'companyName',
  'location',
  'jobDescription',
  'category',
  'country',
  'salaryRange',
  'contactEmail',
  'applicationUrl',
  'applicationType',
  'firstName',
  'lastName',
  'coachingType',
  'goals',
  'phone',
  'industry',
  'experience',
  'preferredTime',
  'timezone',
  'challenges',
  'message',
  'subject',
  'name',
  'source',
  'website',
  'token',
  'id',
  'p',
  'r',
  'a',
  'q',
  'page',
  'status',
  'event',
  'categories',
  'countries',
  'job',
  'intent',
  'code',
  'locale',
  'kept',
  'merged',
  'kind',
  'size',
  'agencyLicence',
  'aboutEn',
  'aboutAr',
  'removeLogo',
  '__proto__',
  'constructor',
];
const badIds = [
  'x',
  '0',
  '-1',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '------------------------------------',
  '00000000-0000-0000-0000-000000000000',
  '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%00b',
  '%00',
  'x'.repeat(5000),
  '%C4%80',
  '%ff%fe',
  'Ā',
  "1'%20or%20'1'='1",
  'nurse-dubai%0d%0aSet-Cookie:%20x=1',
  'a/b/c',
  '%2F',
  'job.json',
  '~root',
  '%25',
  'ICU-Nurse-Doha-Qatar',
  ...inheritedNames,
];
const queryKeys = ['q', 'page', 'category', 'country', 'sort', 'status', 'token', 'id', 'next', 'limit', 'offset', 'remote', 'salary', 'p'];

/** Percent-encoded, lone surrogates replaced (encodeURIComponent throws on them). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) =>
      /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(i - 1, i + 1)) || /[\ud800-\udbff][\udc00-\udfff]/.test(all.slice(i, i + 2))
        ? c
        : '\ufffd',
    ),
  );
/** A path segment as sent: ASCII kept as written (so %00, %2F and .. reach the server), the rest percent-encoded. */
const rawSegment = (value: string) => value.replace(/[^\u0021-\u007e]/g, (c) => encode(c));

function query(rand: Rand): string {
  switch (int(rand, 8)) {
    case 0:
      return '';
    case 1:
      return `?q=${'x'.repeat(9000 + int(rand, 100_000))}`; // long query string: 414
    case 2:
      return `?${queryKeys.map((k) => `${k}=${encode(String(badValues(rand)).slice(0, 300))}`).join('&')}`;
    case 3:
      return `?q=a&q=b&q=c&page=1&page=-1&page=x`; // duplicates
    case 4:
      return `?q=%00&page=%00`;
    case 5:
      return `?%ff%fe=%ff&q=%E0%A4%A`; // broken percent-encoding and UTF-8
    default:
      return `?${pick(rand, queryKeys)}=${encode(String(pick(rand, badStrings)))}`;
  }
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent with Transfer-Encoding: chunked, without a Content-Length. */
  chunked?: boolean;
  admin: boolean;
  direct: boolean;
}

function routePath(endpoint: Endpoint, rand: Rand): string {
  return endpoint.route.replace(/\[(\.\.\.)?[^\]]+\]/g, (_, rest: string | undefined) => {
    if (endpoint.paramValues && rand() < 0.5) return pick(rand, endpoint.paramValues);
    const id = rawSegment(pick(rand, badIds));
    return rest && rand() < 0.3 ? `${id}/${rawSegment(pick(rand, badIds))}` : id;
  });
}

/** The post form's fields: the action's and the preview page's template. */
const postJobFields = {
  companyName: 'Fuzz Co',
  jobTitle: 'Fuzz Tester',
  jobDescription: 'Tests.',
  location: 'Dubai, UAE',
  applicationType: 'email',
  contactEmail: 'hr@example.com',
};
/**
 * Nearly valid bodies, so inputs get past the body parser into the handlers and the database:
 * one or two fields of a template are replaced, made the wrong type or left out. (No template
 * for the scraper, which would fetch the address, nor for deleting all jobs.)
 */
const templates: Record<string, Record<string, unknown>> = {
  '/_actions/auth.signIn': { email: 'someone@example.com', password: 'wrong-password', next: '/admin' },
  '/_actions/forms.newsletter': { email: 'reader@example.com', source: 'fuzz' },
  '/_actions/forms.jobAlert': { email: 'reader@example.com', category: 'engineering', country: 'uae', source: 'fuzz' },
  '/_actions/forms.eventNews': { email: 'reader@example.com', source: 'fuzz' },
  '/_actions/forms.contact': { firstName: 'Aisha', lastName: 'Khan', email: 'aisha@example.com', subject: 'support', message: 'Hello' },
  '/_actions/forms.coaching': {
    firstName: 'Aisha',
    lastName: 'Khan',
    email: 'aisha@example.com',
    coachingType: 'industry-specific',
    goals: 'Pass',
  },
  '/_actions/forms.postJob': postJobFields,
  '/_actions/auth.acceptInvite': { token: 'x'.repeat(43), password: 'a-long-enough-password', confirm: 'a-long-enough-password' },
  '/_actions/admin.moderateJob': { id: '00000000-0000-4000-8000-000000000000', action: 'approve', reason: 'x', confirmed: 'yes' },
  '/_actions/admin.editJob': {
    id: '00000000-0000-4000-8000-000000000000',
    companyName: 'Fuzz Co',
    jobTitle: 'Edited',
    jobDescription: 'x',
    location: 'Doha',
    contactEmail: 'hr@example.com',
  },
  '/_actions/admin.inviteAdmin': { email: 'new-admin@example.com' },
  '/_actions/admin.revokeInvitation': { id: '00000000-0000-4000-8000-000000000000' },
  '/_actions/admin.saveSeoOverride': { path: '/jobs', title: 'Jobs', description: 'All jobs', keywords: 'jobs' },
  '/_actions/admin.deleteSeoOverride': { path: '/jobs' },
  '/_actions/admin.saveScrapedJob': {
    title: 'Scraped',
    company: 'Fuzz Co',
    location: 'Dubai',
    description: 'x',
    url: 'https://careers.example/fuzz',
  },
  '/_actions/admin.rebuildNow': {},
  '/api/beacon': { p: '/jobs', r: 'example.com' },
  '/api/subscriptions/unsubscribe': { id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', token: 'x', 'List-Unsubscribe': 'One-Click' },
  '/_actions/subscriptions.updateAlert': {
    id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    token: 'x',
    subscription: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    q: 'nurse',
    category: 'engineering',
    country: 'qatar',
    remote: 'true',
    frequency: 'daily',
  },
  '/_actions/subscriptions.pauseAlert': {
    id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    token: 'x',
    subscription: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
  },
  '/_actions/subscriptions.unsubscribeAll': { id: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', token: 'x' },
  // Pages that take their own plain form posts (sent with the admin's session half the time).
  '/employer': { job: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f' },
  '/employer/renew': { job: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f' },
  '/employer/sign-in': { intent: 'link', email: 'employer@example.com', job: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', locale: 'ar' },
  '/employer/verify': { token: 'x'.repeat(43) },
  '/employer/edit': {
    job: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    companyName: 'Fuzz Co',
    jobTitle: 'Edited',
    jobDescription: 'x',
    location: 'Doha',
    contactEmail: 'hr@example.com',
  },
  '/employer/company': {
    name: 'Fuzz Co',
    website: 'https://fuzz.example',
    size: '11-50',
    industry: 'healthcare',
    kind: 'agency',
    agencyLicence: '123',
  },
  '/admin/companies': {
    action: 'merge',
    kept: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f',
    merged: '6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6e',
    confirmed: 'yes',
  },
  '/post-job/preview': postJobFields,
};

function body(rand: Rand, route: string): { type?: string; data?: Buffer } {
  const template = templates[route];
  const object: Record<string, unknown> = template && rand() < 0.5 ? { ...template } : {};
  const count = int(rand, 3) + (Object.keys(object).length ? 0 : int(rand, 4));
  for (let i = 0; i < count; i++) {
    const keys = Object.keys(object);
    if (keys.length && rand() < 0.3) delete object[pick(rand, keys)];
    else object[keys.length && rand() < 0.7 ? pick(rand, keys) : pick(rand, fieldNames)] = badValues(rand);
  }
  const strings = Object.fromEntries(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));
  switch (int(rand, 12)) {
    case 0:
      return {};
    case 1:
      return { type: 'application/json', data: Buffer.from('{"email": "x@example.com", ') }; // malformed JSON
    case 2:
      return { type: 'application/json', data: Buffer.from(JSON.stringify([object])) };
    case 3:
      return { type: 'application/json', data: Buffer.from('"just a string"') };
    case 4:
      return { type: 'text/plain', data: Buffer.from(JSON.stringify(object)) };
    case 5:
      return { type: 'application/octet-stream', data: Buffer.from([0, 255, 254, 0, 1, 2]) };
    case 6:
      return {
        type: 'multipart/form-data; boundary=zz',
        data: Buffer.from('--zz\r\ncontent-disposition: form-data; name="email"\r\n\r\nx\u0000@example.com\r\n--zz--\r\n'),
      };
    case 7:
      return { type: 'multipart/form-data', data: Buffer.from('not multipart at all') };
    case 8:
      return { type: 'application/json', data: Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`) }; // deep nesting
    case 9:
      return { type: 'application/x-www-form-urlencoded', data: Buffer.from(new URLSearchParams(strings).toString()) };
    case 10:
      return {
        type: 'application/x-www-form-urlencoded',
        data: Buffer.from('email=%ff%fe&next=%C4%80&back=%2F..%2F%2Fevil.example&a=%00'),
      };
    default:
      return { type: 'application/json', data: Buffer.from(JSON.stringify(object)) };
  }
}

const otherMethods = ['TRACE', 'PROPFIND', 'TRACK', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD', 'GET', 'POST', 'FOO'];

function generate(endpoint: Endpoint, rand: Rand): FuzzRequest {
  const method = rand() < 0.15 ? pick(rand, otherMethods) : pick(rand, endpoint.methods);
  const headers: Record<string, string> = {};
  let data: Buffer | undefined;
  // A page that takes form actions is mostly posted to with one (?_action=forms.contact), bodies from
  // that action's template; any route is sometimes posted to with an action name Astro cannot look up.
  const action = endpoint.actions && rand() < 0.8 ? pick(rand, endpoint.actions) : rand() < 0.1 ? pick(rand, badActionNames) : undefined;
  let chunked = false;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'TRACE') {
    const b = body(rand, action ? `/_actions/${action}` : endpoint.route);
    if (b.type) headers['content-type'] = b.type;
    data = b.data;
    // Over a form's 64 KB without a declared length: the refusal must come before the upload ends.
    // (A POST to a real action with nothing else wrong: a request refused before its body is read
    // is the proxy's drain, a case of its own.)
    const realAction = endpoint.actions ? endpoint.actions.includes(action ?? '') : /^\/_actions\/\w+\.\w+$/.test(endpoint.route);
    if (method === 'POST' && realAction && rand() < 0.05) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      data = Buffer.from(`email=${'a'.repeat(66 * 1024 + int(rand, 8 * 1024))}`);
      chunked = true;
    }
  }
  const extra = chunked ? -1 : int(rand, 12);
  if (extra === 0) headers.origin = 'https://evil.example';
  if (extra === 1) headers['x-big'] = 'y'.repeat(17_000 + int(rand, 80_000)); // big headers: 431
  if (extra === 2) headers.cookie = `sb-session=${'%00'.repeat(50)}; gj_session=garbage`;
  if (extra === 3) headers['content-type'] = 'application/json; charset=utf-16';
  if (extra === 4) headers['x-forwarded-for'] = 'not an address, 999.1.1.1';
  const q = chunked ? '' : query(rand);
  const path = chunked ? endpoint.route.replace(/\[[^\]]+\]/g, endpoint.paramValues?.[0] ?? 'x') : routePath(endpoint, rand);
  const target = `${path}${action ? `?_action=${action}${q ? `&${q.slice(1)}` : ''}` : q}`;
  // A quarter goes straight to the site's own server (the Astro middleware, which is what Netlify
  // runs), except what only the proxy in front of it can answer: methods Node's adapter cannot
  // turn into a Request (TRACE, TRACK: 500 there), a method Node's HTTP parser does not know (FOO:
  // the adapter's server drops the connection before any of our code runs, which a client may see
  // as a reset; the proxy's clientError handler answers it 400) and requests beyond Node's 16 KB of head.
  const headBytes = target.length + Object.values(headers).reduce((n, v) => n + v.length, 0);
  const direct = rand() < 0.25 && !['TRACE', 'TRACK', 'FOO'].includes(method) && headBytes < 15_000;
  return { method, path: target, headers, body: data, chunked, admin: rand() < 0.5, direct };
}

// ---------------------------------------------------------------- sending

// Kept-alive connections, let go before the server's announced idle timeout (see fuzzAgent): a
// reset on one is then the server's doing and counts as a failure.
const agent = fuzzAgent(concurrency);
const connections = new ConnectionLog();

interface Answer {
  status: number | 'reset' | 'no answer';
  detail?: string;
  /** The connection it went out on: new, or reused after how long idle and after which request. */
  connection?: string;
}

function send(base: string, request: FuzzRequest, cookie: string | undefined): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let req: http.ClientRequest;
    let connection: string | undefined;
    try {
      req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          // A refused upload may leave its connection closed: never hand it to the next request.
          agent: request.chunked ? false : agent,
          headers: {
            // A browser's own origin (a missing one is refused by Astro's checkOrigin on form posts); some inputs bring another.
            origin: url.origin,
            ...request.headers,
            ...(request.admin && cookie ? { cookie: `${request.headers.cookie ? `${request.headers.cookie}; ` : ''}${cookie}` } : {}),
            ...(request.body && !request.chunked ? { 'content-length': String(request.body.length) } : {}),
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.length < 4 && chunks.push(c));
          res.on('end', () => {
            connections.answered(req.socket!, `${request.method} ${request.path.slice(0, 80)}`, res);
            resolve({ status: res.statusCode ?? 0, detail: Buffer.concat(chunks).toString('utf8').slice(0, 200), connection });
          });
          res.on('error', (e) => resolve({ status: 'reset', detail: e.message, connection }));
        },
      );
    } catch (error) {
      // The client itself refuses the request (an invalid header or path): nothing was sent.
      resolve({ status: 0, detail: error instanceof Error ? error.message : String(error) });
      return;
    }
    req.on('socket', (socket) => (connection = connections.describe(socket, req.reusedSocket)));
    let timedOut = false;
    req.on('timeout', () => {
      timedOut = true;
      req.destroy(new Error('no answer within 30 s'));
    });
    req.on('error', (e) => resolve({ status: timedOut ? 'no answer' : 'reset', detail: e.message, connection }));
    if (request.chunked && request.body) {
      // In pieces, as a slow upload arrives: Node sends them chunked.
      for (let at = 0; at < request.body.length; at += 16 * 1024) req.write(request.body.subarray(at, at + 16 * 1024));
      req.end();
    } else req.end(request.body);
  });
}

async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/_actions/auth.signIn`, {
    method: 'POST',
    headers: { origin: base },
    body: new URLSearchParams({ email, password }),
  });
  if (response.status !== 200) throw new Error(`fuzz: the admin could not sign in (${response.status}): ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------- failures, kept whole

const failureFolder = path.resolve('.data/fuzz/failures');

const failureFileSchema = z.object({
  route: z.string(),
  method: z.string().min(1),
  path: z.string().startsWith('/'),
  headers: z.record(z.string(), z.string()),
  body: z.string().optional(),
  chunked: z.boolean(),
  admin: z.boolean(),
  direct: z.boolean(),
});

type FailureFile = z.infer<typeof failureFileSchema>;

/** A failing request as JSON, body in base64, so FUZZ_REPLAY can send exactly the same bytes. */
function failureRecord(route: string, request: FuzzRequest, answer: Answer): FailureFile & { answer: Answer } {
  return {
    route,
    method: request.method,
    path: request.path,
    headers: request.headers,
    body: request.body?.toString('base64'),
    chunked: request.chunked ?? false,
    admin: request.admin,
    direct: request.direct,
    answer,
  };
}

/** Reads a failure file, with a sentence naming the file when it is not one the fuzzer wrote. */
async function readFailure(file: string): Promise<{ file: string; route: string; request: FuzzRequest }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`fuzz: FUZZ_REPLAY=${file} is not a readable JSON file (${error instanceof Error ? error.message : String(error)})`);
  }
  const result = failureFileSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `fuzz: FUZZ_REPLAY=${file} is not a failure file the fuzzer wrote: ${result.error.issues[0]?.path.join('.') || 'the file'}: ${result.error.issues[0]?.message}`,
    );
  const { route, body, ...request } = result.data;
  return { file, route, request: { ...request, body: body === undefined ? undefined : Buffer.from(body, 'base64') } };
}

// ---------------------------------------------------------------- the run

let code = 1;
const started = Date.now();
// A replay's file is read before the site is built: a wrong path or file fails at once.
const replaying = replayFile ? await readFailure(replayFile) : undefined;
const scratch = await startScratchSite('fuzz');
const { site, owner, admin } = scratch;
try {
  console.log(`fuzz: site built in ${(scratch.buildMs / 1000).toFixed(1)} s, serving ${site.url} (its own server ${site.upstreamUrl})`);
  code = replaying ? await replay(replaying) : await fuzzEverything();
  /** Sends one recorded failure alone, five times, signed in afresh when it was an admin's. */
  async function replay({ file, route, request }: { file: string; route: string; request: FuzzRequest }): Promise<number> {
    const cookie = request.admin ? await signInCookie(site.url, admin.email, admin.password) : undefined;
    console.log(`fuzz: replaying ${file}: ${route}: ${request.direct ? '(direct) ' : ''}${request.method} ${request.path}`);
    let failed = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const sent = performance.now();
      const answer = await send(request.direct ? site.upstreamUrl! : site.url, request, cookie);
      const ms = performance.now() - sent;
      if (typeof answer.status === 'string' || answer.status >= 500) failed += 1;
      console.log(`fuzz: attempt ${attempt}: ${answer.status} in ${ms.toFixed(0)} ms: ${answer.detail?.slice(0, 200) ?? ''}`);
    }
    console.log(`\nfuzz: replay ${failed ? `FAILED ${failed} of 5 times` : 'answered every time'}`);
    return failed ? 1 : 0;
  }

  async function fuzzEverything(): Promise<number> {
    // Sessions end at sign-out (the sign-out family ends this one): every family signs in afresh.
    let cookie = '';
    const resetLimits = () => owner.deleteFrom('form_rate_limits').execute();

    const endpoints = (await discoverEndpoints()).filter((endpoint) => !only || endpoint.route.includes(only));
    if (!endpoints.length) throw new Error(`fuzz: no route contains FUZZ_ONLY=${only}`);
    await rm(failureFolder, { recursive: true, force: true });
    await mkdir(failureFolder, { recursive: true });
    let failureFiles = 0;
    const rows: {
      route: string;
      methods: string;
      inputs: number;
      c2: number;
      c3: number;
      c4: number;
      c429: number;
      c5: number;
      reset: number;
      noAnswer: number;
      other: number;
    }[] = [];
    const failures: string[] = [];
    const describe = (request: FuzzRequest, answer: Answer) => {
      const headers = Object.entries(request.headers)
        .map(([k, v]) => `${k}: ${v.slice(0, 40)}${v.length > 40 ? `…(${v.length})` : ''}`)
        .join('; ');
      const target = request.path.length > 160 ? `${request.path.slice(0, 160)}…(${request.path.length})` : request.path;
      return `${answer.status} ${request.direct ? '(direct) ' : ''}${request.method} ${target} ${request.admin ? '[admin] ' : ''}[${headers}] body=${request.body?.toString('utf8').slice(0, 100) ?? ''} → ${answer.detail?.slice(0, 160)}${typeof answer.status === 'string' ? ` [${answer.connection ?? 'no connection'}]` : ''}`;
    };
    for (const [index, endpoint] of endpoints.entries()) {
      await resetLimits(); // limits trigger 429s, fine, but every family must reach its handler too
      cookie = await signInCookie(site.url, admin.email, admin.password);
      const rand = prng(seed * 1000 + index);
      const row = {
        route: endpoint.route,
        methods: endpoint.methods.join(','),
        inputs: 0,
        c2: 0,
        c3: 0,
        c4: 0,
        c429: 0,
        c5: 0,
        reset: 0,
        noAnswer: 0,
        other: 0,
      };
      const queue = Array.from({ length: perEndpoint }, () => generate(endpoint, rand));
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const request = queue[next++]!;
          if (next % 250 === 0) await resetLimits();
          const answer = await send(request.direct ? site.upstreamUrl! : site.url, request, cookie);
          row.inputs += 1;
          const s = answer.status;
          if (s === 'reset') row.reset += 1;
          else if (s === 'no answer') row.noAnswer += 1;
          else if (s >= 200 && s < 300) row.c2 += 1;
          else if (s >= 300 && s < 400) row.c3 += 1;
          else if (s >= 400 && s < 500) {
            row.c4 += 1;
            if (s === 429) row.c429 += 1;
          } else if (s >= 500) row.c5 += 1;
          else row.other += 1;
          if (typeof s === 'string') process.stdout.write(`fuzz: ${s}: ${endpoint.route}: ${describe(request, answer)}\n`);
          if ((typeof s === 'string' || s >= 500) && failures.length < 60) {
            const file = path.join(failureFolder, `${++failureFiles}.json`);
            await writeFile(file, JSON.stringify(failureRecord(endpoint.route, request, answer), null, 2));
            failures.push(`${endpoint.route}: ${describe(request, answer)} (whole: ${file})`);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      rows.push(row);
      process.stdout.write(`fuzz: ${endpoint.route} done (${row.c5} × 5xx, ${row.reset} resets, ${row.noAnswer} without an answer)\n`);
    }

    const total = rows.reduce(
      (t, r) => ({
        ...t,
        inputs: t.inputs + r.inputs,
        c2: t.c2 + r.c2,
        c3: t.c3 + r.c3,
        c4: t.c4 + r.c4,
        c429: t.c429 + r.c429,
        c5: t.c5 + r.c5,
        reset: t.reset + r.reset,
        noAnswer: t.noAnswer + r.noAnswer,
        other: t.other + r.other,
      }),
      { route: 'total', methods: '', inputs: 0, c2: 0, c3: 0, c4: 0, c429: 0, c5: 0, reset: 0, noAnswer: 0, other: 0 },
    );
    console.log(`\nfuzz: seed ${seed}, ${perEndpoint} inputs per endpoint, ${endpoints.length} endpoints from src/pages and src/actions\n`);
    console.log('| endpoint | methods | inputs | 2xx | 3xx | 4xx (of which 429) | 5xx | reset | no answer |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of [...rows, total])
      console.log(
        `| ${r.route} | ${r.methods} | ${r.inputs} | ${r.c2} | ${r.c3} | ${r.c4} (${r.c429}) | ${r.c5} | ${r.reset} | ${r.noAnswer} |`,
      );
    console.log(
      `fuzz: ${connections.reusedPastHint} requests went out on a kept-alive connection idle past the server's Keep-Alive timeout (the longest reuse after ${connections.longestIdleReuse} ms idle)`,
    );
    if (total.other) console.log(`fuzz: ${total.other} inputs the HTTP client itself refused to send`);
    if (failures.length) console.log(`\nfuzz: the first ${failures.length} failures:\n${failures.join('\n')}`);
    const fuzzOk = total.c5 === 0 && total.reset === 0 && total.noAnswer === 0;

    // Names every object inherits, as a page of their own in both languages: the not-found page.
    let namesOk = true;
    console.log('\n| inherited name as a path | EN | AR |');
    console.log('|---|---:|---:|');
    for (const name of inheritedNames) {
      for (const prefix of ['', '/jobs', '/job']) {
        const statuses: Answer['status'][] = [];
        for (const locale of ['', '/ar']) {
          const path = `${locale}${prefix}/${name}`;
          const answer = await send(site.url, { method: 'GET', path, headers: {}, admin: false, direct: false }, undefined);
          statuses.push(answer.status);
          if (answer.status !== 404) namesOk = false;
        }
        console.log(`| ${prefix}/${name} | ${statuses.join(' | ')} |`);
      }
    }
    if (!namesOk) console.log('fuzz: an inherited name answered other than 404');

    // ------------------------------------------------------------ the database goes down
    let downOk = true;
    if (scratch.scratchDatabase) {
      // What the server answers with its database down, not what the proxy's CDN cache still keeps
      // from before (as Netlify's CDN would serve it too).
      site.cdnCache?.clear();
      await scratch.stopDatabase();
      console.log('\nfuzz: database stopped');
      const checks: { path: string; method?: string; body?: string; want: number[] }[] = [
        { path: '/api/jobs?q=nurse', want: [503] },
        { path: '/search?q=nurse', want: [302] }, // a redirect to a listing, no database needed
        { path: '/jobs/a-job-approved-after-the-build', want: [503] },
        { path: '/job/6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f', want: [503] },
        {
          path: '/_actions/forms.newsletter',
          method: 'POST',
          body: new URLSearchParams({ email: 'down@example.com', source: 'fuzz' }).toString(),
          want: [503],
        },
        {
          path: '/forms/newsletter?_action=forms.newsletter',
          method: 'POST',
          body: new URLSearchParams({ email: 'down@example.com', source: 'fuzz' }).toString(),
          want: [503],
        },
        {
          path: '/_actions/auth.signIn',
          method: 'POST',
          body: new URLSearchParams({ email: admin.email, password: admin.password }).toString(),
          want: [503],
        },
        { path: '/api/withdrawn-jobs', want: [503] },
        { path: '/', want: [200] },
        // The search results page is rendered on demand: 503 with its sentence; a
        // prerendered listing is still served.
        { path: '/jobs?q=nurse', want: [503] },
        { path: '/uae-jobs', want: [200] },
        { path: '/privacy', want: [200] },
      ];
      console.log('| with the database down | status | wanted |');
      console.log('|---|---:|---|');
      for (const check of checks) {
        const type = check.path.includes('_action') ? 'application/x-www-form-urlencoded' : 'application/json';
        const answer = await send(
          site.url,
          {
            method: check.method ?? 'GET',
            path: check.path,
            headers: check.body ? { 'content-type': type } : {},
            body: check.body ? Buffer.from(check.body) : undefined,
            admin: false,
            direct: false,
          },
          undefined,
        );
        const ok = typeof answer.status === 'number' && check.want.includes(answer.status);
        if (!ok) downOk = false;
        console.log(`| ${check.method ?? 'GET'} ${check.path} | ${answer.status} | ${check.want.join(' or ')}${ok ? '' : ' ✗'} |`);
      }
    } else console.log('\nfuzz: DATABASE_URL is set: the database-down check runs only on the scratch embedded database');

    console.log(`\nfuzz: ${fuzzOk && namesOk && downOk ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return fuzzOk && namesOk && downOk ? 0 : 1;
  }
} finally {
  agent.destroy();
  await scratch.stop();
}
process.exit(code);
