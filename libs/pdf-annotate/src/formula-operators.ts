import {
  concatTransformationMatrix,
  drawSvgPath,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFOperator,
} from '@cantoo/pdf-lib';
import { compose, type Matrix } from './page-geometry';
import { parseHexColor } from './paint-shapes';

/** An SVG element as plain data (MathJax's DOM-free output turned into a tree). */
export interface SvgNode {
  tag: string;
  attributes: Record<string, string>;
  children: SvgNode[];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** drawSvgPath flips y (SVG is y-down, its callers y-up); applying this flip first undoes that. */
const FLIP_Y: Matrix = [1, 0, 0, -1, 0, 0];

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

type Fill = [number, number, number];

/** MathJax writes currentColor, or the colour of \color{...} as given; only hex is taken here. */
function fillOf(node: SvgNode, inherited: Fill): Fill | null {
  const value = node.attributes.fill;
  if (value === undefined || value === 'currentColor') return inherited;
  return /^#[\da-f]{3,6}$/i.test(value) ? parseHexColor(value) : null;
}

function leafOperators(node: SvgNode, matrix: Matrix, color: Fill): PDFOperator[] | null {
  if (node.tag === 'path') {
    const path = drawSvgPath(node.attributes.d ?? '', {
      x: 0,
      y: 0,
      scale: undefined,
      color: rgb(...color),
      borderColor: undefined,
      borderWidth: 0,
    });
    return [
      pushGraphicsState(),
      concatTransformationMatrix(...compose(FLIP_Y, matrix)),
      ...path,
      popGraphicsState(),
    ];
  }
  if (node.tag === 'rect') {
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) =>
      Number(node.attributes[name] ?? 0),
    );
    return [
      pushGraphicsState(),
      concatTransformationMatrix(...matrix),
      setFillingRgbColor(...color),
      rectangle(x, y, width, height),
      fill(),
      popGraphicsState(),
    ];
  }
  return null;
}

function walk(node: SvgNode, matrix: Matrix, color: Fill, out: PDFOperator[]): boolean {
  const local = parseTransform(node.attributes.transform);
  const fillColor = fillOf(node, color);
  if (!local || !fillColor) return false;
  const here = compose(local, matrix);
  if (node.tag === 'g') return node.children.every((child) => walk(child, here, fillColor, out));
  const operators = leafOperators(node, here, fillColor);
  if (!operators) return false;
  out.push(...operators);
  return true;
}

/**
 * Operators that paint a MathJax SVG in its own viewBox units, or null when it uses anything beyond
 * groups, filled paths and rectangles (text, lines, nested SVG...): the caller then lets pdf-lib's
 * general SVG drawing handle it.
 */
export function formulaOperators(root: SvgNode): PDFOperator[] | null {
  const out: PDFOperator[] = [];
  const black: Fill = [0, 0, 0];
  return root.children.every((child) => walk(child, IDENTITY, black, out)) ? out : null;
}
