import type { Table } from './blocks';
import { evaluate, substituteLatex, toPython } from './expression';
import { freeVariables, parseFormula } from './formula';
import { functionPlot, plotPriority, tablePlot } from './plot-finder';
import { formatNumber, valueFor } from './quantities';
import { workedExample } from './worked-examples';

const springTable: Table = {
  kind: 'table',
  header: ['Mass (kg)', 'Period (s)'],
  rows: [
    ['0.10', '0.44'],
    ['0.20', '0.63'],
    ['0.30', '0.77'],
  ],
};

describe('parseFormula and evaluate', () => {
  it('parses the lecture equations and computes them', () => {
    const spring = parseFormula('T = 2\\pi \\sqrt{m/k}')!;
    expect(spring.lhs).toEqual({ name: 'T', latex: 'T' });
    expect(freeVariables(spring.rhs)).toEqual(['m', 'k']);
    expect(
      evaluate(
        spring.rhs,
        new Map([
          ['m', 0.1],
          ['k', 20],
        ]),
      ),
    ).toBeCloseTo(0.44429, 5);

    const shm = parseFormula('x = A \\cos(\\omega t)')!;
    expect(
      evaluate(
        shm.rhs,
        new Map([
          ['A', 2],
          ['omega', Math.PI],
          ['t', 1],
        ]),
      ),
    ).toBeCloseTo(-2, 10);

    const accel = parseFormula('a = -\\omega^2 x')!;
    expect(
      evaluate(
        accel.rhs,
        new Map([
          ['omega', 3],
          ['x', 0.5],
        ]),
      ),
    ).toBeCloseTo(-4.5, 10);
  });

  it('reads fractions, subscripts, implicit products, e^x and a one-digit exponent', () => {
    const f = parseFormula('v_{max} = \\frac{1}{2} A_0 e^{-t} + x^23')!;
    expect(freeVariables(f.rhs)).toEqual(['A_0', 't', 'x']);
    expect(
      evaluate(
        f.rhs,
        new Map([
          ['A_0', 4],
          ['t', 0],
          ['x', 2],
        ]),
      ),
    ).toBeCloseTo(2 + 12, 10);
    expect(parseFormula('E(t) = m c^2')!.lhs.name).toBe('E');
  });

  it('refuses what it cannot compute', () => {
    expect(parseFormula('\\sum_i x_i = 1')).toBeNull();
    expect(parseFormula('a = b = c')).toBeNull();
    expect(parseFormula('x = x + 1')).toBeNull();
    expect(parseFormula('c = 3')).toBeNull();
    expect(parseFormula('F = \\int f\\,dx')).toBeNull();
  });

  it('prints the right-hand side with numbers, as LaTeX and as numpy', () => {
    const f = parseFormula('T = 2\\pi \\sqrt{m/k}')!;
    expect(
      substituteLatex(
        f.rhs,
        new Map([
          ['m', '0.10'],
          ['k', '20'],
        ]),
      ),
    ).toBe('2\\pi\\sqrt{\\frac{0.10}{20}}');
    expect(
      toPython(
        f.rhs,
        new Map([
          ['m', 'm'],
          ['k', 'k'],
        ]),
      ),
    ).toBe('2 * np.pi * np.sqrt(m / k)');
    const g = parseFormula('y = -(a + b)^2 / c')!;
    expect(
      toPython(
        g.rhs,
        new Map([
          ['a', 'a'],
          ['b', 'b'],
          ['c', 'c'],
        ]),
      ),
    ).toBe('-(a + b) ** 2 / c');
  });
});

