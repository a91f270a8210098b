/**
 * TrueType hinting (the fpgm, prep and cvt programs and every glyph's own instructions) snaps outlines to
 * the pixel grid of small screen text. PDF viewers rasterise the outlines without it, yet it is about a
 * third of an embedded subset: stripping it before a font is subset and embedded makes saved files smaller.
 *
 * Only TrueType outlines carry this hinting: CFF fonts ('OTTO'), WOFF2 and anything unrecognised come
 * back unchanged, so a font this cannot improve still embeds.
 */
import { unzlibSync } from 'fflate';

const HINTING_TABLES = new Set(['fpgm', 'prep', 'cvt ', 'hdmx', 'LTSH', 'VDMX']);
const TRUETYPE_FLAVORS = new Set([0x00010000, 0x74727565 /* 'true' */]);
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const CHECKSUM_MAGIC = 0xb1b0afba;

const HEAD_CHECKSUM_ADJUSTMENT = 8;
const HEAD_INDEX_TO_LOC_FORMAT = 50;
const MAXP_VERSION_1 = 0x00010000;
const MAXP_MAX_SIZE_OF_INSTRUCTIONS = 26;

const GLYPH_HEADER_SIZE = 10;
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;
const X_SHORT_VECTOR = 0x02;
const Y_SHORT_VECTOR = 0x04;
const REPEAT_FLAG = 0x08;
const X_IS_SAME_OR_POSITIVE = 0x10;
const Y_IS_SAME_OR_POSITIVE = 0x20;

type Tables = Map<string, Uint8Array>;

/** A font whose structure contradicts itself; it is embedded as it came. */
class MalformedFont extends Error {}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function sliceChecked(bytes: Uint8Array, offset: number, length: number): Uint8Array {
  if (offset + length > bytes.byteLength) throw new MalformedFont(`${offset + length} > ${bytes.byteLength}`);
  return bytes.subarray(offset, offset + length);
}

const tagAt = (view: DataView, offset: number) =>
  String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );

/** Returns the font as an sfnt without hinting, or `bytes` itself when it is no (well-formed) TrueType font. */
export function stripHinting(bytes: Uint8Array): Uint8Array {
  try {
    const tables = readTrueTypeTables(bytes);
    return tables ? writeSfnt(withoutHinting(tables)) : bytes;
  } catch (error) {
    if (error instanceof MalformedFont || error instanceof RangeError) return bytes;
    throw error;
  }
}

/** The tables of a TrueType sfnt or WOFF 1.0 file, inflated; null for any other format. */
function readTrueTypeTables(bytes: Uint8Array): Tables | null {
  if (bytes.byteLength < 12) return null;
  const view = viewOf(bytes);
  const signature = view.getUint32(0);
  if (TRUETYPE_FLAVORS.has(signature)) return readSfntTables(bytes, view);
  if (signature === WOFF_SIGNATURE && TRUETYPE_FLAVORS.has(view.getUint32(4))) {
    return readWoffTables(bytes, view);
  }
  return null;
}

function readSfntTables(bytes: Uint8Array, view: DataView): Tables {
  const tables: Tables = new Map();
  for (let index = 0; index < view.getUint16(4); index++) {
    const entry = 12 + index * 16;
    tables.set(
      tagAt(view, entry),
      sliceChecked(bytes, view.getUint32(entry + 8), view.getUint32(entry + 12)),
    );
  }
  return tables;
}

function readWoffTables(bytes: Uint8Array, view: DataView): Tables {
  const tables: Tables = new Map();
  for (let index = 0; index < view.getUint16(12); index++) {
    const entry = 44 + index * 20;
    const stored = sliceChecked(bytes, view.getUint32(entry + 4), view.getUint32(entry + 8));
    const originalLength = view.getUint32(entry + 12);
    const table = stored.byteLength < originalLength ? inflate(stored) : stored;
    if (table.byteLength !== originalLength) throw new MalformedFont('WOFF table length');
    tables.set(tagAt(view, entry), table);
  }
  return tables;
}

