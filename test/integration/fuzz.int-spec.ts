import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ROUTE_GROUPS } from '../../apps/api/src/modules/openapi/routes';
import { UsersService } from '../../apps/api/src/modules/users/users.service';
import { runFuzz, type Finding } from '../support/fuzz/fuzz-runner';
import { startTestApp, type TestApp } from './support/test-app';
import { samples } from './support/prometheus-text';
import { CompileWorkers } from './support/workers';

/**
 * A seeded property-based fuzz of every route in the OpenAPI registry (test/support/fuzz): valid,
 * almost-valid and hostile paths, queries and bodies as guest, student, teacher and admin, against the
 * real app on Postgres and Redis with one real compile worker, so the compile, plot and export routes
 * run their jobs. No answer may be a 5xx and every 4xx carries a readable `error`. bench/fuzz sends
 * 10,000 and more.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 200;
const SEED = Number(process.env.FUZZ_SEED) || 21;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY) || 4;
/** bench/fuzz runs this file with many more requests and reads the tally from here. */
const REPORT = process.env.FUZZ_REPORT;

let t: TestApp;
let baseUrl: string;
const workers = new CompileWorkers();
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  await workers.start(t, 1);
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}, 90_000);
afterAll(async () => {
  await workers.stop();
  await t.close();
});

/** The worker jobs (compiles, plots, exports) the API saw finish, by its own /metrics. */
async function jobsRun(): Promise<Record<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const { labels, value } of samples(text, 'eps_queue_job_duration_seconds_count'))
    counts[labels.kind] = (counts[labels.kind] ?? 0) + value;
  return counts;
}

const show = (f: Finding) =>
  `${f.persona} ${f.request.method} ${f.request.url.slice(0, 160)} (${f.request.mode}) → ${f.status} ${f.body}`;

it(
  `answers ${REQUESTS} generated requests without a 5xx, every 4xx readable (seed ${SEED})`,
  workers.explain(async () => {
    const tally = await runFuzz({
      baseUrl,
      groups: ROUTE_GROUPS,
      seed: SEED,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      onBatch: (progress) => REPORT && fs.writeFileSync(REPORT, JSON.stringify(progress)),
      makeAdmin: async (email, password) => {
        await t.app.get(UsersService).ensureAdmin({ email, password, fullName: 'Fuzz Admin' });
      },
    });
    if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ ...tally, jobsRun: await jobsRun() }));
    expect(tally.sent).toBe(REQUESTS);
    expect(tally.serverErrors.map(show)).toEqual([]);
    expect(tally.unreadable4xx.map(show)).toEqual([]);
    // The generators reach past validation: some requests succeed, some are refused.
    expect(tally.byClass['2xx']).toBeGreaterThan(0);
    expect(tally.byClass['4xx']).toBeGreaterThan(0);
  }),
  Number(process.env.FUZZ_TIMEOUT_MS) || 600_000,
);
