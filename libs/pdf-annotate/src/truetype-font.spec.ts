import * as fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { loadPdfjs } from './testing/inspect-pdf';
import { parseFont, sfntTable, sfntTables, uint32Sum, viewOf } from './testing/sfnt';
import { buildTrueTypeFont, type OutlineGlyph, type OutlinePoint } from './truetype-font';

const on = (x: number, y: number): OutlinePoint => ({ x, y, onCurve: true });
const off = (x: number, y: number): OutlinePoint => ({ x, y, onCurve: false });
const square = ([x0, y0, x1, y1]: number[]) => [on(x0, y0), on(x1, y0), on(x1, y1), on(x0, y1)];
/** Path commands as SVG path data, one command ('M10 0', 'Q0 300 150 300', 'Z') a string. */
const svg = (data: string) => (data ? data.split(/ (?=[A-Z])/) : []);

/** Each sample glyph with the outline a TrueType reader must see in it: implied on-curve points spelled out. */
const SAMPLES: { name: string; glyph: OutlineGlyph; outline: string[]; cbox: number[] }[] = [
  {
    name: 'a square of lines, closed by repeating its first point (which is dropped)',
    glyph: { advanceWidth: 700, contours: [[...square([100, 0, 600, 500]), on(100, 0)]] },
    outline: svg('M100 0 L600 0 L600 500 L100 500 Z'),
    cbox: [100, 0, 600, 500],
  },
  {
    name: 'quadratic curves, starting off the curve, with two consecutive control points',
    // (0.4, 299.6) rounds to (0, 300); the controls (0, 300) and (300, 300) imply the on-curve (150, 300).
    glyph: {
      advanceWidth: 400,
      contours: [[off(0.4, 299.6), off(300, 300), on(300, 0), off(150, -100), on(0, 0)]],
    },
    outline: svg('M300 0 Q150 -100 0 0 Q0 300 150 300 Q300 300 300 0 Z'),
    cbox: [0, -100, 300, 300],
  },
  {
    name: 'a ring of two contours; contours of fewer than two points are skipped',
    glyph: {
      advanceWidth: 500,
      contours: [
        square([0, 0, 400, 400]),
        square([100, 300, 300, 100]),
        [on(900, 900)],
        [on(-9, -9), on(-9, -9)],
      ],
    },
    outline: svg('M0 0 L400 0 L400 400 L0 400 Z M100 300 L300 300 L300 100 L100 100 Z'),
    cbox: [0, 0, 400, 400],
  },
  { name: 'an empty glyph', glyph: { advanceWidth: 250, contours: [] }, outline: [], cbox: [0, 0, 0, 0] },
  {
    name: 'a glyph with repeated, negative and > 255 deltas',
    glyph: {
      advanceWidth: 300,
      contours: [[on(10, 0), on(110, 0), on(210, 0), on(210, 300), on(10, 300), on(-290, 300), on(-290, 0)]],
    },
    outline: svg('M10 0 L110 0 L210 0 L210 300 L10 300 L-290 300 L-290 0 Z'),
    cbox: [-290, 0, 210, 300],
  },
];
const LONG_DELTAS_GLYPH_RECORD = [
  ...[0, 1, 0xfe, 0xde /* -290 */, 0, 0, 0, 210, 1, 0x2c /* 300 */, 0, 6, 0, 0], // header, endPts, no instructions
  ...[0x33 | 0x08, 2, 0x11, 0x23, 0x21, 0x11], // flags: x short + y same repeated 3 times, x same, ...
  ...[10, 100, 100, 200, 0xfe, 0xd4], // x: 10, +100, +100, (same), -200 short, -300 long
  ...[0x01, 0x2c, 0xfe, 0xd4], // y: (same x3), +300 long, (same x2), -300 long
];
const SAMPLE_OPTIONS = { unitsPerEm: 1000, familyName: 'Formula Glyphs' };
const buildSamples = () =>
  buildTrueTypeFont(
    SAMPLES.map((sample) => sample.glyph),
    SAMPLE_OPTIONS,
  );
