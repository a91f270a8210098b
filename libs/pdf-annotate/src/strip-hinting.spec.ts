import fs from 'node:fs';
import * as fontkit from '@cantoo/fontkit';
import { EMBEDDED_FONTS, type EmbeddedFontName } from './fonts';
import { stripHinting } from './strip-hinting';
import { parseFont, sfntTable as table, sfntTables, uint32Sum, viewOf } from './testing/sfnt';

const SAMPLE_TEXT = 'Hello annotator é';
const HINTING_TABLES = ['fpgm', 'prep', 'cvt ', 'hdmx', 'LTSH', 'VDMX'];
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_INSTRUCTIONS = 0x0100;

const readFont = (name: EmbeddedFontName) =>
  new Uint8Array(fs.readFileSync(require.resolve(EMBEDDED_FONTS[name])));
/** Every glyph's bytes of an uncompressed sfnt, by glyph id, read through its loca table. */
function glyphRecords(bytes: Uint8Array): Uint8Array[] {
  const numGlyphs = viewOf(table(bytes, 'maxp')).getUint16(4);
  const shortLoca = viewOf(table(bytes, 'head')).getInt16(50) === 0;
  const loca = viewOf(table(bytes, 'loca'));
  const offset = (id: number) => (shortLoca ? loca.getUint16(id * 2) * 2 : loca.getUint32(id * 4));
  const glyf = table(bytes, 'glyf');
  return Array.from({ length: numGlyphs }, (_, id) => glyf.subarray(offset(id), offset(id + 1)));
}

const isComposite = (glyph: Uint8Array) => glyph.byteLength > 0 && viewOf(glyph).getInt16(0) < 0;

/**
 * The instructionLength of a glyph. A composite has one after its components when any component announces
 * it; announcing instructions that are not there throws (reading past the glyph), as it breaks readers.
 */
function instructionBytes(glyph: Uint8Array): number {
  if (glyph.byteLength === 0) return 0;
  const view = viewOf(glyph);
  const numberOfContours = view.getInt16(0);
  if (numberOfContours >= 0) return view.getUint16(10 + numberOfContours * 2);
  let position = 10;
  let announced = false;
  for (let flags = MORE_COMPONENTS; flags & MORE_COMPONENTS;) {
    flags = view.getUint16(position);
    announced ||= (flags & WE_HAVE_INSTRUCTIONS) !== 0;
    position +=
      4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
  }
  return announced ? view.getUint16(position) : 0;
}

const outline = (font: fontkit.Font, id: number) => {
  const glyph = font.getGlyph(id);
  return glyph && { advanceWidth: glyph.advanceWidth, path: glyph.path.toSVG() };
};

function sampleGlyphIds(font: fontkit.Font): number[] {
  const everyNinetySeventh = Array.from({ length: Math.ceil(font.numGlyphs / 97) }, (_, index) => index * 97);
  return [...everyNinetySeventh, ...font.glyphsForString(SAMPLE_TEXT).map((glyph) => glyph.id)];
}

/** A fontkit subset of the glyphs of `text`, as pdf-lib embeds it, and each glyph's id in the subset. */
function subsetOf(font: fontkit.Font, text: string): { bytes: Uint8Array; subsetIds: Map<number, number> } {
  const subset = font.createSubset();
  const subsetIds = new Map(
    font.glyphsForString(text).map((glyph) => [glyph.id, subset.includeGlyph(glyph)]),
  );
  return { bytes: subset.encode(), subsetIds };
}

