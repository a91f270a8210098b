import { NOTES, SLIDES } from '../testing/sample-documents';
import {
  parseFrames,
  parseImageInclusions,
  parsePlotBlocks,
  parsePlotInclusions,
  parseSections,
  parseSubsections,
} from './parse-document';

const at = (source: string, item: { position: number; length: number }) =>
  source.slice(item.position, item.position + item.length);

describe('parseSections', () => {
  it('finds each section from its heading to the next one, skipping commented-out headings', () => {
    const sections = parseSections(NOTES);
    expect(sections.map((s) => s.title)).toEqual([
      'Introduction to Oscillations',
      'The Mass-Spring System',
      'Damping and Resonance',
    ]);
    for (const s of sections) expect(at(NOTES, s)).toBe(s.content);
    expect(sections[0]!.content).toMatch(/^\\section\{Introduction[\s\S]*% \\section\{Not a section\}\n$/);
    expect(sections[1]!.content.startsWith('\\section*{The Mass-Spring System}')).toBe(true);
    // The last section stops at \end{document}.
    expect(sections[2]!.content).toBe('\\section{Damping and Resonance}\nReal oscillators lose energy.\n');
  });

  it('reads titles with nested braces and an optional short title', () => {
    const source = '\\section[Short]{The {big} \\emph{idea}}\nText';
    expect(parseSections(source)[0]!.title).toBe('The {big} \\emph{idea}');
  });

  it('finds nothing in a document without sections', () => {
    expect(parseSections('\\begin{document}Hello\\end{document}')).toEqual([]);
  });
});

describe('parseSubsections', () => {
  it('ends a subsection at the next subsection or section and knows its parent section', () => {
    const subsections = parseSubsections(NOTES);
    expect(subsections.map((s) => [s.title, s.sectionIndex])).toEqual([
      ['Basic quantities', 0],
      ['Measuring {the} Period in the Laboratory', 1],
    ]);
    expect(subsections[0]!.content).toBe(
      '\\subsection{Basic quantities}\nAmplitude, period and frequency.\n% \\section{Not a section}\n',
    );
    expect(at(NOTES, subsections[1]!)).toBe(subsections[1]!.content);
    expect(subsections[1]!.content.endsWith('Time twenty oscillations.\n')).toBe(true);
  });

  it('gives -1 as the parent of a subsection before any section', () => {
    expect(parseSubsections('\\subsection{Orphan}\ntext')[0]!.sectionIndex).toBe(-1);
  });
});

describe('parseFrames', () => {
  it('reads frame titles from the argument or \\frametitle, else Slide {n}, and spots title pages', () => {
    const frames = parseFrames(SLIDES);
    expect(frames.map((f) => [f.title, f.isTitlePage])).toEqual([
      ['Slide 1', true],
      ['Simple Harmonic Motion', false],
      ['The Mass-Spring System', false],
      ['Slide 4', false],
    ]);
    for (const f of frames) {
      expect(at(SLIDES, f)).toBe(f.content);
      expect(f.content).toMatch(/^\\begin\{frame\}[\s\S]*\\end\{frame\}$/);
    }
  });

  it('treats \\maketitle as a title page too', () => {
    expect(parseFrames('\\begin{frame}\\maketitle\\end{frame}')[0]!.isTitlePage).toBe(true);
  });
});

describe('parsePlotBlocks', () => {
  it('finds every Python block with its title and code', () => {
    const [block] = parsePlotBlocks(NOTES);
    expect(block!.title).toBe('Period against mass');
    expect(block!.code).toBe(
      'import numpy as np\nm = np.array([0.1, 0.2, 0.3])\nplt.plot(m, 2 * np.pi * np.sqrt(m / 20))\n',
    );
    expect(at(NOTES, block!)).toMatch(/^\\begin\{pythonplot\}[\s\S]*\\end\{pythonplot\}$/);
    expect(parsePlotBlocks(SLIDES).map((b) => b.title)).toEqual(['Spring period']);
  });
});

describe('parseImageInclusions', () => {
  it('gives each inclusion its figure type, caption, file name and removal range', () => {
    const [figure] = parseImageInclusions(NOTES);
    expect(figure).toMatchObject({
      fileName: 'plot.png',
      figureType: 'figure',
      caption: 'Period of a \\textbf{spring}',
    });
    expect(at(NOTES, figure!.fileNameRange)).toBe('plot.png');
    expect(at(NOTES, figure!.removalRange)).toMatch(/^\\begin\{figure\}[\s\S]*\\end\{figure\}$/);

    const [centred] = parseImageInclusions(SLIDES);
    expect(centred).toMatchObject({ figureType: 'center', caption: '' });
    expect(at(SLIDES, centred!.removalRange)).toMatch(/^\\begin\{center\}[\s\S]*\\end\{center\}$/);
  });

  it('treats an inclusion outside any figure as standalone, removed on its own', () => {
    const source = 'Text \\includegraphics[scale=2]{plot} more';
    const [inclusion] = parseImageInclusions(source);
    expect(inclusion).toMatchObject({ figureType: 'standalone', caption: '', fileName: 'plot' });
    expect(at(source, inclusion!.removalRange)).toBe('\\includegraphics[scale=2]{plot}');
  });

  it('prefers the figure over a center environment inside it, and ignores code in Python blocks', () => {
    const source = String.raw`\begin{figure}
\begin{center}
\includegraphics{plot.png}
\end{center}
\caption{Outer}
\end{figure}
\begin{pythonplot}{x}
# \includegraphics{plot.png}
\end{pythonplot}
\includegraphics{logo.png}`;
    expect(parseImageInclusions(source).map((i) => [i.figureType, i.caption, i.fileName])).toEqual([
      ['figure', 'Outer', 'plot.png'],
      ['standalone', '', 'logo.png'],
    ]);
    expect(parsePlotInclusions(source)).toHaveLength(1);
  });
});
