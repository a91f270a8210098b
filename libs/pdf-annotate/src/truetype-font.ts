/**
 * Builds a TrueType font from glyph outlines, so typeset formulas can be embedded as a font rather than
 * as page content paths. MathJax outlines are quadratic Béziers and lines, which is exactly what a
 * TrueType contour holds: stored as `glyf` deltas they take less than half the bytes, compressed, of
 * the same outlines written as PDF path operators (each quadratic turned into a cubic in decimal text).
 *
 * The font is the minimum that PDF readers and font parsers accept: no hinting, no kerning, no glyph
 * names; glyph i + 1 is reached through the private use code point U+E000 + i.
 */

/** A point of a TrueType contour: onCurve false is a quadratic control point. */
export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

export interface OutlineGlyph {
  /** Closed contours; coordinates in font units (y up), any numbers: rounded to integers here. */
  contours: OutlinePoint[][];
  advanceWidth: number;
}

const FIRST_CODE_POINT = 0xe000;
/** U+E000..U+F8FF, the Basic Multilingual Plane's private use area, which cmap format 4 can address. */
const MAX_GLYPHS = 0xf8ff - FIRST_CODE_POINT + 1;
const CHECKSUM_MAGIC = 0xb1b0afba;
const HEAD_CHECKSUM_ADJUSTMENT = 8;
/** OS/2 ulUnicodeRange bit 60, Private Use Area; it sits in ulUnicodeRange2 (bits 32..63). */
const UNICODE_RANGE_2_PRIVATE_USE = 1 << (60 - 32);

// Simple glyph point flags. "Same or positive" means a zero delta without the short bit, else its sign.
const [ON_CURVE, X_SHORT, Y_SHORT, REPEAT, X_SAME_OR_POSITIVE, Y_SAME_OR_POSITIVE] = [1, 2, 4, 8, 16, 32];

type Bounds = { xMin: number; yMin: number; xMax: number; yMax: number };

/** A glyph as stored: its `glyf` record (empty for no outline) and the points and contours in it. */
type EncodedGlyph = { record: number[]; points: OutlinePoint[]; contours: number; advanceWidth: number };

/** Big-endian bytes appended one field at a time; negative numbers are written in two's complement. */
class ByteWriter {
  readonly bytes: number[] = [];
  u8(...values: number[]): this {
    for (const value of values) this.bytes.push(value & 0xff);
    return this;
  }
  u16(...values: number[]): this {
    for (const value of values) this.u8(value >> 8, value);
    return this;
  }
  u32(...values: number[]): this {
    for (const value of values) this.u16(value >>> 16, value);
    return this;
  }
  /** Appends `bytes`, then zeros up to a multiple of `alignment` (the sfnt pads tables to 4 bytes). */
  append(bytes: ArrayLike<number>, alignment = 1): this {
    for (let index = 0; index < bytes.length; index++) this.bytes.push(bytes[index]);
    while (this.bytes.length % alignment) this.bytes.push(0);
    return this;
  }
}

const toInt16 = (value: number) => Math.min(0x7fff, Math.max(-0x8000, Math.round(value)));
const toUint16 = (value: number) => Math.min(0xffff, Math.max(0, Math.round(value)));

