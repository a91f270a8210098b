import request from 'supertest';
import { fresh, guestAgent, plot } from './support/compile-client';
import { sampleValue } from './support/prometheus-text';
import { appWithWorkers, portServing } from './support/workers';

/**
 * Issue 21 item 3 with a real compile worker: the API counts compile cache hits and misses and the
 * jobs it added (wait and run time), and the worker serves its own metrics on WORKER_METRICS_PORT.
 */

const stack = appWithWorkers(1, { workers: { WORKER_METRICS_PORT: '0', WORKER_METRICS_HOST: '127.0.0.1' } });

it(
  'counts a plot as a cache miss and a job, its repeat as a cache hit, on the API and on the worker',
  stack.workers.explain(async () => {
    const agent = await guestAgent(stack.t);
    const code = fresh('plt.plot([1, 2, 3])', 'python');
    const first = await plot(agent, code);
    expect(first.status).toBe(200);
    const again = await plot(agent, code);
    expect(again.status).toBe(200);

    const api = (await request(stack.t.http).get('/metrics').expect(200)).text;
    const cache = (result: string) =>
      sampleValue(api, 'eps_compile_cache_requests_total', { kind: 'plot', result });
    expect([cache('miss'), cache('hit')]).toEqual([1, 1]);
    const job = { queue: 'compile', kind: 'plot' };
    expect(sampleValue(api, 'eps_queue_job_wait_seconds_count', job)).toBe(1);
    expect(sampleValue(api, 'eps_queue_job_duration_seconds_count', { ...job, outcome: 'completed' })).toBe(
      1,
    );
    expect(
      sampleValue(api, 'eps_queue_job_duration_seconds_sum', { ...job, outcome: 'completed' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(api, 'eps_queue_jobs_failed_total', job)).toBeUndefined();
    expect(sampleValue(api, 'eps_compile_workers_live')).toBe(1);

    const port = await portServing(stack.workers.processes[0]!, '/metrics');
    const worker = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(worker.status).toBe(200);
    const text = await worker.text();
    expect(sampleValue(text, 'eps_worker_job_duration_seconds_count', { kind: 'plot', outcome: 'ok' })).toBe(
      1,
    );
    expect(sampleValue(text, 'eps_worker_jobs_running')).toBe(0);
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  }),
);
