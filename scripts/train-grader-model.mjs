#!/usr/bin/env node
/**
 * `npm run train:grader`: retrains the offline marking engine's models on the whole SemEval-2013
 * training split (data/semeval-2013) and writes their weights to
 * apps/api/src/modules/grading/engines/offline/: point-model.weights.ts (point features) and
 * exemplar-model.weights.ts (point and exemplar features; each answer's exemplars are the other
 * answers to its question). Trained on the training split only; `npm run bench -- grader` measures
 * the same training by cross-validation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { featureRows, loadEngine, trainExemplarModel, trainModel } from '../bench/grader/experiment.mjs';
import { loadSemEval } from '../bench/grader/semeval.mjs';
import { ensureBuilt, ensureNodeModules } from './lib/deps.mjs';
import { ROOT } from './lib/paths.mjs';

const DIR = path.join(ROOT, 'apps/api/src/modules/grading/engines/offline');
const round = (x) => Math.round(x * 1e6) / 1e6;

ensureNodeModules();
const { failed } = await ensureBuilt({ only: ['@eps/api'] });
if (failed.length) throw new Error('apps/api is not built');
const engine = loadEngine();
const lexicon = new engine.Lexicon();
const questions = loadSemEval();
const rows = featureRows(engine, lexicon, questions);
const about = `the SemEval-2013 Task 7 training split (${questions.length} questions, ${rows.length} answers; data/semeval-2013, CC BY-SA 3.0)`;
write(
  'point-model.weights.ts',
  'POINT_MODEL',
  `the point model trained on ${about}`,
  trainModel(engine, rows),
);
write(
  'exemplar-model.weights.ts',
  'EXEMPLAR_MODEL',
  `the exemplar model (a point's marked answers as extra features) trained on ${about}; each answer's\n * exemplars are the other answers to its question`,
  trainExemplarModel(engine, lexicon, rows),
);

function write(file, name, description, model) {
  const rounded = {
    classes: model.classes,
    featureNames: model.featureNames,
    mean: model.mean.map(round),
    scale: model.scale.map(round),
    weights: model.weights.map((w) => w.map(round)),
  };
  fs.writeFileSync(
    path.join(DIR, file),
    `import type { PointModel } from './point-model';

/**
 * Written by scripts/train-grader-model.mjs (npm run train:grader): ${description}.
 */
export const ${name}: PointModel = ${JSON.stringify(rounded)};
`,
  );
  console.log(`wrote ${file} (${model.featureNames.length} features)`);
}
