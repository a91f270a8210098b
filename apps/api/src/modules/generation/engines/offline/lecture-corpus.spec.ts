import { PYTHON_BLOCK_PATTERN, ZGenerationRequestSchema, type GenerationRequest } from '@eps/contracts';
import { checkQuantities, checkSentences } from '../../../../testing/fact-check';
import { LECTURE_CORPUS } from '../../../../testing/lecture-fixture';
import { OfflineGenerationEngine } from './offline-generation-engine';

/**
 * The lecture corpus (test/fixtures/generation: physics, chemistry, biology, economics, history and
 * maths, with and without headings) through both writers: no sentence of the material is dropped or cut,
 * and every number with an exponent, a unit or a sign reads back from the LaTeX with the same value.
 */

const engine = new OfflineGenerationEngine();
const request = (userMaterial: string, options: Partial<GenerationRequest> = {}) =>
  ZGenerationRequestSchema.parse({ userMaterial, ...options });
const OPTIONS: [string, Partial<GenerationRequest>][] = [
  ['default options', {}],
  ['plots, examples, Advanced Thinking', { includeImages: true, includeExamples: true, isHigh: true }],
  ['compact layout', { compactLayout: true }],
  ['a "paragraphs" requirement', { userRequirement: 'write it as paragraphs' }],
  ['a "bullet points" requirement', { userRequirement: 'bullet points' }],
];
const cases = LECTURE_CORPUS.flatMap(({ name, material }) =>
  (['generateNotes', 'generateSlides'] as const).flatMap((method) =>
    OPTIONS.map(([label, options]) => ({ name, material, method, label, options })),
  ),
);

it('the corpus has materials of several subjects and shapes', () => {
  expect(LECTURE_CORPUS.length).toBeGreaterThanOrEqual(7);
  expect(LECTURE_CORPUS.filter((m) => !/^#/m.test(m.material)).length).toBeGreaterThanOrEqual(4);
});

describe.each(cases)('$name, $method with $label', ({ material, method, options }) => {
  let latex = '';
  beforeAll(async () => {
    latex = await engine[method](request(material, options));
  });

  it('keeps every sentence, list item and table row of the material', () => {
    const report = checkSentences(material, latex);
    expect(report.missing).toEqual([]);
    expect(report.checked).toBeGreaterThan(10);
  });

  it('keeps every number with an exponent, a unit or a sign, with the same value and unit', () => {
    expect(checkQuantities(material, latex).missing).toEqual([]);
  });

  it('cuts no sentence short', () => {
    const body = latex.slice(latex.indexOf('\\begin{document}')).replace(PYTHON_BLOCK_PATTERN, '');
    expect(body).not.toContain('\\ldots{}');
  });
});
