import { stripCodeFences } from './code-fences';

const DOC = '\\documentclass{article}\n\\begin{document}\nHi\n\\end{document}';

describe('stripCodeFences', () => {
  it('leaves text without fences as it is, trimmed', () => {
    expect(stripCodeFences(`\n  ${DOC}\n\n`)).toBe(DOC);
  });

  it('removes a ```latex fence around the whole answer', () => {
    expect(stripCodeFences('```latex\n' + DOC + '\n```')).toBe(DOC);
  });

  it('removes fences with other language tags or none', () => {
    expect(stripCodeFences('```python\nimport numpy as np\n```')).toBe('import numpy as np');
    expect(stripCodeFences('```\nplain\n```\n')).toBe('plain');
    expect(stripCodeFences('```tex  \n' + DOC + '```')).toBe(DOC);
  });

  it('drops a sentence before the fence and anything after it', () => {
    const answer =
      'Here is the document you asked for:\n\n```latex\n' + DOC + '\n```\nLet me know if you need changes.';
    expect(stripCodeFences(answer)).toBe(DOC);
  });

  it('removes an opening fence that was never closed (an answer cut off)', () => {
    expect(stripCodeFences('```latex\n\\section{Waves}\nText that stops')).toBe(
      '\\section{Waves}\nText that stops',
    );
  });

  it('keeps a fence that is part of the content, after LaTeX', () => {
    const latex = '\\section{Markdown}\nWrite code like this:\n```js\nlet x = 1;\n```';
    expect(stripCodeFences(latex)).toBe(latex);
  });
});
