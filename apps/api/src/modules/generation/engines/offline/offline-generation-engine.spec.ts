import { PYTHON_BLOCK_PATTERN, ZGenerationRequestSchema, type GenerationRequest } from '@eps/contracts';
import { OfflineGenerationEngine } from './offline-generation-engine';
import { OSCILLATIONS_LECTURE, OSCILLATIONS_SECTIONS } from '../../../../testing/lecture-fixture';

const MARK = "% Written by Exam Prep Studio's offline engine: rules, not an AI model.";

const engine = new OfflineGenerationEngine();
const request = (userMaterial: string, options: Partial<GenerationRequest> = {}) =>
  ZGenerationRequestSchema.parse({ userMaterial, ...options });

/** Every environment closed in order and every brace group closed, outside the plot code. */
function expectWellFormed(latex: string): void {
  const text = latex
    .replace(PYTHON_BLOCK_PATTERN, '')
    .replace(/\\[\\{}$&%#_]/g, '')
    .replace(/(^|[^\\])%.*$/gm, '$1');
  const stack: string[] = [];
  for (const m of text.matchAll(/\\(begin|end)\{([^}]+)\}/g)) {
    if (m[1] === 'begin') stack.push(m[2]!);
    else expect(stack.pop()).toBe(m[2]);
  }
  expect(stack).toEqual([]);
  let depth = 0;
  for (const ch of text) {
    depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
    expect(depth).toBeGreaterThanOrEqual(0);
  }
  expect(depth).toBe(0);
}

const plotCount = (latex: string) => [...latex.matchAll(PYTHON_BLOCK_PATTERN)].length;

describe('OfflineGenerationEngine.generateNotes', () => {
  it('writes a complete article with the sections and subsections of the lecture', async () => {
    const notes = await engine.generateNotes(request(OSCILLATIONS_LECTURE));
    expect(notes.split('\n')[0]).toBe(MARK);
    expect(notes).toContain('\\documentclass[11pt]{article}');
    for (const pkg of ['amsmath', 'amssymb', 'graphicx', 'caption', 'booktabs', 'enumitem', 'xcolor'])
      expect(notes).toMatch(new RegExp(`\\\\usepackage(\\[[^\\]]*\\])?\\{${pkg}\\}`));
    expect(notes).toContain('\\title{Oscillations and Simple Harmonic Motion}');
    expect(notes).not.toContain('\\section{Oscillations and Simple Harmonic Motion}');
    expect(notes).toContain('\\author{AIAT}');
    expect(notes).toContain('\\date{\\today}');
    for (const title of OSCILLATIONS_SECTIONS) expect(notes).toContain(`\\section{${title}}`);
    expect(notes).toContain('\\subsection{Energy in Simple Harmonic Motion}');
    expect(notes).toContain('\\subsection{Measuring the Period in the Laboratory}');
    expect(notes).toContain('\\begin{equation}\nT = 2\\pi \\sqrt{m/k}\n\\end{equation}');
    expect(notes).toContain('\\begin{definitionbox}{Definition: Simple harmonic motion}');
    expect(notes).toMatch(
      /\\begin\{tabular\}\{ll\}\n\\toprule\nMass \(kg\) & Period \(s\) \\\\\n\\midrule\n0\.10 & 0\.44/,
    );
    expect(notes).toMatch(/\\begin\{enumerate\}\n\\item Light damping/);
    expect(notes).toContain('\\item \\textbf{Amplitude A:} the maximum displacement');
    expectWellFormed(notes);
  });

  it('adds plots only when asked for and only what the material supports', async () => {
    expect(plotCount(await engine.generateNotes(request(OSCILLATIONS_LECTURE)))).toBe(0);
    const notes = await engine.generateNotes(request(OSCILLATIONS_LECTURE, { includeImages: true }));
    const titles = [...notes.matchAll(PYTHON_BLOCK_PATTERN)].map((m) => m[1]);
    expect(titles).toEqual([
      'Displacement x against time t',
      'Period T against mass m',
      'Period (s) against Mass (kg)',
      'Period T against length L',
    ]);
    const figures = notes.match(
      /\\end\{pythonplot\}\n\\begin\{figure\}\[h\]\\centering\\includegraphics\[width=0\.7\\textwidth\]\{plot\.png\}\\caption\{[^}]+\}\\end\{figure\}/g,
    );
    expect(figures).toHaveLength(4);
    const prose = 'Revision is easier with a plan. Start early and review often.';
    expect(plotCount(await engine.generateNotes(request(prose, { includeImages: true })))).toBe(0);
  });

  it('adds worked examples computed from the material', async () => {
    const plain = await engine.generateNotes(request(OSCILLATIONS_LECTURE));
    expect(plain).not.toContain('examplebox}{');
    const notes = await engine.generateNotes(request(OSCILLATIONS_LECTURE, { includeExamples: true }));
    expect(notes).toContain('\\[ T = 2\\pi\\sqrt{\\frac{0.10}{20}} = 0.444\\,\\mathrm{s} \\]');
    expect(notes).toContain('\\[ T = 2\\pi\\sqrt{\\frac{1}{9.81}} = 2.01\\,\\mathrm{s} \\]');
    expect(notes).toContain('\\[ a = -2^{2} \\times 0.05 = -0.2\\,\\mathrm{m\\,s^{-2}} \\]');
    expectWellFormed(notes);
  });

  it('honours the author, the compact layout and Advanced Thinking', async () => {
    const notes = await engine.generateNotes(
      request(OSCILLATIONS_LECTURE, {
        customAuthor: "Dr. O'Neil & Co_ #1",
        compactLayout: true,
        isHigh: true,
      }),
    );
    expect(notes).toContain("\\author{Dr. O'Neil \\& Co\\_ \\#1}");
    expect(notes).toContain('\\documentclass[10pt]{article}');
    expect(notes).toContain('\\usepackage[margin=1.5cm]{geometry}');
    expect(notes).toContain('\\setlist{nosep}');
    expect(notes.match(/\\begin\{keypointsbox\}/g)).toHaveLength(5);
    expectWellFormed(notes);
  });

  it('follows the formatting requirement: bullet points, concise, numbered, contents', async () => {
    const bullets = await engine.generateNotes(
      request(OSCILLATIONS_LECTURE, { userRequirement: 'Use bullet points please' }),
    );
    expect(bullets).toContain(
      '\\begin{itemize}\n\\item An oscillation is a repeated motion about an equilibrium position.',
    );
    const full = await engine.generateNotes(request(OSCILLATIONS_LECTURE));
    const concise = await engine.generateNotes(
      request(OSCILLATIONS_LECTURE, { userRequirement: 'short and concise' }),
    );
    expect(concise.length).toBeLessThan(full.length * 0.8);
    const numbered = await engine.generateNotes(
      request(OSCILLATIONS_LECTURE, { userRequirement: 'numbered points, table of contents' }),
    );
    expect(numbered).not.toContain('\\begin{itemize}');
    expect(numbered).toContain('\\tableofcontents');
    const notBullets = await engine.generateNotes(
      request(OSCILLATIONS_LECTURE, { userRequirement: 'no bullet points' }),
    );
    expect(notBullets).toBe(full);
  });

  it('is deterministic', async () => {
    const options = { includeImages: true, includeExamples: true, isHigh: true };
    expect(await engine.generateNotes(request(OSCILLATIONS_LECTURE, options))).toBe(
      await engine.generateNotes(request(OSCILLATIONS_LECTURE, options)),
    );
  });
});

