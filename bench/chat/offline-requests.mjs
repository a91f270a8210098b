/**
 * The offline chat tutor on the 40 requests of test/fixtures/chat/requests.json: runs the integration
 * test test/integration/chat-offline-requests.int-spec.ts (real Postgres with the imported bank, Redis,
 * the maths engine, WordNet, the offline marker) with CHAT_OFFLINE_REPORT set, and prints the share of
 * requests whose reply meets its line, per category. Baseline in the same run: retrieval alone (the
 * best search hit for the message, quoted and cited), judged on the same lines.
 * Needs Postgres (DATABASE_URL, else 127.0.0.1:5432) and Redis (REDIS_URL, else 127.0.0.1:6379).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { load, printTable } from '../lib/report.mjs';

const SPEC = 'test/integration/chat-offline-requests.int-spec.ts';
/** The acceptance: every request answered as its line says. */
const GOAL_SHARE = 1;

const share = (xs) => (xs.length ? xs.filter(Boolean).length / xs.length : NaN);
const percent = (x) => (Number.isFinite(x) ? `${(100 * x).toFixed(0)}%` : 'n/a');

export function runOfflineRequests() {
  const report = path.join(os.tmpdir(), `eps-chat-offline-${process.pid}.json`);
  const started = Date.now();
  const jest = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/jest/bin/jest.js'), SPEC, '--selectProjects', 'integration', '--silent'],
    { cwd: ROOT, env: { ...process.env, CHAT_OFFLINE_REPORT: report }, encoding: 'utf8' },
  );
  if (!fs.existsSync(report)) {
    process.stdout.write(jest.stdout ?? '');
    process.stderr.write(jest.stderr ?? '');
    throw new Error(`the integration test wrote no report (exit ${jest.status})`);
  }
  const verdicts = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report, { force: true });
  console.log(
    `${verdicts.length} requests in ${((Date.now() - started) / 1000).toFixed(0)} s (jest included); ` +
      `${os.cpus().length} cores; load ${load()}`,
  );
  const categories = [...new Set(verdicts.map((v) => v.category))];
  const row = (metric, rows) => {
    const value = share(rows.map((v) => v.failure === null));
    const baseline = share(rows.map((v) => v.baselineFailure === null));
    return {
      metric,
      value: `${percent(value)} (${rows.filter((v) => v.failure === null).length}/${rows.length})`,
      baseline: percent(baseline),
      ratio: baseline > 0 ? `${(value / baseline).toFixed(2)}x` : '-',
      goal: `${percent(GOAL_SHARE)}`,
      met: value >= GOAL_SHARE ? 'yes' : 'NO',
    };
  };
  printTable([
    ...categories.map((c) =>
      row(
        c,
        verdicts.filter((v) => v.category === c),
      ),
    ),
    row('all', verdicts),
  ]);
  console.log('  value: share of replies meeting their line (maths checked by mathjs, citations retrieved)');
  console.log('  baseline: retrieval alone — the best search hit for the message, quoted and cited');
  for (const v of verdicts.filter((x) => x.failure !== null)) console.log(`  failed ${v.id}: ${v.failure}`);
}
