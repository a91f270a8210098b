/**
 * What the grader bench and the training script share: the marking engine from apps/api/dist, the
 * features of every SemEval answer against its question's reference answers, folds by question, and
 * the agreement figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/lib/paths.mjs';

const OFFLINE = path.join(ROOT, 'apps/api/dist/modules/grading/engines/offline');
export const CLASSES_3 = ['correct', 'contradictory', 'incorrect'];
export const CLASSES_2 = ['correct', 'incorrect'];

export function loadEngine() {
  const require = createRequire(import.meta.url);
  if (!fs.existsSync(path.join(OFFLINE, 'offline-grader.js'))) throw new Error('apps/api is not built');
  return {
    ...require(path.join(OFFLINE, 'offline-grader.js')),
    ...require(path.join(OFFLINE, 'point-features.js')),
    ...require(path.join(OFFLINE, 'point-model.js')),
    ...require(path.join(OFFLINE, 'lexicon.js')),
    ...require(path.join(OFFLINE, 'exemplar-features.js')),
  };
}

/** A SemEval question as the engine's request: its reference answers are one point's wordings. */
export const markingRequest = (q, answer) => ({
  question: q.question,
  points: [
    { point: q.references[0], marks: 1, alternatives: q.references.slice(1), reject: [], partLabel: null },
  ],
  answer,
});

/** One row per answer: its question, labels and feature vector (what the model is trained on). */
export function featureRows(engine, lexicon, questions) {
  return questions.flatMap((q) =>
    q.answers.map((a) => ({
      question: q,
      answer: a,
      features: engine.comparePoint(lexicon, q.question, q.references, a.answer).features,
    })),
  );
}

/** Trains the 3-way model the engine ships on the given rows. */
export const trainModel = (engine, rows) =>
  engine.train(
    rows.map((r) => r.features),
    rows.map((r) => r.answer.label3),
    CLASSES_3,
    engine.FEATURE_NAMES,
  );

/** A SemEval answer as a marked exemplar: the 2-way label is the verdict a teacher would record. */
export const asExemplar = (row) => ({ answer: row.answer.answer, awarded: row.answer.label2 === 'correct' });

/**
 * Trains the exemplar model on the given rows: each row's exemplars are the other given rows of its
 * question (as a teacher's earlier marked answers would be), its features the point features and the
 * exemplar features.
 */
export function trainExemplarModel(engine, lexicon, rows) {
  const profiles = new Map(rows.map((r) => [r, engine.profileOf(lexicon, r.answer.answer)]));
  const byQuestion = groupByQuestion(rows);
  const features = rows.map((r) => {
    const others = byQuestion
      .get(r.question.id)
      .filter((o) => o !== r)
      .map((o) => ({ profile: profiles.get(o), awarded: o.answer.label2 === 'correct' }));
    if (others.length === 0) return null;
    return [...r.features, ...engine.exemplarFeatures(profiles.get(r), others)];
  });
  const kept = rows.filter((_, i) => features[i] !== null);
  return engine.train(
    features.filter((f) => f !== null),
    kept.map((r) => r.answer.label3),
    CLASSES_3,
    [...engine.FEATURE_NAMES, ...engine.EXEMPLAR_FEATURE_NAMES],
  );
}

export function groupByQuestion(rows) {
  const groups = new Map();
  for (const r of rows) {
    if (!groups.has(r.question.id)) groups.set(r.question.id, []);
    groups.get(r.question.id).push(r);
  }
  return groups;
}

/** FNV-1a: a stable hash, so the folds are the same on every run and machine. */
function hash(s) {
  let h = 0x811c9dc5;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** The fold of each question: whole questions are held out together. */
export const foldOf = (questionId, folds) => hash(questionId) % folds;

/** The fold of each answer: every question has answers in every fold (unseen answers). */
export const answerFoldOf = (row, folds) => hash(`${row.question.id}/${row.answer.id}`) % folds;

export function accuracy(gold, predicted) {
  return gold.filter((g, i) => g === predicted[i]).length / gold.length;
}

export function macroF1(gold, predicted, classes) {
  const f1s = classes.map((c) => {
    const tp = gold.filter((g, i) => g === c && predicted[i] === c).length;
    const fp = gold.filter((g, i) => g !== c && predicted[i] === c).length;
    const fn = gold.filter((g, i) => g === c && predicted[i] !== c).length;
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  return f1s.reduce((a, b) => a + b, 0) / classes.length;
}

/** Cohen's kappa: agreement beyond what the two label distributions give by chance. */
export function kappa(gold, predicted, classes) {
  const n = gold.length;
  const observed = accuracy(gold, predicted);
  const chance = classes.reduce(
    (s, c) => s + (gold.filter((g) => g === c).length / n) * (predicted.filter((p) => p === c).length / n),
    0,
  );
  return chance === 1 ? 0 : (observed - chance) / (1 - chance);
}
