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
  const draw = (tree: SvgNode) => formulaOperators(tree)?.operators.map(String).join('\n');

  it('fills glyph paths and rectangles, each under its own transform', () => {
    const operators = draw(
      node('svg', {}, [
        node('g', { fill: 'currentColor', transform: 'scale(1,-1)' }, [
          node('path', { d: 'M0 0L10 0L10 10Z' }),
          node('rect', { x: '0', y: '220', width: '600', height: '60' }),
        ]),
      ]),
    );
    expect(operators).toContain('1 0 0 -1 0 0 cm');
    expect(operators).toContain('0 0 0 rg');
    expect(operators).toContain('0 220 m\n600 220 l\n600 280 l\n0 280 l\nh\nf');
  });

  it('writes a quadratic segment as the equal cubic', () => {
    // From (0, 0) with control (30, 60) to (60, 0): the cubic's controls sit 2/3 of the way to it.
    expect(draw(node('svg', {}, [node('path', { d: 'M0 0Q30 60 60 0Z' })]))).toContain('20 40 40 40 60 0 c');
  });

  it('strokes the lines of \\cancel and the frame of \\boxed in their stroke colour and width', () => {
    const operators = draw(
      node('svg', {}, [
        node('g', { stroke: '#ff0000', 'stroke-width': '0' }, [
          node('line', { x1: '0', y1: '0', x2: '100', y2: '50', 'stroke-width': '40' }),
          node('rect', { x: '0', y: '0', width: '80', height: '90', fill: 'none', 'stroke-width': '20' }),
        ]),
      ]),
    );
    expect(operators).toContain('1 0 0 RG\n40 w\n0 0 m\n100 50 l\nS');
    expect(operators).toContain('1 0 0 RG\n20 w\n0 0 m\n80 0 l\n80 90 l\n0 90 l\nh\nS');
  });

  it('takes CSS colour names and hex, as MathJax passes them on from \\color', () => {
    const coloured = (fill: string) =>
      draw(node('svg', {}, [node('g', { fill }, [node('path', { d: 'M0 0L1 1' })])]));
    expect(coloured('red')).toContain('1 0 0 rg');
    expect(coloured('#ED1B23')).toContain('0.929 0.106 0.137 rg');
    expect(coloured('no-such-colour')).toBeUndefined();
  });

  it('returns null for what it does not draw (text in a script MathJax has no glyphs for)', () => {
    expect(formulaOperators(node('svg', {}, [node('text', {}, [node('#text')])]))).toBeNull();
  });
});
