import { POINT_MODEL } from './point-model.weights';
import { FEATURE_NAMES } from './point-features';
import { predict, train } from './point-model';

describe('point model (multinomial logistic regression)', () => {
  // One feature decides the class; the other is noise the model must learn to ignore.
  const rows = Array.from({ length: 40 }, (_, i) => [i % 2, (i * 7) % 5]);
  const labels = rows.map(([x]) => (x === 1 ? 'yes' : 'no'));

  it('learns a separable rule, deterministically', () => {
    const model = train(rows, labels, ['yes', 'no'], ['signal', 'noise']);
    expect(predict(model, [1, 3])[0]).toBeGreaterThan(0.9);
    expect(predict(model, [0, 3])[0]).toBeLessThan(0.1);
    expect(train(rows, labels, ['yes', 'no'], ['signal', 'noise'])).toEqual(model);
  });

  it('gives probabilities that sum to one', () => {
    const model = train(rows, labels, ['yes', 'no'], ['signal', 'noise']);
    const p = predict(model, [0.5, 2]);
    expect(p[0] + p[1]).toBeCloseTo(1);
  });

  it('ships weights for exactly the features the engine computes', () => {
    expect(POINT_MODEL.featureNames).toEqual([...FEATURE_NAMES]);
    expect(POINT_MODEL.classes).toEqual(['correct', 'contradictory', 'incorrect']);
    for (const w of POINT_MODEL.weights) expect(w).toHaveLength(FEATURE_NAMES.length + 1);
  });
});
