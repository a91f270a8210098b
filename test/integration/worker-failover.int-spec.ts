import { execFileSync } from 'node:child_process';
import type { Job } from 'bullmq';
import { compile, fresh, guestAgent, pdfText, type Agent } from './support/compile-client';
import { appWithWorkers, type WorkerProcess } from './support/workers';

/**
 * DESIGN "Compile service": a worker killed mid-job loses nothing, the job is retried on another
 * worker. Two workers with a short lock (3 s, stalled check every 1.5 s) and one job each at a time.
 */

/**
 * About 1–2 s of pdfTeX CPU time (3000 pgfmath evaluations over 20 pages; 3–5 s of wall time with
 * latexmk on an idle machine, several times that on a loaded one): long enough to kill the worker
 * while it runs, short enough to run twice in the test.
 */
const SLOW = fresh(String.raw`\documentclass{article}
\usepackage{pgfmath}
\newcount\n
\begin{document}
\loop
\pgfmathparse{sin(\the\n)*cos(\the\n)+sqrt(\the\n+1)}Value \the\n{} is \pgfmathresult.
\advance\n by 1
\ifnum\n<3000 \repeat
Failover finished.
\end{document}
`);

const stack = appWithWorkers(2, {
  // The request gives up after 60 s (a 504), well before the test's own timeout, if no retry happens.
  app: { COMPILE_WAIT_SECONDS: '60' },
  // A generous compile timeout: on a loaded CI machine the slow document must not time out instead.
  workers: { WORKER_LOCK_MS: '3000', WORKER_CONCURRENCY: '1', COMPILE_TIMEOUT_SECONDS: '90' },
});
const { workers } = stack;
let agent: Agent;

beforeAll(async () => {
  agent = await guestAgent(stack.t);
});

/** Child processes of a worker: a running compile shows up as its sandbox (prlimit exec'd bwrap). */
function childrenOf(pid: number): string[] {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'comm='], { encoding: 'utf8' })
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there is no such process
  }
}

/** The active job and the worker process running it, once its LaTeX sandbox has started. */
async function whileCompiling(timeoutMs: number): Promise<{ job: Job; worker: WorkerProcess }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [job] = await stack.queue.getActive();
    const worker = job?.processedBy ? workers.byId(job.processedBy) : undefined;
    // The plot pool's warm Python sandboxes are children too; a compile adds a bwrap next to them.
    if (job && worker && childrenOf(worker.pid).filter((c) => c === 'bwrap').length > 1)
      return { job, worker };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no compile was seen running on a worker');
}

it(
  'finishes a compile on the other worker when its worker is killed mid-job, with exactly one answer',
  workers.explain(async () => {
    const started = Date.now();
    const answer = compile(agent, { latexCode: SLOW });
    const { job, worker } = await whileCompiling(30_000);
    const survivor = workers.processes.find((p) => p !== worker)!;
    worker.child.kill('SIGKILL');
    await worker.exited;
    expect(worker.exit).toEqual({ code: null, signal: 'SIGKILL' });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toContain('Failover finished.');

    // One job, finished once, by the survivor; nothing failed, nothing is left waiting.
    const done = await stack.queue.getJob(job.id!);
    expect(done?.processedBy).toBe(survivor.workerId);
    expect(await done?.getState()).toBe('completed');
    expect(
      await stack.queue.getJobCounts('completed', 'failed', 'active', 'waiting', 'delayed'),
    ).toMatchObject({
      completed: 1,
      failed: 0,
      active: 0,
      waiting: 0,
      delayed: 0,
    });
    const finishedLines = (w: WorkerProcess) =>
      w.log.split('\n').filter((l) => l.includes(job.id!) && l.includes('job done'));
    expect(finishedLines(survivor)).toHaveLength(1);
    expect(finishedLines(worker)).toHaveLength(0);
    // The lock (3 s) had to expire before the survivor could take over: the answer waited for it.
    expect(Date.now() - started).toBeGreaterThan(3000);
  }),
  120_000,
);