const LETTERS: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', closePath: 'Z' };
const outlineOf = (glyph: fontkit.Glyph) =>
  glyph.path.commands.map((command) => LETTERS[command.command] + command.args.join(' '));

const table = (bytes: Uint8Array, tag: string) => viewOf(sfntTable(bytes, tag));
const uint16s = (view: DataView, offsets: number[]) => offsets.map((offset) => view.getUint16(offset));
const int16s = (view: DataView, offsets: number[]) => offsets.map((offset) => view.getInt16(offset));

describe('buildTrueTypeFont', () => {
  const bytes = buildSamples();
  const font = parseFont(bytes);

  it('holds a .notdef and the glyphs, at U+E000 onwards', () => {
    expect([font.numGlyphs, font.unitsPerEm]).toEqual([SAMPLES.length + 1, 1000]);
    expect(outlineOf(font.getGlyph(0)!)).toEqual([]);
    SAMPLES.forEach((_, index) => expect(font.glyphForCodePoint(0xe000 + index)?.id).toBe(index + 1));
    expect(font.glyphForCodePoint(0xe000 + SAMPLES.length)?.id ?? 0).toBe(0);
    expect(font.glyphForCodePoint(0xffff)?.id).toBe(0); // the format 4 end segment
    const mapped = font.characterSet.filter((code) => code !== 0xffff);
    expect(mapped).toEqual(SAMPLES.map((_, index) => 0xe000 + index));
  });

  it.each(SAMPLES.map((sample, index) => [sample.name, index + 1] as const))('stores %s', (_, id) => {
    const { glyph, outline, cbox } = SAMPLES[id - 1];
    const read = font.getGlyph(id)!;
    expect(read.advanceWidth).toBe(glyph.advanceWidth);
    expect(outlineOf(read)).toEqual(outline);
    expect([read.cbox.minX, read.cbox.minY, read.cbox.maxX, read.cbox.maxY]).toEqual(cbox);
    expect(read.leftBearing).toBe(cbox[0]);
  });

  it('compresses flags and coordinates as TrueType allows', () => {
    const [loca, glyf] = [table(bytes, 'loca'), table(bytes, 'glyf')];
    expect(table(bytes, 'head').getInt16(50)).toBe(0); // short offsets, stored halved
    const [start, end] = uint16s(loca, [5 * 2, 6 * 2]).map((offset) => offset * 2);
    expect([...new Uint8Array(glyf.buffer, glyf.byteOffset + start, end - start)]).toEqual(
      LONG_DELTAS_GLYPH_RECORD,
    );
    expect(loca.getUint16(4 * 2)).toBe(loca.getUint16(5 * 2)); // the empty glyph has no record
  });

  it('writes a directory sorted by tag, aligned, with correct checksums', () => {
    const directory = sfntTables(bytes);
    const tags = directory.map((entry) => entry.tag);
    expect(tags).toEqual(['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post']);
    expect(uint16s(viewOf(bytes), [4, 6, 8, 10])).toEqual([10, 128, 3, 32]);
    for (const entry of directory) {
      expect(entry.offset % 4).toBe(0);
      const content = entry.bytes.slice();
      if (entry.tag === 'head') viewOf(content).setUint32(8, 0); // summed without checkSumAdjustment
      expect([entry.tag, uint32Sum(content)]).toEqual([entry.tag, entry.checksum]);
    }
    expect(bytes.byteLength % 4).toBe(0);
    expect(uint32Sum(bytes)).toBe(0xb1b0afba);
  });

  it('describes the glyphs consistently in head, hhea, maxp, OS/2, post and name', () => {
    const [head, hhea, maxp, os2, post] = ['head', 'hhea', 'maxp', 'OS/2', 'post'].map((tag) =>
      table(bytes, tag),
    );
    expect(head.getUint32(12)).toBe(0x5f0f3cf5);
    expect(int16s(head, [36, 38, 40, 42])).toEqual([-290, -100, 600, 500]);
    // ascender, descender, advanceWidthMax, minLeftSideBearing, minRightSideBearing, xMaxExtent, numberOfHMetrics
    expect(int16s(hhea, [4, 6, 10, 12, 14, 16, 34])).toEqual([500, -100, 700, -290, 90, 600, 6]);
    expect(maxp.getUint32(0)).toBe(0x00010000);
    // numGlyphs, maxPoints, maxContours, maxCompositePoints, maxCompositeContours, maxZones, then zeros
    const maxpFields = uint16s(
      maxp,
      Array.from({ length: 14 }, (_, index) => 4 + index * 2),
    );
    expect(maxpFields).toEqual([6, 8, 2, 0, 0, 2, ...Array(8).fill(0)]);
    expect(uint16s(os2, [0, 4, 8])).toEqual([4, 400, 0]); // version, usWeightClass, fsType (installable)
    expect(os2.getUint32(46) & (1 << 28)).not.toBe(0); // ulUnicodeRange bit 60: private use area
    expect(uint16s(os2, [64, 66])).toEqual([0xe000, 0xe004]); // usFirstCharIndex, usLastCharIndex
    // sTypoAscender, sTypoDescender, usWinAscent, usWinDescent
    expect(int16s(os2, [68, 70, 74, 76])).toEqual([500, -100, 500, 100]);
    expect([os2.byteLength, post.getUint32(0)]).toEqual([96, 0x00030000]);
    expect([font.ascent, font.descent, font.bbox.minX, font.bbox.maxY]).toEqual([500, -100, -290, 500]);
    const names = [font.familyName, font.subfamilyName, font.fullName, font.postscriptName];
    expect(names).toEqual(['Formula Glyphs', 'Regular', 'Formula Glyphs', 'FormulaGlyphs']);
  });

  it('maps the private use code points in both Unicode cmap subtables', () => {
    const cmap = table(bytes, 'cmap');
    expect(uint16s(cmap, [0, 2, 4, 6, 12, 14])).toEqual([0, 2, 0, 3, 3, 1]); // (0, 3) and (3, 1) records
    const subtable = cmap.getUint32(8);
    expect(cmap.getUint32(16)).toBe(subtable);
    // format; segCountX2, searchRange, entrySelector, rangeShift; end codes, the last the 0xFFFF segment's
    const fields = uint16s(
      cmap,
      [0, 6, 8, 10, 12, 14, 16].map((offset) => subtable + offset),
    );
    expect(fields).toEqual([4, 4, 4, 1, 0, 0xe004, 0xffff]);
  });

  it('clamps coordinates to int16 and switches loca to long offsets for a large glyf', () => {
    const zigzag = Array.from({ length: 400 }, (_, index) => on(index * 300, (index % 2) * 300));
    const big = buildTrueTypeFont(
      [
        { advanceWidth: 100, contours: [[on(0, 0), on(40000, 0), on(0, -40000)]] },
        ...Array(200).fill({ advanceWidth: 1, contours: [zigzag] }),
      ],
      { unitsPerEm: 2048, familyName: 'Big' },
    );
    expect(table(big, 'head').getInt16(50)).toBe(1);
    const parsed = parseFont(big);
    expect(outlineOf(parsed.getGlyph(1)!)).toEqual(svg('M0 0 L32767 0 L0 -32768 Z'));
    // x coordinates beyond int16 are clamped: the zigzag runs flat along x = 32767 in the end
    expect(outlineOf(parsed.getGlyph(201)!).slice(-3)).toEqual(svg('L32767 0 L32767 300 Z'));
    expect(uint32Sum(big)).toBe(0xb1b0afba);
  });
});

