import { formulaOperators, parseTransform, type SvgNode } from './formula-operators';
import { applyMatrix } from './page-geometry';

const node = (tag: string, attributes: Record<string, string> = {}, children: SvgNode[] = []): SvgNode => ({
  tag,
  attributes,
  children,
});

describe('parseTransform', () => {
  it('applies a transform list right to left, as SVG does', () => {
    const matrix = parseTransform('translate(220,394) scale(0.707)')!;
    expect(applyMatrix(matrix, 100, 100)).toEqual([220 + 70.7, 394 + 70.7]);
  });

  it('reads scale with two factors, translate with one and matrix', () => {
    expect(applyMatrix(parseTransform('scale(1,-1)')!, 3, 4)).toEqual([3, -4]);
    expect(applyMatrix(parseTransform('translate(5)')!, 1, 1)).toEqual([6, 1]);
    expect(parseTransform('matrix(1 0 0 1 7 8)')).toEqual([1, 0, 0, 1, 7, 8]);
    expect(parseTransform(undefined)).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('gives up on transforms it does not handle', () => {
    expect(parseTransform('rotate(45)')).toBeNull();
  });
});

describe('formulaOperators', () => {
  it('draws groups of filled paths and rectangles', () => {
    const tree = node('svg', {}, [
      node('g', { fill: 'currentColor', transform: 'scale(1,-1)' }, [
        node('path', { d: 'M0 0L10 0L10 10Z' }),
        node('rect', { x: '0', y: '220', width: '600', height: '60' }),
      ]),
    ]);
    const operators = formulaOperators(tree)!.map(String).join('\n');
    expect(operators).toContain('f');
    expect(operators).toContain('0 220 600 60 re');
  });

  it('returns null for what only a general SVG renderer draws (text, named colours)', () => {
    expect(formulaOperators(node('svg', {}, [node('text', {}, [node('#text')])]))).toBeNull();
    expect(
      formulaOperators(node('svg', {}, [node('g', { fill: 'red' }, [node('path', { d: 'M0 0' })])])),
    ).toBeNull();
  });
});
