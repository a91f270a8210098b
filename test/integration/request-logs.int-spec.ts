import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { compile, fresh, isPdf } from './support/compile-client';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { postRegister, startTestApp, uniqueEmail, type TestApp } from './support/test-app';
import { CompileWorkers } from './support/workers';

/**
 * Issue 21 item 4: one request's id is on the API's lines and on the worker's lines for its compile
 * job, and no secret the run used (password, session token, bearer token, AI key, essay text) is in
 * any log line. The API logs at debug into a buffer; the real worker (real pdflatex) to its stdout.
 */
const tag = randomBytes(6).toString('hex');
const SECRETS = {
  password: `Pw-${tag}-horse-battery`,
  aiKey: `sk-eps-${tag}-do-not-log`,
  bearer: `metrics-${tag}-bearer-token`,
  essay: `Zanzibar-${tag} parliaments debated the quokka tariff at length.`,
};
const COMPILE_ID = `trace-${tag}`;

interface LogLine {
  reqId?: string;
  msg?: string;
  job?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

const parseLines = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

const apiLog = new LogCapture();
const workers = new CompileWorkers();
let t: TestApp;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp(
    {
      ...modelEngineEnv(fake),
      AI_API_KEY: SECRETS.aiKey,
      LOG_LEVEL: 'debug',
      RATE_LIMIT_AI_PER_MINUTE: '100',
    },
    { logDestination: apiLog },
  );
  await workers.start(t, 1, { LOG_LEVEL: 'debug' });
}, 90_000);

afterAll(async () => {
  await workers.stop();
  await t?.close();
  await fake?.stop();
});

it(
  'traces a compile request into the worker and keeps every secret out of the logs',
  workers.explain(async () => {
    const email = uniqueEmail('trace');
    expect(
      (
        await postRegister(t, email, {
          password: SECRETS.password,
          role: 'student',
          accessCode: '',
          fullName: 'Tia Trace',
        })
      ).status,
    ).toBe(201);
    const agent = request.agent(t.http);
    const login = await agent.post('/api/login').send({ username: email, password: SECRETS.password });
    expect(login.status).toBe(200);
    const jwt = login.body.token as string;
    expect(jwt.length).toBeGreaterThan(20);

    // The session token as a bearer header, and a metrics-like bearer token on a route that refuses it.
    expect((await request(t.http).get('/api/check-auth').set('Authorization', `Bearer ${jwt}`)).status).toBe(
      200,
    );
    await request(t.http).get('/api/metrics').set('Authorization', `Bearer ${SECRETS.bearer}`);
    const essay = await agent
      .post('/api/essay/analyze')
      .send({ essay: `${SECRETS.essay} `.repeat(12), analysisType: 'grammar' });
    // The text reached the server either way; on a very loaded machine the AI engine may time out (a 5xx
    // whose logged error must not quote the essay either).
    expect([200, 503, 504]).toContain(essay.status);

    const doc = fresh(String.raw`\documentclass{article}\begin{document}Traced ${tag}.\end{document}`);
    const res = await compile(agent, { latexCode: doc }, { 'X-Request-Id': COMPILE_ID });
    expect(res.status).toBe(200);
    expect(isPdf(res.body)).toBe(true);
    expect(res.headers['x-request-id']).toBe(COMPILE_ID);

    // The API: the access line and the compile service's own line carry the request's id.
    const api = parseLines(apiLog.text).filter((l) => l.reqId === COMPILE_ID);
    expect(api.some((l) => l.req?.url === '/api/compile' && l.msg === 'request completed')).toBe(true);
    const queued = api.find((l) => l.msg?.startsWith('queued compile job '));
    expect(queued).toBeDefined();
    const jobId = queued!.msg!.split(' ').pop()!;

    // The worker: every line about that job carries the id, from "job started" to "job done".
    const worker = parseLines(workers.processes[0].log).filter((l) => l.job === jobId);
    expect(worker.map((l) => l.msg)).toEqual(expect.arrayContaining(['job started', 'job done']));
    expect(worker.every((l) => l.reqId === COMPILE_ID)).toBe(true);

    // No secret anywhere: not the password, the session token, the bearer token, the key, the essay.
    const everything = apiLog.text + workers.processes.map((p) => p.log).join('');
    const essayStart = SECRETS.essay.slice(0, 20);
    for (const secret of [SECRETS.password, jwt, SECRETS.bearer, SECRETS.aiKey, essayStart]) {
      expect({ secret, found: everything.includes(secret) }).toEqual({ secret, found: false });
    }
  }),
  120_000,
);

it('replaces a request id that is not sane (too long, odd characters) with a fresh UUID', async () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const bad of ['a'.repeat(129), 'two words', 'line\tbreak', '-leading-dash']) {
    const res = await request(t.http).get('/api/health').set('X-Request-Id', bad);
    expect(res.headers['x-request-id']).toMatch(uuid);
  }
  const none = await request(t.http).get('/api/health');
  expect(none.headers['x-request-id']).toMatch(uuid);
  const kept = await request(t.http).get('/api/health').set('X-Request-Id', 'lb-01:abc.123_x');
  expect(kept.headers['x-request-id']).toBe('lb-01:abc.123_x');
});