/** pdf.js's compiled glyph path (its DrawOPS 0..4, in em) as SVG path commands in 1/1000 em. */
function drawOpsToSvg(data: ArrayLike<number>): string[] {
  const commands: string[] = [];
  for (let index = 0; index < data.length;) {
    const op = data[index++];
    const args = Array.from({ length: [2, 2, 6, 4, 0][op] }, () => Math.round(data[index++] * 1000));
    commands.push('MLCQZ'[op] + args.join(' '));
  }
  return commands;
}

/**
 * The contours a path draws, each implicitly closed: pdf.js ends a contour with a line back to its start
 * where fontkit closes the path, and repeats that line before the next M. Lines that go nowhere are dropped.
 */
function closedContours(commands: string[]): string[][] {
  const contours: string[][] = [];
  for (const command of commands) {
    if (command.startsWith('M')) contours.push([command]);
    else if (command !== 'Z') contours[contours.length - 1].push(command);
  }
  const pointOf = (command: string) => command.slice(1).split(' ').slice(-2).join(' ');
  return contours.map((contour) => {
    const moving = contour.filter(
      (command, index) => command[0] !== 'L' || pointOf(command) !== pointOf(contour[index - 1]),
    );
    const last = moving[moving.length - 1];
    return last[0] === 'L' && pointOf(last) === pointOf(moving[0]) ? moving.slice(0, -1) : moving;
  });
}

