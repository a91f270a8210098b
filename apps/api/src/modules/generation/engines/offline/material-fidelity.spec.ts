import { PYTHON_BLOCK_PATTERN, ZGenerationRequestSchema, type GenerationRequest } from '@eps/contracts';
import { LECTURE_CORPUS } from '../../../../testing/lecture-fixture';
import { OfflineGenerationEngine } from './offline-generation-engine';

const engine = new OfflineGenerationEngine();
const request = (userMaterial: string, options: Partial<GenerationRequest> = {}) =>
  ZGenerationRequestSchema.parse({ userMaterial, ...options });
const corpus = (name: string) => LECTURE_CORPUS.find((m) => m.name === name)!.material;
const PHOTOELECTRIC = corpus('lecture-photoelectric.md');

const frames = (slides: string) => slides.match(/\\begin\{frame\}[\s\S]*?\\end\{frame\}/g) ?? [];
const titles = (latex: string) => ({
  title: /\\title(?:\[[^\]]*\])?\{([^}]*)\}/.exec(latex)?.[1],
  sections: [...latex.matchAll(/\\section\{([^}]*)\}/g)].map((m) => m[1]),
});

describe('slides keep the facts of the material (issue 15.3)', () => {
  it("keep the worked example's answer and the short sentences a summary would drop", async () => {
    const slides = await engine.generateSlides(request(PHOTOELECTRIC));
    expect(slides).toContain('\\mathrm{KEmax} = 3.1 - 2.2 = 0.9\\,\\mathrm{eV}');
    expect(slides).toContain('One photon is absorbed by one electron.');
    expect(slides).toContain('This is the photoelectric effect.');
    expect(slides).toContain('electrons can be emitted from the surface.');
    expect(slides).not.toContain('\\ldots{}');
  });

  it('continue a long section on "(cont.)" frames instead of cutting it', async () => {
    const sentence = (n: number) =>
      `Observation ${n} of the experiment was recorded in the lab book with care.`;
    const material = `# Long section\n\n${Array.from({ length: 30 }, (_, n) => sentence(n + 1)).join(' ')}`;
    const slides = await engine.generateSlides(request(material));
    for (let n = 1; n <= 30; n++) expect(slides).toContain(sentence(n));
    expect(
      frames(slides).filter((f) => f.startsWith('\\begin{frame}{Overview (cont.)}')).length,
    ).toBeGreaterThan(2);
    for (const frame of frames(slides).slice(1))
      expect((frame.match(/\\item /g) ?? []).length).toBeLessThanOrEqual(6);
  });

  it('keep every list item and nested item, and a long item whole', async () => {
    const long = `The last step ${'takes a long time and must be done with great care '.repeat(6)}before the end.`;
    const material = `# Steps\n\n${Array.from({ length: 9 }, (_, n) => `${n + 1}. Step number ${n + 1} of the method.`).join('\n')}\n   - a detail\n     - a deeper detail\n10. ${long}`;
    const slides = await engine.generateSlides(request(material));
    for (let n = 1; n <= 9; n++) expect(slides).toContain(`Step number ${n} of the method.`);
    expect(slides).toContain('a deeper detail');
    expect(slides.replace(/\s+/g, ' ')).toContain(long);
  });
});

