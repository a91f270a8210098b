import { parseContent } from './content-syntax';
import { ContentRedactor, type ContentContext } from './redact-content';
import type { TextFont } from './text-fonts';

/** A monospaced test font: every code 0.5 em wide. */
const MONO: TextFont = {
  codes: (bytes) =>
    Array.from(bytes, (code, i) => ({ code, bytes: bytes.subarray(i, i + 1), isSpace: code === 32 })),
  width: () => 0.5,
  ascent: 0.8,
  descent: -0.2,
};
const context: ContentContext = { font: () => MONO, xObject: () => 'keep' };
const BOUNDS = [-1000, -1000, 2000, 2000] as const;

function redact(source: string, areas: Array<[number, number, number, number]>) {
  const redactor = new ContentRedactor(
    new TextEncoder().encode(source),
    areas,
    context,
    [1, 0, 0, 1, 0, 0],
    BOUNDS,
  );
  const out = new TextDecoder('latin1').decode(redactor.run());
  return { out, counts: redactor.counts, ops: parseContent(new TextEncoder().encode(out)) };
}

describe('ContentRedactor', () => {
  // 10 pt text: each glyph 5 pt wide, the line from x = 100.
  const line = 'BT /F1 10 Tf 100 700 Td (Name: Jane Doe) Tj ET';

  it('takes out the glyphs under an area and keeps the others where they were with a gap', () => {
    // "Jane" is glyphs 6–9: x 130–150.
    const { out, counts } = redact(line, [[130.5, 695, 149.5, 710]]);
    expect(counts.glyphs).toBe(4);
    expect(out).toContain('[<4e616d653a20> -2000 <20446f65>] TJ');
    expect(out).not.toMatch(/4a616e65/);
  });

  it('leaves a stream with nothing under its areas byte for byte', () => {
    const { out, counts } = redact(line, [[400, 100, 450, 120]]);
    expect(counts).toEqual({ glyphs: 0, inlineImages: 0, paths: 0, clippedPaths: 0 });
    expect(out.trim().split('\n').join(' ')).toBe(line);
  });

  it('follows the text matrix through Tm, TD, T* and the quote operators', () => {
    const source =
      'BT /F1 10 Tf 12 TL 1 0 0 1 100 700 Tm (Top) Tj 0 -20 TD (Mid) Tj (Low) \' 2 1 (Last) " ET';
    // Lines at y 700, 680, 668, 656: the area covers the third only.
    const { out, counts } = redact(source, [[90, 665, 200, 672]]);
    expect(counts.glyphs).toBe(3);
    expect(out).toContain('T* [-1500] TJ');
    expect(out).toContain('(Last) "');
  });

  it('drops /ActualText from a span whose glyphs went, and removes, clips or keeps paths', () => {
    const source = [
      '/Span <</ActualText (Jane) /Lang (en)>> BDC',
      line,
      'EMC',
      '0 0 1 rg 132 696 10 10 re f',
      '50 650 m 500 650 l S',
      '50 100 m 500 100 l S',
      'BI /W 1 /H 1 /BPC 8 /CS /G ID \x00 EI',
    ].join('\n');
    const { out, counts } = redact(`q 1 0 0 1 0 0 cm ${source} Q`, [[130.5, 640, 149.5, 710]]);
    expect(out).not.toContain('ActualText');
    expect(out).toContain('/Lang <656e>');
    expect(counts).toEqual({ glyphs: 4, inlineImages: 0, paths: 1, clippedPaths: 1 });
    expect(out).not.toContain('132 696 10 10 re');
    expect(out).toMatch(/q -1000 -1000 m .* W\* n\n50 650 m\n500 650 l\nS\nQ/);
    expect(out).toContain('50 100 m');
  });
});
