import type { FeatureVector } from './point-features';

/**
 * A multinomial logistic regression over the point features: weights per class over standardised
 * features. Trained by scripts/train-grader-model.mjs on the SemEval-2013 training split (and, inside
 * each cross-validation fold, by bench/grader), so the same code predicts in the API and in the bench.
 */
export interface PointModel {
  classes: string[];
  featureNames: string[];
  mean: number[];
  scale: number[];
  /** One row per class: a bias then one weight per feature. */
  weights: number[][];
}

export interface TrainingOptions {
  /** L2 penalty per example on the weights (not the biases). */
  l2?: number;
  epochs?: number;
  learningRate?: number;
}

/** The probability of each class for one feature vector, in the model's class order. */
export function predict(model: PointModel, features: FeatureVector): number[] {
  return softmax(
    model.weights,
    features.map((v, i) => (v - model.mean[i]) / model.scale[i]),
  );
}

function softmax(weights: number[][], x: number[]): number[] {
  const logits = weights.map((w) => w[0] + x.reduce((sum, v, i) => sum + v * w[i + 1], 0));
  const top = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** Fits the model by full-batch gradient descent: deterministic, no random start. */
export function train(
  rows: FeatureVector[],
  labels: string[],
  classes: string[],
  featureNames: readonly string[],
  options: TrainingOptions = {},
): PointModel {
  const { l2 = 1e-3, epochs = 400, learningRate = 0.5 } = options;
  const width = featureNames.length;
  const mean = Array.from({ length: width }, (_, i) => rows.reduce((s, r) => s + r[i], 0) / rows.length);
  const scale = mean.map((m, i) => {
    const variance = rows.reduce((s, r) => s + (r[i] - m) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const model: PointModel = {
    classes,
    featureNames: [...featureNames],
    mean,
    scale,
    weights: classes.map(() => new Array<number>(width + 1).fill(0)),
  };
  const x = rows.map((r) => r.map((v, i) => (v - mean[i]) / scale[i]));
  const y = labels.map((l) => classes.indexOf(l));
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = classes.map(() => new Array<number>(width + 1).fill(0));
    x.forEach((row, n) => {
      softmax(model.weights, row).forEach((pk, k) => {
        const error = pk - (y[n] === k ? 1 : 0);
        gradient[k][0] += error;
        row.forEach((v, i) => (gradient[k][i + 1] += error * v));
      });
    });
    model.weights.forEach((w, k) =>
      w.forEach((_, i) => {
        const penalty = i === 0 ? 0 : l2 * w[i];
        w[i] -= learningRate * (gradient[k][i] / x.length + penalty);
      }),
    );
  }
  return model;
}