/** A font (sfnt 0x00010000) whose glyph i + 1 is glyphs[i] at U+E000 + i; glyph 0 is an empty .notdef. */
export function buildTrueTypeFont(
  glyphs: OutlineGlyph[],
  options: { unitsPerEm: number; familyName: string },
): Uint8Array {
  if (glyphs.length > MAX_GLYPHS) throw new RangeError(`${glyphs.length} glyphs: at most ${MAX_GLYPHS}`);
  const encoded = [encodeGlyph({ contours: [], advanceWidth: 0 }), ...glyphs.map(encodeGlyph)];
  const bounds = boundsOf(encoded.flatMap((glyph) => glyph.points));
  const glyf = new ByteWriter();
  const offsets = [0];
  for (const glyph of encoded) offsets.push(glyf.append(glyph.record).bytes.length);
  // The short format stores offset / 2 in a uint16; records are padded to even lengths for it.
  const shortLoca = glyf.bytes.length / 2 <= 0xffff;
  const metrics = horizontalMetrics(encoded, bounds);
  const unitsPerEm = toUint16(options.unitsPerEm);
  const em = (fraction: number) => toInt16(fraction * unitsPerEm);

  // Each call writes one line of the table's fields in order; negative values become two's complement.
  const head = new ByteWriter()
    .u32(0x00010000, 0x00010000) // version, fontRevision
    .u32(0, 0x5f0f3cf5) // checkSumAdjustment (set when the font is laid out), magicNumber
    .u16(0x0003, unitsPerEm) // flags: baseline at y = 0, lsb point at x = 0 (lsb is xMin)
    .u32(0, 0, 0, 0) // created, modified: 0 keeps the output reproducible
    .u16(bounds.xMin, bounds.yMin, bounds.xMax, bounds.yMax)
    .u16(0, 8, 2) // macStyle, lowestRecPPEM, fontDirectionHint
    .u16(shortLoca ? 0 : 1, 0); // indexToLocFormat, glyphDataFormat
  const hhea = new ByteWriter()
    .u32(0x00010000)
    .u16(metrics.ascender, metrics.descender, 0, metrics.advanceWidthMax) // ..., lineGap, ...
    .u16(metrics.minLeftSideBearing, metrics.minRightSideBearing, metrics.xMaxExtent)
    .u16(1, 0, 0) // caretSlopeRise, caretSlopeRun: upright; caretOffset
    .u16(0, 0, 0, 0, 0, encoded.length); // reserved, metricDataFormat, numberOfHMetrics
  const maxp = new ByteWriter()
    .u32(0x00010000)
    .u16(encoded.length, Math.max(...encoded.map((glyph) => glyph.points.length)))
    .u16(Math.max(...encoded.map((glyph) => glyph.contours)), 0, 0) // ..., composite points and contours
    // maxZones 2 (also without instructions), then twilight points through component depth: unused.
    .u16(2, 0, 0, 0, 0, 0, 0, 0, 0);
  const hmtx = new ByteWriter();
  for (const glyph of encoded) hmtx.u16(glyph.advanceWidth, boundsOf(glyph.points).xMin);
  const loca = new ByteWriter();
  if (shortLoca) loca.u16(...offsets.map((offset) => offset / 2));
  else loca.u32(...offsets);
  const post = new ByteWriter()
    .u32(0x00030000, 0) // version 3 (no glyph names), italicAngle
    .u16(em(-0.1), em(0.05)) // underlinePosition, underlineThickness
    .u32(0, 0, 0, 0, 0); // isFixedPitch, memory hints
  const lastChar = FIRST_CODE_POINT + glyphs.length - 1;
  const charRange = glyphs.length ? [FIRST_CODE_POINT, lastChar] : [0xffff, 0xffff];
  const os2 = new ByteWriter()
    .u16(4, metrics.averageAdvance, 400, 5, 0) // version, xAvgCharWidth, regular, medium; fsType 0: installable
    // Sub/superscript x/y size and x/y offset, strikeout size and position: conventional fractions of an em.
    .u16(...[0.65, 0.6, 0, 0.075, 0.65, 0.6, 0, 0.35, 0.05, 0.25].map(em))
    .u16(0, 0, 0, 0, 0, 0) // sFamilyClass, panose (10 bytes of "any")
    .u32(0, UNICODE_RANGE_2_PRIVATE_USE, 0, 0) // ulUnicodeRange1..4
    .u32(0x4e4f4e45) // achVendID 'NONE'
    .u16(0x0040) // fsSelection: REGULAR
    .u16(...charRange) // usFirstCharIndex, usLastCharIndex
    .u16(metrics.ascender, metrics.descender, 0) // sTypoAscender, sTypoDescender, sTypoLineGap
    .u16(metrics.ascender, -metrics.descender) // usWinAscent, usWinDescent (positive below the baseline)
    .u32(0, 0) // ulCodePageRange1..2: no legacy code page is covered
    .u16(0, 0) // sxHeight, sCapHeight: formulas have neither
    .u16(0, 0x20, 0); // usDefaultChar, usBreakChar, usMaxContext (no GSUB/GPOS lookups)

  const [cmap, name] = [cmapTable(glyphs.length), nameTable(options.familyName)];
  return writeSfnt({ 'OS/2': os2, cmap, glyf, head, hhea, hmtx, loca, maxp, name, post });
}

/**
 * The contour as TrueType stores it, or none when it cannot enclose anything. A closing point that repeats
 * the first is dropped (TrueType contours close themselves); it starts at an on-curve point when there is
 * one, because some readers mishandle a contour that starts off the curve.
 */
