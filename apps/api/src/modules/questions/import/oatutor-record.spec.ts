import { OatutorTopicMap } from './oatutor-topic-map';
import { attributionOf, parseOatutorLine, plainNumber, refersToFigure } from './oatutor-record';
import { commandWordOf } from './question-draft';

const topicMap = new OatutorTopicMap({
  courses: {
    'OpenStax: Calculus Volume 1': { sets: ['calculus'], default: ['calc:2'] },
    'SJSU Calculus 1 (Quiz Collection)': { sets: ['calculus'], default: ['calc:1'] },
  },
  ruleSets: {
    calculus: [
      { pattern: 'chain rule', topics: ['calc:3.1'] },
      { pattern: 'l.h[oô]pital', topics: ['calc:4.7'] },
    ],
  },
});

const step = (over: Record<string, unknown> = {}) => ({
  id: 'p1a',
  stepTitle: 'Find the derivative of $$\\sin(x^2)$$.',
  stepAnswer: ['$$2x\\cos(x^2)$$'],
  answerType: 'arithmetic',
  problemType: 'TextBox',
  hints: [],
  ...over,
});

const record = (over: Record<string, unknown> = {}) => ({
  id: 'p1',
  course: 'OpenStax: Calculus Volume 1',
  lesson: '3.6 The Chain Rule',
  title: 'Chain rule practice',
  body: '',
  source: 'https://openstax.org/books/calculus-volume-1/pages/3-6-the-chain-rule',
  license: 'https://creativecommons.org/licenses/by/4.0/ <CC BY 4.0>',
  usesFigure: false,
  steps: [step()],
  ...over,
});

const parse = (value: unknown) =>
  parseOatutorLine(typeof value === 'string' ? value : JSON.stringify(value), topicMap);
const draftOf = (value: unknown) => {
  const result = parse(value);
  if (result.kind !== 'question') throw new Error(`expected a question, got ${JSON.stringify(result)}`);
  return result.draft;
};

