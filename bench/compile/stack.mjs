/**
 * The app under test for the compile bench: its own database (a new `eps_bench_*` database on a
 * Postgres server, else an embedded PGlite), its own Redis key prefix (on REDIS_URL, else a redis-server
 * child), the built API and compile workers started and stopped on demand, and helpers to talk to them
 * and to wait until they are idle. Everything registers its cleanup with the Supervisor.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_CLI, API_MAIN, ROOT, WORKER_MAIN } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { Supervisor, waitForHttp } from '../../scripts/lib/processes.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { deleteRedisKeys } from '../../scripts/lib/scratch-stores.mjs';
import { benchDatabase } from '../lib/database.mjs';
import { randomSecret } from '../../scripts/lib/secrets.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const rand = () => crypto.randomBytes(4).toString('hex');

/** Redis at REDIS_URL (this run's keys deleted at the end), else a redis-server child. */
async function benchRedis(sup, prefix) {
  const { Redis } = await import('ioredis');
  let url = process.env.REDIS_URL;
  let label = `REDIS_URL, prefix ${prefix}`;
  if (url) {
    sup.addCleanup(() => deleteRedisKeys(url, prefix));
  } else {
    const child = await startRedis({});
    sup.addCleanup(child.stop);
    url = child.url;
    label = `redis-server child on ${url}, prefix ${prefix}`;
  }
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  sup.addCleanup(() => client.disconnect());
  return { url, label, client };
}

