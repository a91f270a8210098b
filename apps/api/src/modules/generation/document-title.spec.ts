import { DOCUMENT_TITLE_MAX_CHARS, documentTitle, latexTitle } from './document-title';

describe('documentTitle', () => {
  it('takes the title of the LaTeX', () => {
    const latex =
      '\\documentclass{article}\n\\title{Oscillations and SHM}\n\\author{AIAT}\n\\begin{document}';
    expect(documentTitle(latex, '# Something else')).toBe('Oscillations and SHM');
  });

  it('turns formatting, escapes and line breaks in the title into plain text', () => {
    expect(latexTitle('\\title{\\textbf{Waves} \\& Optics\\\\ {\\small Part~2, \\{a\\}}}')).toBe(
      'Waves & Optics Part 2, {a}',
    );
  });

  it("reads beamer's long title, not the short one", () => {
    expect(latexTitle('\\title[SHM]{Simple Harmonic Motion}')).toBe('Simple Harmonic Motion');
  });

  it('falls back to the first Markdown heading of the material', () => {
    const material = 'Some intro line\n\n## Damping and Resonance ##\n\n# Later heading';
    expect(documentTitle('\\documentclass{article}', material)).toBe('Damping and Resonance');
  });

  it('falls back to the first line when the material has no heading', () => {
    expect(documentTitle('', '\n\n  Forces on a ramp  \nmore text')).toBe('Forces on a ramp');
  });

  it('ignores an empty or unbalanced \\title', () => {
    expect(documentTitle('\\title{}', '# Heat')).toBe('Heat');
    expect(documentTitle('\\title{Never closed', '# Heat')).toBe('Heat');
  });

  it(`cuts long titles to ${DOCUMENT_TITLE_MAX_CHARS} characters`, () => {
    const title = documentTitle(`\\title{${'word '.repeat(100)}}`, 'x');
    expect(title.length).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX_CHARS);
    expect(title.startsWith('word word')).toBe(true);
  });
});

describe('documentTitle for a document the engine could only call "Lecture Notes"', () => {
  it('lists each document under its material instead of the generic title', () => {
    const generic = '\\documentclass{article}\n\\title{Lecture Notes}\n\\begin{document}';
    const first = 'Revision works best with a plan. Start early and review often.';
    const second = 'Photosynthesis stores light energy in glucose. It happens in chloroplasts.';
    expect(documentTitle(generic, first)).toBe('Revision works best with a plan.');
    expect(documentTitle(generic.replace('Notes', 'Slides'), second)).toBe(
      'Photosynthesis stores light energy in glucose.',
    );
  });

  it('keeps the generic title when the material has no words to name it by', () => {
    expect(documentTitle('\\title{Lecture Notes}', '   ')).toBe('Lecture Notes');
  });
});
