/**
 * The offline marking engine on real human marks: the SemEval-2013 Task 7 training split
 * (data/semeval-2013, SciEntsBank and Beetle), 10-fold cross-validation by question. In each fold
 * the engine's point model is trained on the other folds' questions only and the engine marks the
 * held-out questions' answers (so every figure is on questions the model never saw: SemEval's harder
 * "unseen questions" setting). Next to it, in the same run, the majority-class baseline (the
 * training folds' most common label). Prints 2-way accuracy and macro-F1, 3-way macro-F1 and
 * Cohen's kappa per corpus. BENCH_FOLDS overrides the number of folds (default 10).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { ensureBuilt, ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { load } from '../lib/report.mjs';
import {
  CLASSES_2,
  CLASSES_3,
  accuracy,
  featureRows,
  foldOf,
  kappa,
  loadEngine,
  macroF1,
  markingRequest,
  trainModel,
} from './experiment.mjs';
import { loadSemEval } from './semeval.mjs';

const FOLDS = Math.max(2, Number(process.env.BENCH_FOLDS) || 10);
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
  const outcomes = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = rows.filter((r) => foldOf(r.question.id, FOLDS) !== fold);
    const model = trainModel(engine, training);
    const grader = new engine.OfflineGrader(model, lexicon);
    const majority3 = mostCommon(training.map((r) => r.answer.label3));
    const majority2 = mostCommon(training.map((r) => r.answer.label2));
    for (const r of rows.filter((x) => foldOf(x.question.id, FOLDS) === fold)) {
      const [point] = grader.markNow(markingRequest(r.question, r.answer.answer)).points;
      const label3 = point.awarded
        ? 'correct'
        : point.verdict === 'contradicted'
          ? 'contradictory'
          : 'incorrect';
      outcomes.push({
        corpus: r.question.corpus,
        gold3: r.answer.label3,
        gold2: r.answer.label2,
        engine3: label3,
        engine2: point.awarded ? 'correct' : 'incorrect',
        baseline3: majority3,
        baseline2: majority2,
      });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `SemEval-2013 Task 7 training split: ${questions.length} questions, ${rows.length} answers; ` +
      `${FOLDS}-fold cross-validation by question; ${seconds.toFixed(1)} s; ${os.cpus().length} cores; load ${load()}`,
  );
  const table = [];
  for (const corpus of ['sciEntsBank', 'beetle', 'both']) {
    const subset = outcomes.filter((o) => corpus === 'both' || o.corpus === corpus);
    for (const who of ['engine', 'baseline']) {
      const g2 = subset.map((o) => o.gold2);
      const p2 = subset.map((o) => o[`${who}2`]);
      const g3 = subset.map((o) => o.gold3);
      const p3 = subset.map((o) => o[`${who}3`]);
      table.push({
        corpus,
        who: who === 'engine' ? 'offline engine' : 'majority class',
        answers: String(subset.length),
        acc2: accuracy(g2, p2).toFixed(3),
        f2: macroF1(g2, p2, CLASSES_2).toFixed(3),
        f3: macroF1(g3, p3, CLASSES_3).toFixed(3),
        k2: kappa(g2, p2, CLASSES_2).toFixed(3),
        k3: kappa(g3, p3, CLASSES_3).toFixed(3),
      });
    }
  }
  printTable(table);
  const sci = outcomes.filter((o) => o.corpus === 'sciEntsBank');
  const sciAccuracy = accuracy(
    sci.map((o) => o.gold2),
    sci.map((o) => o.engine2),
  );
  console.log(
    `\ngoal: 2-way accuracy >= ${GOAL_2WAY_ACCURACY} (best 2013 systems, SciEntsBank unseen answers); ` +
      `this run, SciEntsBank unseen questions: ${sciAccuracy.toFixed(3)} — ${sciAccuracy >= GOAL_2WAY_ACCURACY ? 'met' : 'NOT met'}`,
  );
}

function mostCommon(labels) {
  const counts = new Map();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

function printTable(rows) {
  const head = [
    'corpus',
    'marker',
    'answers',
    '2-way acc',
    '2-way macro-F1',
    '3-way macro-F1',
    '2-way kappa',
    '3-way kappa',
  ];
  const keys = ['corpus', 'who', 'answers', 'acc2', 'f2', 'f3', 'k2', 'k3'];
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
