/**
 * The offline marking engine on real human marks: the SemEval-2013 Task 7 training split
 * (data/semeval-2013, SciEntsBank and Beetle) by 10-fold cross-validation in both of SemEval's
 * settings, side by side: unseen questions (folds by question; the point model is trained on the other
 * folds' questions, no exemplars) and unseen answers (folds by answer within each question; the models
 * are trained on the other folds, whose answers to the same question are the marked exemplars). Next
 * to each, in the same run, the majority-class baseline (the training folds' most common label) and,
 * where there are exemplars, the question's majority (the most common label of its exemplars).
 * Prints 2-way accuracy and macro-F1, 3-way macro-F1 and Cohen's kappa per corpus.
 * BENCH_FOLDS overrides the number of folds (default 10). BENCH_GRADER_TEST=path instead marks the
 * given SemEval test file, directory or tarball with models trained on the whole training split, its
 * answers to the same questions as exemplars.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { load } from '../lib/report.mjs';
import { CLASSES_2, CLASSES_3, accuracy, featureRows, kappa, loadEngine, macroF1 } from './experiment.mjs';
import { loadSemEval } from './semeval.mjs';
import { markWithExemplars, unseenAnswers, unseenQuestions } from './settings.mjs';

const FOLDS = Math.max(2, Number(process.env.BENCH_FOLDS) || 10);
const TEST_FILE = process.env.BENCH_GRADER_TEST;
/** The best 2013 systems' 2-way accuracy on SciEntsBank's unseen-answers test (the issue's goal). */
const GOAL_2WAY_ACCURACY = 0.77;

async function main() {
  ensureNodeModules();
  const { failed } = await ensureBuilt({ only: ['@eps/api'] });
  if (failed.length) throw new Error('apps/api is not built');
  const engine = loadEngine();
  const lexicon = new engine.Lexicon();
  const questions = loadSemEval();
  const started = performance.now();
  const rows = featureRows(engine, lexicon, questions);
  const settings = TEST_FILE
    ? [
        [
          'given test',
          markWithExemplars(
            engine,
            lexicon,
            rows,
            featureRows(engine, lexicon, loadSemEval(path.resolve(TEST_FILE))),
          ),
        ],
      ]
    : [
        ['unseen questions', unseenQuestions(engine, lexicon, rows, FOLDS)],
        ['unseen answers', unseenAnswers(engine, lexicon, rows, FOLDS)],
      ];
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `SemEval-2013 Task 7 training split: ${questions.length} questions, ${rows.length} answers; ` +
      (TEST_FILE
        ? `marking ${TEST_FILE} (exemplars: the training answers to the same question); `
        : `${FOLDS}-fold cross-validation; `) +
      `${seconds.toFixed(1)} s; ${os.cpus().length} cores; load ${load()}`,
  );
  const table = [];
  for (const [setting, outcomes] of settings) {
    const corpora = ['sciEntsBank', 'beetle', 'other'].filter((c) => outcomes.some((o) => o.corpus === c));
    for (const corpus of corpora.length > 1 ? [...corpora, 'both'] : corpora) {
      const subset = outcomes.filter((o) => corpus === 'both' || o.corpus === corpus);
      const baselines = 'questionBaseline2' in outcomes[0] ? ['baseline', 'questionBaseline'] : ['baseline'];
      for (const who of ['engine', ...baselines]) table.push(figures(setting, corpus, who, subset));
    }
  }
  printTable(table);
  for (const [setting, outcomes] of settings) {
    const sci = outcomes.filter((o) => o.corpus === 'sciEntsBank');
    if (sci.length === 0) continue;
    const sciAccuracy = accuracy(
      sci.map((o) => o.gold2),
      sci.map((o) => o.engine2),
    );
    console.log(
      `goal: 2-way accuracy >= ${GOAL_2WAY_ACCURACY} (best 2013 systems, SciEntsBank unseen answers); ` +
        `SciEntsBank ${setting}: ${sciAccuracy.toFixed(3)} — ${sciAccuracy >= GOAL_2WAY_ACCURACY ? 'met' : 'NOT met'}`,
    );
  }
}

function figures(setting, corpus, who, subset) {
  const g2 = subset.map((o) => o.gold2);
  const p2 = subset.map((o) => o[`${who}2`]);
  const g3 = subset.map((o) => o.gold3);
  const p3 = subset.map((o) => o[`${who}3`]);
  return {
    setting,
    corpus,
    who: { engine: 'offline engine', baseline: 'majority class', questionBaseline: "question's majority" }[
      who
    ],
    answers: String(subset.length),
    acc2: accuracy(g2, p2).toFixed(3),
    f2: macroF1(g2, p2, CLASSES_2).toFixed(3),
    f3: macroF1(g3, p3, CLASSES_3).toFixed(3),
    k2: kappa(g2, p2, CLASSES_2).toFixed(3),
    k3: kappa(g3, p3, CLASSES_3).toFixed(3),
  };
}

function printTable(rows) {
  const head = [
    'setting',
    'corpus',
    'marker',
    'answers',
    '2-way acc',
    '2-way macro-F1',
    '3-way macro-F1',
    '2-way kappa',
    '3-way kappa',
  ];
  const keys = ['setting', 'corpus', 'who', 'answers', 'acc2', 'f2', 'f3', 'k2', 'k3'];
  const cells = rows.map((r) => keys.map((k) => r[k]));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
