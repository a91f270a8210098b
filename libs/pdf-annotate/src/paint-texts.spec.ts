import {
  FONT_FAMILIES,
  TEXT_LINE_HEIGHT,
  emptyPageAnnotations,
  type FontFamily,
  type TextAnnotation,
} from './model';
import type { EmbeddedFontName } from './fonts';
import { saveAnnotatedPdf } from './save-annotated-pdf';
import { loadFontFromNodeModules, makeFixturePdf } from './testing/fixtures';
import { inspectPdf, type InspectedPath, type InspectedText } from './testing/inspect-pdf';

const text = (content: string, y: number, extra: Partial<TextAnnotation> = {}): TextAnnotation => ({
  id: `${y}`,
  content,
  x: 60,
  y,
  isLatex: false,
  fontFamily: 'Arial',
  fontSize: 14,
  ...extra,
});

/** Saves the texts on page 1 of the fixture; returns page 1's text items and the fonts that were loaded. */
async function saveTexts(
  texts: TextAnnotation[],
): Promise<{ items: InspectedText[]; paths: InspectedPath[]; loaded: EmbeddedFontName[] }> {
  const loaded: EmbeddedFontName[] = [];
  const loadFont = (name: EmbeddedFontName) => {
    loaded.push(name);
    return loadFontFromNodeModules(name);
  };
  const saved = await saveAnnotatedPdf(
    await makeFixturePdf(),
    { 1: { ...emptyPageAnnotations(), texts } },
    { loadFont },
  );
  const { pages } = await inspectPdf(saved);
  return { items: pages[0].texts.filter((item) => item.str.trim()), paths: pages[0].paths, loaded };
}

const itemNamed = (items: InspectedText[], str: string) => items.find((item) => item.str === str);

describe('text annotations', () => {
  it('writes each of the six families in its standard or embedded open font', async () => {
    const { items } = await saveTexts(
      // One word each: pdf.js splits monospaced text into words.
      FONT_FAMILIES.map((family, index) => text(`Sample${index}`, 100 + index * 30, { fontFamily: family })),
    );
    const expected: Record<FontFamily, string> = {
      Arial: 'Helvetica',
      'Times New Roman': 'Times-Roman',
      'Courier New': 'Courier',
      Georgia: 'Gelasio-Regular',
      Verdana: 'DejaVuSans',
      Tahoma: 'DejaVuSansCondensed',
    };
    FONT_FAMILIES.forEach((family, index) => {
      const item = itemNamed(items, `Sample${index}`);
      expect(item?.font).toBe(expected[family]);
      expect(Math.abs(item!.y - (100 + index * 30))).toBeLessThanOrEqual(1);
    });
  });

  it('loads no font file when every text fits a standard font', async () => {
    const { loaded } = await saveTexts([text('Plain WinAnsi text: café, 5 €', 100)]);
    expect(loaded).toEqual([]);
  });

  it('falls back to an embedded open font for text a standard font cannot encode', async () => {
    const { items, loaded } = await saveTexts([
      text('Greek: αβγ Δ', 100),
      text('Ελληνικά', 140, { fontFamily: 'Times New Roman' }),
      text('Λ in Georgia', 180, { fontFamily: 'Georgia' }),
    ]);
    expect(itemNamed(items, 'Greek: αβγ Δ')?.font).toBe('DejaVuSans');
    expect(itemNamed(items, 'Ελληνικά')?.font).toBe('DejaVuSerif');
    expect(itemNamed(items, 'Λ in Georgia')?.font).toBe('DejaVuSerif');
    // Font files stay parsed across saves, so this save loads at most the three it uses.
    expect(loaded.every((name) => ['DejaVuSans', 'DejaVuSerif', 'Gelasio'].includes(name))).toBe(true);
  });

  it('keeps font files parsed across saves: a second save with the same font loads none', async () => {
    await saveTexts([text('Georgia text', 100, { fontFamily: 'Georgia' })]);
    const { items, loaded } = await saveTexts([text('Georgia again', 100, { fontFamily: 'Georgia' })]);
    expect(loaded).toEqual([]);
    expect(itemNamed(items, 'Georgia again')?.font).toBe('Gelasio-Regular');
  });

  it('draws multi-line content line by line, one line height apart', async () => {
    const { items } = await saveTexts([
      text('First line\nSecond line\n\nFourth line', 100, { fontSize: 20 }),
    ]);
    const step = TEXT_LINE_HEIGHT * 20;
    expect(itemNamed(items, 'First line')?.y).toBeCloseTo(100, 0);
    expect(itemNamed(items, 'Second line')?.y).toBeCloseTo(100 + step, 0);
    expect(itemNamed(items, 'Fourth line')?.y).toBeCloseTo(100 + 3 * step, 0);
    expect(itemNamed(items, 'Fourth line')?.x).toBeCloseTo(60, 0);
  });

  it('draws LaTeX that MathJax cannot parse as its source text instead of failing', async () => {
    const { items } = await saveTexts([
      text('\\frac{a}{', 100, { isLatex: true }),
      text('\\notacommand{x}', 140, { isLatex: true }),
    ]);
    expect(itemNamed(items, '\\frac{a}{')).toMatchObject({ x: 60, font: 'Helvetica' });
    expect(itemNamed(items, '\\notacommand{x}')).toBeDefined();
  });

  it('draws LaTeX in a colour named as in CSS (as \\color passes it on) in the formula font', async () => {
    const { items } = await saveTexts([text('\\color{red}{x^2}', 100, { isLatex: true })]);
    const glyphs = items.filter((item) => item.font === 'EpsMath');
    expect(glyphs.map((glyph) => glyph.str.trim())).toEqual(['𝑥', '2']);
    const [x, square] = glyphs;
    expect(x).toMatchObject({ x: 60, fontSize: 14 });
    expect(x.y).toBeCloseTo(100, 1);
    expect(square.x).toBeGreaterThan(x.x);
    expect(square.y).toBeLessThan(x.y);
  });

  it('shows characters MathJax has no glyph for (\\text{café}) in the text font, next to its own glyphs', async () => {
    const { items } = await saveTexts([text('\\text{café}', 100, { isLatex: true })]);
    expect(items.map((item) => item.str).join('')).not.toContain('\\text');
    const glyphs = items.filter((item) => item.font === 'EpsMath');
    expect(glyphs.map((glyph) => glyph.str).join('')).toBe('caf');
    const accented = itemNamed(items, 'é');
    expect(accented).toMatchObject({ font: 'Times-Roman' });
    expect(accented!.x).toBeGreaterThan(glyphs[0].x);
    expect(accented!.y).toBeCloseTo(100, 0);
  });
});