describe('OfflineGenerationEngine.generateSlides', () => {
  it('writes a beamer document: title page first, frames from the sections, equations and the table', async () => {
    const slides = await engine.generateSlides(request(OSCILLATIONS_LECTURE, { customAuthor: 'Ms Rivera' }));
    expect(slides.split('\n')[0]).toBe(MARK);
    expect(slides).toContain('\\documentclass[11pt]{beamer}');
    expect(slides).toContain('\\author{Ms Rivera}');
    const frames = slides.match(/\\begin\{frame\}[\s\S]*?\\end\{frame\}/g)!;
    expect(frames[0]).toBe('\\begin{frame}\\titlepage\\end{frame}');
    for (const title of OSCILLATIONS_SECTIONS) expect(slides).toContain(`\\begin{frame}{${title}}`);
    expect(slides).toContain('\\begin{frame}{Energy in Simple Harmonic Motion}');
    expect(slides).toContain('\\begin{equation*}\nT = 2\\pi \\sqrt{m/k}\n\\end{equation*}');
    expect(slides).toMatch(/\\begin\{tabular\}\{ll\}/);
    for (const frame of frames.slice(2)) {
      expect((frame.match(/\\item /g) ?? []).length).toBeLessThanOrEqual(6);
    }
    expect(slides).toContain('(cont.)}');
    expectWellFormed(slides);
  });

  it('puts each plot block before a frame that shows its figure', async () => {
    const slides = await engine.generateSlides(
      request(OSCILLATIONS_LECTURE, { includeImages: true, includeExamples: true }),
    );
    expect(plotCount(slides)).toBe(4);
    expect(
      slides.match(
        /\\end\{pythonplot\}\n\\begin\{frame\}\{[^}]+\}\n\\begin\{figure\}\\centering\\includegraphics\[[^\]]*\]\{plot\.png\}/g,
      ),
    ).toHaveLength(4);
    expect(slides).toContain('\\begin{exampleblock}{Worked example: Period $T$}');
    expectWellFormed(slides);
  });

  it('condenses more in compact and concise slides, and adds key-point frames for Advanced Thinking', async () => {
    const normal = await engine.generateSlides(request(OSCILLATIONS_LECTURE));
    const concise = await engine.generateSlides(request(OSCILLATIONS_LECTURE, { userRequirement: 'brief' }));
    const thorough = await engine.generateSlides(
      request(OSCILLATIONS_LECTURE, { isHigh: true, compactLayout: true }),
    );
    expect(concise.length).toBeLessThan(normal.length);
    expect(thorough).toContain('\\documentclass[10pt]{beamer}');
    expect(thorough).toContain('\\begin{frame}{Key points: The Mass-Spring System}');
  });
});

