import path from 'node:path';
import { LABEL_KINDS, loadCorpus, scoreCorpus } from '../../../../../../scripts/lib/grammar-score.mjs';
import { GrammarChecker } from './grammar-checker';

const CORPUS = path.resolve(__dirname, '../../../../../../test/fixtures/grammar');

/**
 * The grammar checker on the labelled corpus of issue 19 (63 essays with 699 planted errors, 45 clean
 * essays), scored by the bench's matching rule. The floors sit just under what the checker scores
 * now, so a regression fails. On the dev part, which the rules were developed on (the dev essays of
 * rounds five and six included): recall 0.861, precision 0.959, 0.43 false alarms per 1,000 clean
 * words, weakest kind pronoun–antecedent 0.41. On the whole corpus, held-back part included: recall
 * 0.788, precision 0.903, 1.14 false alarms per 1,000 clean words, weakest kind pronoun–antecedent
 * 0.34; the issue's goals for recall, false alarms and the weakest kind are not met. Rounds four to
 * six were written without seeing the checker and score lowest (round six: recall 0.54 before any
 * change for it): the rules still fit the prose they were developed on. bench/essay prints each part,
 * and the checker on errors planted into prose nobody here wrote (State of the Union addresses).
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
    expect(all.recall).toBeGreaterThanOrEqual(0.82);
    expect(all.precision).toBeGreaterThanOrEqual(0.895);
    expect(all.cleanAlarmsPer1000).toBeLessThanOrEqual(1.2);
    expect(weakKinds(all, 0.4)).toEqual([]);

    const dev = scoreCorpus(results.filter((r) => r.essay.split === 'dev'));
    expect(dev.recall).toBeGreaterThanOrEqual(0.9);
    expect(dev.precision).toBeGreaterThanOrEqual(0.95);
    expect(dev.cleanAlarmsPer1000).toBeLessThanOrEqual(0.5);
    expect(weakKinds(dev, 0.4)).toEqual([]);
  }, 300_000);
});
