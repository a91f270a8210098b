/**
 * The fuzz of every API route at scale: test/integration/fuzz.int-spec.ts (the seeded run of `npm test`)
 * with FUZZ_REQUESTS requests (default 10,000) generated from the OpenAPI registry (valid, almost-valid
 * and hostile paths, queries and bodies as guest, student, teacher and admin; fresh users every 100
 * requests), against the real app on a throw-away database (jest's integration setup) and Redis, with
 * one real compile worker. Prints the requests sent by status class and by mode, and every 5xx and
 * unreadable 4xx. Goal: 0 5xx and every 4xx readable.
 * FUZZ_SEED picks another seed (default: the time), FUZZ_CONCURRENCY the requests in flight (default 4).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { load } from '../lib/report.mjs';

const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 10_000;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 1_000_000;

ensureNodeModules();
const { failed } = await ensureBuilt({ only: ['@eps/compile-worker'] });
if (failed.length) throw new Error('apps/compile-worker is not built (the fuzz runs one worker)');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eps-fuzz-')), 'tally.json');
console.log(`fuzz: ${REQUESTS} requests, seed ${SEED}, load ${load()}`);
const started = Date.now();
const env = { ...process.env, FUZZ_REQUESTS: String(REQUESTS), FUZZ_SEED: String(SEED), FUZZ_REPORT: report };
env.FUZZ_TIMEOUT_MS = String(Math.max(600_000, REQUESTS * 1000));
const jest = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/jest/bin/jest.js'),
    'test/integration/fuzz.int-spec.ts',
    '--selectProjects',
    'integration',
    '--ci',
  ],
  { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (!fs.existsSync(report)) {
  console.log('the fuzz run ended before its first batch (see the jest output above)');
  process.exit(1);
}
const tally = JSON.parse(fs.readFileSync(report, 'utf8'));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const row = (label, value) => console.log(`${label.padEnd(34)} ${String(value).padStart(7)}`);
row('requests sent', tally.sent);
const classes = new Set(['2xx', '3xx', '4xx', '5xx', ...Object.keys(tally.byClass).sort()]);
for (const cls of classes) row(`  ${cls}`, tally.byClass[cls] ?? 0);
row('connection resets sent again', tally.resetsRetried);
for (const [kind, n] of Object.entries(tally.jobsRun ?? {})) row(`worker jobs run: ${kind}`, n);
for (const [mode, n] of Object.entries(tally.byMode)) row(`by mode: ${mode}`, n);
row('server errors (goal 0)', tally.serverErrors.length);
row('4xx without a readable error (goal 0)', tally.unreadable4xx.length);
console.log(`${minutes} min`);
/** The request in short: its body's fields and file sizes, so a finding can be replayed by hand. */
const bodyOf = (b) =>
  !b
    ? ''
    : b.kind === 'multipart'
      ? ` fields ${JSON.stringify(b.fields).slice(0, 300)} files ${JSON.stringify(Object.fromEntries(Object.entries(b.files).map(([k, v]) => [k, Object.keys(v).length])))}`
      : ` body ${JSON.stringify(b.value ?? b.text).slice(0, 300)}`;
const show = (f) =>
  `  ${f.persona} ${f.request.method} ${f.request.url.slice(0, 160)} (${f.request.mode})${bodyOf(f.request.body)} → ${f.status} ${f.body}`;
for (const f of [...tally.serverErrors, ...tally.unreadable4xx].slice(0, 40)) console.log(show(f));
process.exit(jest.status === 0 && tally.sent === REQUESTS ? 0 : 1);
