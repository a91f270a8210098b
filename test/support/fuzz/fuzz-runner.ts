import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { RouteDoc, RouteGroup } from '../../../apps/api/src/modules/openapi/route-doc';
import { requestsFor, type FuzzMode, type FuzzRequest } from './fuzz-requests';

export const PERSONAS = ['guest', 'student', 'teacher', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];
const MODES: FuzzMode[] = ['valid', 'almost-valid', 'hostile'];
const PASSWORD = 'fuzz-pass1';

export interface Finding {
  persona: Persona;
  request: FuzzRequest;
  status: number | string;
  body: string;
}

export interface FuzzTally {
  sent: number;
  byClass: Record<string, number>;
  byMode: Record<FuzzMode, number>;
  resetsRetried: number;
  serverErrors: Finding[];
  unreadable4xx: Finding[];
}

export interface FuzzOptions {
  baseUrl: string;
  groups: readonly RouteGroup[];
  /** Makes an admin the way the CLI does (admins can not register); returns nothing, logs in later. */
  makeAdmin: (email: string, password: string) => Promise<void>;
  seed: number;
  requests: number;
  /** Fresh users for every batch, so logout, password changes and deletions never spoil a later one. */
  batchSize?: number;
  concurrency?: number;
  timeoutMs?: number;
  onBatch?: (tally: FuzzTally) => void;
}

type Sessions = Record<Persona, string>;

const cookieOf = (res: Response): string => {
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!token) throw new Error(`no session cookie (${res.status})`);
  return token.split(';')[0];
};

async function post(baseUrl: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** One guest, student, teacher (through a fresh access code) and admin, each with a live session. */
async function newSessions(o: FuzzOptions): Promise<Sessions> {
  const id = randomBytes(5).toString('hex');
  const login = async (email: string) =>
    cookieOf(await post(o.baseUrl, '/api/login', { username: email, password: PASSWORD }));
  const register = (email: string, role: string, accessCode = '') =>
    post(o.baseUrl, '/api/register', {
      username: email,
      email,
      password: PASSWORD,
      role,
      accessCode,
      fullName: 'Fuzz',
    });
  const adminEmail = `fuzz-admin-${id}@example.com`;
  await o.makeAdmin(adminEmail, PASSWORD);
  const admin = await login(adminEmail);
  const code = (await (
    await post(
      o.baseUrl,
      '/api/admin/access-codes',
      { label: `fuzz ${id}`, maxUses: 1, expiresAt: null },
      admin,
    )
  ).json()) as { code: string };
  await register(`fuzz-student-${id}@example.com`, 'student');
  await register(`fuzz-teacher-${id}@example.com`, 'teacher', code.code);
  return {
    guest: cookieOf(await post(o.baseUrl, '/api/guest-login', {})),
    student: await login(`fuzz-student-${id}@example.com`),
    teacher: await login(`fuzz-teacher-${id}@example.com`),
    admin,
  };
}

function encode(req: FuzzRequest): { headers: Record<string, string>; body?: BodyInit } {
  const b = req.body;
  if (!b) return { headers: {} };
  if (b.kind === 'json')
    return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(b.value) ?? 'null' };
  if (b.kind === 'text') return { headers: { 'content-type': b.contentType }, body: b.text };
  const form = new FormData();
  for (const [k, v] of Object.entries(b.fields)) form.append(k, v);
  for (const [k, bytes] of Object.entries(b.files))
    form.append(k, new Blob([new Uint8Array(bytes)]), `${k}.bin`);
  return { headers: {}, body: form };
}

/**
 * A 4xx a person can act on: JSON with a non-empty sentence in `error`, or, where the spec makes the
 * error body text (a compile's LaTeX errors), plain text with words in it.
 */
function readable(text: string, contentType: string): boolean {
  if (contentType.startsWith('text/plain')) return /\p{L}{3}/u.test(text);
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' && body.error.trim().length > 2;
  } catch {
    return false;
  }
}

/** One HTTP exchange: the status and body, or why no answer came. */
async function exchange(
  o: FuzzOptions,
  req: FuzzRequest,
  cookie: string,
): Promise<{ status: number | string; text: string; contentType: string }> {
  const { headers, body } = encode(req);
  headers.cookie = cookie;
  try {
    const res = await fetch(o.baseUrl + req.url, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
    return { status: res.status, text: await res.text(), contentType: res.headers.get('content-type') ?? '' };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return {
      status: (err as Error).name === 'TimeoutError' ? 'timeout' : `connection ${cause ?? String(err)}`,
      text: '',
      contentType: '',
    };
  }
}

async function send(o: FuzzOptions, persona: Persona, cookie: string, req: FuzzRequest, tally: FuzzTally) {
  let { status, text, contentType } = await exchange(o, req, cookie);
  if (status === 'connection ECONNRESET') {
    // fetch reuses kept-alive sockets; on a loaded machine one can be closed by the server's idle timer
    // just as a request goes out. Sent again once on a new socket; a second failure is a finding.
    tally.resetsRetried += 1;
    ({ status, text, contentType } = await exchange(o, req, cookie));
  }
  tally.sent += 1;
  tally.byMode[req.mode] += 1;
  const cls = typeof status === 'string' ? status : `${String(status)[0]}xx`;
  tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1;
  const finding = { persona, request: req, status, body: text.slice(0, 300) };
  if (typeof status === 'string' || status >= 500) tally.serverErrors.push(finding);
  else if (status >= 400 && !readable(text, contentType)) tally.unreadable4xx.push(finding);
}

/** Every route × mode, as one arbitrary: a sample is one request of a random route in a random mode. */
function allRequests(routes: readonly RouteDoc[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes.flatMap((r) => MODES.map((m) => requestsFor(r, m))));
}

/** Sends `requests` generated requests, batch by batch with fresh users, and tallies the answers. */
export async function runFuzz(o: FuzzOptions): Promise<FuzzTally> {
  const tally: FuzzTally = {
    sent: 0,
    byClass: {},
    byMode: { valid: 0, 'almost-valid': 0, hostile: 0 },
    resetsRetried: 0,
    serverErrors: [],
    unreadable4xx: [],
  };
  const arbitrary = allRequests(o.groups.flatMap((g) => g.routes));
  const batchSize = o.batchSize ?? 100;
  const concurrency = o.concurrency ?? 4;
  for (let batch = 0; tally.sent < o.requests; batch += 1) {
    const sessions = await newSessions(o);
    const size = Math.min(batchSize, o.requests - tally.sent);
    const requests = fc.sample(arbitrary, { seed: o.seed + batch, numRuns: size });
    let next = 0;
    const lane = async () => {
      while (next < requests.length) {
        const i = next++;
        const persona = PERSONAS[i % PERSONAS.length];
        await send(o, persona, sessions[persona], requests[i], tally);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    o.onBatch?.(tally);
  }
  return tally;
}
