import type { PointModel } from './point-model';

/**
 * Written by scripts/train-grader-model.mjs (npm run train:grader): the point model trained on the
 * SemEval-2013 Task 7 training split (182 questions, 8910 answers; data/semeval-2013, CC BY-SA 3.0).
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
    0.404793, 0.432429, 0.447116, 0.390532, 0.142804, 0.421508, 0.198765, 0.020988, 1.228714, 1.425061,
    0.32081, 0.885847, 0.432811, 0.337878, 0.425984, 0.269093, 0.237815,
  ],
  scale: [
    0.403824, 0.400469, 0.339795, 0.376666, 0.270593, 0.223069, 0.399071, 0.143343, 0.533713, 0.508298,
    0.30323, 0.65233, 0.402356, 0.392662, 0.403677, 0.322931, 0.267837,
  ],
  weights: [
    [
      0.26652, 0.024961, -0.070637, -0.115643, 0.038471, 0.006314, 0.279709, 0.015645, 0.01008, 0.161114,
      -0.089038, 0.221286, 0.090692, 0.034031, 0.403484, 0.00376, 0.315111, -0.155798,
    ],
    [
      -0.537141, -0.030425, 0.080966, 0.163305, -0.013757, -0.010564, 0.028634, 0.099828, 0.051024, -0.115237,
      -0.096293, -0.211607, 0.043878, -0.090212, -0.290335, 0.087876, -0.262887, 0.126081,
    ],
    [
      0.270621, 0.005464, -0.010329, -0.047662, -0.024713, 0.00425, -0.308343, -0.115473, -0.061104,
      -0.045877, 0.185331, -0.009679, -0.13457, 0.056181, -0.11315, -0.091636, -0.052224, 0.029716,
    ],
  ],
};
