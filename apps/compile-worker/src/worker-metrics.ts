import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { FORWARDING_HEADERS, isJobName, judgeScrape } from '@eps/contracts';
import { sendJsonError, type WorkerRoute } from './worker-http-server';

/** Seconds: a warm plot takes a fraction of one, a large LaTeX document tens. */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/** ok: the job's answer; user_error: LaTeX or the script reported errors (a normal answer); failed: it threw. */
export type WorkerJobOutcome = 'ok' | 'user_error' | 'failed';

/**
 * One compile worker's Prometheus metrics: its jobs by kind and outcome, their durations, the jobs it is
 * running now, and Node's process metrics. Each worker process is scraped on its own port.
 */
export class WorkerMetrics {
  readonly registry = new Registry();

  private readonly duration = new Histogram({
    name: 'eps_worker_job_duration_seconds',
    help: 'Time this worker spent on a job, by kind and outcome (ok, user_error, failed).',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  private readonly failures = new Counter({
    name: 'eps_worker_jobs_failed_total',
    help: 'Jobs that failed on this worker (threw: malformed job, sandbox or timeout failure), by kind.',
    labelNames: ['kind'],
    registers: [this.registry],
  });

  private readonly running = new Gauge({
    name: 'eps_worker_jobs_running',
    help: 'Jobs this worker is running now.',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Times `run`, counting its outcome; a job name outside the job table is labelled `unknown`. */
  async observe<T extends { ok: boolean }>(name: string, run: () => Promise<T>): Promise<T> {
    const kind = isJobName(name) ? name : 'unknown';
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    this.running.inc();
    try {
      const result = await run();
      this.duration.observe({ kind, outcome: result.ok ? 'ok' : 'user_error' }, seconds());
      return result;
    } catch (err) {
      this.duration.observe({ kind, outcome: 'failed' }, seconds());
      this.failures.inc({ kind });
      throw err;
    } finally {
      this.running.dec();
    }
  }

  /** GET /metrics on the worker's port, under the API's rule: METRICS_TOKEN, or a caller on this machine. */
  route(token: string | undefined): WorkerRoute {
    return async (req: IncomingMessage, res: ServerResponse) => {
      const verdict = judgeScrape(
        {
          authorization: req.headers.authorization,
          peerAddress: req.socket.remoteAddress,
          forwarded: FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined),
        },
        token,
      );
      if (!verdict.ok) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendJsonError(res, 401, 'METRICS_UNAUTHORIZED', verdict.reason);
      }
      const text = await this.registry.metrics();
      res.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    };
  }
}
