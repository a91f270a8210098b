import path from 'node:path';
import { LABEL_KINDS, loadCorpus, scoreCorpus } from '../../../../../../scripts/lib/grammar-score.mjs';
import { GrammarChecker } from './grammar-checker';

const CORPUS = path.resolve(__dirname, '../../../../../../test/fixtures/grammar');

/**
 * The grammar checker on the labelled corpus of issue 19 (33 essays with 339 planted errors, 17 clean
 * essays), scored by the bench's matching rule. The floors sit just under what the checker scores
 * now on the whole corpus (recall 0.72, precision 0.88, 1.6 false alarms per 1,000 clean words, the
 * weakest kinds at 0.21), so a regression fails. The issue's goals (recall 0.85, precision 0.90, no
 * kind under 0.6, one false alarm per 1,000 clean words) are not reached yet: bench/essay prints
 * the figures against them.
 */
describe('GrammarChecker on the grammar corpus', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it('finds the planted errors with few false alarms, on every kind', async () => {
    const corpus = loadCorpus(CORPUS);
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    const results = [];
    for (const essay of corpus) results.push({ essay, issues: await checker.check(essay.text) });
    const score = scoreCorpus(results);
    expect(score.labelled).toBeGreaterThanOrEqual(300);
    expect(score.recall).toBeGreaterThanOrEqual(0.7);
    expect(score.precision).toBeGreaterThanOrEqual(0.85);
    expect(score.cleanAlarmsPer1000).toBeLessThanOrEqual(2);
    const weakKinds = LABEL_KINDS.filter((kind) => score.perKind[kind].recall < 0.2);
    expect(weakKinds).toEqual([]);
  }, 300_000);
});