/** A glyph of pdf.js's showText operator: the character it drew and whether the font has an outline for it. */
type ShownGlyph = { fontChar: string; isInFont: boolean };

/** Draws every sample glyph into a PDF with pdf-lib and reads it back with pdf.js, capturing its console. */
async function readWithPdfjs(fontBytes: Uint8Array) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: false });
  const text = SAMPLES.map((_, index) => String.fromCodePoint(0xe000 + index)).join('');
  doc.addPage([600, 200]).drawText(text, { font, size: 100, x: 10, y: 50 });
  const data = await doc.save();

  const pdfjs = await loadPdfjs();
  const messages: string[] = [];
  const capture = (...args: unknown[]) => void messages.push(args.join(' '));
  const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
    jest.spyOn(console, method).mockImplementation(capture),
  );
  // disableFontFace makes the worker send each glyph's outline as pdf.js itself parsed it from the font.
  const options = { verbosity: pdfjs.VerbosityLevel.INFOS, disableFontFace: true, fontExtraProperties: true };
  const pdf = await pdfjs.getDocument({ data, ...options }).promise;
  try {
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    const [item] = (await page.getTextContent()).items as { width: number; fontName: string }[];
    const shown: ShownGlyph[] = operators.argsArray[operators.fnArray.indexOf(pdfjs.OPS.showText)][0];
    const outlines = shown.map(({ fontChar, isInFont }) => {
      const path = isInFont ? page.commonObjs.get(`${item.fontName}_path_${fontChar}`) : undefined;
      return path ? drawOpsToSvg((path as { path: ArrayLike<number> }).path) : undefined;
    });
    const fontProblems = messages.filter(
      (message) =>
        /font|glyf|loca|cmap|hmtx|maxp|head/i.test(message) &&
        /error|invalid|incorrect|bad|fail|corrupt|broken|skip|fix|unable|cannot/i.test(message),
    );
    return { textWidth: item.width, inFont: shown.map((glyph) => glyph.isInFont), outlines, fontProblems };
  } finally {
    await pdf.destroy();
    spies.forEach((spy) => spy.mockRestore());
  }
}

describe('a PDF embedding the font', () => {
  it('is read by pdf.js, which draws the outlines and reports no font problem', async () => {
    const read = await readWithPdfjs(buildSamples());
    expect(read.fontProblems).toEqual([]);
    expect(read.textWidth).toBeCloseTo(((700 + 400 + 500 + 250 + 300) / 1000) * 100);
    // pdf.js maps no character to a glyph without an outline (glyph 4): there is nothing to draw.
    expect(read.inFont).toEqual([true, true, true, false, true]);
    expect(read.outlines.map((outline) => outline && closedContours(outline))).toEqual(
      SAMPLES.map((sample, index) => (index === 3 ? undefined : closedContours(sample.outline))),
    );
  });

  it('would notice pdf.js repairing a damaged font', async () => {
    const damaged = buildSamples();
    // One glyph more in maxp than loca has offsets for: fontkit copes, pdf.js repairs loca and says so.
    table(damaged, 'maxp').setUint16(4, SAMPLES.length + 2);
    const read = await readWithPdfjs(damaged);
    expect(read.fontProblems).toEqual([expect.stringMatching(/loca/)]);
  });
});
