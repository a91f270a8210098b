import fs from 'node:fs';
import path from 'node:path';
import { ZAnalyzeEssayRequestSchema, type AnalyzeEssayRequest } from '@eps/contracts';
import type { EssayAssessment } from '../essay-engine';
import { OfflineEssayAssessor } from './essay-assessor';

const FIXTURES = path.resolve(__dirname, '../../../../../../../test/fixtures/essay');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const STRONG = fixture('strong-essay.md');
const WEAK = fixture('weak-essay.md');
const PLANTED = fixture('planted-errors.md');

const assessor = new OfflineEssayAssessor();
const assess = (essay: string, extra: Partial<AnalyzeEssayRequest> = {}) =>
  assessor.assessEssay(ZAnalyzeEssayRequestSchema.parse({ essay, ...extra }));

/** Three short body paragraphs with evidence and commentary, after the given opening. */
const essayOpening = (opening: string) =>
  [
    opening,
    'First, uniforms reduce bullying. A 2019 district survey found 40 percent fewer reports of teasing, which shows that clothing was a target.',
    'Furthermore, uniforms save money. Families in the Oakdale study spent 120 dollars less a year, because one set replaced a changing wardrobe.',
    'Finally, uniforms help students focus. Teachers in Oakdale reported calmer mornings, and this suggests attention moved from clothes to class.',
  ].join('\n\n');

const quotesOf = (lines: string[]) => lines.flatMap((l) => [...l.matchAll(/"([^"]+)"/g)].map((m) => m[1]!));
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe('OfflineEssayAssessor', () => {
  it('scores a strong essay well above a weak one, row by row', async () => {
    const strong = await assess(STRONG);
    const weak = await assess(WEAK);
    expect(strong.overallScore).toBeGreaterThanOrEqual(8);
    expect(weak.overallScore).toBeLessThanOrEqual(3);
    expect(strong.rubricBreakdown.thesis).toMatchObject({ score: 1, max: 1 });
    expect(strong.rubricBreakdown.evidence.score).toBeGreaterThan(weak.rubricBreakdown.evidence.score);
    expect(strong.rubricBreakdown.evidence.max).toBe(4);
    expect(strong.rubricBreakdown.sophistication).toMatchObject({ score: 1, max: 1 });
    expect(weak.rubricBreakdown.sophistication.score).toBe(0);
    expect(strong.strengths.length).toBeGreaterThan(weak.strengths.length);
    expect(weak.weaknesses.length).toBeGreaterThan(0);
  });

  it('puts the planted-errors essay, argued but thin on evidence, between the two', async () => {
    const [strong, planted, weak] = await Promise.all([assess(STRONG), assess(PLANTED), assess(WEAK)]);
    expect(planted.overallScore).toBeLessThan(strong.overallScore);
    expect(planted.overallScore).toBeGreaterThan(weak.overallScore);
    expect(planted.rubricBreakdown.thesis.score).toBe(1);
  });

  describe('thesis detection', () => {
    it('finds a position with reasons in the opening', async () => {
      const result = await assess(
        essayOpening(
          'Dress codes divide schools every autumn. Schools should require uniforms because they reduce bullying, save families money and help students focus.',
        ),
      );
      expect(result.rubricBreakdown.thesis.score).toBe(1);
      expect(result.rubricBreakdown.thesis.feedback).toContain('"Schools should require uniforms because');
      expect(result.paragraphAnalysis[0]!.keySentence).toMatch(/^Schools should require uniforms/);
    });

    it.each([
      ['an announcement', 'In this essay I will discuss school uniforms and why they matter.', /announces/],
      ['a bare fact', 'Many schools introduced uniforms in the 1990s.', /takes no position/],
      ['a position without reasons', 'Schools should require uniforms.', /not the reasons/],
    ])('gives no thesis point for %s', async (_kind, opening, why) => {
      const result = await assess(essayOpening(opening));
      expect(result.rubricBreakdown.thesis.score).toBe(0);
      expect(result.rubricBreakdown.thesis.feedback).toMatch(why);
      expect(result.weaknesses[0]).toContain(`"${opening}"`);
    });
  });

  it('quotes only the essay in strengths, weaknesses, feedback and key sentences', async () => {
    for (const essay of [STRONG, WEAK, PLANTED]) {
      const result = await assess(essay);
      const rows = Object.values(result.rubricBreakdown).map((r) => r.feedback);
      const quotes = quotesOf([...result.strengths, ...result.weaknesses, ...rows]);
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(squash(essay)).toContain(quote);
      for (const p of result.paragraphAnalysis) expect(squash(essay)).toContain(p.keySentence);
    }
  });

  it('analyses each prose paragraph, numbered from 1, leaving out a title line', async () => {
    const result = await assess(PLANTED);
    const prose = PLANTED.split(/\n\s*\n/).filter((b) => !b.startsWith('#'));
    expect(result.paragraphAnalysis.map((p) => p.paragraphNumber)).toEqual(prose.map((_, i) => i + 1));
    expect(result.paragraphAnalysis[0]!.purpose).toMatch(/^Introduction/);
    expect(result.paragraphAnalysis.at(-1)!.purpose).toMatch(/^Conclusion/);
  });

  it('gives sophistication only for an opposing view the essay answers', async () => {
    const withoutCritics = STRONG.split('\n\n')
      .filter((p) => !p.startsWith('Critics'))
      .join('\n\n');
    const result = await assess(withoutCritics);
    expect(result.rubricBreakdown.sophistication.score).toBe(0);
    expect(result.weaknesses.join('\n')).toMatch(/No opposing view is answered/);
  });

  it('judges relevance by the question’s words', async () => {
    const onTopic = await assess(STRONG, {
      question: 'Take a position on whether cities should fund public libraries.',
    });
    const offTopic = await assess(STRONG, {
      question: 'Evaluate how volcanic eruptions shaped medieval agriculture and famine in Iceland.',
    });
    expect(onTopic.rubricBreakdown.evidence.score).toBe(4);
    expect(offTopic.rubricBreakdown.evidence.score).toBeLessThanOrEqual(2);
    expect(offTopic.overallScore).toBeLessThan(onTopic.overallScore);
    expect(offTopic.overallFeedback).toMatch(/few of the question’s key terms/);
  });

  it('says when a question’s own rubric is reported on the AP rows', async () => {
    const fixed = await assess(STRONG);
    const own = await assess(STRONG, { rubric: 'Scoring (7 points total).\nPart A (0–1 point): …' });
    expect(fixed.overallFeedback).not.toMatch(/own rubric/);
    expect(own.overallFeedback).toContain("The question's own rubric (7 points)");
  });

  it.each([
    ['punctuation only', '?!… —'],
    ['one sentence', 'Schools should start later because teenagers sleep later.'],
  ])('still answers a valid assessment for %s', async (_kind, essay) => {
    const result = await assess(essay);
    expect(result.overallScore).toBeGreaterThanOrEqual(0);
    expect(result.overallScore).toBeLessThanOrEqual(3);
    expect(Object.values(result.rubricBreakdown).every((r) => r.score <= r.max)).toBe(true);
    expect(result.overallFeedback).toMatch(/of 6 rubric points/);
  });

  it('is deterministic', async () => {
    const runs: EssayAssessment[] = await Promise.all([assess(PLANTED), assess(PLANTED)]);
    expect(runs[0]).toEqual(runs[1]);
  });
});
