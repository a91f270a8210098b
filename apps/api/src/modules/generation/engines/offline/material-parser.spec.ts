import { parseMaterial, type RawBlock } from './material-parser';
import { OSCILLATIONS_LECTURE } from '../../../../testing/lecture-fixture';

const kinds = (blocks: RawBlock[]) => blocks.map((b) => b.kind);
const headings = (blocks: RawBlock[]) =>
  blocks.flatMap((b) => (b.kind === 'heading' ? [[b.level, b.text]] : []));

describe('parseMaterial on the lecture fixture', () => {
  const blocks = parseMaterial(OSCILLATIONS_LECTURE);

  it('finds every markdown heading with its level', () => {
    expect(headings(blocks)).toEqual([
      [1, 'Oscillations and Simple Harmonic Motion'],
      [2, 'Introduction to Oscillations'],
      [2, 'The Defining Equation'],
      [3, 'Energy in Simple Harmonic Motion'],
      [2, 'The Mass-Spring System'],
      [3, 'Measuring the Period in the Laboratory'],
      [2, 'The Simple Pendulum'],
      [2, 'Damping and Resonance'],
      [2, 'Summary'],
    ]);
  });

  it('finds the bullet list, the numbered list, the definition, the equations and the table', () => {
    const lists = blocks.filter((b) => b.kind === 'list');
    expect(lists.map((l) => [l.ordered, l.items.length])).toEqual([
      [false, 4],
      [true, 3],
    ]);
    expect(blocks.find((b) => b.kind === 'definition')).toMatchObject({
      term: 'Simple harmonic motion',
      text: expect.stringMatching(/^Simple harmonic motion is motion in which/),
    });
    expect(blocks.filter((b) => b.kind === 'equation').map((b) => b.kind === 'equation' && b.math)).toEqual([
      'a = -\\omega^2 x',
      'x = A \\cos(\\omega t)',
      'T = 2\\pi \\sqrt{m/k}',
      'T = 2\\pi \\sqrt{L/g}',
    ]);
    const table = blocks.find((b) => b.kind === 'table');
    expect(table).toEqual({
      kind: 'table',
      rows: [
        ['Mass (kg)', 'Period (s)'],
        ['0.10', '0.44'],
        ['0.20', '0.63'],
        ['0.30', '0.77'],
        ['0.40', '0.89'],
        ['0.50', '0.99'],
      ],
    });
  });
});

describe('parseMaterial on plain text as teachers paste it', () => {
  it('recognises underlined, numbered and Title-Case headings, but not a short sentence', () => {
    const text = [
      'Waves',
      '=====',
      '',
      '2. Energy Transfer',
      'A wave carries energy from place to place without carrying matter along with it.',
      '',
      'Standing Waves',
      'Two waves travelling in opposite directions superpose to form a standing wave pattern.',
      '',
      'This is a sentence.',
      'It continues here with more words.',
    ].join('\n');
    const blocks = parseMaterial(text);
    expect(headings(blocks)).toEqual([
      [1, 'Waves'],
      [2, 'Energy Transfer'],
      [2, 'Standing Waves'],
    ]);
    expect(blocks.at(-1)).toEqual({
      kind: 'paragraph',
      text: 'This is a sentence. It continues here with more words.',
    });
  });

  it('keeps a numbered list of sentences a list, and nests indented items', () => {
    const blocks = parseMaterial(
      '1. First point, with detail.\n2. Second point.\n   - a nested note\n3. Third.',
    );
    expect(blocks).toEqual([
      {
        kind: 'list',
        ordered: true,
        items: [
          { text: 'First point, with detail.' },
          {
            text: 'Second point.',
            children: { kind: 'list', ordered: false, items: [{ text: 'a nested note' }] },
          },
          { text: 'Third.' },
        ],
      },
    ]);
  });

  it('joins hard-wrapped lines and words hyphenated at a line end', () => {
    const [block] = parseMaterial(
      'The speed of a wave is the product of its frequency and its wave-\nlength, as\nmeasured.',
    );
    expect(block).toEqual({
      kind: 'paragraph',
      text: 'The speed of a wave is the product of its frequency and its wavelength, as measured.',
    });
  });

  it('takes a formula line out of a paragraph as a display equation, but not a sentence with an equals sign', () => {
    const blocks = parseMaterial(
      'The period is\nT = 2 pi sqrt(m/k)\nwhere m is the mass.\n\nThe period is T = 2 s in this case.',
    );
    expect(kinds(blocks)).toEqual(['paragraph', 'equation', 'paragraph', 'paragraph']);
    expect(blocks[1]).toEqual({ kind: 'equation', math: 'T = 2 pi sqrt(m/k)', delimited: false });
  });

  it('reads \\[…\\], multi-line $$…$$ and equation environments', () => {
    const blocks = parseMaterial(
      '\\[ E = mc^2 \\]\n\n$$\nF = ma\n$$\n\n\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}',
    );
    expect(blocks.map((b) => b.kind === 'equation' && b.math)).toEqual([
      'E = mc^2',
      'F = ma',
      'a &= b \\\\\nc &= d',
    ]);
  });

  it('reads the three forms of definition', () => {
    const blocks = parseMaterial(
      'Definition: Inertia is the resistance of a body to changes in its motion.\n\n' +
        'Amplitude – the maximum displacement from equilibrium\nWavelength – the distance between adjacent crests\n\n' +
        'The period is defined as the time for one complete oscillation.',
    );
    expect(blocks.map((b) => b.kind === 'definition' && b.term)).toEqual([
      'Inertia',
      'Amplitude',
      'Wavelength',
      'Period',
    ]);
  });

  it('reads tab- and comma-separated tables with a header, but not prose with commas', () => {
    const tsv = parseMaterial('Time\tDistance\n0\t0\n1\t4.9\n2\t19.6');
    expect(tsv).toEqual([
      {
        kind: 'table',
        rows: [
          ['Time', 'Distance'],
          ['0', '0'],
          ['1', '4.9'],
          ['2', '19.6'],
        ],
      },
    ]);
    const csv = parseMaterial('Voltage (V),Current (A)\n1.5,0.3\n3.0,0.6\n4.5,0.9');
    expect(csv[0]).toMatchObject({
      kind: 'table',
      rows: [
        ['Voltage (V)', 'Current (A)'],
        ['1.5', '0.3'],
        ['3.0', '0.6'],
        ['4.5', '0.9'],
      ],
    });
    expect(
      kinds(parseMaterial('Red, green and blue.\nCyan, magenta and yellow.\nBlack, white and grey.')),
    ).toEqual(['paragraph']);
  });

  it('parses a pipe table with a separator row, dropping the separator', () => {
    const [table] = parseMaterial('| x | y |\n|---|:--:|\n| 1 | 2 |');
    expect(table).toEqual({
      kind: 'table',
      rows: [
        ['x', 'y'],
        ['1', '2'],
      ],
    });
  });

  it('handles empty-ish material, an unclosed $$ and one giant line', () => {
    expect(parseMaterial('   \n\n\t\n')).toEqual([]);
    expect(parseMaterial('.')).toEqual([{ kind: 'paragraph', text: '.' }]);
    expect(parseMaterial('#')).toEqual([{ kind: 'paragraph', text: '#' }]);
    expect(parseMaterial('$$ x = 1\nno closing')).toEqual([
      { kind: 'paragraph', text: '$$ x = 1 no closing' },
    ]);
    const giant = 'word '.repeat(20_000).trim();
    const blocks = parseMaterial(giant);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({ kind: 'paragraph', text: giant });
  });
});
