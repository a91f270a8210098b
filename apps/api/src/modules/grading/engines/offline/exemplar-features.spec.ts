import { EXEMPLAR_MODEL } from './exemplar-model.weights';
import { EXEMPLAR_FEATURE_NAMES, exemplarFeatures, profileExemplars, profileOf } from './exemplar-features';
import { Lexicon } from './lexicon';
import { OfflineGrader } from './offline-grader';
import { FEATURE_NAMES } from './point-features';

const lexicon = new Lexicon();
const feature = (values: number[], name: (typeof EXEMPLAR_FEATURE_NAMES)[number]) =>
  values[EXEMPLAR_FEATURE_NAMES.indexOf(name)];

const EXEMPLARS = [
  { answer: 'The bulb is in a closed path with the battery', awarded: true },
  { answer: 'The bulb and the battery form a closed circuit', awarded: true },
  { answer: 'Because the bulb is bright', awarded: false },
  { answer: 'The battery is not in a closed path', awarded: false },
];

describe('exemplar features (similarity to a point’s marked answers)', () => {
  const featuresOf = (answer: string) =>
    exemplarFeatures(profileOf(lexicon, answer), profileExemplars(lexicon, EXEMPLARS));

  it('puts an answer close to the awarded exemplars, and the vote with them', () => {
    const f = featuresOf('the bulb is in a closed path with the battery');
    expect(feature(f, 'maxCosineAwarded')).toBeCloseTo(1);
    expect(feature(f, 'maxCosineAwarded')).toBeGreaterThan(feature(f, 'maxCosineNotAwarded'));
    expect(feature(f, 'nearestVote')).toBeGreaterThan(0.5);
  });

  it('keeps a negated answer nearer the not-awarded exemplar that says the same', () => {
    const f = featuresOf('the battery is not in a closed path');
    expect(feature(f, 'maxCosineNotAwarded')).toBeCloseTo(1);
    expect(feature(f, 'maxCosineNotAwarded')).toBeGreaterThan(feature(f, 'maxCosineAwarded'));
  });

  it('counts WordNet relatives as overlap where the cosine sees none', () => {
    const f = exemplarFeatures(
      profileOf(lexicon, 'the children'),
      profileExemplars(lexicon, [{ answer: 'kids', awarded: true }]),
    );
    expect(feature(f, 'maxCosineAwarded')).toBe(0);
    expect(feature(f, 'maxOverlapAwarded')).toBeGreaterThan(0);
  });

  it('gives the smoothed share awarded and a neutral vote when no exemplar shares a word', () => {
    const f = featuresOf('photosynthesis');
    expect(feature(f, 'exemplarAwardedShare')).toBeCloseTo(3 / 6);
    expect(feature(f, 'nearestVote')).toBe(0.5);
    expect(f).toHaveLength(EXEMPLAR_FEATURE_NAMES.length);
  });

  it('ships exemplar-model weights for the point features then the exemplar features', () => {
    expect(EXEMPLAR_MODEL.featureNames).toEqual([...FEATURE_NAMES, ...EXEMPLAR_FEATURE_NAMES]);
    for (const w of EXEMPLAR_MODEL.weights) expect(w).toHaveLength(EXEMPLAR_MODEL.featureNames.length + 1);
  });
});

describe('the offline engine with marked exemplars', () => {
  const grader = new OfflineGrader();
  const point = {
    point: 'The bulb is in a closed path with the battery',
    marks: 1,
    alternatives: [],
    reject: [],
    partLabel: null,
  };
  const question = 'Why does bulb A light up?';

  it('decides exactly as before when a point has no exemplars', () => {
    const answer = 'bulb A is connected to the battery';
    const plain = grader.markNow({ question, points: [point], answer });
    expect(grader.markNow({ question, points: [{ ...point, exemplars: [] }], answer })).toEqual(plain);
  });

  it('follows a teacher’s verdict on a near-identical answer, with more confidence', () => {
    const answer = 'bulb A and the battery are on one closed path';
    const plain = grader.markNow({ question, points: [point], answer }).points[0];
    const exemplars = [
      { answer: 'bulb A and the battery are on one closed path.', awarded: true },
      { answer: 'bulb A is bright', awarded: false },
    ];
    const taught = grader.markNow({ question, points: [{ ...point, exemplars }], answer }).points[0];
    expect(taught.awarded).toBe(true);
    expect(taught.confidence).toBeGreaterThan(plain.awarded ? plain.confidence : 1 - plain.confidence);
  });
});
