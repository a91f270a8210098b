import path from 'node:path';
import { LABEL_KINDS, loadCorpus, scoreCorpus } from '../../../../../../scripts/lib/grammar-score.mjs';
import { GrammarChecker } from './grammar-checker';

const CORPUS = path.resolve(__dirname, '../../../../../../test/fixtures/grammar');

/**
 * The grammar checker on the labelled corpus of issue 19 (47 essays with 485 planted errors, 36 clean
 * essays), scored by the bench's matching rule. The floors sit just under what the checker scores
 * now, so a regression fails. On the dev part, which the rules were developed on: recall 0.898,
 * precision 0.961, 0.42 false alarms per 1,000 clean words, weakest kind pronoun–antecedent 0.69. On
 * the whole corpus, held-back part and round four (e40–e47, c31–c36, written without seeing the
 * checker) included, the issue's goals are not met: recall 0.821, precision 0.879, 1.98 false alarms
 * per 1,000 clean words, weakest kind tense shift 0.54. bench/essay prints each part against the goals.
 */
describe('GrammarChecker on the grammar corpus', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it('finds the planted errors with few false alarms, on every kind', async () => {
    const corpus = loadCorpus(CORPUS);
    expect(corpus.length).toBeGreaterThanOrEqual(83);
    const results = [];
    for (const essay of corpus) results.push({ essay, issues: await checker.check(essay.text) });
    const weakKinds = (score: ReturnType<typeof scoreCorpus>, floor: number) =>
      LABEL_KINDS.filter((kind) => score.perKind[kind].labelled > 0 && score.perKind[kind].recall < floor);

    const all = scoreCorpus(results);
    expect(all.labelled).toBeGreaterThanOrEqual(485);
    expect(all.recall).toBeGreaterThanOrEqual(0.81);
    expect(all.precision).toBeGreaterThanOrEqual(0.87);
    expect(all.cleanAlarmsPer1000).toBeLessThanOrEqual(2.1);
    expect(weakKinds(all, 0.5)).toEqual([]);

    const dev = scoreCorpus(results.filter((r) => r.essay.split === 'dev'));
    expect(dev.recall).toBeGreaterThanOrEqual(0.89);
    expect(dev.precision).toBeGreaterThanOrEqual(0.95);
    expect(dev.cleanAlarmsPer1000).toBeLessThanOrEqual(0.5);
    expect(weakKinds(dev, 0.65)).toEqual([]);
  }, 300_000);
});