function storedContour(contour: OutlinePoint[]): OutlinePoint[] {
  const points = contour.map(({ x, y, onCurve }) => ({ x: toInt16(x), y: toInt16(y), onCurve }));
  const [first, last] = [points[0], points[points.length - 1]];
  if (points.length > 1 && last.x === first.x && last.y === first.y && last.onCurve === first.onCurve) {
    points.pop();
  }
  if (points.length < 2) return [];
  const firstOnCurve = points.findIndex((point) => point.onCurve);
  const start = Math.max(0, firstOnCurve);
  return [...points.slice(start), ...points.slice(0, start)];
}

/** A simple glyph record with compressed flags and delta coordinates, padded to an even length. */
function encodeGlyph(glyph: OutlineGlyph): EncodedGlyph {
  const contours = glyph.contours.map(storedContour).filter((contour) => contour.length > 0);
  const points = contours.flat();
  const advanceWidth = toUint16(glyph.advanceWidth);
  if (points.length === 0) return { record: [], points, contours: 0, advanceWidth };

  const bounds = boundsOf(points);
  const record = new ByteWriter().u16(contours.length, bounds.xMin, bounds.yMin, bounds.xMax, bounds.yMax);
  let endPoint = -1;
  for (const contour of contours) record.u16((endPoint += contour.length));
  record.u16(0); // instructionLength

  const flags: number[] = [];
  const [xs, ys] = [new ByteWriter(), new ByteWriter()];
  let previous = { x: 0, y: 0 };
  for (const point of points) {
    const xFlags = writeDelta(xs, point.x - previous.x, X_SHORT, X_SAME_OR_POSITIVE);
    const yFlags = writeDelta(ys, point.y - previous.y, Y_SHORT, Y_SAME_OR_POSITIVE);
    flags.push((point.onCurve ? ON_CURVE : 0) | xFlags | yFlags);
    previous = point;
  }
  for (let index = 0; index < flags.length;) {
    let repeats = 0;
    while (repeats < 0xff && flags[index + repeats + 1] === flags[index]) repeats++;
    if (repeats > 0) record.u8(flags[index] | REPEAT, repeats);
    else record.u8(flags[index]);
    index += repeats + 1;
  }
  record.append(xs.bytes).append(ys.bytes, 2);
  return { record: record.bytes, points, contours: contours.length, advanceWidth };
}

/**
 * Writes one coordinate delta and returns its flag bits: none for 0 (the "same" bit alone), one unsigned
 * byte with the sign in the flag up to 255, else a signed 16-bit word.
 */
function writeDelta(out: ByteWriter, delta: number, shortBit: number, sameOrPositiveBit: number): number {
  if (delta === 0) return sameOrPositiveBit;
  if (Math.abs(delta) <= 0xff) {
    out.u8(Math.abs(delta));
    return shortBit | (delta > 0 ? sameOrPositiveBit : 0);
  }
  out.u16(delta);
  return 0;
}

/** The bounds of the points, zeros for none (so an empty glyph's lsb is 0). */
function boundsOf(points: OutlinePoint[]): Bounds {
  if (points.length === 0) return { xMin: 0, yMin: 0, xMax: 0, yMax: 0 };
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
}

/** searchRange, entrySelector and rangeShift of a binary-searchable array (sfnt directory, cmap segments). */
function binarySearchFields(count: number, entrySize: number): number[] {
  const power = 2 ** Math.floor(Math.log2(count));
  return [power * entrySize, Math.log2(power), (count - power) * entrySize];
}

const least = (values: number[]) => (values.length ? Math.min(...values) : 0);

/**
 * The hhea/OS/2 figures. Bearings and extents count glyphs with outlines only, as font tools do; the line
 * spans the baseline even when every glyph lies on one side of it.
 */
