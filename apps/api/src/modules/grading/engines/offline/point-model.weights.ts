import type { PointModel } from './point-model';

/**
 * Written by scripts/train-grader-model.mjs (npm run train:grader): the point model trained on the SemEval-2013 Task 7 training split (182 questions, 8910 answers; data/semeval-2013, CC BY-SA 3.0).
 */
export const POINT_MODEL: PointModel = {
  classes: ['correct', 'contradictory', 'incorrect'],
  featureNames: [
    'recallExact',
    'recallSynonym',
    'recallWithQuestion',
    'precision',
    'bigramRecall',
    'trigramCosine',
    'negationMismatch',
    'antonym',
    'answerNewWords',
    'pointNewWords',
    'questionCopy',
    'lengthRatio',
    'recallSpecific',
    'recallUnnegated',
    'recallUnopposed',
    'recallTimesPrecision',
    'specificTimesTrigrams',
  ],
  mean: [
    0.408359, 0.43508, 0.454037, 0.410397, 0.158371, 0.430427, 0.10651, 0.019304, 1.228714, 1.579994, 0.32081,
    1.077557, 0.435813, 0.37042, 0.42914, 0.276363, 0.238664,
  ],
  scale: [
    0.405503, 0.402318, 0.343047, 0.390225, 0.284911, 0.225895, 0.308489, 0.137592, 0.533713, 0.446967,
    0.30323, 0.843981, 0.40414, 0.389818, 0.405331, 0.328179, 0.267898,
  ],
  weights: [
    [
      0.249209, 0.040193, -0.104998, -0.054342, 0.067951, 0.012258, 0.304387, 0.17487, -0.00375, 0.249972,
      -0.270232, 0.210321, -0.093119, -0.052788, 0.582693, -0.019808, 0.209405, -0.129761,
    ],
    [
      -0.524385, 0.008805, 0.12382, 0.118145, -0.025869, -0.02093, 0.006667, -0.099301, 0.066076, -0.215325,
      0.075096, -0.215164, 0.26955, 0.010376, -0.575935, 0.112321, -0.167754, 0.109583,
    ],
    [
      0.275175, -0.048998, -0.018822, -0.063803, -0.042083, 0.008673, -0.311054, -0.075569, -0.062326,
      -0.034647, 0.195136, 0.004843, -0.176431, 0.042412, -0.006758, -0.092513, -0.041651, 0.020177,
    ],
  ],
};
