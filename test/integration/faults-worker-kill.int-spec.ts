import { randomBytes, randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { liveWorkersKey } from '@eps/contracts';
import { REDIS } from '../../apps/api/src/redis/redis.module';
import { fresh, guestAgent, post, type RawResponse } from './support/compile-client';
import { appWithWorkers } from './support/workers';

/**
 * Issue 21 item 10, the workers (the small version of bench/faults): compile workers SIGKILLed while
 * a stream of compile and plot requests runs on two of them, each restarted at once as a supervisor
 * (compose `restart: unless-stopped`, a Kubernetes Deployment) would. Every request gets its answer or
 * a clear error, no job completes twice, no job is lost, and two workers are live at the end.
 */
const REQUESTS = 10;
const KILLS = 2;
const WORKER_ENV = { WORKER_LOCK_MS: '3000', WORKER_CONCURRENCY: '1', COMPILE_TIMEOUT_SECONDS: '60' };
const CLEAR_ERRORS = ['COMPILE_WORKER_FAILED', 'COMPILE_TIMEOUT', 'COMPILE_NO_WORKER'];

const stack = appWithWorkers(2, {
  app: { COMPILE_WAIT_SECONDS: '90', RATE_LIMIT_COMPILE_PER_MINUTE: '1000' },
  workers: WORKER_ENV,
});
const { workers } = stack;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Completion events per job id in BullMQ's event stream: one per job that finished. */
async function completionsByJob(redis: Redis, prefix: string): Promise<Map<string, number>> {
  const entries = await redis.xrange(`${prefix}:compile:events`, '-', '+');
  const counts = new Map<string, number>();
  for (const [, fields] of entries) {
    const get = (name: string) => fields[fields.indexOf(name) + 1];
    if (get('event') === 'completed') counts.set(get('jobId'), (counts.get(get('jobId')) ?? 0) + 1);
  }
  return counts;
}

it(
  `answers all ${REQUESTS} compile and plot requests while workers are SIGKILLed ${KILLS} times`,
  workers.explain(async () => {
    const agent = await guestAgent(stack.t);
    const tag = randomBytes(4).toString('hex');
    const jobIds: string[] = [];
    const answers: Promise<RawResponse>[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const jobId = randomUUID();
      jobIds.push(jobId);
      const [route, body] =
        i % 2 === 0
          ? [
              '/api/compile',
              {
                latexCode: fresh(
                  `\\documentclass{article}\n\\begin{document}\nKill ${tag} ${i}.\n\\end{document}`,
                ),
              },
            ]
          : [
              '/api/python-image-generator',
              { code: fresh(`import matplotlib.pyplot as plt\nplt.plot([0, ${i}])`, 'python') },
            ];
      answers.push(post(agent, route, body, { 'X-Job-Id': jobId }));
      await sleep(150);
    }

    // Kill a worker that is running a job (a supervisor restarts it), KILLS times.
    for (let k = 0; k < KILLS; k++) {
      await sleep(1500);
      const [active] = await stack.queue.getActive();
      const victim =
        (active?.processedBy && workers.byId(active.processedBy)) || workers.processes.find((p) => !p.exit)!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      await workers.start(stack.t, 1, WORKER_ENV);
    }

    const results = await Promise.all(answers);
    const ok = results.filter((r) => r.status === 200);
    const errors = results
      .filter((r) => r.status !== 200)
      .map((r) => JSON.parse(r.text) as { code: string; error: string });
    for (const e of errors) {
      expect(CLEAR_ERRORS).toContain(e.code);
      expect(e.error.length).toBeGreaterThan(20);
    }

    const redis = stack.t.app.get<Redis>(REDIS);
    const prefix = stack.t.config.redisPrefix;
    const completions = await completionsByJob(redis, prefix);
    const twice = jobIds.filter((id) => (completions.get(id) ?? 0) > 1);
    const states: Array<string | undefined> = [];
    for (const id of jobIds) states.push(await (await stack.queue.getJob(id))?.getState());
    const lost = states.filter((s) => s !== 'completed' && s !== 'failed');
    const running = new Set(workers.processes.filter((p) => !p.exit).map((p) => p.workerId));
    const announced = await redis.zrangebyscore(liveWorkersKey(prefix), Date.now(), '+inf');
    const live = announced.filter((id) => running.has(id));
    console.log(
      `faults (worker kills): ${REQUESTS} requests, ${KILLS} SIGKILLs: ${ok.length} answered 200, ` +
        `${errors.length} clear errors (${errors.map((e) => e.code).join(', ') || 'none'}), ` +
        `${lost.length} jobs lost, ${twice.length} completed twice, ${live.length} workers live at the end`,
    );
    expect(ok.length + errors.length).toBe(REQUESTS);
    expect(twice).toEqual([]);
    expect(lost).toEqual([]);
    expect(live.length).toBe(2);
    // Every 200 is a job that completed exactly once.
    expect(jobIds.filter((id, i) => results[i].status === 200 && completions.get(id) !== 1)).toEqual([]);
  }),
  150_000,
);
