import { PDFHexString, PDFString, type PDFDocument, type PDFRef } from '@cantoo/pdf-lib';
import type { Point } from './model';
import { parsePath } from './svg-path';
import { buildTrueTypeFont, type OutlineGlyph, type OutlinePoint } from './truetype-font';

const FONT_NAME = 'EpsMath';
/** ToUnicode CMaps may hold at most 100 mappings per bfchar block. */
const BFCHAR_BLOCK = 100;

/**
 * A glyph outline as MathJax writes it (lines and quadratics: M L H V Q T Z, absolute or relative) as
 * TrueType contours, point for point; null when it has a cubic or an arc, which TrueType cannot hold.
 */
export function quadraticContours(path: string): OutlinePoint[][] | null {
  const commands = parsePath(path);
  if (!commands) return null;
  const contours: OutlinePoint[][] = [];
  let contour: OutlinePoint[] = [];
  let current = { x: 0, y: 0 };
  let start = current;
  let lastControl: Point | null = null;
  const onCurve = (point: Point) => {
    if (contour.length === 0) contour.push({ ...current, onCurve: true });
    contour.push({ ...point, onCurve: true });
    current = point;
  };
  for (const [letter, args] of commands) {
    const command = letter.toUpperCase();
    const origin = letter === command ? { x: 0, y: 0 } : current;
    const at = (index: number) => ({ x: args[index] + origin.x, y: args[index + 1] + origin.y });
    let control: Point | null = null;
    if (command === 'M') {
      if (contour.length) contours.push(contour);
      contour = [];
      current = start = at(0);
    } else if (command === 'L') onCurve(at(0));
    else if (command === 'H') onCurve({ x: args[0] + origin.x, y: current.y });
    else if (command === 'V') onCurve({ x: current.x, y: args[0] + origin.y });
    else if (command === 'Q' || command === 'T') {
      control =
        command === 'Q'
          ? at(0)
          : lastControl
            ? { x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y }
            : current;
      const end = command === 'Q' ? at(2) : at(0);
      if (contour.length === 0) contour.push({ ...current, onCurve: true });
      contour.push({ ...control, onCurve: false });
      onCurve(end);
    } else if (command === 'Z') {
      if (contour.length) contours.push(contour);
      contour = [];
      current = start;
    } else return null;
    lastControl = control;
  }
  if (contour.length) contours.push(contour);
  return contours;
}

/** UTF-16BE in hex, surrogate pairs included (math italic letters lie outside the BMP). */
const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, index) =>
    text.charCodeAt(index).toString(16).padStart(4, '0'),
  ).join('');

/** A ToUnicode CMap from glyph ids (the text's two-byte codes) to the characters they show. */
function toUnicodeCMap(chars: (string | undefined)[]): string {
  const mappings = chars.flatMap((char, index) =>
    char ? [`<${(index + 1).toString(16).padStart(4, '0')}> <${utf16Hex(char)}>`] : [],
  );
  const blocks: string[] = [];
  for (let at = 0; at < mappings.length; at += BFCHAR_BLOCK) {
    const block = mappings.slice(at, at + BFCHAR_BLOCK);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

/**
 * The document's formula glyphs as one embedded TrueType font, built from the outlines MathJax typeset
 * (each distinct outline is one glyph, however many formulas use it). Formulas then show their glyphs as
 * text: a glyph's outline is stored once, in binary, as the quadratics it is made of, and the formula's
 * characters can be searched and copied (ToUnicode maps each glyph to the character MathJax drew).
 */
export class MathFont {
  private readonly glyphs: OutlineGlyph[] = [];
  private readonly chars: (string | undefined)[] = [];
  private readonly ids = new Map<string, number>();
  private fontRef?: PDFRef;

  constructor(private readonly doc: PDFDocument) {}

  /** The font dictionary formulas refer to; written by `finish` with the glyphs used by then. */
  get ref(): PDFRef {
    this.fontRef ??= this.doc.context.nextRef();
    return this.fontRef;
  }

  /** The two-byte code that shows `path`, or null when it cannot be a TrueType glyph. */
  code(path: string, char: string | undefined): PDFHexString | null {
    let id = this.ids.get(path);
    if (id === undefined) {
      const contours = quadraticContours(path);
      if (!contours) return null;
      const advanceWidth = contours.flat().reduce((widest, point) => Math.max(widest, point.x), 0);
      this.glyphs.push({ contours, advanceWidth });
      this.chars.push(char);
      id = this.glyphs.length;
      this.ids.set(path, id);
    }
    return PDFHexString.of(id.toString(16).padStart(4, '0'));
  }

  finish(): void {
    if (!this.fontRef) return;
    const { context } = this.doc;
    const font = buildTrueTypeFont(this.glyphs, { unitsPerEm: 1000, familyName: FONT_NAME });
    const box = this.glyphs
      .flatMap((glyph) => glyph.contours.flat())
      .reduce(
        ([left, bottom, right, top], { x, y }) => [
          Math.min(left, Math.round(x)),
          Math.min(bottom, Math.round(y)),
          Math.max(right, Math.round(x)),
          Math.max(top, Math.round(y)),
        ],
        [0, 0, 0, 0],
      );
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: FONT_NAME,
      Flags: 4,
      FontBBox: box,
      ItalicAngle: 0,
      Ascent: box[3],
      Descent: box[1],
      CapHeight: box[3],
      StemV: 80,
      FontFile2: context.register(context.flateStream(font, { Length1: font.length })),
    });
    const glyphFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: FONT_NAME,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      CIDToGIDMap: 'Identity',
      W: [1, this.glyphs.map((glyph) => Math.round(glyph.advanceWidth))],
    });
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(this.chars)));
    context.assign(
      this.fontRef,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: FONT_NAME,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(glyphFont)],
        ToUnicode: toUnicode,
      }),
    );
  }
}
