import type { PointModel } from './point-model';

/**
 * Written by scripts/train-grader-model.mjs (npm run train:grader): the exemplar model (a point's marked answers as extra features) trained on the SemEval-2013 Task 7 training split (182 questions, 8910 answers; data/semeval-2013, CC BY-SA 3.0); each answer's
 * exemplars are the other answers to its question.
 */
export const EXEMPLAR_MODEL: PointModel = {
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
    'exemplarAwardedShare',
    'exemplarCount',
    'maxCosineAwarded',
    'maxCosineNotAwarded',
    'maxOverlapAwarded',
    'maxOverlapNotAwarded',
    'nearestVote',
  ],
  mean: [
    0.408359, 0.43508, 0.454037, 0.410397, 0.158371, 0.430427, 0.10651, 0.019304, 1.228714, 1.579994, 0.32081,
    1.077557, 0.435813, 0.37042, 0.42914, 0.276363, 0.238664, 0.415354, 3.99878, 0.545524, 0.576855, 0.651895,
    0.685796, 0.487024,
  ],
  scale: [
    0.405503, 0.402318, 0.343047, 0.390225, 0.284911, 0.225895, 0.308489, 0.137592, 0.533713, 0.446967,
    0.30323, 0.843981, 0.40414, 0.389818, 0.405331, 0.328179, 0.267898, 0.199029, 0.488364, 0.306398,
    0.274146, 0.270668, 0.229585, 0.360821,
  ],
  weights: [
    [
      0.107188, 0.096727, -0.071807, -0.145627, -0.001411, -0.037417, 0.19322, 0.07718, -0.02763, 0.229754,
      -0.01325, 0.116285, 0.071568, -0.058051, 0.29255, 0.029951, 0.100966, 0.037824, 0.049531, -0.437278,
      0.291401, -0.316329, 0.714429, -0.131203, 0.387149,
    ],
    [
      -0.577697, -0.022821, 0.106019, 0.153828, 0.00919, 0.018056, 0.113615, -0.003235, 0.106646, -0.083508,
      -0.09578, -0.036658, 0.07916, 0.000402, -0.363728, 0.07691, -0.114294, -0.005036, 0.098411, 0.493369,
      -0.232969, 0.325428, -0.444541, -0.055265, -0.272327,
    ],
    [
      0.470509, -0.073906, -0.034212, -0.008201, -0.007779, 0.019361, -0.306835, -0.073945, -0.079016,
      -0.146247, 0.109031, -0.079626, -0.150727, 0.057649, 0.071178, -0.10686, 0.013328, -0.032788, -0.147942,
      -0.056092, -0.058432, -0.009098, -0.269889, 0.186468, -0.114822,
    ],
  ],
};
