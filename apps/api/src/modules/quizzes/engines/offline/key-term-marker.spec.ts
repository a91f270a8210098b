import type { MarkSchemePoint } from '@eps/contracts';
import { KeyTermShortAnswerMarker } from './key-term-marker';

const marker = new KeyTermShortAnswerMarker();
const point = (text: string, extra: Partial<MarkSchemePoint> = {}): MarkSchemePoint => ({
  point: text,
  marks: 1,
  alternatives: [],
  reject: [],
  ...extra,
});
const scheme = [
  point('Enzyme active site changes shape when denatured'),
  point('Substrate no longer fits the active site'),
];
const mark = (answer: string, markScheme = scheme, maxScore = 2) =>
  marker.mark({ prompt: 'Explain why the rate falls above 40 °C.', markScheme, maxScore, answer });

describe('KeyTermShortAnswerMarker', () => {
  it('awards each point whose key terms the answer states, in other inflections too', async () => {
    const full = await mark(
      'The enzyme is denatured so its active site changed shape; the substrate no longer fits.',
    );
    expect(full.score).toBe(2);
    const half = await mark('The active site of the enzyme changes its shape.');
    expect(half).toMatchObject({ score: 1, points: [{ awarded: true }, { awarded: false }] });
    expect(half.feedback).toMatch(/Not yet covered: Substrate no longer fits the active site/);
  });

  it('gives nothing for an empty, off-topic or padded-with-stop-words answer', async () => {
    expect((await mark('I do not know.')).score).toBe(0);
    expect((await mark('The weather was nice and it was a good day for it.')).score).toBe(0);
  });

  it('denies a term the answer negates, unless the point negates it too', async () => {
    const negated = await mark('The active site of the enzyme does not change shape.');
    expect(negated.points[0].awarded).toBe(false);
    expect((await mark('Substrate no longer fits the active site.')).points[1].awarded).toBe(true);
  });

  it('accepts alternatives and "(allow …)" forms, and refuses "do not accept" phrases', async () => {
    const neutrons = [point('8 neutrons (allow eight)', { alternatives: ['number of neutrons is 8'] })];
    expect((await mark('There are 8.0 neutrons', neutrons, 1)).score).toBe(1);
    expect((await mark('eight', neutrons, 1)).score).toBe(1);
    const rejecting = [point('Heat energy is lost to the surroundings', { reject: ['heat is destroyed'] })];
    expect(
      (await mark('heat energy is lost to the surroundings, heat is destroyed', rejecting, 1)).score,
    ).toBe(0);
  });

  it('says how it marked', async () => {
    expect((await mark('x')).feedback).toMatch(/Marked offline by how much of the mark scheme/);
  });
});