describe('numbers keep their meaning in captions, axis labels and plot code (issue 15.2)', () => {
  it('types the table header "Frequency f (10^14 Hz)" as 10^{14} in the table, the caption and the axis label', async () => {
    for (const method of ['generateNotes', 'generateSlides'] as const) {
      const latex = await engine[method](request(PHOTOELECTRIC, { includeImages: true }));
      const [, blockTitle, code] = [...latex.matchAll(PYTHON_BLOCK_PATTERN)].find((m) =>
        m[1]!.includes('Frequency'),
      )!;
      expect(blockTitle).toContain('Frequency f (10^14 Hz)');
      expect(code).toContain('plt.xlabel("Frequency f ($10^{14}$ Hz)")');
      expect(code).not.toContain('1014');
      expect(latex).toContain('Frequency f ($10^{14}$ Hz) & Stopping voltage V (V)');
      expect(latex).toMatch(/\\caption\{[^}]*Frequency f \(\$10\^\{14\}\$ Hz\)\}/);
      expect(latex).not.toMatch(/1014|\\textasciicircum/);
    }
  });

  it('plots a data table typed in powers of ten with the values it means', async () => {
    const material = [
      '# Photon energies',
      '',
      'Frequency (Hz),Energy (J)',
      '4.0 × 10^14,2.65e-19',
      '5.0x10^14,3.3 × 10^-19',
      '7.5 × 10¹⁴,−4.97e-19',
    ].join('\n');
    const notes = await engine.generateNotes(request(material, { includeImages: true }));
    expect(notes).toContain('$4.0\\times 10^{14}$ & $2.65\\times 10^{-19}$ \\\\');
    expect(notes).toContain('$7.5\\times 10^{14}$ & $-4.97\\times 10^{-19}$ \\\\');
    const [, , code] = [...notes.matchAll(PYTHON_BLOCK_PATTERN)][0]!;
    expect(code).toContain('x = np.array([400000000000000, 500000000000000, 750000000000000])');
    expect(code).toContain('y1 = np.array([2.65e-19, 3.3e-19, -4.97e-19])');
  });

  it('works an example with the powers of ten the material states, not their mantissas', async () => {
    const material = [
      '# Waves',
      '',
      '## Speed',
      '',
      'A radio wave has a wavelength of 2.5 × 10^-7 m and a frequency of 1.2e15 Hz. Its speed is',
      '',
      'v = f lambda',
    ].join('\n');
    const notes = await engine.generateNotes(request(material, { includeExamples: true }));
    expect(notes).toContain('$f = 1.2\\times 10^{15}\\,\\mathrm{Hz}$ (the value given in the material)');
    expect(notes).toContain(
      '$\\lambda = 2.5\\times 10^{-7}\\,\\mathrm{m}$ (the value given in the material)',
    );
    expect(notes).toContain('= 3.00\\times 10^{8}\\,\\mathrm{m\\,s^{-1}} \\]');
  });

  it('reads e-notation and "3x10^8" in a formula line as numbers', async () => {
    const notes = await engine.generateNotes(request('# Light\n\nc = 3x10^8\n\nh = 6.63e-34'));
    expect(notes).toContain('c = 3\\times 10^{8}');
    expect(notes).toContain('h = 6.63\\times 10^{-34}');
  });

  it('keeps a formula with a minus sign an equation, not a definition of its left part', async () => {
    const notes = await engine.generateNotes(request('# Energy\n\nKEmax = hf - φ'));
    expect(notes).not.toContain('Definition: KEmax');
    expect(notes).toContain('\\begin{equation}\n\\mathrm{KEmax} = hf - \\phi\n\\end{equation}');
  });
});

describe("the document's title and sections come from the material (issue 15.9)", () => {
  it('takes the first # heading as the title when the sections share its level', async () => {
    for (const method of ['generateNotes', 'generateSlides'] as const) {
      const latex = await engine[method](request(PHOTOELECTRIC));
      expect(titles(latex)).toEqual({
        title: 'The Photoelectric Effect',
        sections: ['Observations', 'Photons', 'Worked example', 'Measurements'],
      });
    }
  });

  it('keeps a first heading with text of its own as a section too', async () => {
    const notes = await engine.generateNotes(
      request('# Photons\n\nLight comes in quanta.\n\n# Electrons\n\nThey carry charge.'),
    );
    expect(titles(notes)).toEqual({ title: 'Photons', sections: ['Photons', 'Electrons'] });
  });

  it.each([
    ['lecture-acids-plain.txt', 'Acids, Bases and pH', ['The pH scale', 'Titration method', 'Results']],
    [
      'lecture-sequences-numbered.txt',
      'Arithmetic and Geometric Sequences',
      ['Arithmetic sequences', 'Geometric sequences', 'Worked example'],
    ],
    [
      'lecture-inflation-parts.txt',
      'Inflation and Monetary Policy',
      ['Part 1: Measuring inflation', 'Part 2: Causes', "Part 3: The central bank's response"],
    ],
    ['lecture-cells-setext.txt', 'Cell Structure and Transport', ['Organelles', 'Diffusion and Osmosis']],
  ])('plain material %s: title line and headings by shape', async (name, title, sections) => {
    expect(titles(await engine.generateNotes(request(corpus(name))))).toEqual({ title, sections });
  });

  it('gives material of paragraphs only a section per paragraph, titled by its opening words', async () => {
    const notes = await engine.generateNotes(request(corpus('lecture-industrial-revolution.txt')));
    expect(titles(notes)).toEqual({
      title: 'The Industrial Revolution in Britain',
      sections: [
        'Britain was the first country to industrialise',
        'The textile industry led the way',
        'Steam power freed factories from rivers',
        'Life in the new towns was hard',
      ],
    });
    const untitled = await engine.generateNotes(
      request(
        'Revision works best with a plan, started early.\n\nReview often, and test yourself rather than rereading.',
      ),
    );
    expect(titles(untitled).sections).toEqual(['Revision works best with a plan', 'Review often']);
  });
});
