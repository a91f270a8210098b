import { parseInline, parseRichText } from './parse-rich-text';

describe('parseRichText', () => {
  it('finds maths between every delimiter question texts use', () => {
    expect(parseInline('at $t = 0$, $$x^2$$, \\(y\\) and \\[z\\]')).toEqual([
      { kind: 'text', text: 'at ' },
      { kind: 'math', tex: 't = 0', display: false },
      { kind: 'text', text: ', ' },
      { kind: 'math', tex: 'x^2', display: false },
      { kind: 'text', text: ', ' },
      { kind: 'math', tex: 'y', display: false },
      { kind: 'text', text: ' and ' },
      { kind: 'math', tex: 'z', display: true },
    ]);
  });

  it('leaves money alone', () => {
    expect(parseInline('It costs $5 and $10 now, or \\$3.')).toEqual([
      { kind: 'text', text: 'It costs $5 and $10 now, or $3.' },
    ]);
  });

  it('reads emphasis, code, safe links only, and lists; HTML stays text', () => {
    expect(parseInline('**bold** *it* `c` [ok](https://a.org) [bad](javascript:alert(1)) <b>x</b>')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://a.org', children: [{ kind: 'text', text: 'ok' }] },
      { kind: 'text', text: ' [bad](javascript:alert(1)) <b>x</b>' },
    ]);
    expect(parseRichText('Steps:\n\n- one\n- two\n\n$$E = mc^2$$')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Steps:' }] },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
      },
      { kind: 'math', tex: 'E = mc^2' },
    ]);
  });
});