function inflate(compressed: Uint8Array): Uint8Array {
  try {
    return unzlibSync(compressed);
  } catch {
    throw new MalformedFont('WOFF table does not inflate');
  }
}

function withoutHinting(tables: Tables): Tables {
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !maxp || !loca || !glyf) throw new MalformedFont('no TrueType outlines');

  const numGlyphs = viewOf(maxp).getUint16(4);
  const shortLoca = viewOf(head).getInt16(HEAD_INDEX_TO_LOC_FORMAT) === 0;
  const stripped = stripGlyphs(glyf, readLoca(loca, numGlyphs, shortLoca));
  const writeShortLoca = shortLoca && stripped.offsets[numGlyphs] / 2 < 0x10000;

  const newHead = head.slice();
  viewOf(newHead).setInt16(HEAD_INDEX_TO_LOC_FORMAT, writeShortLoca ? 0 : 1);
  viewOf(newHead).setUint32(HEAD_CHECKSUM_ADJUSTMENT, 0);
  const newMaxp = maxp.slice();
  if (viewOf(maxp).getUint32(0) === MAXP_VERSION_1) {
    viewOf(newMaxp).setUint16(MAXP_MAX_SIZE_OF_INSTRUCTIONS, 0);
  }

  const result: Tables = new Map([...tables].filter(([tag]) => !HINTING_TABLES.has(tag)));
  result.set('head', newHead);
  result.set('maxp', newMaxp);
  result.set('glyf', stripped.glyf);
  result.set('loca', writeLoca(stripped.offsets, writeShortLoca));
  return result;
}

function readLoca(loca: Uint8Array, numGlyphs: number, short: boolean): number[] {
  const view = viewOf(loca);
  return Array.from({ length: numGlyphs + 1 }, (_, index) =>
    short ? view.getUint16(index * 2) * 2 : view.getUint32(index * 4),
  );
}

function writeLoca(offsets: number[], short: boolean): Uint8Array {
  const loca = new Uint8Array(offsets.length * (short ? 2 : 4));
  const view = viewOf(loca);
  offsets.forEach((offset, index) =>
    short ? view.setUint16(index * 2, offset / 2) : view.setUint32(index * 4, offset),
  );
  return loca;
}

function stripGlyphs(glyf: Uint8Array, offsets: number[]): { glyf: Uint8Array; offsets: number[] } {
  const glyphs = offsets.slice(0, -1).map((start, id) => {
    const end = offsets[id + 1];
    if (end < start) throw new MalformedFont(`loca of glyph ${id}`);
    return end === start ? new Uint8Array(0) : stripGlyph(sliceChecked(glyf, start, end - start));
  });
  const newOffsets = [0];
  for (const glyph of glyphs) newOffsets.push(newOffsets[newOffsets.length - 1] + glyph.byteLength);
  const newGlyf = new Uint8Array(newOffsets[newOffsets.length - 1]);
  glyphs.forEach((glyph, id) => newGlyf.set(glyph, newOffsets[id]));
  return { glyf: newGlyf, offsets: newOffsets };
}

/** The glyph without its instructions, padded to an even length (the short loca format needs that). */
function stripGlyph(glyph: Uint8Array): Uint8Array {
  const view = viewOf(glyph);
  const numberOfContours = view.getInt16(0);
  const stripped =
    numberOfContours >= 0 ? stripSimpleGlyph(glyph, numberOfContours) : stripCompositeGlyph(glyph);
  const padded = new Uint8Array(stripped.byteLength + (stripped.byteLength % 2));
  padded.set(stripped);
  return padded;
}

function stripSimpleGlyph(glyph: Uint8Array, numberOfContours: number): Uint8Array {
  const view = viewOf(glyph);
  const instructionLengthAt = GLYPH_HEADER_SIZE + numberOfContours * 2;
  const outlineStart = instructionLengthAt + 2 + view.getUint16(instructionLengthAt);
  const numPoints = numberOfContours === 0 ? 0 : view.getUint16(instructionLengthAt - 2) + 1;
  const outlineEnd = outlineStart + simpleOutlineLength(view, outlineStart, numPoints);
  if (outlineEnd > glyph.byteLength) throw new MalformedFont('glyph outline overruns its glyph');

  const stripped = new Uint8Array(instructionLengthAt + 2 + outlineEnd - outlineStart);
  stripped.set(glyph.subarray(0, instructionLengthAt));
  stripped.set(glyph.subarray(outlineStart, outlineEnd), instructionLengthAt + 2);
  return stripped;
}