describe('parseOatutorLine: record shapes', () => {
  it('maps an algebraic step to a one-mark part with its mark scheme, source and attribution', () => {
    const d = draftOf(record());
    expect(d.sourceKey).toBe('oatutor:p1');
    expect(d.title).toBe('Chain rule practice');
    expect(d.attribution).toBe('Problem from OpenStax Calculus Volume 1, hints by OATutor, CC BY 4.0');
    expect(d.licence).toBe('CC BY 4.0');
    expect(d.sourceUrl).toMatch(/^https:\/\/openstax\.org\//);
    expect(d.commandWord).toBe('Find');
    expect(d.parts).toEqual([
      expect.objectContaining({
        label: 'a',
        marks: 1,
        answerType: 'algebraic',
        answer: { expression: '$$2x\\cos(x^2)$$', accepted: [] },
        markScheme: [{ point: 'Answer: $$2x\\cos(x^2)$$', marks: 1, alternatives: [], reject: [] }],
      }),
    ]);
  });

  it('maps a multiple-choice step to the index of its answer among the choices', () => {
    const d = draftOf(
      record({
        steps: [
          step({
            problemType: 'MultipleChoice',
            answerType: 'string',
            choices: ['g(f(x))', 'f(g(x))'],
            stepAnswer: ['f(g(x))'],
          }),
        ],
      }),
    );
    expect(d.parts[0].answerType).toBe('multiple-choice');
    expect(d.parts[0].answer).toEqual({ choices: ['g(f(x))', 'f(g(x))'], correct: 1 });
  });

  it('maps plain-number answers to numeric with units and a tolerance from the precision (decimal places)', () => {
    const d = draftOf(
      record({ steps: [step({ stepAnswer: ['$$1,250.5$$', '1250.50'], precision: 2, units: 'm/s' })] }),
    );
    expect(d.parts[0].answerType).toBe('numeric');
    expect(d.parts[0].answer).toEqual({
      value: 1250.5,
      tolerance: 0.005,
      toleranceType: 'absolute',
      units: 'm/s',
      accepted: ['1250.50'],
    });
    expect(d.parts[0].markScheme[0].point).toBe('Answer: $$1,250.5$$ m/s');
  });

  it('maps text answers to short-text and short essays to extended', () => {
    const d = draftOf(
      record({
        steps: [
          step({ id: 's1', answerType: 'string', stepAnswer: ['increasing', 'Increasing'] }),
          step({
            id: 's2',
            stepTitle: 'Explain why.',
            answerType: 'short-essay',
            stepAnswer: ["Because f'(x) > 0"],
          }),
        ],
      }),
    );
    expect(d.parts.map((p) => [p.label, p.answerType])).toEqual([
      ['a', 'short-text'],
      ['b', 'extended'],
    ]);
    expect(d.parts[0].answer).toEqual({ accepted: ['increasing', 'Increasing'] });
    expect(d.parts[1].commandWord).toBe('Explain');
  });

  it('keeps hints in order, each id once, scaffolds with their own answer, and reads them as a worked solution', () => {
    const hints = [
      { id: 'h1', type: 'hint', title: 'Outer function', text: 'Differentiate $$\\sin u$$.' },
      { id: 'h1', type: 'hint', title: 'Outer function', text: 'Differentiate $$\\sin u$$.' },
      {
        id: 'h2',
        type: 'scaffold',
        title: 'Inner',
        text: "What is $$u'$$?",
        hintAnswer: ['$$2x$$'],
        problemType: 'TextBox',
        answerType: 'arithmetic',
      },
      { id: 'h3', type: 'hint', title: '', text: '' },
    ];
    const part = draftOf(record({ steps: [step({ hints })] })).parts[0];
    expect(part.hints).toEqual([
      { kind: 'hint', title: 'Outer function', text: 'Differentiate $$\\sin u$$.' },
      {
        kind: 'scaffold',
        title: 'Inner',
        text: "What is $$u'$$?",
        answerType: 'algebraic',
        answer: { expression: '$$2x$$', accepted: [] },
      },
    ]);
    expect(part.workedSolution).toBe(
      "**Outer function.** Differentiate $$\\sin u$$.\n\n**Inner.** What is $$u'$$?\n\nAnswer: $$2x\\cos(x^2)$$",
    );
  });

  it("names an untitled problem after its lesson, and takes a lone empty step's question from the body", () => {
    const d = draftOf(
      record({
        title: '',
        lesson: '4.8 L’Hôpital’s Rule',
        body: 'Evaluate $$\\lim_{x\\to0}\\frac{\\sin x}{x}$$.',
        steps: [step({ stepTitle: '', stepAnswer: ['1'] })],
      }),
    );
    expect(d.title).toBe('L’Hôpital’s Rule');
    expect(d.parts[0].prompt).toBe('');
    expect(d.commandWord).toBe('Evaluate');
    expect(d.topicRefs).toEqual(['calc:4.7']);
  });
});

describe('parseOatutorLine: problems that need a missing figure', () => {
  it.each([
    'Use the graph below to find the slope.',
    'The table shown gives the data.',
    'Look at Figure 3 and answer.',
    'Determine the vertex of the parabola shown in the image. ##figure1.gif##',
    'Match each scatterplot with the following correlation coefficients.',
  ])('skips a usesFigure record whose text points at a figure: %s', (text) => {
    expect(parse(record({ usesFigure: true, body: text }))).toEqual({ kind: 'figure', id: 'p1' });
  });

  it('keeps a usesFigure record whose text stands alone', () => {
    expect(
      parse(record({ usesFigure: true, body: 'Fill in the blanks with the correct inequality sign.' })).kind,
    ).toBe('question');
  });

  it('does not second-guess records without the flag', () => {
    expect(parse(record({ body: 'The table below lists the values.' })).kind).toBe('question');
  });

  it.each(['Find the domain of the function.', 'A table has four legs; how many legs do 3 tables have?'])(
    'does not see a figure in ordinary text: %s',
    (text) => expect(refersToFigure(text)).toBe(false),
  );
});

describe('parseOatutorLine: records that do not parse', () => {
  it.each([
    ['broken JSON', '{"id": "p9", "steps": [', /^not JSON/],
    ['no steps', JSON.stringify({ ...record(), steps: [] }), /^steps: a problem needs at least one step/],
    ['steps missing', JSON.stringify({ ...record(), steps: undefined }), /^steps:/],
    ['usesFigure not a boolean', JSON.stringify({ ...record(), usesFigure: 'no' }), /^usesFigure:/],
    [
      'a step without answers',
      JSON.stringify(record({ steps: [step({ stepAnswer: [] })] })),
      /^steps\.0\.stepAnswer: a step needs at least one answer/,
    ],
    [
      'an unknown answerType',
      JSON.stringify(record({ steps: [step({ answerType: 'essay' })] })),
      /^steps\.0\.answerType:/,
    ],
    [
      'a choice answer not among the choices',
      JSON.stringify(
        record({ steps: [step({ problemType: 'MultipleChoice', choices: ['1', '2'], stepAnswer: ['3'] })] }),
      ),
      /"3" is not one of the choices/,
    ],
    [
      'one choice only',
      JSON.stringify(
        record({ steps: [step({ problemType: 'MultipleChoice', choices: ['1'], stepAnswer: ['1'] })] }),
      ),
      /at least two choices/,
    ],
    [
      'a blank answer',
      JSON.stringify(record({ steps: [step({ stepAnswer: ['  '] })] })),
      /has an empty answer/,
    ],
    [
      'a textless step among several',
      JSON.stringify(record({ steps: [step({ id: 'x1' }), step({ id: 'x2', stepTitle: '' })] })),
      /step x2 has no text/,
    ],
    [
      'no title and no lesson',
      JSON.stringify(record({ title: '', lesson: '' })),
      /neither a title nor a lesson name/,
    ],
  ])('rejects a record with %s, naming the field or reason', (_label, line, reason) => {
    const result = parse(line);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.reason).toMatch(reason);
  });

  it('names the record when its id is readable', () => {
    expect(parse(record({ steps: [] }))).toMatchObject({ kind: 'invalid', id: 'p1' });
    expect(parse('[1, 2]')).toMatchObject({ kind: 'invalid', id: null });
  });
});

