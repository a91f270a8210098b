import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveWorkersKey } from '@eps/contracts';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { REDIS } from '../../../apps/api/src/redis/redis.module';
import { compileQueue } from './sse';
import { startTestApp, type TestApp } from './test-app';

const ROOT = path.resolve(__dirname, '../../..');
export const WORKER_MAIN = path.join(ROOT, 'apps/compile-worker/dist/main.js');
/** Start-up checks bubblewrap and connects to Redis; on a loaded CI machine that takes a few seconds. */
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
/** Per worker: enough to see why a job failed, bounded so a chatty worker cannot eat the test's memory. */
const MAX_LOG_CHARS = 200_000;

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  /** The name the worker gives BullMQ (job.processedBy) and its heartbeat key: `<hostname>-<pid>`. */
  workerId: string;
  log: string;
  exited: Promise<void>;
  /** Set when the process ended (killed by a test, or crashed). */
  exit?: { code: number | null; signal: NodeJS.Signals | null };
}

/**
 * Real compile-worker processes (the built apps/compile-worker/dist/main.js) on a test app's Redis
 * prefix. Create one per test file at module level, start it in beforeAll and stop it in afterAll;
 * wrap test bodies in `explain` so a failure message ends with what the workers printed.
 */
/** The port a worker reported serving `path` on in its log (it was asked for any free one). */
export async function portServing(worker: WorkerProcess, path: string): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const line of worker.log.split('\n')) {
      if (!line.includes('"paths"')) continue;
      const entry = JSON.parse(line) as { port: number; paths: string[] };
      if (entry.paths.includes(path)) return entry.port;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the worker did not report a port serving ${path}:\n${worker.log}`);
}

export class CompileWorkers {
  readonly processes: WorkerProcess[] = [];
  /** COMPILE_WORK_DIR of these workers (all share one, as workers on one host would). */
  workDir: string | undefined;
  private t: TestApp | undefined;

  async start(t: TestApp, count: number, env: Record<string, string> = {}): Promise<void> {
    if (!fs.existsSync(WORKER_MAIN)) {
      throw new Error(
        `${path.relative(ROOT, WORKER_MAIN)} is missing: build the worker first ` +
          '(npm run build -w @eps/compile-worker; npm test does it).',
      );
    }
    this.t = t;
    if (!this.workDir) {
      this.workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-int-worker-'));
      // mkdtemp makes it 0700; the sandboxes run as other (unprivileged) users and must traverse it.
      fs.chmodSync(this.workDir, 0o711);
    }
    const target = this.processes.filter((p) => !p.exit).length + count;
    const spawned = Array.from({ length: count }, () => this.spawnOne(t, env));
    this.processes.push(...spawned);
    await this.waitForHeartbeats(target, spawned);
  }

  /** The live worker whose BullMQ name is `workerId`. */
  byId(workerId: string): WorkerProcess | undefined {
    return this.processes.find((p) => p.workerId === workerId && !p.exit);
  }

  /** The last `lines` lines each worker printed, for failure messages. */
  logs(lines = 40): string {
    return this.processes
      .map((p) => {
        const tail = p.log.trimEnd().split('\n').slice(-lines).join('\n');
        return `--- worker ${p.workerId}${p.exit ? ` (exited ${JSON.stringify(p.exit)})` : ''}\n${tail}`;
      })
      .join('\n');
  }

  /** Wraps a test body: when it fails, the error message gets the workers' output appended. */
  explain(body: () => Promise<void>): () => Promise<void> {
    return async () => {
      try {
        await body();
      } catch (err) {
        if (err instanceof Error) err.message += `\n\nCompile worker output (last lines):\n${this.logs(15)}`;
        throw err;
      }
    };
  }

  /** SIGTERM, then SIGKILL after a grace period; then the work directory goes. */
  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => stopOne(p)));
    if (this.workDir) fs.rmSync(this.workDir, { recursive: true, force: true });
    this.workDir = undefined;
  }

  private spawnOne(t: TestApp, env: Record<string, string>): WorkerProcess {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        COMPILE_WORK_DIR: this.workDir!,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error('could not spawn the compile worker');
    const proc: WorkerProcess = {
      child,
      pid: child.pid,
      workerId: `${os.hostname()}-${child.pid}`,
      log: '',
      exited: new Promise((resolve) =>
        child.once('exit', (code, signal) => {
          proc.exit = { code, signal };
          resolve();
        }),
      ),
    };
    const append = (chunk: Buffer) => {
      proc.log = (proc.log + chunk.toString('utf8')).slice(-MAX_LOG_CHARS);
    };
    child.stdout!.on('data', append);
    child.stderr!.on('data', append);
    return proc;
  }

  /** Ready means announced: the heartbeat is written after the queue worker is connected. */
  private async waitForHeartbeats(count: number, spawned: WorkerProcess[]): Promise<void> {
    const redis = this.t!.app.get<Redis>(REDIS);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const live = await this.liveHeartbeats(redis);
      if (live >= count) return;
      const dead = spawned.filter((p) => p.exit);
      if (dead.length > 0 || Date.now() > deadline) {
        throw new Error(
          `${live} of ${count} compile workers reported in` +
            `${dead.length ? `; ${dead.length} exited` : ` within ${READY_TIMEOUT_MS / 1000} s`}.\n${this.logs()}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private async liveHeartbeats(redis: Redis): Promise<number> {
    const ids = new Set(this.processes.filter((p) => !p.exit).map((p) => p.workerId));
    const live = await redis.zrangebyscore(liveWorkersKey(this.t!.config.redisPrefix), Date.now(), '+inf');
    return live.filter((id) => ids.has(id)).length;
  }
}

async function stopOne(p: WorkerProcess): Promise<void> {
  if (p.exit) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), STOP_GRACE_MS);
  await p.exited;
  clearTimeout(timer);
}

/** A test app with real compile workers and an operator's handle on its queue. */
export interface AppWithWorkers {
  t: TestApp;
  workers: CompileWorkers;
  queue: Queue;
}

/**
 * Starts a test app and `count` workers in beforeAll and stops them in afterAll; the fields are set
 * once beforeAll has run. Call it at the top level of a spec file.
 */
export function appWithWorkers(
  count: number,
  env: { app?: Record<string, string>; workers?: Record<string, string> } = {},
): AppWithWorkers {
  const stack = { workers: new CompileWorkers() } as AppWithWorkers;
  beforeAll(async () => {
    stack.t = await startTestApp(env.app);
    await stack.workers.start(stack.t, count, env.workers);
    stack.queue = compileQueue(stack.t);
  }, 90_000);
  afterAll(async () => {
    await stack.queue?.close();
    await stack.workers.stop();
    await stack.t?.close();
  });
  return stack;
}
