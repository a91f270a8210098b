/**
 * HTTP load on the built API with autocannon (loopback only), each route next to a baseline Nest route
 * measured in the same round: GET /api/health (a public route that pings Postgres and Redis; there is no
 * cheaper route in the API). Medians over BENCH_ROUNDS rounds (default 3) of LOAD_SECONDS (default 5)
 * each, LOAD_CONNECTIONS (default 10) connections:
 *   GET /api/check-auth               a guest session's cookie checked (JWT + session row)
 *   GET /api/questions?q=…            question search (Postgres full-text search)
 *   POST /api/compile, cached         a worksheet compiled once before, served from the content-hash cache
 *   POST …/messages (offline tutor)   the chat's offline answer, streamed as server-sent events
 * Then the rate limits: a second API process with a compile limit of 10 a minute takes the cached compile for one
 * longer round; the table counts 429s against 5xx and the API must still answer /api/health afterwards.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { API_MAIN, WORKER_MAIN } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { Supervisor, waitForHttp } from '../../scripts/lib/processes.mjs';
import { worksheet } from '../compile/documents.mjs';
import { guestSession, startStack } from '../compile/stack.mjs';
import { load, median, ms } from '../lib/report.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const SECONDS = Math.max(1, Number(process.env.LOAD_SECONDS) || 5);
const CONNECTIONS = Math.max(1, Number(process.env.LOAD_CONNECTIONS) || 10);
const COMPILE_LIMIT = 10;
const BASELINE = { name: 'GET /api/health (baseline)', path: '/api/health' };

function run(url, { method = 'GET', path: route, headers = {}, body, seconds = SECONDS }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}${route}`, method, headers, body, connections: CONNECTIONS, duration: seconds },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const countOf = (result, test) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => test(Number(code)))
    .reduce((sum, [, s]) => sum + s.count, 0);

function summarise(results) {
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    ok: results.reduce((n, r) => n + countOf(r, (c) => c >= 200 && c < 300), 0),
    limited: results.reduce((n, r) => n + countOf(r, (c) => c === 429), 0),
    failed: results.reduce((n, r) => n + countOf(r, (c) => c >= 500) + r.errors + r.timeouts, 0),
  };
}

function printLoadTable(rows, base) {
  const head = ['route', 'req/s', 'x baseline', 'p50', 'p99', 'p50 x baseline', '2xx', '429', '5xx+errors'];
  const cells = rows.map(({ name, s }) => [
    name,
    s.rps.toFixed(0),
    `${(s.rps / base.rps).toFixed(2)}x`,
    ms(s.p50),
    ms(s.p99),
    `${(s.p50 / Math.max(base.p50, 0.5)).toFixed(1)}x`,
    String(s.ok),
    String(s.limited),
    String(s.failed),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** The four routes under test, each with what it needs set up once (a session, a warm cache entry, …). */
async function routes(stack) {
  const session = await guestSession(stack.baseUrl);
  const json = { 'content-type': 'application/json', cookie: session.cookie };
  const latexCode = worksheet('load-bench');
  const first = await fetch(`${stack.baseUrl}/api/compile`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ latexCode }),
  });
  if (!first.ok) throw new Error(`the first compile failed: HTTP ${first.status} ${await first.text()}`);
  const conversation = await fetch(`${stack.baseUrl}/api/chat/conversations`, {
    method: 'POST',
    headers: json,
    body: '{}',
  }).then((r) => r.json());
  return [
    { name: 'GET /api/check-auth', path: '/api/check-auth', headers: { cookie: session.cookie } },
    { name: 'GET /api/questions?q=…', path: '/api/questions?q=kinetic%20energy' },
    {
      name: 'POST /api/compile (cached)',
      method: 'POST',
      path: '/api/compile',
      headers: json,
      body: JSON.stringify({ latexCode }),
    },
    {
      name: 'POST chat message (offline)',
      method: 'POST',
      path: `/api/chat/conversations/${conversation.id}/messages`,
      headers: json,
      body: JSON.stringify({ content: 'Explain kinetic energy', mode: 'answer' }),
    },
  ];
}

