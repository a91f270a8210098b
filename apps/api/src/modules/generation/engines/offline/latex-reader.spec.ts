import { bodyOf, readBlocks, tablesIn, withoutComments } from './latex-reader';

describe('withoutComments', () => {
  it('drops comments and the line ends they hide, keeps escaped percent signs, paragraph breaks and plot code', () => {
    expect(withoutComments('a%cut\n  b 50\\% c % note\nd\n\ne%\n\nf')).toBe('ab 50\\% c d\n\ne\n\nf');
    const plot = '\\begin{pythonplot}{t}\nprint("%d" % 3)\n\\end{pythonplot}';
    expect(withoutComments(`x%\n${plot}`)).toBe(`x${plot}`);
  });
});

describe('readBlocks', () => {
  it('reads paragraphs, lists with nested lists, display math, boxes and keeps the rest verbatim', () => {
    const latex = [
      'First line',
      'continues here.',
      '',
      '\\begin{itemize}',
      '\\item One.',
      '\\item Two',
      '\\begin{enumerate}',
      '\\item Nested.',
      '\\end{enumerate}',
      '\\end{itemize}',
      '\\begin{align}',
      'a &= b',
      '\\end{align}',
      '\\[ E = mc^2 \\]',
      '\\begin{definitionbox}{Definition: Mass}',
      'Mass is the amount of matter.',
      '\\end{definitionbox}',
      '\\begin{figure}[h]\\centering\\includegraphics{plot.png}\\end{figure}',
      '\\subsubsection{Aside}',
    ].join('\n');
    expect(readBlocks(latex)).toEqual([
      { kind: 'paragraph', text: 'First line continues here.' },
      {
        kind: 'list',
        ordered: false,
        items: [
          { text: 'One.' },
          { text: 'Two', children: { kind: 'list', ordered: true, items: [{ text: 'Nested.' }] } },
        ],
      },
      { kind: 'equation', math: 'a &= b', align: true },
      { kind: 'equation', math: 'E = mc^2', align: false },
      { kind: 'definition', term: 'Mass', text: 'Mass is the amount of matter.' },
      { kind: 'raw', latex: '\\begin{figure}[h]\\centering\\includegraphics{plot.png}\\end{figure}' },
      { kind: 'raw', latex: '\\subsubsection{Aside}' },
    ]);
  });

  it('keeps an unclosed environment verbatim rather than guessing', () => {
    expect(readBlocks('\\begin{itemize}\n\\item open')).toEqual([
      { kind: 'raw', latex: '\\begin{itemize}\n\\item open' },
    ]);
  });
});

describe('tablesIn and bodyOf', () => {
  it('finds simple tabulars', () => {
    const latex =
      '\\begin{tabular}{ll}\n\\toprule\nMass (kg) & Period (s) \\\\\n\\midrule\n0.10 & 0.44 \\\\\n\\bottomrule\n\\end{tabular}';
    expect(tablesIn(latex)).toEqual([
      { kind: 'table', header: ['Mass (kg)', 'Period (s)'], rows: [['0.10', '0.44']] },
    ]);
  });

  it('leaves out the preamble, the plot code and the frame wrappers', () => {
    const doc =
      '\\documentclass{beamer}\\title{T}\\begin{document}\n\\begin{frame}{A}\nText.\n\\end{frame}\n\\begin{pythonplot}{P}\nx = 1\n\\end{pythonplot}\n\\end{document}';
    expect(readBlocks(bodyOf(doc))).toEqual([{ kind: 'paragraph', text: 'Text.' }]);
  });
});
