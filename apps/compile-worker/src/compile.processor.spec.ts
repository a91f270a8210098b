import { UnrecoverableError, type Job } from 'bullmq';
import type { JobData, JobName, JobResult } from '@eps/contracts';
import { CompileProcessor, queueWorkerOptions } from './compile.processor';
import { loadConfig } from './config';
import type { JobHandler } from './jobs/job-handler';
import { createLogger } from './logger';
import { WorkerMetrics } from './worker-metrics';

/** A handler that answers from its data, recording what it was given. */
class RecordingHandler<N extends JobName> implements JobHandler<N> {
  readonly seen: Array<JobData<N>> = [];
  constructor(
    readonly name: N,
    private readonly answer: JobResult<N>,
  ) {}
  async handle(_job: Job, data: JobData<N>): Promise<JobResult<N>> {
    this.seen.push(data);
    return this.answer;
  }
}

const log = createLogger('silent');
const jobOf = (name: string, data: unknown) => ({ id: '1', name, data }) as Job;

function handlers() {
  return {
    compile: new RecordingHandler('compile', { ok: false, errors: [{ line: 1, message: 'Undefined' }] }),
    plot: new RecordingHandler('plot', { ok: true, resultKey: 'eps:job-result:1', bytes: 3 }),
  };
}

describe('CompileProcessor handler coverage', () => {
  it('refuses to exist without a handler for every job of the table', () => {
    const { compile } = handlers();
    expect(() => new CompileProcessor([compile], log, new WorkerMetrics())).toThrow(
      'no handler for "plot" of the compile queue\'s jobs',
    );
    expect(() => new CompileProcessor([], log, new WorkerMetrics())).toThrow(
      /no handler for "compile", "plot"/,
    );
  });

  it('refuses two handlers for one job', () => {
    const { compile, plot } = handlers();
    expect(() => new CompileProcessor([compile, plot, compile], log, new WorkerMetrics())).toThrow(
      'job "compile" has two handlers',
    );
  });
});

describe('CompileProcessor.process', () => {
  it('hands a valid job to the handler of its name', async () => {
    const { compile, plot } = handlers();
    const processor = new CompileProcessor([compile, plot], log, new WorkerMetrics());
    const result = await processor.process(jobOf('plot', { ownerId: 'u1', code: 'plt.plot([1])' }));
    expect(result).toEqual({ ok: true, resultKey: 'eps:job-result:1', bytes: 3 });
    expect(plot.seen).toEqual([{ ownerId: 'u1', code: 'plt.plot([1])' }]);
    expect(compile.seen).toEqual([]);
  });

  it('fails an unknown job for good (no retry) with a clear reason', async () => {
    const { compile, plot } = handlers();
    const processor = new CompileProcessor([compile, plot], log, new WorkerMetrics());
    const failure = processor.process(jobOf('essay-check', { essay: 'x' }));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow('Unknown job "essay-check" on the compile queue');
  });

  it('fails a job with malformed data for good, before any handler runs', async () => {
    const { compile, plot } = handlers();
    const processor = new CompileProcessor([compile, plot], log, new WorkerMetrics());
    const failure = processor.process(jobOf('compile', { ownerId: 'u1', assets: [] }));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow(
      'Malformed data for job "compile": latexCode: Invalid input: expected string, received undefined.',
    );
    expect(compile.seen).toEqual([]);
  });
});

describe('CompileProcessor metrics', () => {
  it('counts each job by kind and outcome: an answer, a LaTeX error answer, a failure', async () => {
    const { compile, plot } = handlers();
    const metrics = new WorkerMetrics();
    const processor = new CompileProcessor([compile, plot], log, metrics);
    await processor.process(jobOf('plot', { ownerId: 'u1', code: 'plt.plot([1])' }));
    await processor.process(jobOf('compile', { ownerId: 'u1', latexCode: 'x', assets: [] }));
    await processor.process(jobOf('essay-check', {})).catch(() => undefined);

    const text = await metrics.registry.metrics();
    expect(text).toContain('eps_worker_job_duration_seconds_count{kind="plot",outcome="ok"} 1');
    expect(text).toContain('eps_worker_job_duration_seconds_count{kind="compile",outcome="user_error"} 1');
    expect(text).toContain('eps_worker_jobs_failed_total{kind="unknown"} 1');
    expect(text).toContain('eps_worker_jobs_running 0');
  });
});

describe('queueWorkerOptions', () => {
  it('carries the failover settings and waits for the lifecycle to start it', () => {
    const config = loadConfig({ WORKER_CONCURRENCY: '3', WORKER_LOCK_MS: '3000' });
    expect(queueWorkerOptions(config)).toEqual({
      concurrency: 3,
      lockDuration: 3000,
      stalledInterval: 1500,
      maxStalledCount: 2,
      name: config.workerId,
      autorun: false,
    });
  });
});
