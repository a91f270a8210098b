/**
 * The maths engine over its battery (apps/api/src/modules/maths/battery: inputs typed as students type
 * them, each judged by an independent mathjs route), in the built app, warm. Per operation: the share
 * the judge finds correct, the share whose own check said "passed", and the median latency of a call
 * over BENCH_ROUNDS rounds (default 5). The baseline, in the same run, is mathjs alone reading and
 * evaluating the same input (`parse` + `evaluate` at x = 0.7): the cost of the numbers without the
 * algebra. Goal: every item correct, median latency under 250 ms per operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { load, median, ms } from '../lib/report.mjs';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 5);
const GOAL_MEDIAN_MS = 250;
const DIST = path.join(ROOT, 'apps/api/dist/modules');

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(path.join(DIST, 'maths/maths.service.js')))
    throw new Error('apps/api is not built');
  const require = createRequire(import.meta.url);
  require(require.resolve('reflect-metadata', { paths: [path.join(ROOT, 'apps/api')] }));
  const { MathsService } = require(path.join(DIST, 'maths/maths.service.js'));
  const { BATTERY } = require(path.join(DIST, 'maths/battery/battery-items.js'));
  const { judge } = require(path.join(DIST, 'maths/battery/judge.js'));
  const { math } = require(path.join(DIST, 'questions/answer-checking/index.js'));

  const service = new MathsService();
  const byOperation = new Map();
  const wrong = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const item of BATTERY) {
      const request = {
        expression: item.expression,
        operation: item.operation,
        variable: item.variable,
        approaching: item.approaching,
        angleUnit: item.angleUnit ?? 'rad',
      };
      const start = performance.now();
      let result = null;
      let error = null;
      try {
        result = await service.evaluate(request);
      } catch (err) {
        error = err;
      }
      const took = performance.now() - start;
      const baselineStart = performance.now();
      try {
        math.parse(item.reference || '0').evaluate({ x: 0.7, y: 0.3, a: 0.4, b: 0.9, t: 0.7, theta: 0.7 });
      } catch {
        // mathjs reading a unit calculation or an equation system: the time still counts.
      }
      const baseline = performance.now() - baselineStart;
      // Round 0 warms the worker and mathjs' caches; it is not counted.
      if (round === 0) continue;
      const row = byOperation.get(item.operation) ?? {
        times: [],
        baselines: [],
        correct: 0,
        passed: 0,
        total: 0,
      };
      byOperation.set(item.operation, row);
      row.times.push(took);
      row.baselines.push(baseline);
      if (round !== 1) continue;
      row.total++;
      const verdict = error ? `refused: ${error.message}` : judge(item, result);
      if (verdict === null) row.correct++;
      else wrong.push(`${item.operation} ${JSON.stringify(item.expression)}: ${verdict}`);
      if (result?.check.status === 'passed') row.passed++;
    }
  }
  await service.onModuleDestroy();

  console.log(`maths engine battery: ${BATTERY.length} items, ${ROUNDS} rounds, load ${load()}`);
  const head = [
    'operation',
    'items',
    'correct',
    'check passed',
    'median',
    'mathjs-only median',
    'ratio',
    'goal',
    'met',
  ];
  const rows = [...byOperation.entries()].map(([operation, r]) => {
    const m = median(r.times);
    const b = median(r.baselines);
    return [
      operation,
      String(r.total),
      `${((100 * r.correct) / r.total).toFixed(0)}%`,
      `${((100 * r.passed) / r.total).toFixed(0)}%`,
      ms(m),
      ms(b),
      `${(m / b).toFixed(0)}x`,
      `100%, < ${GOAL_MEDIAN_MS} ms`,
      r.correct === r.total && m < GOAL_MEDIAN_MS ? 'yes' : 'NO',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  const total = [...byOperation.values()].reduce((s, r) => s + r.total, 0);
  const correct = [...byOperation.values()].reduce((s, r) => s + r.correct, 0);
  console.log(`\nshare correct: ${correct}/${total} (${((100 * correct) / total).toFixed(1)}%)`);
  for (const w of wrong) console.log(`wrong: ${w}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
