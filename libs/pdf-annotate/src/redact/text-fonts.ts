import { PDFArray, PDFDict, PDFName, PDFNumber, StandardFontEmbedder, StandardFonts } from '@cantoo/pdf-lib';

/** One character code of a shown string. */
export interface CharCode {
  code: number;
  bytes: Uint8Array;
  /** Word spacing (Tw) applies to the single-byte code 32 only. */
  isSpace: boolean;
}

/**
 * What redaction needs of a font: how a string splits into codes, each code's advance, and how far its
 * glyphs reach above and below the baseline, all per unit of font size (text space).
 */
export interface TextFont {
  codes: (bytes: Uint8Array) => CharCode[];
  width: (code: number) => number;
  ascent: number;
  descent: number;
}

const NAME = (name: string) => PDFName.of(name);
const num = (dict: PDFDict | undefined, key: string): number | undefined =>
  dict?.lookupMaybe(NAME(key), PDFNumber)?.asNumber();
const numbers = (array: PDFArray | undefined): number[] =>
  (array?.asArray() ?? []).map((_, i) => {
    const value = array!.lookup(i);
    return value instanceof PDFNumber ? value.asNumber() : NaN;
  });

/** A font whose /Widths are missing: one of the standard 14, measured from its AFM metrics. */
function standardWidths(baseFont: string | undefined): ((code: number) => number | undefined) | null {
  const standard = Object.values(StandardFonts).find((name) => name === baseFont?.replace(/^[A-Z]{6}\+/, ''));
  if (!standard) return null;
  const embedder = StandardFontEmbedder.for(
    standard as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
  );
  const names = new Map<number, string>();
  for (const codePoint of embedder.encoding.supportedCodePoints) {
    const { code, name } = embedder.encoding.encodeUnicodeCodePoint(codePoint);
    names.set(code, name);
  }
  return (code) => {
    const name = names.get(code);
    const width = name ? embedder.font.getWidthOfGlyph(name) : undefined;
    return width === undefined ? undefined : width / 1000;
  };
}

function singleByteCodes(bytes: Uint8Array): CharCode[] {
  return Array.from(bytes, (code, i) => ({ code, bytes: bytes.subarray(i, i + 1), isSpace: code === 32 }));
}

function twoByteCodes(bytes: Uint8Array): CharCode[] {
  const codes: CharCode[] = [];
  for (let i = 0; i < bytes.length; i += 2) {
    codes.push({
      code: (bytes[i] << 8) | (bytes[i + 1] ?? 0),
      bytes: bytes.subarray(i, i + 2),
      isSpace: false,
    });
  }
  return codes;
}

/** A composite font's widths from its descendant's /W array ([c [w …]] and [c1 c2 w] entries) and /DW. */
function cidWidths(descendant: PDFDict | undefined): (code: number) => number {
  const widths = new Map<number, number>();
  const w = descendant?.lookupMaybe(NAME('W'), PDFArray);
  const items = w?.asArray().map((_, i) => w.lookup(i)) ?? [];
  for (let i = 0; i < items.length;) {
    const first = items[i];
    const second = items[i + 1];
    if (!(first instanceof PDFNumber)) break;
    if (second instanceof PDFArray) {
      numbers(second).forEach((value, k) => widths.set(first.asNumber() + k, value));
      i += 2;
    } else if (second instanceof PDFNumber && items[i + 2] instanceof PDFNumber) {
      const value = (items[i + 2] as PDFNumber).asNumber();
      for (let c = first.asNumber(); c <= second.asNumber(); c++) widths.set(c, value);
      i += 3;
    } else break;
  }
  const fallback = num(descendant, 'DW') ?? 1000;
  return (code) => (widths.get(code) ?? fallback) / 1000;
}

/** Glyphs reach this far above and below the baseline when the font does not say. */
const DEFAULT_ASCENT = 0.9;
const DEFAULT_DESCENT = -0.25;

export function textFont(dict: PDFDict | undefined): TextFont {
  const subtype = dict?.lookupMaybe(NAME('Subtype'), PDFName)?.decodeText();
  const baseFont = dict?.lookupMaybe(NAME('BaseFont'), PDFName)?.decodeText();
  if (subtype === 'Type0') {
    // Identity-H/V and nearly every other CMap in use read two bytes a code; the CID of an Identity code
    // is the code itself. Other CMaps' CIDs are measured at the default width.
    const descendant = dict?.lookupMaybe(NAME('DescendantFonts'), PDFArray)?.lookupMaybe(0, PDFDict);
    const descriptor = descendant?.lookupMaybe(NAME('FontDescriptor'), PDFDict);
    return {
      codes: twoByteCodes,
      width: cidWidths(descendant),
      ascent: (num(descriptor, 'Ascent') ?? DEFAULT_ASCENT * 1000) / 1000,
      descent: (num(descriptor, 'Descent') ?? DEFAULT_DESCENT * 1000) / 1000,
    };
  }
  const descriptor = dict?.lookupMaybe(NAME('FontDescriptor'), PDFDict);
  // A Type 3 font's glyph space is its /FontMatrix; every other simple font's is 1/1000 of text space.
  const matrix = numbers(dict?.lookupMaybe(NAME('FontMatrix'), PDFArray));
  const scale = subtype === 'Type3' && matrix.length === 6 ? matrix[0] : 0.001;
  const firstChar = num(dict, 'FirstChar') ?? 0;
  const widths = numbers(dict?.lookupMaybe(NAME('Widths'), PDFArray));
  const standard = widths.length === 0 ? standardWidths(baseFont) : null;
  const missing = (num(descriptor, 'MissingWidth') ?? 500) * scale;
  const width = (code: number) => {
    const listed = widths[code - firstChar];
    if (listed !== undefined && !Number.isNaN(listed)) return listed * scale;
    return standard?.(code) ?? missing;
  };
  const vertical = (key: string, fallback: number) => {
    const value = num(descriptor, key);
    return value === undefined || subtype === 'Type3' ? fallback : value / 1000;
  };
  return {
    codes: singleByteCodes,
    width,
    ascent: vertical('Ascent', DEFAULT_ASCENT),
    descent: vertical('Descent', DEFAULT_DESCENT),
  };
}
