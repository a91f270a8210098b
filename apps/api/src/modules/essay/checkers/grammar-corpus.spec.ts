import path from 'node:path';
import { LABEL_KINDS, loadCorpus, scoreCorpus } from '../../../../../../scripts/lib/grammar-score.mjs';
import { GrammarChecker } from './grammar-checker';

const CORPUS = path.resolve(__dirname, '../../../../../../test/fixtures/grammar');

/**
 * The grammar checker on the labelled corpus of issue 19 (63 essays with 699 planted errors, 45 clean
 * essays), scored by the bench's matching rule. On the whole corpus, held-back part included, the
 * checker meets the issue's goals, and the test holds it to them: recall 0.851 (595 of 699), precision
 * 0.917, 0.89 false alarms per 1,000 clean words, weakest kind pronoun–antecedent 0.60 (21 of 35). On
 * the dev part, which the rules were developed on: recall 0.951, precision 0.975, 0.11 false alarms per
 * 1,000 clean words; the held-back part alone scores lowest (recall 0.71, precision 0.82): the rules
 * still fit the prose they were developed on best. bench/essay prints each part, and the checker on
 * errors planted into prose nobody here wrote (State of the Union addresses).
 */
describe('GrammarChecker on the grammar corpus', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it('finds the planted errors with few false alarms, on every kind', async () => {
    const corpus = loadCorpus(CORPUS);
    expect(corpus.length).toBeGreaterThanOrEqual(108);
    const results = [];
    for (const essay of corpus) results.push({ essay, issues: await checker.check(essay.text) });
    const weakKinds = (score: ReturnType<typeof scoreCorpus>, floor: number) =>
      LABEL_KINDS.filter((kind) => score.perKind[kind].labelled > 0 && score.perKind[kind].recall < floor);

    const all = scoreCorpus(results);
    expect(all.labelled).toBeGreaterThanOrEqual(699);
    expect(all.recall).toBeGreaterThanOrEqual(0.85);
    expect(all.precision).toBeGreaterThanOrEqual(0.9);
    expect(all.cleanAlarmsPer1000).toBeLessThanOrEqual(1);
    expect(weakKinds(all, 0.6)).toEqual([]);

    const dev = scoreCorpus(results.filter((r) => r.essay.split === 'dev'));
    expect(dev.recall).toBeGreaterThanOrEqual(0.94);
    expect(dev.precision).toBeGreaterThanOrEqual(0.95);
    expect(dev.cleanAlarmsPer1000).toBeLessThanOrEqual(0.2);
    expect(weakKinds(dev, 0.6)).toEqual([]);
  }, 300_000);
});