function exitOf(child) {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function logTail(file, lines = 15) {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
}

/**
 * Starts database, Redis and the API. Workers are started with startWorker(). Returns the stack; call
 * sup.stopAll() to stop and clean everything.
 */
export async function startStack(sup, tmp) {
  const prefix = `eps-bench-${rand()}`;
  const db = await benchDatabase(sup);
  const redis = await benchRedis(sup, prefix);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const workDir = path.join(tmp, 'work');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    JWT_SECRET: randomSecret(),
    LOG_LEVEL: 'info',
    RATE_LIMIT_COMPILE_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    COMPILE_WORK_DIR: workDir,
    WEB_DIST_DIR: path.join(tmp, 'no-web'),
  };
  const migrate = spawn(process.execPath, [API_CLI, 'migrate'], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if ((await exitOf(migrate)) !== 0) throw new Error('migrations failed');

  const openLog = (name) => {
    const file = path.join(tmp, `${name}.log`);
    const fd = fs.openSync(file, 'a');
    sup.addCleanup(() => fs.closeSync(fd));
    return { file, fd };
  };
  const apiLog = openLog('api');
  const api = sup.spawn('api', process.execPath, [API_MAIN], {
    env: { ...env, LOG_LEVEL: 'warn' },
    cwd: ROOT,
    logFd: apiLog.fd,
  });
  let apiExit = null;
  api.exited.then((r) => (apiExit = r));

  const health = async (isReady, what) => {
    try {
      await waitForHttp(`${baseUrl}/api/health`, {
        timeoutMs: 120_000,
        intervalMs: 100,
        isReady,
        abortIf: () => (apiExit ? `the API exited (code ${apiExit.code})` : null),
      });
    } catch (err) {
      throw new Error(`${what}: ${err.message}\n${logTail(apiLog.file)}`);
    }
  };
  await health((res) => res.ok || res.status === 503, 'API did not start');

  // BENCH_WORKER_MAIN: another build of the worker (e.g. a patched copy, to try a change side by side).
  const workerMain = process.env.BENCH_WORKER_MAIN || WORKER_MAIN;
  const workers = [];
  /** Starts one more worker process; resolves once /api/health counts it. */
  const startWorker = async (concurrency) => {
    const n = workers.length + 1;
    const log = openLog(`worker-${n}-${rand()}`);
    const wenv = { ...env };
    if (concurrency === undefined) delete wenv.WORKER_CONCURRENCY;
    else wenv.WORKER_CONCURRENCY = String(concurrency);
    const entry = sup.spawn(`worker-${n}`, process.execPath, [workerMain], {
      env: wenv,
      cwd: ROOT,
      logFd: log.fd,
      critical: false,
    });
    const worker = { entry, log: log.file, concurrency: concurrency ?? 2 };
    workers.push(worker);
    const want = workers.length;
    await health((res, body) => body?.compileWorkers >= want, `worker ${n} did not report in`);
    return worker;
  };
  /** Stops a worker and waits until /api/health no longer counts it. */
  const stopWorker = async (worker) => {
    await Supervisor.stopEntries([worker.entry], 15_000);
    workers.splice(workers.indexOf(worker), 1);
    const want = workers.length;
    await health((res, body) => body?.compileWorkers === want, 'a stopped worker still counts');
  };

  /** BullMQ's record of a job: when it was added, taken and finished, and the worker's result. */
  const jobRecord = async (jobId) => {
    const h = await redis.client.hgetall(`${prefix}:compile:${jobId}`);
    if (!h || !h.timestamp) return null;
    let result = null;
    try {
      result = JSON.parse(h.returnvalue ?? 'null');
    } catch {
      /* not json */
    }
    return {
      added: Number(h.timestamp),
      taken: Number(h.processedOn),
      finished: Number(h.finishedOn),
      worker: h.pb ?? null,
      result,
    };
  };

  return {
    baseUrl,
    env,
    prefix,
    workDir,
    labels: { db: db.label, redis: redis.label, worker: path.relative(ROOT, workerMain) },
    api,
    apiLog: apiLog.file,
    workers,
    startWorker,
    stopWorker,
    jobRecord,
  };
}

/** A guest session: { cookie, userId }. */
export async function guestSession(baseUrl) {
  const res = await fetch(`${baseUrl}/api/guest-login`, { method: 'POST' });
  if (!res.ok) throw new Error(`guest-login: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = await res.json();
  return { cookie, userId: user.id };
}

/**
 * One timed request to a compile route. Returns { ms, body, jobId, start, end } with start/end as
 * wall-clock ms (to line up with BullMQ's timestamps) and ms measured with performance.now().
 */
export async function timedPost(baseUrl, session, route, payload) {
  const jobId = crypto.randomUUID();
  const start = Date.now();
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-job-id': jobId },
    body: JSON.stringify(payload),
  });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t0;
  const end = Date.now();
  if (res.status !== 200) throw new Error(`${route}: HTTP ${res.status} ${body.toString().slice(0, 400)}`);
  return { ms, body, jobId, start, end };
}

/** utime + stime (clock ticks, 1/100 s) of each of the given processes and their live descendants. */
function treeTicks(rootPids) {
  const info = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state, ppid, …; utime and stime are fields 14 and 15 of stat(5).
    info.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
  }
  const children = new Map();
  for (const [pid, { ppid }] of info) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const out = new Map();
  const queue = [...rootPids];
  while (queue.length) {
    const pid = queue.pop();
    if (out.has(pid) || !info.has(pid)) continue;
    out.set(pid, info.get(pid).ticks);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * CPU used by process trees, sampled: each sample adds what every live process of the trees used since
 * the previous one (all of it for a new process). Not the children's cumulative times: bwrap does not
 * always reap its sandbox, so those get lost. What a process uses between the last sample and its exit
 * is missed, so sample often when it matters.
 */
export class CpuMeter {
  constructor(rootPids) {
    this.roots = rootPids;
    this.prev = treeTicks(rootPids);
    this.ticks = 0;
    /** Ticks per kind of process (see kindOf), for the processes that were sampled. */
    this.byKind = new Map();
    this.kinds = new Map();
  }

  /** Samples; returns the ticks used since the previous sample. */
  sample() {
    const now = treeTicks(this.roots);
    let used = 0;
    for (const [pid, ticks] of now) {
      const delta = Math.max(0, ticks - (this.prev.get(pid) ?? 0));
      used += delta;
      if (delta > 0) {
        const kind = this.kindOf(pid);
        this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + delta);
      }
    }
    this.prev = now;
    this.ticks += used;
    return used;
  }

  get seconds() {
    return this.ticks / 100;
  }

  /**
   * What a process works for, from its command line or its parent's: a preamble format build, a LaTeX
   * compile, a Python plot sandbox (its warm-up included), or the worker / API process itself.
   */
  kindOf(pid) {
    if (this.kinds.has(pid)) return this.kinds.get(pid);
    let kind = 'node processes';
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('-jobname=preamble')) kind = 'format builds';
      else if (cmd.includes('plot_runner')) kind = 'Python sandboxes';
      else if (/latexmk|pdflatex|mktexpk|mf-nowin/.test(cmd)) kind = 'LaTeX compiles';
      else if (!cmd.includes('node')) {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid > 1) kind = this.kindOf(ppid);
      }
    } catch {
      /* gone */
    }
    this.kinds.set(pid, kind);
    return kind;
  }
}

/** Jiffies of the whole machine from /proc/stat: { busy, total } (all cores). */
export function machineCpu() {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const idle = f[3] + (f[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/**
 * Waits until the API and the workers (with their sandboxes, format builds and plot warm-ups) use
 * less than 5% of a core over two consecutive half-second windows. Returns the ms it waited.
 */
export async function settle(stack, { timeoutMs = 120_000 } = {}) {
  const meter = new CpuMeter([stack.api.child.pid, ...stack.workers.map((w) => w.entry.child.pid)]);
  const t0 = performance.now();
  let quiet = 0;
  while (performance.now() - t0 < timeoutMs) {
    await sleep(500);
    quiet = meter.sample() <= 2 ? quiet + 1 : 0; // ≤ 20 ms of CPU in 500 ms
    if (quiet >= 2) return performance.now() - t0;
  }
  console.warn(`  (the app did not become idle within ${timeoutMs / 1000} s; measuring anyway)`);
  return performance.now() - t0;
}

/** Runs a command to completion; resolves with { ms, code, output } (stdout and stderr, capped). */
export function timedRun(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    const keep = (d) => (output = (output + d.toString()).slice(-200_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => resolve({ ms: performance.now() - t0, code, output }));
  });
}
