import { decodeEntities, findMath, parseSnippet } from './snippet';

describe('parseSnippet', () => {
  it('turns <mark> into highlighted text and decodes entities, leaving any other markup as text', () => {
    expect(parseSnippet('a <mark>b&amp;c</mark> &lt;script&gt;x&#39;')).toEqual([
      { kind: 'text', text: 'a ', marked: false },
      { kind: 'text', text: 'b&c', marked: true },
      { kind: 'text', text: " <script>x'", marked: false },
    ]);
  });

  it('finds $$…$$ and $…$ maths and keeps a highlight that falls inside it', () => {
    expect(parseSnippet('Find $$<mark>x</mark>^2$$ and $y$.')).toEqual([
      { kind: 'text', text: 'Find ', marked: false },
      { kind: 'math', latex: 'x^2', source: '$$x^2$$', marked: true },
      { kind: 'text', text: ' and ', marked: false },
      { kind: 'math', latex: 'y', source: '$y$', marked: false },
      { kind: 'text', text: '.', marked: false },
    ]);
  });

  it.each([
    [
      'sqrt{x+4}=xy+8,$$ use implicit <mark>differentiation</mark> to find $$\\frac',
      '… use implicit differentiation to find …',
    ],
    ['frac{m}{s}$$ along a road. Step 1: <mark>energy</mark>', '… along a road. Step 1: energy'],
    ['Solve $$x^2=4$$ … then x_1$$ and $$y$$ … given $$\\sqrt{2', 'Solve x^2=4 … … and y … given …'],
    ['a speed of 5 m/s … $$v^2$$ is <mark>kinetic</mark>', 'a speed of 5 m/s … v^2 is kinetic'],
  ])('drops LaTeX cut off at a fragment edge (%s)', (snippet, shown) => {
    const pieces = parseSnippet(snippet);
    expect(pieces.map((p) => (p.kind === 'math' ? p.latex : p.text)).join('')).toBe(shown);
    expect(pieces.some((p) => p.kind === 'text' && p.marked) || !snippet.includes('<mark>')).toBe(true);
  });
});

describe('findMath', () => {
  it.each([
    ['tickets at $20 and $5 each', []],
    ['costs $$\\$9.36$$ now', ['\\$9.36']],
    ['cm$^3$ of acid at $3.2\\times10^{-3}$ s$^{-1}$', ['^3', '3.2\\times10^{-3}', '^{-1}']],
    ['cut off $$x^2 + y', []],
    ['a $ b $ c', []],
    ['$a$$b$', ['a', 'b']],
  ])('%s', (text, latex) => {
    expect(findMath(text).map((s) => s.latex)).toEqual(latex);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&quot;&#x41;&#66;&nbsp;&bogus;')).toBe('"AB&nbsp;&bogus;');
  });
});
