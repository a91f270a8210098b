/**
 * Formula search quality: the queries students type (apps/api/src/modules/formulas/search/
 * student-queries.json: words, misspellings, symbols, plain maths and LaTeX with other letters), each with
 * the formula(s) that answer it, through the built app's FormulaIndex over data/formulas. Prints recall@1
 * and recall@3 and the median time per query. The baseline, in the same run, is the naive search a
 * formula list would do: formulas whose name or keywords contain the most query words (ties by name).
 * BENCH_ROUNDS sets the timing rounds (default 7).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { load, median, ms, printTable, yes } from '../lib/report.mjs';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 7);
const DIST = path.join(ROOT, 'apps/api/dist');
const QUERIES = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'apps/api/src/modules/formulas/search/student-queries.json'), 'utf8'),
);
const GOAL_AT3 = 0.9;

/** Formulas whose name or keywords contain the most query words. */
function naiveSearch(records, q) {
  const words = q.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return records
    .map((r) => {
      const text = `${r.formula.name} ${r.formula.keywords.join(' ')}`.toLowerCase();
      return { r, hits: words.filter((w) => text.includes(w)).length };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.r.formula.name.localeCompare(b.r.formula.name))
    .map((x) => x.r.formula.id);
}

function measure(searchIds) {
  const ranks = [];
  const times = [];
  for (const { q, expected } of QUERIES) {
    const perRound = [];
    let ids = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      ids = searchIds(q);
      perRound.push(performance.now() - started);
    }
    times.push(median(perRound));
    const rank = ids.findIndex((id) => expected.includes(id));
    ranks.push(rank < 0 ? Infinity : rank + 1);
  }
  const recall = (k) => ranks.filter((r) => r <= k).length / ranks.length;
  return {
    at1: recall(1),
    at3: recall(3),
    time: median(times),
    misses: QUERIES.filter((_q, i) => ranks[i] > 3),
  };
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(path.join(DIST, 'main.js'))) throw new Error('apps/api is not built');
  const require = createRequire(import.meta.url);
  const { readFormulaData } = require(path.join(DIST, 'modules/formulas/formula-data.js'));
  const { FormulaIndex } = require(path.join(DIST, 'modules/formulas/search/formula-index.js'));
  const { records } = readFormulaData();
  const index = new FormulaIndex(records);
  const ours = measure((q) => index.search(q).map((h) => h.record.formula.id));
  const naive = measure((q) => naiveSearch(records, q));
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
  console.log(
    `${records.length} formulas, ${QUERIES.length} queries, ${ROUNDS} timing rounds; load ${load()}`,
  );
  printTable([
    {
      metric: 'recall@1',
      value: ours.at1.toFixed(3),
      baseline: naive.at1.toFixed(3),
      ratio: ratio(ours.at1, naive.at1),
      goal: '',
      met: '',
    },
    {
      metric: 'recall@3',
      value: ours.at3.toFixed(3),
      baseline: naive.at3.toFixed(3),
      ratio: ratio(ours.at3, naive.at3),
      goal: `>= ${GOAL_AT3}`,
      met: yes(ours.at3 >= GOAL_AT3),
    },
    {
      metric: 'time per query',
      value: ms(ours.time),
      baseline: ms(naive.time),
      ratio: ratio(ours.time, naive.time),
      goal: '',
      met: '',
    },
  ]);
  console.log(
    `missed (not in the top 3): ${ours.misses.map((m) => JSON.stringify(m.q)).join(', ') || 'none'}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
