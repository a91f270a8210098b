#!/usr/bin/env node
/**
 * `npm run train:grader`: retrains the offline marking engine's point model on the whole SemEval-2013
 * training split (data/semeval-2013) and writes its weights to
 * apps/api/src/modules/grading/engines/offline/point-model.weights.ts. Trained on the training split
 * only; `npm run bench -- grader` measures the same training by cross-validation over questions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { featureRows, loadEngine, trainModel } from '../bench/grader/experiment.mjs';
import { loadSemEval } from '../bench/grader/semeval.mjs';
import { ensureBuilt, ensureNodeModules } from './lib/deps.mjs';
import { ROOT } from './lib/paths.mjs';

const OUT = path.join(ROOT, 'apps/api/src/modules/grading/engines/offline/point-model.weights.ts');
const round = (x) => Math.round(x * 1e6) / 1e6;

ensureNodeModules();
const { failed } = await ensureBuilt({ only: ['@eps/api'] });
if (failed.length) throw new Error('apps/api is not built');
const engine = loadEngine();
const questions = loadSemEval();
const rows = featureRows(engine, new engine.Lexicon(), questions);
const model = trainModel(engine, rows);
const rounded = {
  classes: model.classes,
  featureNames: model.featureNames,
  mean: model.mean.map(round),
  scale: model.scale.map(round),
  weights: model.weights.map((w) => w.map(round)),
};
fs.writeFileSync(
  OUT,
  `import type { PointModel } from './point-model';

/**
 * Written by scripts/train-grader-model.mjs (npm run train:grader): the point model trained on the
 * SemEval-2013 Task 7 training split (${questions.length} questions, ${rows.length} answers; data/semeval-2013, CC BY-SA 3.0).
 */
export const POINT_MODEL: PointModel = ${JSON.stringify(rounded)};
`,
);
console.log(
  `wrote ${path.relative(ROOT, OUT)} (${rows.length} answers, ${model.featureNames.length} features)`,
);