/** The byte length of a simple glyph's flags and coordinates, which follow its instructions. */
function simpleOutlineLength(view: DataView, start: number, numPoints: number): number {
  let position = start;
  let coordinateBytes = 0;
  for (let point = 0; point < numPoints;) {
    const flag = view.getUint8(position++);
    const repeats = flag & REPEAT_FLAG ? view.getUint8(position++) : 0;
    const xBytes = flag & X_SHORT_VECTOR ? 1 : flag & X_IS_SAME_OR_POSITIVE ? 0 : 2;
    const yBytes = flag & Y_SHORT_VECTOR ? 1 : flag & Y_IS_SAME_OR_POSITIVE ? 0 : 2;
    coordinateBytes += (repeats + 1) * (xBytes + yBytes);
    point += repeats + 1;
  }
  return position - start + coordinateBytes;
}

/**
 * The components without the trailing instructions. WE_HAVE_INSTRUCTIONS is cleared on every component:
 * the spec reads it on the last one, but some readers (fontkit) honour it on any.
 */
function stripCompositeGlyph(glyph: Uint8Array): Uint8Array {
  const stripped = glyph.slice();
  const view = viewOf(stripped);
  let position = GLYPH_HEADER_SIZE;
  let flags: number;
  do {
    flags = view.getUint16(position);
    view.setUint16(position, flags & ~WE_HAVE_INSTRUCTIONS);
    position += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) position += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) position += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) position += 8;
  } while (flags & MORE_COMPONENTS);
  if (position > glyph.byteLength) throw new MalformedFont('components overrun their glyph');
  return stripped.subarray(0, position);
}

function checksum(bytes: Uint8Array): number {
  const view = viewOf(bytes);
  let sum = 0;
  const whole = bytes.byteLength & ~3;
  for (let offset = 0; offset < whole; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  for (let offset = whole; offset < bytes.byteLength; offset++) {
    sum = (sum + (view.getUint8(offset) << (8 * (3 - (offset - whole))))) >>> 0;
  }
  return sum;
}

const paddedLength = (length: number) => (length + 3) & ~3;

/**
 * Serialises the tables as an sfnt: tags in ascending order, each table 4-byte aligned and checksummed.
 * head.checkSumAdjustment must be 0 on entry. The version is 0x00010000, which every reader accepts
 * (Apple's 'true' is Mac-only).
 */
function writeSfnt(tables: Tables): Uint8Array {
  const sorted = [...tables].sort(([tag], [otherTag]) => (tag < otherTag ? -1 : 1));
  const directoryLength = 12 + sorted.length * 16;
  const totalLength = sorted.reduce(
    (total, [, table]) => total + paddedLength(table.byteLength),
    directoryLength,
  );
  const font = new Uint8Array(totalLength);
  const view = viewOf(font);

  const searchPower = 2 ** Math.floor(Math.log2(sorted.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, sorted.length);
  view.setUint16(6, searchPower * 16);
  view.setUint16(8, Math.log2(searchPower));
  view.setUint16(10, (sorted.length - searchPower) * 16);

  let headOffset = 0;
  let offset = directoryLength;
  sorted.forEach(([tag, table], index) => {
    if (tag === 'head') headOffset = offset;
    const entry = 12 + index * 16;
    for (let char = 0; char < 4; char++) view.setUint8(entry + char, tag.charCodeAt(char));
    view.setUint32(entry + 4, checksum(table));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, table.byteLength);
    font.set(table, offset);
    offset += paddedLength(table.byteLength);
  });
  view.setUint32(headOffset + HEAD_CHECKSUM_ADJUSTMENT, (CHECKSUM_MAGIC - checksum(font)) >>> 0);
  return font;
}
