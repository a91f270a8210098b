import type { GradedPoint } from '@eps/contracts';
import { highlightEvidence } from './highlight';

const point = (verdict: GradedPoint['verdict'], evidence: string[]): GradedPoint => ({
  point: 'p',
  marks: 1,
  awarded: verdict === 'awarded',
  verdict,
  evidence,
  confidence: 0.9,
  votes: null,
  partLabel: null,
});

describe('highlightEvidence', () => {
  it('marks each quote where it appears, whatever its case, and leaves the rest plain', () => {
    expect(
      highlightEvidence('Water evaporates; the salt stays.', [point('awarded', ['water evaporates'])]),
    ).toEqual([
      { text: 'Water evaporates', kind: 'earns' },
      { text: '; the salt stays.', kind: null },
    ]);
  });

  it('marks contradicted and rejected evidence as costing marks, and that wins where quotes overlap', () => {
    const pieces = highlightEvidence('the rate decreases and salt evaporates', [
      point('awarded', ['salt evaporates']),
      point('contradicted', ['rate decreases']),
      point('rejected', ['evaporates']),
    ]);
    expect(pieces).toEqual([
      { text: 'the ', kind: null },
      { text: 'rate decreases', kind: 'costs' },
      { text: ' and ', kind: null },
      { text: 'salt ', kind: 'earns' },
      { text: 'evaporates', kind: 'costs' },
    ]);
  });

  it('ignores missing points, blank quotes and quotes the answer does not contain', () => {
    expect(
      highlightEvidence('It dissolves.', [point('missing', ['dissolves']), point('awarded', [' ', 'melts'])]),
    ).toEqual([{ text: 'It dissolves.', kind: null }]);
  });

  it('marks every occurrence of a repeated quote', () => {
    const marked = highlightEvidence('heat, then more heat', [point('awarded', ['heat'])]).filter(
      (p) => p.kind,
    );
    expect(marked.map((p) => p.text)).toEqual(['heat', 'heat']);
  });
});
