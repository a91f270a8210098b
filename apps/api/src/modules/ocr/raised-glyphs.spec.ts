import { applyReading, raisedRuns, toSuperscript } from './raised-glyphs';
import type { RecognisedLine } from './recognised-text';

/** A line with its baseline at y = 54 and capitals 21 px tall; `glyphs` as [text, top, bottom]. */
function line(...words: Array<Array<[string, number, number]>>): RecognisedLine {
  let x = 0;
  return {
    words: words.map((glyphs) => ({
      confidence: 90,
      symbols: glyphs.map(([text, y0, y1]) => ({
        text,
        confidence: 97,
        bbox: { x0: x, y0, x1: (x += 10), y1 },
      })),
    })),
    confidence: 90,
    bbox: { x0: 0, y0: 32, x1: x, y1: 60 },
    baseline: { x0: 0, y0: 54, x1: x, y1: 54 },
    rowHeight: 28,
    descenders: 6,
  };
}

describe('raisedRuns', () => {
  it('finds raised digits and the signs next to them, not glyphs on the line', () => {
    const page = line(
      [
        ['A', 33, 54],
        ['=', 41, 49],
        ['-', 45, 47],
      ],
      [
        ['1', 33, 54],
        ['0', 33, 54],
        ['-', 38, 39],
        ['3', 33, 45],
        ['4', 33, 45],
        ['J', 33, 56],
      ],
      [
        ['m', 38, 54],
        ['/', 33, 56],
        ['s', 38, 54],
        ['?', 33, 45],
      ],
    );
    expect(raisedRuns(page).map(({ word, from, to }) => ({ word, from, to }))).toEqual([
      { word: 1, from: 2, to: 5 },
      { word: 2, from: 3, to: 4 },
    ]);
  });

  it('leaves apostrophes and degree signs alone, but not a raised group read as one', () => {
    const page = line(
      [
        ['s', 38, 54],
        ["'", 33, 40],
      ],
      [
        ['2', 33, 54],
        ['0', 33, 54],
        ['°', 33, 40],
      ],
      [
        ['1', 33, 54],
        ['°', 31, 44],
      ],
    );
    expect(raisedRuns(page).map(({ word }) => word)).toEqual([2]);
  });
});

describe('toSuperscript', () => {
  it('writes a reading in superscript characters, one minus for a run of dashes', () => {
    expect(toSuperscript('-34')).toBe('⁻³⁴');
    expect(toSuperscript('—-19\n')).toBe('⁻¹⁹');
    expect(toSuperscript('2')).toBe('²');
    expect(toSuperscript('n+1')).toBe('ⁿ⁺¹');
    expect(toSuperscript('q')).toBeNull();
    expect(toSuperscript('')).toBeNull();
  });
});

describe('applyReading', () => {
  const squared = () =>
    line([
      ['m', 38, 54],
      ['?', 33, 45],
    ]);
  const [run] = raisedRuns(squared());

  it('puts a confident reading in as superscripts', () => {
    const page = squared();
    applyReading(page, run, { text: '2\n', confidence: 96 });
    expect(page.words[0].symbols.map((s) => s.text).join('')).toBe('m²');
  });

  it('marks the glyphs unsure when the reading is unsure or has no superscript form', () => {
    for (const reading of [{ text: '2', confidence: 30 }, { text: 'q', confidence: 95 }, null]) {
      const page = squared();
      applyReading(page, run, reading);
      expect(page.words[0].symbols.map((s) => [s.text, s.unsure])).toEqual([
        ['m', undefined],
        ['?', true],
      ]);
    }
  });
});
