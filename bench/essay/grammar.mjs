/**
 * The grammar checker on the labelled corpus (test/fixtures/grammar, issue 19), before and after:
 * "before" is the checker as it was on main when the corpus was written (BEFORE_COMMIT), transpiled
 * from git into node_modules/.cache so it resolves the same packages; "after" is this checkout's
 * build. Prints recall per error kind and overall, precision per finding kind and overall, false
 * alarms per 1,000 words on the clean essays (all essays, the dev part and the held-back part), false
 * alarms on WordNet's example sentences (./wordnet-examples.mjs), recall and false alarms on errors
 * planted into State of the Union addresses (./synthetic-errors.mjs), then the speed of one check of the
 * longest essay as a ratio against the before checker, medians of alternating runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';
import { ROOT } from '../../scripts/lib/paths.mjs';
import { LABEL_KINDS, loadCorpus, scoreCorpus } from '../../scripts/lib/grammar-score.mjs';
import { list, median, ms } from '../lib/report.mjs';
import { printSyntheticErrors } from './synthetic-errors.mjs';
import { printWordnetFalseAlarms } from './wordnet-examples.mjs';

/** main when the corpus was written, before issue 19 changed the checker. */
const BEFORE_COMMIT = '674a4f7';
const CHECKERS_DIR = 'apps/api/src/modules/essay/checkers';
const CORPUS = path.join(ROOT, 'test/fixtures/grammar');
const GOALS = { recall: 0.85, precision: 0.9, kindRecall: 0.6, cleanAlarmsPer1000: 1 };

/** Transpiles the checkers of BEFORE_COMMIT into a CommonJS module and loads it. */
function loadBeforeChecker(require) {
  const out = path.join(ROOT, 'node_modules/.cache/eps-bench/grammar-before', BEFORE_COMMIT);
  const files = execFileSync('git', ['ls-tree', '--name-only', BEFORE_COMMIT, `${CHECKERS_DIR}/`], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.d.ts'));
  fs.mkdirSync(out, { recursive: true });
  for (const file of files) {
    const source = execFileSync('git', ['show', `${BEFORE_COMMIT}:${file}`], { cwd: ROOT, encoding: 'utf8' });
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    fs.writeFileSync(path.join(out, path.basename(file).replace(/\.ts$/, '.js')), outputText);
  }
  return require(path.join(out, 'index.js')).GrammarChecker;
}

async function checkAll(checker, corpus) {
  const results = [];
  for (const essay of corpus) results.push({ essay, issues: await checker.check(essay.text) });
  return results;
}

const pct = (x) => x.toFixed(2);

function printScores(title, before, after) {
  console.log(`\n${title}`);
  const rows = [['kind', 'labelled', 'recall before', 'recall after']];
  for (const kind of LABEL_KINDS) {
    const b = before.perKind[kind];
    const a = after.perKind[kind];
    if (a.labelled === 0) continue;
    rows.push([kind, String(a.labelled), pct(b.recall), pct(a.recall)]);
  }
  rows.push(['overall recall', String(after.labelled), pct(before.recall), pct(after.recall)]);
  rows.push(['overall precision', `${after.findings} found`, pct(before.precision), pct(after.precision)]);
  rows.push([
    `false alarms / 1,000 words (clean, ${after.cleanWords} words)`,
    '',
    pct(before.cleanAlarmsPer1000),
    pct(after.cleanAlarmsPer1000),
  ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(`  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`);
}

function printPrecision(before, after) {
  console.log('\nprecision per finding kind (findings: before → after)');
  const names = [...new Set([...Object.keys(before.perFinding), ...Object.keys(after.perFinding)])].sort();
  for (const name of names) {
    const b = before.perFinding[name];
    const a = after.perFinding[name];
    const cell = (k) => (k ? `${pct(k.precision)} of ${k.findings}` : '-');
    console.log(`  ${name.padEnd(22)} ${cell(b).padEnd(12)} → ${cell(a)}`);
  }
}

function goalsMet(score, label) {
  const weakest = LABEL_KINDS.filter((k) => score.perKind[k].labelled > 0).sort(
    (x, y) => score.perKind[x].recall - score.perKind[y].recall,
  )[0];
  const checks = [
    [`recall ${pct(score.recall)} >= ${GOALS.recall}`, score.recall >= GOALS.recall],
    [`precision ${pct(score.precision)} >= ${GOALS.precision}`, score.precision >= GOALS.precision],
    [
      `weakest kind ${weakest} ${pct(score.perKind[weakest].recall)} >= ${GOALS.kindRecall}`,
      score.perKind[weakest].recall >= GOALS.kindRecall,
    ],
    [
      `clean false alarms ${pct(score.cleanAlarmsPer1000)} / 1,000 words <= ${GOALS.cleanAlarmsPer1000}`,
      score.cleanAlarmsPer1000 <= GOALS.cleanAlarmsPer1000,
    ],
  ];
  console.log(`\ngoals (${label}): ${checks.map(([t, ok]) => `${t} ${ok ? 'yes' : 'NO'}`).join('; ')}`);
}

export async function benchGrammarCorpus(checkersPath, rounds) {
  const require = createRequire(import.meta.url);
  const After = require(checkersPath).GrammarChecker;
  const Before = loadBeforeChecker(require);
  const corpus = loadCorpus(CORPUS);
  const labelled = corpus.reduce((n, e) => n + e.errors.length, 0);
  console.log(
    `\n--- grammar corpus: ${corpus.length} essays (${corpus.filter((e) => e.clean).length} clean), ` +
      `${labelled} labelled errors; before = ${BEFORE_COMMIT} ---`,
  );
  const before = new Before();
  const after = new After();
  try {
    const resultsBefore = await checkAll(before, corpus);
    const resultsAfter = await checkAll(after, corpus);
    const part = (results, split) => results.filter((r) => !split || r.essay.split === split);
    for (const [title, split] of [
      ['all essays', null],
      ['dev essays', 'dev'],
      ['held-back essays', 'held-out'],
    ]) {
      const b = scoreCorpus(part(resultsBefore, split));
      const a = scoreCorpus(part(resultsAfter, split));
      printScores(title, b, a);
      if (!split) printPrecision(b, a);
      goalsMet(a, `after, ${title}`);
    }
    await printWordnetFalseAlarms(before, after);
    await printSyntheticErrors(before, after);

    const longest = corpus.reduce((x, y) => (y.words > x.words ? y : x));
    const runs = { before: [], after: [] };
    for (let i = 0; i < 5; i += 1) await after.check(longest.text);
    for (let round = 0; round < rounds; round += 1) {
      const pair = [
        ['before', before],
        ['after', after],
      ];
      for (const [name, checker] of round % 2 ? pair.reverse() : pair) {
        const started = performance.now();
        await checker.check(longest.text);
        runs[name].push(performance.now() - started);
      }
    }
    const ratio = median(runs.after) / median(runs.before);
    console.log(
      `\nspeed, one check of ${longest.id} (${longest.words} words), medians of ${rounds}: after ` +
        `${ms(median(runs.after))}, before ${ms(median(runs.before))}, ratio ${ratio.toFixed(1)}x`,
    );
    console.log(`  after:  ${list(runs.after)}\n  before: ${list(runs.before)}`);
  } finally {
    await before.close();
    await after.close();
  }
}
