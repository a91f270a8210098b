import fs from 'node:fs';
import path from 'node:path';
import { GrammarChecker } from './grammar-checker';

const FIXTURES = path.resolve(__dirname, '../../../../../../test/fixtures/essay');
const essay = fs.readFileSync(path.join(FIXTURES, 'planted-errors.md'), 'utf8');
const planted: { kind: string; sentence: string }[] = JSON.parse(
  fs.readFileSync(path.join(FIXTURES, 'planted-errors.json'), 'utf8'),
);

describe('GrammarChecker', () => {
  const checker = new GrammarChecker();
  afterAll(() => checker.close());

  it('the fixture plants 10 errors in sentences of the essay', () => {
    expect(planted).toHaveLength(10);
    for (const p of planted) expect(essay).toContain(p.sentence);
  });

  it('finds at least 8 of the 10 planted errors with at most 2 false alarms', async () => {
    const issues = await checker.check(essay);
    const plantedSentences = new Set(planted.map((p) => p.sentence));
    const found = planted.filter((p) => issues.some((i) => i.sentence === p.sentence));
    const falseAlarms = issues.filter((i) => !plantedSentences.has(i.sentence));
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(falseAlarms.length).toBeLessThanOrEqual(2);
    for (const issue of issues) {
      expect(issue.issue.length).toBeGreaterThan(0);
      expect(issue.suggestion).not.toBe(issue.sentence);
    }
  });

  it('finds nothing more once its suggestions are applied to the essay', async () => {
    let corrected = essay;
    for (const issue of await checker.check(essay))
      corrected = corrected.replace(issue.sentence, issue.suggestion);
    expect(corrected).not.toBe(essay);
    expect(await checker.check(corrected)).toEqual([]);
  });

  it('reports one issue when harper and our rules flag the same span', async () => {
    const issues = await checker.check('We saw the the results yesterday.');
    expect(issues).toEqual([
      {
        issue: 'Repeated word: "the"',
        sentence: 'We saw the the results yesterday.',
        suggestion: 'We saw the results yesterday.',
      },
    ]);
  });

  it('adds what harper finds beyond our rules, with the corrected sentence', async () => {
    const issues = await checker.check(
      'The essay was short. I could of written more. We hope to loose no votes.',
    );
    expect(issues.map((i) => i.suggestion)).toEqual([
      'I could have written more.',
      'We hope to lose no votes.',
    ]);
    expect(issues.map((i) => i.sentence)).toEqual(['I could of written more.', 'We hope to loose no votes.']);
  });

  it("drops harper's readings that our tags put inside a noun phrase", async () => {
    const text =
      'Thank you for your kind letter. The storm was short, and its effects lasted a week. ' +
      'The men who fish there sail before dawn.';
    expect(await checker.check(text)).toEqual([]);
    // The same words where they are wrong are still reported.
    const wrong = await checker.check('The cold will effect the harvest. If your ready, we can start.');
    expect(wrong.map((i) => i.suggestion)).toEqual([
      'The cold will affect the harvest.',
      "If you're ready, we can start.",
    ]);
  });

  it('keeps offsets right after characters outside the Basic Multilingual Plane', async () => {
    const issues = await checker.check('We love 🎉 parties. It was a honest mistake.');
    expect(issues.map((i) => i.suggestion)).toEqual(['It was an honest mistake.']);
  });

  it('returns nothing for empty or blank text', async () => {
    expect(await checker.check('')).toEqual([]);
    expect(await checker.check(' \n\n\t ')).toEqual([]);
  });

  it('survives binary garbage', async () => {
    const bytes = Buffer.alloc(50_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919 + 13) % 256;
    const issues = await checker.check(bytes.toString('utf8'));
    expect(Array.isArray(issues)).toBe(true);
  });

  it('finishes on 200,000 words by checking only the first part', async () => {
    const huge = 'The results of the study shows a trend. '.repeat(25_000);
    const issues = await checker.check(huge);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.length).toBeLessThan(2_000);
  });
});