function horizontalMetrics(glyphs: EncodedGlyph[], bounds: Bounds) {
  const outlined = glyphs.filter((glyph) => glyph.points.length);
  const boxes = outlined.map((glyph) => boundsOf(glyph.points));
  const rightBearings = outlined.map((glyph, index) => glyph.advanceWidth - boxes[index].xMax);
  const advances = glyphs.map((glyph) => glyph.advanceWidth).filter((advance) => advance > 0);
  return {
    ascender: Math.max(0, bounds.yMax),
    descender: Math.min(0, bounds.yMin),
    advanceWidthMax: Math.max(0, ...advances),
    averageAdvance: Math.round(advances.reduce((sum, advance) => sum + advance, 0) / (advances.length || 1)),
    minLeftSideBearing: least(boxes.map((box) => box.xMin)),
    minRightSideBearing: toInt16(least(rightBearings)),
    xMaxExtent: boxes.length ? Math.max(...boxes.map((box) => box.xMax)) : 0,
  };
}

/**
 * cmap format 4 with one segment U+E000.. -> glyph 1.. (through idDelta) and the obligatory 0xFFFF
 * segment, shared by the Unicode (0/3) and Windows Unicode BMP (3/1) records.
 */
function cmapTable(glyphCount: number): ByteWriter {
  const segments = glyphCount ? [{ start: FIRST_CODE_POINT, end: FIRST_CODE_POINT + glyphCount - 1 }] : [];
  segments.push({ start: 0xffff, end: 0xffff });
  const subtableOffset = 4 + 2 * 8;
  // idDelta is added modulo 65536: 0xFFFF + 1 maps the end segment to .notdef. No idRangeOffset is used.
  return new ByteWriter()
    .u16(0, 2) // version, numTables
    .u16(0, 3)
    .u32(subtableOffset) // Unicode BMP
    .u16(3, 1)
    .u32(subtableOffset) // Windows Unicode BMP
    .u16(4, 16 + segments.length * 8, 0, segments.length * 2) // format, length, language, segCountX2
    .u16(...binarySearchFields(segments.length, 2))
    .u16(...segments.map((segment) => segment.end), 0) // endCode, reservedPad
    .u16(...segments.map((segment) => segment.start))
    .u16(...segments.map((segment) => (segment.start === 0xffff ? 1 : 1 - FIRST_CODE_POINT)))
    .u16(...segments.map(() => 0));
}

/** Windows English names in UTF-16BE: family (1), subfamily (2), full name (4), PostScript name (6). */
function nameTable(familyName: string): ByteWriter {
  // PostScript names are printable ASCII without spaces or PostScript delimiters, at most 63 characters.
  const postScriptName = familyName.replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, '').slice(0, 63) || 'Formulas';
  const names = { 1: familyName, 2: 'Regular', 4: familyName, 6: postScriptName };
  const table = new ByteWriter().u16(0, 4, 6 + 4 * 12); // format, count, stringOffset
  const strings = new ByteWriter();
  for (const [nameId, text] of Object.entries(names)) {
    const offset = strings.bytes.length;
    for (let index = 0; index < text.length; index++) strings.u16(text.charCodeAt(index));
    table.u16(3, 1, 0x409, Number(nameId), strings.bytes.length - offset, offset);
  }
  return table.append(strings.bytes);
}

/** The sum of the big-endian uint32s, the last one zero-padded. */
function checksum(bytes: ArrayLike<number>): number {
  let sum = 0;
  for (let index = 0; index < bytes.length; index++) {
    sum = (sum + bytes[index] * 2 ** (24 - 8 * (index % 4))) >>> 0;
  }
  return sum;
}

/** The sfnt: directory sorted by tag, tables 4-byte aligned and zero padded, checksums and head's adjustment. */
function writeSfnt(tables: Record<string, ByteWriter>): Uint8Array {
  const sorted = Object.entries(tables).sort(([tag], [otherTag]) => (tag < otherTag ? -1 : 1));
  const directory = new ByteWriter()
    .u32(0x00010000)
    .u16(sorted.length, ...binarySearchFields(sorted.length, 16));
  const body = new ByteWriter();
  let headOffset = 0;
  for (const [tag, table] of sorted) {
    const offset = 12 + sorted.length * 16 + body.bytes.length;
    if (tag === 'head') headOffset = offset;
    directory.append(new TextEncoder().encode(tag)).u32(checksum(table.bytes), offset, table.bytes.length);
    body.append(table.bytes, 4);
  }
  const font = Uint8Array.from(directory.append(body.bytes).bytes);
  const adjustment = (CHECKSUM_MAGIC - checksum(font)) >>> 0;
  new DataView(font.buffer).setUint32(headOffset + HEAD_CHECKSUM_ADJUSTMENT, adjustment);
  return font;
}
