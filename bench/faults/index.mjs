/**
 * Fault soak (issue 21 item 10): 100 compile and plot requests stream into the built API while its two
 * compile workers are killed with SIGKILL 20 times (a worker that is running a job, after every fifth
 * request), each killed worker restarted at once as a supervisor would (compose
 * `restart: unless-stopped`, a Kubernetes Deployment). Prints: requests answered (200),
 * clear errors (a JSON `{ error, code }` a person can read), anything else, jobs lost (neither completed
 * nor failed), jobs completed twice (BullMQ's completion events per job id) and live workers at the end.
 * The Redis and Postgres outages are integration tests (test/integration/faults-stores.int-spec.ts),
 * which print their times to recover.
 * FAULT_REQUESTS and FAULT_KILLS override the 100 and 20.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { Supervisor } from '../../scripts/lib/processes.mjs';
import { guestSession, logTail, startStack } from '../compile/stack.mjs';

const REQUESTS = Number(process.env.FAULT_REQUESTS) || 100;
const KILLS = Number(process.env.FAULT_KILLS) || 20;
const REQUEST_SPACING_MS = 200;
const CLEAR_ERRORS = new Set(['COMPILE_WORKER_FAILED', 'COMPILE_TIMEOUT', 'COMPILE_NO_WORKER']);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** BullMQ's name of a worker process and its heartbeat's member: `<hostname>-<pid>`. */
const workerIdOf = (worker) => `${os.hostname()}-${worker.entry.child.pid}`;

function requestBody(i, tag) {
  if (i % 2 === 0) {
    const latexCode = `\\documentclass{article}\n\\begin{document}\nSoak ${tag} ${i}: $\\int_0^${i} x\\,dx$.\n\\end{document}\n`;
    return ['/api/compile', { latexCode }];
  }
  return [
    '/api/python-image-generator',
    { code: `import matplotlib.pyplot as plt\nplt.plot([0, ${i}], [${tag.length}, 1])\n` },
  ];
}

