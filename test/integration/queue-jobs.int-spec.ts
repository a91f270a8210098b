import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { compile, fresh, guestAgent, isPdf, plot, pngSize, type Agent } from './support/compile-client';
import { appWithWorkers } from './support/workers';

/**
 * Issue 14 "Typed queue jobs": a real compile worker checks every job against the job table. A job it
 * cannot run fails at once with a reason a person can act on, is not retried, and the worker goes on.
 */

const stack = appWithWorkers(1);
const { workers } = stack;
let agent: Agent;

beforeAll(async () => {
  agent = await guestAgent(stack.t);
});

/** The job once it is finished either way (polled: the test reads the queue as an operator would). */
async function settled(jobId: string, timeoutMs = 30_000): Promise<{ job: Job; state: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // The state first, then the job: a snapshot read before the worker settled it lacks failedReason.
    const state = await stack.queue.getJobState(jobId);
    const job = state === 'completed' || state === 'failed' ? await stack.queue.getJob(jobId) : undefined;
    if (job) return { job, state };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not finish within ${timeoutMs / 1000} s`);
}

/** Added straight to the queue as a producer that does not use the job table would; three tries allowed. */
async function addRaw(name: string, data: unknown): Promise<string> {
  const job = await stack.queue.add(name, data, {
    jobId: randomUUID(),
    attempts: 3,
    backoff: { type: 'fixed', delay: 100 },
  });
  return job.id!;
}

it(
  'fails a job with an unknown name once, saying which jobs exist',
  workers.explain(async () => {
    const { job, state } = await settled(await addRaw('essay-check', { essay: 'An essay.' }));
    expect(state).toBe('failed');
    expect(job.failedReason).toBe(
      'Unknown job "essay-check" on the compile queue (known jobs: compile, plot).',
    );
    expect(job.attemptsMade).toBe(1);
    expect(job.processedBy).toBe(workers.processes[0]!.workerId);
  }),
);

it(
  'fails a job with malformed data once, naming the field and the problem',
  workers.explain(async () => {
    const id = await addRaw('compile', {
      ownerId: 'someone',
      latexCode: 42,
      assets: [{ name: '../etc/passwd', base64: 'AA==' }],
    });
    const { job, state } = await settled(id);
    expect(state).toBe('failed');
    expect(job.failedReason).toMatch(/^Malformed data for job "compile": /);
    expect(job.failedReason).toContain('latexCode: Invalid input: expected string, received number');
    expect(job.failedReason).toContain('assets.0.name: Asset names must be plain file names');
    expect(job.attemptsMade).toBe(1);
  }),
);

it(
  'keeps working: the same worker then compiles a document and runs a plot',
  workers.explain(async () => {
    const [worker] = workers.processes;
    const compileId = randomUUID();
    const pdf = await compile(
      agent,
      { latexCode: fresh('\\documentclass{article}\\begin{document}Still working.\\end{document}') },
      { 'X-Job-Id': compileId },
    );
    expect(pdf.status).toBe(200);
    expect(isPdf(pdf.body)).toBe(true);

    const plotId = randomUUID();
    const png = await plot(agent, fresh('plt.plot([1, 2, 3])', 'python'), { 'X-Job-Id': plotId });
    expect(png.status).toBe(200);
    const { plotBase64 } = JSON.parse(png.text) as { plotBase64: string };
    expect(pngSize(Buffer.from(plotBase64, 'base64'))).not.toBeNull();

    for (const id of [compileId, plotId]) {
      const { job, state } = await settled(id);
      expect(state).toBe('completed');
      expect(job.processedBy).toBe(worker!.workerId);
    }
    expect(worker!.exit).toBeUndefined();
  }),
);
