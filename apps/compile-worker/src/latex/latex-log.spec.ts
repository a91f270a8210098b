import { pageCountOf, parseLatexLog, passNumberOf } from './latex-log';

const LOG = `This is pdfTeX, Version 3.141592653-2.6-1.40.24 (TeX Live 2022/Debian) (preloaded format=pdflatex)
(./main.tex
LaTeX2e <2022-11-01> patch level 1
./main.tex:5: Undefined control sequence.
l.5 \\undefinedmacro
                    here
./main.tex:5:  ==> Fatal error occurred, no output PDF file produced!
No pages of output.`;

describe('parseLatexLog', () => {
  it('names the first error with its line and the offending token, without the aftermath', () => {
    expect(parseLatexLog(LOG)).toEqual([
      { line: 5, message: 'Undefined control sequence. \\undefinedmacro' },
    ]);
  });

  it('does not pretend a package line is a line of the document', () => {
    const log = '/usr/share/texlive/texmf-dist/tex/latex/base/size10.clo:12: LaTeX Error: Something broke.';
    expect(parseLatexLog(log)).toEqual([
      { line: null, message: 'size10.clo line 12: LaTeX Error: Something broke.' },
    ]);
  });

  it('takes the line of a missing-file error from the emergency stop that follows it', () => {
    const log = [
      "! LaTeX Error: File `/etc/passwd.tex' not found.",
      '',
      'Enter file name: ',
      './main.tex:5: Emergency stop.',
      'l.5 \\input{/etc/passwd}',
    ].join('\n');
    expect(parseLatexLog(log)).toEqual([
      { line: 5, message: "LaTeX Error: File `/etc/passwd.tex' not found." },
    ]);
    const inPackage = log.replace('./main.tex:5:', '/usr/share/texlive/x.sty:9:');
    expect(parseLatexLog(inPackage)[0]!.line).toBeNull();
  });

  it('says the file ended without \\end{document} when TeX stopped at its prompt with no error before', () => {
    const log = [
      '(./main.tex',
      'LaTeX2e <2022-11-01> patch level 1',
      ')',
      '! Emergency stop.',
      '<*> main.tex',
      '             ',
    ];
    expect(parseLatexLog(log.join('\n'))).toEqual([
      {
        line: null,
        message: expect.stringMatching(/^The file ended before \\end\{document\}: TeX ran out of input/),
      },
    ]);
  });

  it('reads errors TeX prints without a file and line', () => {
    expect(parseLatexLog('! TeX capacity exceeded, sorry [main memory size=5000000].')).toEqual([
      { line: null, message: 'TeX capacity exceeded, sorry [main memory size=5000000].' },
    ]);
  });
});

describe('log facts', () => {
  it('reads the page count and latexmk pass numbers', () => {
    expect(pageCountOf('Output written on main.pdf (12 pages, 81234 bytes).')).toBe(12);
    expect(pageCountOf('No pages of output.')).toBe(0);
    expect(passNumberOf("Run number 2 of rule 'pdflatex'")).toBe(2);
    expect(passNumberOf('Latexmk: applying rule')).toBeNull();
  });
});
