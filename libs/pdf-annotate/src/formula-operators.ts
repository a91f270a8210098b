import {
  PDFName,
  beginText,
  concatTransformationMatrix,
  endText,
  fill,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setLineWidth,
  setFontAndSize,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  stroke,
  type PDFHexString,
  type PDFOperator,
} from '@cantoo/pdf-lib';
import { IDENTITY, compose, type Matrix } from './page-geometry';
import { BLACK, cssColor, type Rgb } from './colors';
import { svgPathOperators } from './svg-path';

/** An SVG element as plain data (MathJax's DOM-free output turned into a tree). */
export interface SvgNode {
  tag: string;
  attributes: Record<string, string>;
  children: SvgNode[];
  /** A <text> element's characters (MathJax writes them when its fonts have no glyph for them). */
  text?: string;
}

/** An SVG transform list of translate/scale/matrix, as one matrix; null for anything else. */
export function parseTransform(transform: string | undefined): Matrix | null {
  let matrix = IDENTITY;
  for (const [, name, rawArgs] of (transform ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const args = rawArgs
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    let step: Matrix;
    if (name === 'translate') step = [1, 0, 0, 1, args[0], args[1] ?? 0];
    else if (name === 'scale') step = [args[0], 0, 0, args[1] ?? args[0], 0, 0];
    else if (name === 'matrix' && args.length === 6) step = args as unknown as Matrix;
    else return null;
    // SVG applies the last transform of a list first.
    matrix = compose(step, matrix);
  }
  return matrix;
}

/** The SVG paint in force at a node: colours (null: 'none') and the stroke width, as inherited. */
interface Paint {
  fill: Rgb | null;
  stroke: Rgb | null;
  strokeWidth: number;
}

/**
 * A paint attribute's colour: MathJax writes currentColor, 'none', or the colour of \color{...} as given
 * (a CSS name or hex). null for 'none', false for a colour not understood.
 */
function colorOf(value: string | undefined, inherited: Rgb | null): Rgb | null | false {
  if (value === undefined || value === 'currentColor') return inherited;
  if (value === 'none') return null;
  return cssColor(value) ?? false;
}

function paintOf({ attributes }: SvgNode, inherited: Paint): Paint | null {
  const fillColor = colorOf(attributes.fill, inherited.fill);
  const strokeColor = colorOf(attributes.stroke, inherited.stroke);
  if (fillColor === false || strokeColor === false) return null;
  const width = attributes['stroke-width'];
  return {
    fill: fillColor,
    stroke: strokeColor,
    strokeWidth: width === undefined ? inherited.strokeWidth : Number(width),
  };
}

const numbers = ({ attributes }: SvgNode, names: string[]): number[] =>
  names.map((name) => Number(attributes[name] ?? 0));

/**
 * A leaf in its own units: glyph outlines and rectangles filled (a rectangle with no fill is a frame,
 * as \boxed draws it), lines stroked (\cancel); null for any other element.
 */
function leafOperators(node: SvgNode, paint: Paint): PDFOperator[] | null {
  const stroked = (path: string) =>
    paint.stroke && paint.strokeWidth > 0
      ? [
          setStrokingRgbColor(...paint.stroke),
          setLineWidth(paint.strokeWidth),
          ...svgPathOperators(path)!,
          stroke(),
        ]
      : [];
  if (node.tag === 'path') {
    const path = svgPathOperators(node.attributes.d ?? '');
    if (!path) return null;
    return paint.fill ? [setFillingRgbColor(...paint.fill), ...path, fill()] : [];
  }
  if (node.tag === 'rect') {
    const [x, y, width, height] = numbers(node, ['x', 'y', 'width', 'height']);
    const outline = `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
    return paint.fill
      ? [setFillingRgbColor(...paint.fill), ...svgPathOperators(outline)!, fill()]
      : stroked(outline);
  }
  if (node.tag === 'line') {
    const [x1, y1, x2, y2] = numbers(node, ['x1', 'y1', 'x2', 'y2']);
    return stroked(`M${x1} ${y1}L${x2} ${y2}`);
  }
  return null;
}

/**
 * Shows a glyph outline as a character of the document's formula font: its two-byte code, or null when
 * the outline cannot be a glyph (it is then drawn as a path).
 */
export type GlyphCode = (path: string, char: string | undefined) => PDFHexString | null;

/** The name the formula font has in each formula's resources. */
export const FORMULA_FONT = 'M1';

/**
 * Shows a <text> element's characters: the name of a font that has them in the formula's resources,
 * and the text encoded for it; null when there is none.
 */
export type TextShow = (node: SvgNode) => { font: PDFName; text: PDFHexString } | null;

export interface FormulaFonts {
  glyphCode?: GlyphCode;
  textShow?: TextShow;
}

/** What a formula's SVG is drawn with, and whether its glyphs used the formula font. */
interface FormulaOut extends FormulaFonts {
  operators: PDFOperator[];
  usesFont: boolean;
}

/** SVG text is drawn y down, PDF text y up. */
const FLIP_Y: Matrix = [1, 0, 0, -1, 0, 0];

/**
 * A glyph as text in the formula font. Its outline is in font units (1000 per em, as the font's), so
 * at a font size of 1000 the text matrix is the glyph's own transform: no `cm`, no q ... Q.
 */
function glyphOperators(node: SvgNode, matrix: Matrix, paint: Paint, out: FormulaOut): PDFOperator[] | null {
  if (node.tag !== 'path' || !out.glyphCode || !paint.fill) return null;
  const dataC = node.attributes['data-c'];
  const code = out.glyphCode(
    node.attributes.d ?? '',
    dataC ? String.fromCodePoint(parseInt(dataC, 16)) : undefined,
  );
  if (!code) return null;
  out.usesFont = true;
  return [
    setFillingRgbColor(...paint.fill),
    beginText(),
    setFontAndSize(PDFName.of(FORMULA_FONT), 1000),
    setTextMatrix(...matrix),
    showText(code),
    endText(),
  ];
}

/** A <text> element (characters MathJax has no glyph for) in a font that has them, at its font-size. */
function textOperators(node: SvgNode, matrix: Matrix, paint: Paint, out: FormulaOut): PDFOperator[] | null {
  if (node.tag !== 'text' || !paint.fill) return null;
  const shown = out.textShow?.(node);
  if (!shown) return null;
  const [x, y] = numbers(node, ['x', 'y']);
  const size = parseFloat(node.attributes['font-size'] ?? '1000');
  return [
    setFillingRgbColor(...paint.fill),
    beginText(),
    setFontAndSize(shown.font, size),
    setTextMatrix(...compose(compose(FLIP_Y, [1, 0, 0, 1, x, y]), matrix)),
    showText(shown.text),
    endText(),
  ];
}

function walk(node: SvgNode, matrix: Matrix, inherited: Paint, out: FormulaOut): boolean {
  const local = parseTransform(node.attributes.transform);
  const paint = paintOf(node, inherited);
  if (!local || !paint) return false;
  const here = compose(local, matrix);
  if (node.tag === 'g') return node.children.every((child) => walk(child, here, paint, out));
  const shown = glyphOperators(node, here, paint, out) ?? textOperators(node, here, paint, out);
  if (shown) {
    out.operators.push(...shown);
    return true;
  }
  const operators = leafOperators(node, paint);
  if (!operators) return false;
  if (operators.length > 0)
    out.operators.push(
      pushGraphicsState(),
      concatTransformationMatrix(...here),
      ...operators,
      popGraphicsState(),
    );
  return true;
}

/**
 * Operators that paint a MathJax SVG in its own viewBox units, or null when it uses anything beyond
 * groups, paths, rectangles, lines and text the fonts can show (nested SVG, text in a script no font
 * has...). With `glyphCode`, glyph outlines are shown as text in the formula font (usesFont), else
 * drawn as paths.
 */
export function formulaOperators(
  root: SvgNode,
  fonts: FormulaFonts = {},
): { operators: PDFOperator[]; usesFont: boolean } | null {
  const out: FormulaOut = { ...fonts, operators: [], usesFont: false };
  const black: Paint = { fill: BLACK, stroke: BLACK, strokeWidth: 0 };
  return root.children.every((child) => walk(child, IDENTITY, black, out)) ? out : null;
}