describe.each([
  { name: 'DejaVuSans', hinted: true },
  { name: 'Gelasio', hinted: false },
] as const)('stripHinting($name)', ({ name, hinted }) => {
  const original = readFont(name);
  const stripped = stripHinting(original);
  const originalFont = parseFont(original);
  const strippedFont = parseFont(stripped);

  it('keeps the glyph count, units per em, advance widths and outlines', () => {
    expect(strippedFont.numGlyphs).toBe(originalFont.numGlyphs);
    expect(strippedFont.unitsPerEm).toBe(originalFont.unitsPerEm);
    const ids = sampleGlyphIds(originalFont);
    expect(ids.length).toBeGreaterThan(3 + SAMPLE_TEXT.length);
    for (const id of ids) {
      expect({ id, ...outline(strippedFont, id) }).toEqual({ id, ...outline(originalFont, id) });
    }
  });

  it('writes an uncompressed TrueType sfnt without hinting tables or glyph instructions', () => {
    const tags = sfntTables(stripped).map(({ tag }) => tag);
    const header = viewOf(stripped);
    const searchPower = 2 ** Math.floor(Math.log2(tags.length));
    expect({
      version: header.getUint32(0),
      searchRange: header.getUint16(6),
      entrySelector: header.getUint16(8),
      rangeShift: header.getUint16(10),
    }).toEqual({
      version: 0x00010000,
      searchRange: searchPower * 16,
      entrySelector: Math.log2(searchPower),
      rangeShift: (tags.length - searchPower) * 16,
    });
    expect(tags).toEqual([...tags].sort());
    for (const tag of HINTING_TABLES) expect(tags).not.toContain(tag);
    expect(viewOf(table(stripped, 'maxp')).getUint16(26)).toBe(0);
    expect(
      glyphRecords(stripped)
        .map(instructionBytes)
        .filter((length) => length > 0),
    ).toEqual([]);
    expect(glyphRecords(stripped).filter((glyph) => glyph.byteLength % 2 !== 0)).toEqual([]);
  });

  it('checksums every table and the whole file', () => {
    for (const { tag, checksum, bytes } of sfntTables(stripped)) {
      const summed = tag === 'head' ? Uint8Array.from(bytes).fill(0, 8, 12) : bytes;
      expect({ tag, checksum }).toEqual({ tag, checksum: uint32Sum(summed) });
    }
    expect(uint32Sum(stripped)).toBe(0xb1b0afba);
  });

  it('is idempotent', () => {
    expect(Buffer.from(stripHinting(stripped)).equals(Buffer.from(stripped))).toBe(true);
  });

  it('subsets as fontkit embeds it, with the same outlines', () => {
    const fromOriginal = subsetOf(originalFont, SAMPLE_TEXT);
    const fromStripped = subsetOf(strippedFont, SAMPLE_TEXT);
    const subsetFont = parseFont(fromStripped.bytes);
    for (const [id, subsetId] of fromStripped.subsetIds) {
      expect({ id, ...outline(subsetFont, subsetId) }).toEqual({ id, ...outline(originalFont, id) });
    }
    if (hinted) expect(fromStripped.bytes.byteLength).toBeLessThan(fromOriginal.bytes.byteLength * 0.5);
    else expect(fromStripped.bytes.byteLength).toBeLessThanOrEqual(fromOriginal.bytes.byteLength);
  });

  if (hinted) {
    it('drops the hinting the original had, making it smaller', () => {
      const originalTags = sfntTables(original).map(({ tag }) => tag);
      expect(originalTags).toEqual(expect.arrayContaining(['fpgm', 'prep', 'cvt ']));
      expect(
        glyphRecords(original)
          .map(instructionBytes)
          .filter((length) => length > 0).length,
      ).toBeGreaterThan(1000);
      expect(stripped.byteLength).toBeLessThan(original.byteLength * 0.95);
    });
  } else {
    it('inflates the WOFF to no more than its uncompressed size (Gelasio ships unhinted)', () => {
      expect(new TextDecoder().decode(original.subarray(0, 4))).toBe('wOFF');
      const totalSfntSize = viewOf(original).getUint32(16);
      expect(stripped.byteLength).toBeLessThanOrEqual(totalSfntSize);
    });
  }
});

describe('stripHinting of composite glyphs', () => {
  const original = readFont('DejaVuSans');
  const stripped = stripHinting(original);
  const originalFont = parseFont(original);
  const strippedFont = parseFont(stripped);

  // In DejaVu Sans 'é' is a composite without instructions and 'ä' one with 32 bytes of them.
  it.each([
    ['é', 0],
    ['ä', 32],
  ])(
    'keeps the outline of the composite %s and drops its %d instruction bytes',
    (char, instructionLength) => {
      const glyphId = originalFont.glyphForCodePoint(char.codePointAt(0) ?? 0)?.id ?? 0;
      const originalGlyph = glyphRecords(original)[glyphId];
      const strippedGlyph = glyphRecords(stripped)[glyphId];
      expect([isComposite(originalGlyph), isComposite(strippedGlyph)]).toEqual([true, true]);
      expect(instructionBytes(originalGlyph)).toBe(instructionLength);
      expect(instructionBytes(strippedGlyph)).toBe(0);
      const hintingBytes = instructionLength > 0 ? 2 + instructionLength : 0;
      expect(strippedGlyph.byteLength).toBeLessThanOrEqual(originalGlyph.byteLength - hintingBytes);
      expect(outline(strippedFont, glyphId)).toEqual(outline(originalFont, glyphId));
    },
  );
});

describe('stripHinting of what it cannot improve', () => {
  const header = (signature: string) => {
    const bytes = new Uint8Array(64);
    bytes.set(new TextEncoder().encode(signature));
    return bytes;
  };
  /** Gelasio's WOFF with the zlib header of its first compressed table zeroed. */
  const corruptWoff = () => {
    const bytes = readFont('Gelasio');
    const directoryEntry = [...Array(viewOf(bytes).getUint16(12)).keys()]
      .map((index) => 44 + index * 20)
      .find((entry) => viewOf(bytes).getUint32(entry + 8) < viewOf(bytes).getUint32(entry + 12));
    if (directoryEntry === undefined) throw new Error('Gelasio has no compressed table');
    bytes.fill(
      0,
      viewOf(bytes).getUint32(directoryEntry + 4),
      viewOf(bytes).getUint32(directoryEntry + 4) + 2,
    );
    return bytes;
  };

  it.each([
    ['non-font bytes', new TextEncoder().encode('%PDF-1.7 not a font at all')],
    ['a CFF OpenType header', header('OTTO')],
    ['a WOFF2 header', header('wOF2')],
    ['too few bytes', new Uint8Array([0, 1, 0])],
    ['a truncated TrueType font', readFont('DejaVuSans').subarray(0, 4096)],
    ['a WOFF whose table does not inflate', corruptWoff()],
  ])('returns %s unchanged', (_, bytes) => {
    expect(stripHinting(bytes)).toBe(bytes);
  });
});
