import { PLOT_FILLER, PLOT_RULES } from './plot-requests';
import { readRequirementClauses, splitClauses } from './requirement-clauses';
import { readSectionRequests } from './section-requests';

describe('splitClauses', () => {
  it.each([
    [
      'a step-by-step worked example with the equations typeset properly, then a second example using 250 nm UV',
      [
        'a step-by-step worked example with the equations typeset properly',
        'a second example using 250 nm UV',
      ],
    ],
    ['markers only and a straight best-fit line', ['markers only', 'a straight best-fit line']],
    ['Shorter. Also add a table; then bullet points!', ['Shorter', 'add a table', 'bullet points']],
    ['title "Energy and momentum", red', ['title "Energy and momentum"', 'red']],
    ["x label 'Time, t (s)' plus a legend", ["x label 'Time, t (s)'", 'a legend']],
    ['speed of 3.0 x 10^8 m/s and a log scale', ['speed of 3.0 x 10^8 m/s', 'a log scale']],
    ['', []],
  ])('%j', (requirement, clauses) => {
    expect(splitClauses(requirement)).toEqual(clauses);
  });
});

describe('readRequirementClauses (plot grammar)', () => {
  const read = (requirement: string) =>
    readRequirementClauses(requirement, PLOT_RULES, PLOT_FILLER).map((c) => ({
      ops: c.requests.map((r) => `${r.negated ? 'no ' : ''}${r.op}${r.value ? `=${r.value}` : ''}`),
      leftover: c.leftover,
    }));

  it.each([
    ['markers only', [{ ops: ['markersOnly'], leftover: '' }]],
    [
      'no connecting lines, just dots',
      [
        { ops: ['markersOnly'], leftover: '' },
        { ops: ['markersOnly'], leftover: '' },
      ],
    ],
    ['add a line of best fit', [{ ops: ['bestFit'], leftover: '' }]],
    ['remove the grid', [{ ops: ['no grid'], leftover: '' }]],
    ["title: Einstein's relation", [{ ops: ["title=Einstein's relation"], leftover: '' }]],
    ['y axis "KE (eV)" in blue', [{ ops: ['ylabel=KE (eV)', 'colour'], leftover: '' }]],
    ['error bars', [{ ops: [], leftover: 'error bars' }]],
    ['make it prettier with dashed lines', [{ ops: ['lineStyle'], leftover: 'prettier' }]],
  ])('%j', (requirement, expected) => {
    expect(read(requirement)).toEqual(expected);
  });
});

describe('readSectionRequests', () => {
  it('reads the issue requirement as two example requests and a typeset request, not a numbered list', () => {
    const read = readSectionRequests(
      'a step-by-step worked example with the equations typeset properly, then a second example using 250 nm UV',
    );
    expect(read.examples).toBe(2);
    expect(read.typeset).toBe(true);
    expect(read.intent.numbered).toBe(false);
    expect(read.clauses.map((c) => c.leftover)).toEqual(['', '250 nm UV']);
  });

  it.each([
    ['three examples', { examples: 3 }],
    ['another example please', { examples: 1 }],
    ['no examples, just shorter', { examples: 0, concise: true }],
    ['not as bullet points', { examples: 0, paragraphs: true, bullets: false }],
    ['as numbered steps', { numbered: true }],
    ['expand it with more detail and fewer bullets', { expand: true, concise: true }],
    ['write the formulas in LaTeX', { typeset: true }],
  ])('%j', (requirement, expected) => {
    const read = readSectionRequests(requirement);
    const flat = { examples: read.examples, typeset: read.typeset, ...read.intent };
    expect(flat).toMatchObject(expected);
  });
});