async function send(stack, session, i, tag) {
  const jobId = crypto.randomUUID();
  const [route, body] = requestBody(i, tag);
  const res = await fetch(`${stack.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-job-id': jobId },
    body: JSON.stringify(body),
  });
  const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
  let code = null;
  if (res.status !== 200) {
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed.error === 'string' && CLEAR_ERRORS.has(parsed.code)) code = parsed.code;
    } catch {
      /* not a JSON error body: counted as unclear */
    }
  }
  return { jobId, status: res.status, code, text: text.slice(0, 200) };
}

/** The worker (of ours) that is running a job right now, else any live one. */
async function victimOf(stack, redis) {
  const active = await redis.lrange(`${stack.prefix}:compile:active`, 0, -1);
  for (const id of active) {
    const by = await redis.hget(`${stack.prefix}:compile:${id}`, 'pb');
    const worker = stack.workers.find((w) => by === workerIdOf(w));
    if (worker) return worker;
  }
  return stack.workers[Math.floor(Math.random() * stack.workers.length)];
}

async function completionsByJob(redis, prefix) {
  const counts = new Map();
  for (const [, fields] of await redis.xrange(`${prefix}:compile:events`, '-', '+')) {
    const get = (name) => fields[fields.indexOf(name) + 1];
    if (get('event') === 'completed') counts.set(get('jobId'), (counts.get(get('jobId')) ?? 0) + 1);
  }
  return counts;
}

/** Waits until every worker of ours has announced itself (its own heartbeat, not a dead one's). */
async function allAnnounced(stack, redis) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const live = new Set(await redis.zrangebyscore(`${stack.prefix}:workers`, Date.now(), '+inf'));
    if (stack.workers.every((w) => live.has(workerIdOf(w)))) return live;
    await sleep(100);
  }
  throw new Error('a restarted worker did not announce itself within 120 s');
}

/**
 * KILLS rounds: send a share of the requests, then SIGKILL a worker that is running a job and restart
 * it (the supervisor), waiting until it announces itself, so one worker is always up as in production.
 */
async function soak(stack, redis) {
  const session = await guestSession(stack.baseUrl);
  const tag = crypto.randomBytes(4).toString('hex');
  const started = Date.now();
  const answers = [];
  let sent = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    const upTo = Math.round(((kill + 1) * REQUESTS) / KILLS);
    for (; sent < upTo; sent++) {
      answers.push(send(stack, session, sent, tag));
      await sleep(REQUEST_SPACING_MS);
    }
    const victim = await victimOf(stack, redis);
    victim.entry.child.kill('SIGKILL');
    await victim.entry.exited;
    stack.workers.splice(stack.workers.indexOf(victim), 1);
    await stack.startWorker(1);
    await allAnnounced(stack, redis);
  }
  for (; sent < REQUESTS; sent++) answers.push(send(stack, session, sent, tag));
  const results = await Promise.all(answers);
  const seconds = (Date.now() - started) / 1000;

  const completions = await completionsByJob(redis, stack.prefix);
  // Lost: a job still waiting or running after every request has its answer. A job removed after its
  // request timed out was answered with a clear error (504), so it is not lost.
  const lost = [];
  for (const r of results) {
    const job = await redis.hmget(`${stack.prefix}:compile:${r.jobId}`, 'timestamp', 'finishedOn');
    if (job[0] && !job[1]) lost.push(r.jobId);
  }
  const live = await allAnnounced(stack, redis);
  const ok = results.filter((r) => r.status === 200).length;
  const clear = results.filter((r) => r.code);
  const unclear = results.filter((r) => r.status !== 200 && !r.code);
  const byCode = {};
  for (const r of clear) byCode[r.code] = (byCode[r.code] ?? 0) + 1;
  const twice = [...completions.values()].filter((n) => n > 1).length;

  console.log(
    `\n${REQUESTS} requests (half compile, half plot), ${KILLS} SIGKILLs, two workers, ${seconds.toFixed(0)} s`,
  );
  console.log(`  answered 200:             ${ok}`);
  console.log(`  clear errors:             ${clear.length} ${JSON.stringify(byCode)}`);
  console.log(
    `  other answers:            ${unclear.length}${unclear.length ? ` e.g. ${unclear[0].status} ${unclear[0].text}` : ''}`,
  );
  console.log(`  jobs lost (goal 0):       ${lost.length}`);
  console.log(`  completed twice (goal 0): ${twice}`);
  console.log(
    `  workers live at the end:  ${stack.workers.filter((w) => live.has(workerIdOf(w))).length} of 2`,
  );
  console.log(
    `  machine load average:     ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  return unclear.length === 0 && lost.length === 0 && twice === 0;
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api', '@eps/compile-worker'] });
  if (failed.length) throw new Error('apps/api or apps/compile-worker is not built');
  const sup = new Supervisor({ onUnexpectedExit: () => undefined });
  sup.installSignalHandlers({ quiet: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-bench-faults-'));
  fs.chmodSync(tmp, 0o711); // the sandbox users must reach the work directory below it
  sup.addCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let stack;
  try {
    stack = await startStack(sup, tmp);
    // A short lock, so a killed worker's job moves to the other worker within seconds.
    Object.assign(stack.env, { WORKER_LOCK_MS: '3000', WORKER_CONCURRENCY: '1' });
    await stack.startWorker(1);
    await stack.startWorker(1);
    const { Redis } = await import('ioredis');
    const redis = new Redis(stack.env.REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      if (!(await soak(stack, redis))) process.exitCode = 1;
    } finally {
      redis.disconnect();
    }
  } catch (err) {
    if (stack) console.error(`API log:\n${logTail(stack.apiLog)}`);
    throw err;
  } finally {
    await sup.stopAll();
  }
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench faults failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
