import { readFormulaData } from '../formula-data';
import { FormulaIndex } from './formula-index';
import studentQueries from './student-queries.json';

const data = readFormulaData();
const index = new FormulaIndex(data.records);
const top = (q: string, n = 3) =>
  index
    .search(q)
    .slice(0, n)
    .map((hit) => hit.record.formula.id);

describe('FormulaIndex', () => {
  it('finds by words, stems and misspellings', () => {
    expect(top('kinetic energy', 1)).toEqual(['kinetic-energy']);
    expect(top('resistor parallel', 1)).toEqual(['resistors-in-parallel']);
    expect(top('kinetc enrgy', 1)).toEqual(['kinetic-energy']);
  });

  it('finds by LaTeX up to variable names and order, and by one term of a formula', () => {
    for (const q of [
      '\\frac{1}{2}mv^2',
      '\\frac{m v^2}{2}',
      '0.5*m*v^2',
      '\\frac12 M u^2',
      '\\frac{M u^2}{2}',
    ])
      expect(top(q, 1)).toEqual(['kinetic-energy']);
    // Only formulas of that shape: "\frac" is not read as the word "fraction".
    for (const hit of index.search('\\frac{M u^2}{2}')) expect(hit.matchedBy).toEqual(['structure']);
    expect(top('x y = a b c')).toEqual(
      expect.arrayContaining(['ideal-gas-equation-moles', 'chemistry-ideal-gas-equation']),
    );
    const term = index.search('\\frac{1}{2} g t^2').find((h) => h.record.formula.id === 'suvat-s-ut');
    expect(term?.matchedBy).toContain('structure');
    expect(top('V = I R', 1)).toEqual(['ohm-s-law']);
    expect(top('E = mgh', 1)).toEqual(['gravitational-potential-energy']);
  });

  it('finds by symbol, exact case first', () => {
    const lambda = index.search('\\lambda');
    expect(lambda.length).toBeGreaterThan(3);
    for (const hit of lambda) expect(hit.matchedBy).toContain('symbol');
    const v = index.search('V');
    expect(v[0].record.formula.symbols.some((s) => s.symbol === 'V')).toBe(true);
  });

  it('narrows to a filter and finds nothing for nonsense', () => {
    const chemistry = index.search('ideal gas', (r) => r.formula.subjects.includes('Chemistry'));
    expect(chemistry[0].record.formula.id).toBe('chemistry-ideal-gas-equation');
    for (const hit of chemistry) expect(hit.record.formula.subjects).toContain('Chemistry');
    expect(index.search('zzzz qqqq')).toEqual([]);
  });

  it('puts the right formula in the top 3 for most queries as students type them', () => {
    const ranks = studentQueries.map(({ q, expected }) => {
      const ids = index.search(q).map((h) => h.record.formula.id);
      const rank = ids.findIndex((id) => expected.includes(id));
      return rank < 0 ? Infinity : rank + 1;
    });
    const at1 = ranks.filter((r) => r <= 1).length / ranks.length;
    const at3 = ranks.filter((r) => r <= 3).length / ranks.length;
    const misses = studentQueries.filter((_q, i) => ranks[i] > 3).map((q) => q.q);
    console.log(
      `formula search over ${ranks.length} queries: recall@1 ${at1.toFixed(3)}, recall@3 ${at3.toFixed(3)}; missed: ${misses.join(' | ')}`,
    );
    expect(at3).toBeGreaterThanOrEqual(0.9);
    expect(at1).toBeGreaterThanOrEqual(0.75);
  });
});