/**
 * A second API on the same stores with the default rate limits, the compile limit lowered to
 * COMPILE_LIMIT a minute per user, taking the cached compile for twice the usual time: past the limit it
 * must answer 429, quickly, and not fall over.
 */
async function rateLimitRound(sup, stack, tmp, cachedCompile) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(tmp, 'api-limited.log'), 'a');
  sup.addCleanup(() => fs.closeSync(log));
  const env = { ...stack.env, PORT: String(port), LOG_LEVEL: 'warn' };
  for (const key of Object.keys(env)) if (key.startsWith('RATE_LIMIT_')) delete env[key];
  // Low enough to be passed within the round even on a busy machine.
  env.RATE_LIMIT_COMPILE_PER_MINUTE = String(COMPILE_LIMIT);
  sup.spawn('api-limited', process.execPath, [API_MAIN], { env, logFd: log, critical: false });
  await waitForHttp(`${url}/api/health`, { timeoutMs: 120_000, intervalMs: 100 });
  const result = await run(url, { ...cachedCompile, seconds: SECONDS * 2 });
  const health = await fetch(`${url}/api/health`);
  return { s: summarise([result]), stillUp: health.status === 200 };
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api', '@eps/compile-worker'] });
  if (failed.length || !fs.existsSync(API_MAIN) || !fs.existsSync(WORKER_MAIN))
    throw new Error('apps/api or apps/compile-worker is not built');
  // The throughput rounds measure the routes, not the limits (startStack lifts auth and compile).
  process.env.RATE_LIMIT_AI_PER_MINUTE = '100000';
  const sup = new Supervisor({
    onUnexpectedExit: (name, code, signal) => console.error(`${name} exited (${signal ?? `code ${code}`})`),
  });
  sup.installSignalHandlers({ quiet: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-bench-load-'));
  fs.chmodSync(tmp, 0o711); // the compile sandbox users must reach the work directory below it
  sup.addCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  try {
    const stack = await startStack(sup, tmp);
    await stack.startWorker(2);
    const targets = await routes(stack);
    console.log(
      `setup: ${stack.labels.db}; ${stack.labels.redis}; ${os.cpus().length} cores; ` +
        `${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} connections; load ${load()}`,
    );
    const runs = new Map([[BASELINE.name, []], ...targets.map((t) => [t.name, []])]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of [BASELINE, ...targets])
        runs.get(target.name).push(await run(stack.baseUrl, target));
      console.log(`  round ${round + 1} done [load ${load()}]`);
    }
    const base = summarise(runs.get(BASELINE.name));
    const rows = [...runs].map(([name, results]) => ({ name, s: summarise(results) }));
    const cachedCompile = targets.find((t) => t.path === '/api/compile');
    const limited = await rateLimitRound(sup, stack, tmp, cachedCompile);
    rows.push({ name: `POST /api/compile, limit ${COMPILE_LIMIT}/min`, s: limited.s });
    console.log('');
    printLoadTable(rows, base);
    const apiUp = (await fetch(`${stack.baseUrl}/api/health`)).status === 200;
    const fivexx = rows.reduce((n, r) => n + r.s.failed, 0);
    console.log(
      `\nrate limits: ${limited.s.limited} answers 429, ${limited.s.failed} 5xx or socket errors; ` +
        `the limited API answers /api/health afterwards: ${limited.stillUp ? 'yes' : 'NO'}`,
    );
    console.log(
      `all rounds: ${fivexx} 5xx or socket errors (goal 0); the API is still up: ${apiUp ? 'yes' : 'NO'}`,
    );
    if (fivexx > 0 || !apiUp || !limited.stillUp || limited.s.limited === 0) process.exitCode = 1;
  } finally {
    await sup.stopAll();
  }
}

main().catch((err) => {
  console.error(`bench load failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