describe('helpers', () => {
  it('maps lessons to topics by rule, then by problem title, then by the course default', () => {
    expect(topicMap.topicsFor('OpenStax: Calculus Volume 1', '3.6 The Chain Rule', 'x')).toEqual([
      'calc:3.1',
    ]);
    expect(topicMap.topicsFor('SJSU Calculus 1 (Quiz Collection)', 'Quiz 5', 'Using the chain rule')).toEqual(
      ['calc:3.1'],
    );
    expect(topicMap.topicsFor('SJSU Calculus 1 (Quiz Collection)', 'Quiz 5', 'Something else')).toEqual([
      'calc:1',
    ]);
    expect(topicMap.topicsFor('Unknown course', '1.1 Chain rule', 'x')).toEqual([]);
  });

  it('refuses a topic map whose course names a rule set that does not exist', () => {
    expect(
      () => new OatutorTopicMap({ courses: { c: { sets: ['nope'], default: [] } }, ruleSets: {} }),
    ).toThrow('course "c" names an unknown rule set "nope"');
  });

  it('attributes OpenStax books by name and other courses by theirs', () => {
    expect(attributionOf('OpenStax: Introductory Stats')).toBe(
      'Problem from OpenStax Introductory Stats, hints by OATutor, CC BY 4.0',
    );
    expect(attributionOf('SJSU 1018')).toBe('Problem from SJSU 1018, hints by OATutor, CC BY 4.0');
  });

  it.each([
    ['$$6$$', 6],
    ['-0.25', -0.25],
    ['$$1,000,000$$', 1e6],
    ['2.5e-3', 0.0025],
    ['$$\\frac{1}{2}$$', null],
    ['(1,2)', null],
    ['12,34', null],
    ['x', null],
    ['', null],
  ])('reads %s as the plain number %s', (text, value) => expect(plainNumber(text)).toBe(value));

  it.each([
    ['Find the zeros.', 'Find'],
    ['**Simplify** the expression', 'Simplify'],
    ['Show that $$x = 2$$.', 'Show that'],
    ['The function f is given.', null],
    ['', null],
  ])('takes the command word of %j as %s', (prompt, word) => expect(commandWordOf(prompt)).toBe(word));
});