describe('values and numbers', () => {
  it('formats to three significant figures', () => {
    expect(formatNumber(0.444288)).toBe('0.444');
    expect(formatNumber(20)).toBe('20');
    expect(formatNumber(-0.2)).toBe('-0.2');
    expect(formatNumber(1234.5)).toBe('1235');
    expect(formatNumber(3e8)).toBe('3.00\\times 10^{8}');
  });

  it('prefers the table, then a value the text states, then a typical value', () => {
    const context = { tables: [springTable], text: 'a spring of stiffness close to 25 newtons per metre' };
    expect(valueFor('m', context)).toEqual({ value: 0.1, text: '0.10', source: 'table' });
    expect(valueFor('m', context, 1)).toEqual({ value: 0.2, text: '0.20', source: 'table' });
    expect(valueFor('k', context)).toEqual({ value: 25, text: '25', source: 'material' });
    expect(valueFor('g', context)).toEqual({ value: 9.81, text: '9.81', source: 'typical' });
    expect(valueFor('z', context)).toBeNull();
  });

  it('converts a table in grams to kilograms', () => {
    const grams: Table = { kind: 'table', header: ['Mass (g)', 'Period (s)'], rows: [['100', '0.44']] };
    expect(valueFor('m', { tables: [grams], text: '' })).toMatchObject({ value: 0.1, source: 'table' });
  });
});

describe('workedExample', () => {
  it('substitutes the table row and the stated stiffness and computes T correctly', () => {
    const context = { tables: [springTable], text: 'stiffness close to 20 newtons per metre' };
    const example = workedExample('T = 2\\pi \\sqrt{m/k}', context)!;
    expect(example.title).toBe('Worked example: Period $T$');
    expect(example.body).toContain('$m = 0.10\\,\\mathrm{kg}$ (the first row of the table)');
    expect(example.body).toContain('$k = 20\\,\\mathrm{N\\,m^{-1}}$ (the value given in the material)');
    expect(example.body).toContain('\\[ T = 2\\pi\\sqrt{\\frac{0.10}{20}} = 0.444\\,\\mathrm{s} \\]');
    expect(example.body).toContain('The table lists $T = 0.44\\,\\mathrm{s}$ for this row.');
    const second = workedExample('T = 2\\pi \\sqrt{m/k}', context, 1)!;
    expect(second.body).toContain('= 0.628\\,\\mathrm{s}');
  });

  it('uses typical values when the material gives none, and says so', () => {
    const example = workedExample('T = 2\\pi \\sqrt{L/g}', { tables: [], text: '' })!;
    expect(example.body).toContain('(a typical value)');
    expect(example.body).toContain('= 2.01\\,\\mathrm{s}');
  });

  it('gives no example for an equation it cannot compute', () => {
    expect(workedExample('y = z^2', { tables: [], text: '' })).toBeNull();
    expect(workedExample('x = \\sqrt{-k}', { tables: [], text: '' })).toBeNull();
  });
});

describe('plots', () => {
  it('plots x = A cos(ωt) against time over two periods', () => {
    const plot = functionPlot('x = A \\cos(\\omega t)', { tables: [], text: '' })!;
    expect(plot.title).toBe('Displacement x against time t');
    expect(plot.code).toContain('t = np.linspace(0, 6.28319, 400)');
    expect(plot.code).toContain('x = A * np.cos(omega * t)');
    expect(plot.code).not.toMatch(/open\(|savefig|import (os|sys|subprocess)/);
  });

  it('ranks time dependence first, curves next, straight lines last', () => {
    expect(plotPriority('x = A \\cos(\\omega t)')).toBe(3);
    expect(plotPriority('T = 2\\pi \\sqrt{m/k}')).toBe(2);
    expect(plotPriority('a = -\\omega^2 x')).toBe(1);
    expect(plotPriority('\\sum x = 1')).toBe(0);
  });

  it('draws a numeric table as data, and nothing for a table without two numeric columns', () => {
    const plot = tablePlot(springTable)!;
    expect(plot.title).toBe('Period (s) against Mass (kg)');
    expect(plot.code).toContain('x = np.array([0.1, 0.2, 0.3])');
    expect(plot.code).toContain('plt.plot(x, y1, \'o-\', label="Period (s)")');
    const words: Table = {
      kind: 'table',
      header: ['Term', 'Meaning'],
      rows: [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
    };
    expect(tablePlot(words)).toBeNull();
  });
});