describe('hostile material', () => {
  const hostile = [
    '# Notes on \\input{/etc/passwd} & 100% _x_ #1',
    '',
    '\\input{/etc/passwd} \\write18{rm -rf /} \\def\\x{y} ^^5c $\\input{/etc/passwd}$ $$\\include{x}$$',
    '',
    '$$\\immediate\\write18{ls}$$',
    '',
    '| \\end{document} | } { | % |',
    '| a | b | c |',
    '',
    '- \\section{injected} ~ ^ 中文 😀',
  ].join('\n');

  it.each(['generateNotes', 'generateSlides'] as const)(
    '%s escapes every command typed into the material',
    async (method) => {
      const latex = await engine[method](
        request(hostile, { includeImages: true, includeExamples: true, isHigh: true }),
      );
      const body = latex.slice(latex.indexOf('\\begin{document}'));
      expect(body).not.toMatch(/\\(input|include|write18|def|immediate)\b/);
      expect(body.match(/\\end\{document\}/g)).toHaveLength(1);
      expect(body).toContain('\\textbackslash{}input\\{/etc/passwd\\}');
      expect(latex).toContain('\\textbackslash{}input\\{/etc/passwd\\}');
      expectWellFormed(latex);
    },
  );

  it('turns 100,000 characters and a single giant line into documents with short source lines', async () => {
    const paragraph = 'The spring & the mass_1 oscillate at 50% {amplitude} with $x^2$ and \\omega. ';
    const long = `# Long\n\n${(paragraph.repeat(40) + '\n\n## Part\n\n').repeat(40)}`.slice(0, 100_000);
    const giant = 'x\\y{z}%&_'.repeat(11_111).slice(0, 100_000);
    for (const material of [long, giant]) {
      for (const latex of [
        await engine.generateNotes(request(material)),
        await engine.generateSlides(request(material)),
      ]) {
        expect(latex.split('\n').every((line) => line.length <= 400)).toBe(true);
        expectWellFormed(latex);
      }
    }
  });

  it('still writes a document for empty-ish material', async () => {
    for (const material of ['.', '#', '$$', '   -   ', '\\']) {
      const notes = await engine.generateNotes(request(material));
      expect(notes).toContain('\\title{Lecture Notes}');
      expect(notes).toContain('\\maketitle');
      const slides = await engine.generateSlides(request(material));
      expect(slides).toContain('\\begin{frame}\\titlepage\\end{frame}');
      expectWellFormed(notes);
      expectWellFormed(slides);
    }
  });
});
