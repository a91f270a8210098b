import { ZGenerationRequestSchema } from '@eps/contracts';
import { footlineTitle } from './footline-title';
import { parseMaterial, type RawBlock } from './material-parser';
import { OfflineGenerationEngine } from './offline-generation-engine';
import { looksLikeFormula } from './plain-math';

/**
 * Each shape in which lecture material is pasted (issue 19.2), with small examples of its own: how
 * headings, tables and typed equations are recognised, and what stays prose.
 */

const kinds = (text: string) => parseMaterial(text).map((b) => b.kind);
const headings = (text: string) =>
  parseMaterial(text)
    .filter((b): b is Extract<RawBlock, { kind: 'heading' }> => b.kind === 'heading')
    .map((b) => b.text);
const tables = (text: string) =>
  parseMaterial(text)
    .filter((b): b is Extract<RawBlock, { kind: 'table' }> => b.kind === 'table')
    .map((b) => b.rows);
const engine = new OfflineGenerationEngine();
const notes = (userMaterial: string, includeImages = false) =>
  engine.generateNotes(ZGenerationRequestSchema.parse({ userMaterial, includeImages }));

describe('headings', () => {
  it('reads # headings, setext underlines and numbered lines without a dot', () => {
    expect(headings('# Waves\n\nText here.\n\nSound\n-----\n\nMore text.')).toEqual(['Waves', 'Sound']);
    expect(
      headings('Orbits\n\n1 Kepler laws\n\nPlanets move on ellipses.\n\n2 Gravity\n\nIt pulls.'),
    ).toEqual(['Orbits', 'Kepler laws', 'Gravity']);
  });

  it('reads a numbered heading in sentence case when a blank line follows', () => {
    expect(headings('Motion\n\n2.3 The laws of motion\n\n15 kg of sand were loaded.')).toContain(
      'The laws of motion',
    );
  });

  it('reads an ALL CAPS line as a heading even when it ends in a small word', () => {
    expect(headings('Notes\n\nWHAT A CELL IS\n\nThe smallest unit of life.')).toContain('WHAT A CELL IS');
  });

  it('reads a short line alone between blank lines, in sentence case, as a heading', () => {
    expect(headings('Markets\n\nPrices and wages\n\nPrices rise when demand grows.')).toContain(
      'Prices and wages',
    );
  });

  it('leaves a numbered list of short lines, a reaction and a line ending in a colon alone', () => {
    expect(headings('Steps\n\n1. Weigh the sample\n2. Dissolve it\n\nDone.')).toEqual(['Steps']);
    expect(headings('Burning\n\nFuel burns.\n\nCH4 + 2O2 → CO2 + 2H2O\n\nHeat is released.')).toEqual([
      'Burning',
    ]);
    expect(headings('Data\n\nReadings for the wire:\n\nThey rise.')).toEqual(['Data']);
  });
});

describe('tables', () => {
  it('reads Markdown pipes with alignment rows', () => {
    expect(tables('| Mass (g) | Length (cm) |\n|:--:|---:|\n| 10 | 2.1 |\n| 20 | 4.0 |')[0]).toEqual([
      ['Mass (g)', 'Length (cm)'],
      ['10', '2.1'],
      ['20', '4.0'],
    ]);
  });

  it('reads CSV rows directly under a caption line, keeping the caption as text', () => {
    const text = 'Rainfall by month\nMonth,Rain (mm)\n1,80\n2,62\n3,55';
    expect(kinds(text)).toEqual(['heading', 'table']);
    const glued = 'We measured the rain.\nThe figures follow.\nMonth,Rain (mm)\n1,80\n2,62\n3,55';
    expect(kinds(glued)).toEqual(['paragraph', 'table']);
    expect(tables(glued)[0]![0]).toEqual(['Month', 'Rain (mm)']);
  });

  it('reads tab-separated rows', () => {
    expect(tables('Depth (m)\tPressure (kPa)\n0\t101\n10\t200')[0]).toEqual([
      ['Depth (m)', 'Pressure (kPa)'],
      ['0', '101'],
      ['10', '200'],
    ]);
  });

  it('reads columns aligned with spaces, thousands separators included', () => {
    const text =
      'Town growth\n\nYear      Residents    Mills\n1800      12,400       3\n1850      88,950       41\n';
    expect(tables(text)[0]).toEqual([
      ['Year', 'Residents', 'Mills'],
      ['1800', '12,400', '3'],
      ['1850', '88,950', '41'],
    ]);
  });

  it('does not read sentences with commas, or prose with two spaces after a full stop, as a table', () => {
    expect(tables('First, we heat it.\nThen, we cool it.\nAt last, we weigh it.')).toEqual([]);
    expect(tables('It grew.  Then it fell.\nPrices rose.  Wages did not.\nNobody knew.  Or cared.')).toEqual(
      [],
    );
  });

  it('renders tables with booktabs rules and plots a numeric one when plots are asked for', async () => {
    const latex = await notes(
      '# Growth\n\nYear    Output (t)\n1900    1,200\n1910    2,450\n1920    3,100\n',
      true,
    );
    expect(latex).toMatch(/\\toprule\nYear & Output \(t\) \\\\\n\\midrule/);
    expect(latex).toContain('\\bottomrule');
    expect(latex).toContain('x = np.array([1900, 1910, 1920])');
    expect(latex).toContain('y1 = np.array([1200, 2450, 3100])');
  });
});

describe('typed equations', () => {
  it.each([
    ['F = -kx', 'F = -kx'],
    ['T = 2*pi*sqrt(m/k)', 'T = 2 \\pi \\sqrt{\\frac{m}{k}}'],
    ['E = (1/2) k A^2', 'E = \\frac{1}{2} k A^{2}'],
    ['S = k_B ln W', 'S = k_{B} \\ln W'],
    ['ω = √(k/m)', '\\omega = \\sqrt{\\frac{k}{m}}'],
    ['E = ½mv²', 'E = \\frac{1}{2} mv^{2}'],
    ['rate = k*[A]^2', '\\mathrm{rate} = k \\left[\\mathrm{A}\\right]^{2}'],
  ])('typesets the line %s as display maths', async (line, math) => {
    const latex = await notes(`# Formulas\n\nAs typed:\n\n${line}\n\nThat is all.`);
    expect(latex).toContain(`\\begin{equation}\n${math}\n\\end{equation}`);
  });

  it('keeps a LaTeX equation as written', async () => {
    const latex = await notes('# Resistance\n\n$$R = \\rho \\frac{L}{A}$$\n\nwhere L is the length.');
    expect(latex).toContain('R = \\rho \\frac{L}{A}');
  });

  it.each([
    'The period is T = 2 s in this case.',
    'Then q = 0.02 and p = 0.98',
    'Speed = distance / time',
    'real GDP = nominal GDP / deflator',
  ])('leaves the prose %s out of a formula line', (line) => {
    expect(looksLikeFormula(line)).toBe(false);
  });
});

describe('slide titles', () => {
  it('gives a title too wide for the footline a shorter one, cut at a word', () => {
    expect(footlineTitle('Waves')).toBe('');
    expect(footlineTitle('THE GROWTH OF INDUSTRIAL TOWNS, 1750-1850')).toMatch(
      /^\[THE GROWTH OF [A-Z ]*\\ldots\{\}\]$/,
    );
  });
});
