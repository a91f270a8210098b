import { ZGenerationRequestSchema } from '@eps/contracts';
import { AppError } from '../../../../common/app-error';
import { latexToPlain } from './latex-text';
import { OfflineGenerationEngine } from './offline-generation-engine';
import { sentenceKey, splitSentences } from './sentences';
import { OSCILLATIONS_LECTURE } from '../../../../testing/lecture-fixture';

const engine = new OfflineGenerationEngine();

let notes: string;
let slides: string;
beforeAll(async () => {
  const request = ZGenerationRequestSchema.parse({ userMaterial: OSCILLATIONS_LECTURE, includeImages: true });
  notes = await engine.generateNotes(request);
  slides = await engine.generateSlides(request);
});

/** What the Document Editor cuts out: from the heading line up to the next heading of that level or above. */
function cut(latex: string, heading: string, until: RegExp): string {
  const start = latex.indexOf(heading);
  const rest = latex.slice(start + heading.length);
  const end = rest.search(until);
  return latex.slice(start, start + heading.length + (end < 0 ? rest.length : end));
}
const section = (title: string) => cut(notes, `\\section{${title}}`, /\\section\{|\\end\{document\}/);
const subsection = (title: string) =>
  cut(notes, `\\subsection{${title}}`, /\\(sub)?section\{|\\end\{document\}/);
const frameOf = (title: string) =>
  slides.match(new RegExp(`\\\\begin\\{frame\\}\\{${title}\\}[\\s\\S]*?\\\\end\\{frame\\}`))![0];

/** The sentences of the prose of some LaTeX (plot code left out), compared by their words. */
function sentences(latex: string): Set<string> {
  const prose = latex
    .replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{pythonplot\}/g, '')
    .replace(/\\item /g, '\n\n');
  return new Set(
    prose
      .split(/\n\s*\n/)
      .filter((p) => !p.trim().startsWith('\\'))
      .flatMap((p) => splitSentences(p.replace(/\s+/g, ' ').trim()))
      .map(sentenceKey)
      .filter((k) => k.split(' ').length > 3),
  );
}

const regenerateSection = async (title: string, requirement: string, documentContext = notes) =>
  (
    await engine.regenerateSection({
      sectionTitle: title,
      originalContent: section(title),
      documentContext,
      requirement,
    })
  ).text;

describe('regenerateSection', () => {
  it('with no requirement restructures the section: same heading, same sentences, a new form and a summary', async () => {
    const original = section('The Mass-Spring System');
    const out = await regenerateSection('The Mass-Spring System', '');
    expect(out.startsWith('\\section{The Mass-Spring System}\n')).toBe(true);
    expect(out.replace(/\s+/g, ' ')).not.toBe(original.replace(/\s+/g, ' '));
    for (const s of sentences(original)) expect(sentences(out)).toContain(s);
    expect(out).toContain('\\begin{keypointsbox}');
    expect(out).toContain('\\subsection{Measuring the Period in the Laboratory}');
    expect(out.match(/\\begin\{pythonplot\}/g)).toHaveLength(2);
  });

  it('"shorter" keeps fewer sentences, all of them the section\'s own, and keeps the equation', async () => {
    const original = section('Damping and Resonance');
    const out = await regenerateSection('Damping and Resonance', 'make it shorter');
    const kept = sentences(out);
    expect(kept.size).toBeLessThan(sentences(original).size);
    for (const s of kept) expect(sentences(original)).toContain(s);
    expect(out.startsWith('\\section{Damping and Resonance}')).toBe(true);
    const spring = await regenerateSection('The Mass-Spring System', 'concise');
    expect(spring).toContain('T = 2\\pi \\sqrt{m/k}');
  });

  it('"more detail" adds related sentences from the rest of the document', async () => {
    const original = section('The Simple Pendulum');
    const out = await regenerateSection('The Simple Pendulum', 'more detail please');
    const added = [...sentences(out)].filter((s) => !sentences(original).has(s));
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(sentences(notes)).toContain(s);
  });

  it('"bullet points" turns the prose into lists and "paragraphs" turns lists into prose', async () => {
    const bullets = await regenerateSection('Summary', 'bullet points');
    expect(bullets).toContain(
      '\\begin{itemize}\n\\item Simple harmonic motion is defined by an acceleration',
    );
    const prose = await regenerateSection('Introduction to Oscillations', 'as paragraphs');
    expect(section('Introduction to Oscillations')).toContain('\\begin{itemize}');
    expect(prose).not.toContain('\\begin{itemize}');
    expect(prose).toContain(
      '\\textbf{Amplitude A:} the maximum displacement from equilibrium, measured in metres.',
    );
  });

  it('"numbered" gives numbered points', async () => {
    const out = await regenerateSection('Summary', 'numbered list');
    expect(out).toContain('\\begin{enumerate}');
    expect(out).not.toContain('\\begin{itemize}');
  });

  it('"add an example" adds a worked example computed from the section\'s equation', async () => {
    const pendulum = await regenerateSection('The Simple Pendulum', 'add an example');
    expect(pendulum).toContain('\\begin{examplebox}{Worked example: Period $T$}');
    expect(pendulum).toContain('= 2.01\\,\\mathrm{s}');
    expect(pendulum.indexOf('examplebox')).toBeGreaterThan(pendulum.indexOf('T = 2\\pi \\sqrt{L/g}'));
    const spring = await regenerateSection('The Mass-Spring System', 'add a worked example');
    expect(spring).toContain('\\[ T = 2\\pi\\sqrt{\\frac{0.10}{20}} = 0.444\\,\\mathrm{s} \\]');
  });

  it('uses only what the document loads: no tcolorbox environments or booktabs rules in a plain document', async () => {
    const plainDocument = '\\documentclass{article}\\usepackage{amsmath}\\begin{document}\\end{document}';
    const out = await regenerateSection('The Mass-Spring System', '', plainDocument);
    expect(out).not.toContain('keypointsbox');
    expect(out).toContain('\\fbox{\\begin{minipage}');
    const withExample = await regenerateSection('The Simple Pendulum', 'add an example', plainDocument);
    expect(withExample).not.toContain('examplebox');
    expect(withExample).toContain('\\textbf{Worked example: Period $T$}');
  });

  it('keeps a heading it was not given in the usual form, and makes one when there is none', async () => {
    const { text: starred } = await engine.regenerateSection({
      sectionTitle: 'Extra',
      originalContent: '\\section*{Extra Notes}\nOne sentence here. Another sentence there. A third one too.',
      documentContext: '',
      requirement: '',
    });
    expect(starred.startsWith('\\section*{Extra Notes}\n')).toBe(true);
    const { text: headless } = await engine.regenerateSection({
      sectionTitle: 'Costs & 100%',
      originalContent: 'Just text. More text here.',
      documentContext: '',
      requirement: '',
    });
    expect(headless.startsWith('\\section{Costs \\& 100\\%}\n')).toBe(true);
  });
});

describe('regenerateSubsection', () => {
  it('keeps the subsection heading and draws on the section for more detail', async () => {
    const original = subsection('Energy in Simple Harmonic Motion');
    const { text: out } = await engine.regenerateSubsection({
      subsectionTitle: 'Energy in Simple Harmonic Motion',
      originalContent: original,
      sectionTitle: 'The Defining Equation',
      sectionContext: section('The Defining Equation'),
      documentContext: notes,
      requirement: 'expand with more detail',
    });
    expect(out.startsWith('\\subsection{Energy in Simple Harmonic Motion}\n')).toBe(true);
    expect(sentences(out).size).toBeGreaterThan(sentences(original).size);
    expect(out).not.toContain('\\section{');
  });

  it('with no requirement gives a different text made of the same sentences', async () => {
    const original = subsection('Measuring the Period in the Laboratory');
    const { text: out } = await engine.regenerateSubsection({
      subsectionTitle: 'Measuring the Period in the Laboratory',
      originalContent: original,
      sectionTitle: '',
      sectionContext: '',
      documentContext: notes,
      requirement: '',
    });
    expect(out.replace(/\s+/g, ' ')).not.toBe(original.replace(/\s+/g, ' '));
    for (const s of sentences(original)) expect(sentences(out)).toContain(s);
    expect(out).toContain('\\begin{tabular}{ll}');
  });
});

describe('regenerateFrame', () => {
  const regenerateFrame = async (frame: string, requirement: string) =>
    (
      await engine.regenerateFrame({
        frameTitle: 'Slide 3',
        originalContent: frame,
        slideContext: slides,
        requirement,
      })
    ).text;

  it('refuses a title page with the stable error', async () => {
    const error = await regenerateFrame('\\begin{frame}\\titlepage\\end{frame}', '').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: 'TITLE_PAGE_NOT_REGENERABLE',
      message: 'Title pages cannot be regenerated',
    });
  });

  it('keeps the frame title and restructures when no requirement is given', async () => {
    const frame = frameOf('Introduction to Oscillations');
    const out = await regenerateFrame(frame, '');
    expect(out.startsWith('\\begin{frame}{Introduction to Oscillations}\n')).toBe(true);
    expect(out.trim().endsWith('\\end{frame}')).toBe(true);
    expect(out.replace(/\s+/g, ' ')).not.toBe(frame.replace(/\s+/g, ' '));
  });

  it('"shorter" keeps fewer bullets; "more detail" adds related points from the slides', async () => {
    const frame = frameOf('Introduction to Oscillations \\(cont\\.\\)');
    const items = (latex: string) => (latex.match(/\\item /g) ?? []).length;
    expect(items(await regenerateFrame(frame, 'shorter'))).toBeLessThan(items(frame));
    const more = await regenerateFrame(frameOf('The Simple Pendulum'), 'more detail');
    expect(items(more)).toBeGreaterThan(items(frameOf('The Simple Pendulum')));
  });

  it('"add an example" puts a worked example block in the frame, "paragraphs" removes the bullets', async () => {
    const withExample = await regenerateFrame(frameOf('The Simple Pendulum'), 'add an example');
    expect(withExample).toContain('\\begin{exampleblock}{Worked example: Period $T$}');
    const prose = await regenerateFrame(frameOf('The Simple Pendulum'), 'paragraphs');
    expect(prose).not.toContain('\\item');
    expect(latexToPlain(prose)).toContain(
      'For small angles, a simple pendulum also performs simple harmonic motion.',
    );
  });

  it('reads \\frametitle and keeps the frame options', async () => {
    const frame =
      '\\begin{frame}[fragile]\n\\frametitle{Waves}\nA wave carries energy. It does not carry matter. Sound is a wave.\n\\end{frame}';
    const out = await regenerateFrame(frame, 'bullet points');
    expect(out).toBe(
      '\\begin{frame}[fragile]{Waves}\n\\begin{itemize}\n\\item A wave carries energy.\n\\item It does not carry matter.\n\\item Sound is a wave.\n\\end{itemize}\n\\end{frame}\n',
    );
  });
});
