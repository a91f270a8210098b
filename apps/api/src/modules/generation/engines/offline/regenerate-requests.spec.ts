import { ZGenerationRequestSchema } from '@eps/contracts';
import { OfflineGenerationEngine } from './offline-generation-engine';
import { OSCILLATIONS_LECTURE } from '../../../../testing/lecture-fixture';

/**
 * Regenerate-section requirements read clause by clause: each request the rules can meet changes the
 * text as asked, and each answer says, per clause, what was done and what could not be. Three
 * lectures in different styles (markdown with a table, plain formulas in prose, another subject).
 */

const PHOTOELECTRIC = `# The Photoelectric Effect

When light shines on a metal surface, electrons are emitted from the surface. This is the photoelectric effect.

## Einstein's explanation

Light arrives in packets called photons. One photon is absorbed by one electron.
The energy of a photon is E = hf, where h = 6.63 x 10^-34 J s is the Planck constant.
The work function phi is the least energy needed to free an electron from the surface.
The maximum kinetic energy of an emitted electron is KEmax = hf - phi.

## Measurements

| Frequency f (10^14 Hz) | KEmax (eV) |
|---|---|
| 5.5 | 0.05 |
| 6.0 | 0.27 |
| 7.0 | 0.68 |
`;

const CIRCUITS = `Electric Circuits

Resistance

The current through a resistor is proportional to the voltage across it. Ohm's law states V = IR, where R is the resistance in ohms. A resistor with a current of 250 mA and a resistance of 48 ohms is typical of a bench experiment.

Power

The power dissipated in a resistor is P = I^2 R. Power is measured in watts. A kettle draws much more power than a phone charger. Engineers choose resistors that can carry the power safely.
`;

const engine = new OfflineGenerationEngine();

async function notesOf(material: string): Promise<string> {
  return engine.generateNotes(
    ZGenerationRequestSchema.parse({ userMaterial: material, includeImages: true }),
  );
}

function sectionOf(notes: string, title: string): string {
  const start = notes.indexOf(`\\section{${title}}`);
  if (start < 0) throw new Error(`no section ${title} in:\n${notes}`);
  const rest = notes.slice(start + 9);
  return notes.slice(start, start + 9 + rest.search(/\\section\{|\\end\{document\}/));
}

async function regenerate(material: string, title: string, requirement: string) {
  const notes = await notesOf(material);
  const original = sectionOf(notes, title);
  const answer = await engine.regenerateSection({
    sectionTitle: title,
    originalContent: original,
    documentContext: notes,
    requirement,
  });
  return { original, ...answer };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('regenerate section: the requirement read as requests', () => {
  it("the issue's requirement: formulas typeset, worked examples from the material's numbers, the UV value reported as not done", async () => {
    const { original, text, outcomes } = await regenerate(
      PHOTOELECTRIC,
      "Einstein's explanation",
      'a step-by-step worked example with the equations typeset properly, then a second example using 250 nm UV',
    );
    expect(original).not.toContain('$E = hf$');
    expect(text).toContain('$E = hf$');
    expect(text).toContain('$h = 6.63\\times 10^{-34}\\,\\mathrm{J\\,s}$');
    expect(text).toContain('$\\mathrm{KE}_{\\max} = hf - \\phi$');
    // h from the text, f from the table's first and second rows with its 10^14 scale: E = hf.
    expect(text).toContain(
      'E = 6.63\\times 10^{-34} \\times 5.50\\times 10^{14} = 3.65\\times 10^{-19}\\,\\mathrm{J}',
    );
    expect(text).toContain(
      'E = 6.63\\times 10^{-34} \\times 6.00\\times 10^{14} = 3.98\\times 10^{-19}\\,\\mathrm{J}',
    );
    expect(text).not.toContain('typical value');
    expect(text).not.toContain('\\begin{enumerate}');

    expect(outcomes).toHaveLength(2);
    expect(outcomes[0]!.done).toEqual([
      "added a worked example from the material's own numbers: Worked example: Energy E",
      'typeset 3 formulas as LaTeX math',
    ]);
    expect(outcomes[1]!.done).toHaveLength(1);
    expect(outcomes[1]!.notDone).toEqual([
      'also asked for "250 nm UV": the offline engine cannot take values from the request, only from the material',
    ]);
  });

  it('a requirement the rules do not understand changes nothing and says so', async () => {
    const { original, text, outcomes } = await regenerate(
      OSCILLATIONS_LECTURE,
      'The Mass-Spring System',
      'make it funnier and add a diagram',
    );
    expect(squash(text)).toBe(squash(original));
    expect(outcomes.map((o) => o.done)).toEqual([[], []]);
    expect(outcomes.map((o) => o.notDone[0])).toEqual([
      'this request ("funnier") is beyond the offline engine\'s rules',
      'this request ("diagram") is beyond the offline engine\'s rules',
    ]);
  });

  it('typesets plain formulas in prose, and says when they already were', async () => {
    const circuits = await regenerate(CIRCUITS, 'Power', 'typeset the equations properly');
    expect(circuits.text).toContain('$P = I^2 R$');
    expect(circuits.outcomes[0]!.done).toEqual(['typeset 1 formula as LaTeX math']);

    const spring = await regenerate(OSCILLATIONS_LECTURE, 'The Mass-Spring System', 'typeset the formulas');
    expect(spring.outcomes[0]!.done).toEqual(['the equations were already typeset; left as it was']);
  });

  it('a worked example converts the units the material states (mA to A) before computing', async () => {
    const { text, outcomes } = await regenerate(CIRCUITS, 'Resistance', 'add a worked example');
    expect(text).toContain('$I = 250\\,\\mathrm{mA} = 0.25\\,\\mathrm{A}$');
    expect(text).toMatch(/V = 0\.25 \\times 48 = 12\\,\\mathrm\{V\}/);
    expect(outcomes[0]!.done[0]).toMatch(/^added a worked example from the material's own numbers/);
  });

  it('two examples use the next table row; a third the material cannot support is reported', async () => {
    const { text, outcomes } = await regenerate(
      OSCILLATIONS_LECTURE,
      'The Mass-Spring System',
      'three worked examples',
    );
    expect(text.match(/Worked example: Period/g)).toHaveLength(3);
    expect(outcomes[0]!.notDone).toEqual([]);
    const circuits = await regenerate(CIRCUITS, 'Resistance', 'two examples');
    expect(circuits.outcomes[0]!.done).toHaveLength(1);
    expect(circuits.outcomes[0]!.notDone).toEqual([
      'no further worked example: the material gives no more numbers for these equations',
    ]);
  });

  it.each<[string, (before: string, after: string) => void, RegExp]>([
    ['shorter', (b, a) => expect(a.length).toBeLessThan(b.length), /^shortened from \d+ to \d+ sentences$/],
    [
      'in bullet points',
      (_, a) => expect(a).toContain('\\begin{itemize}'),
      /^paragraphs turned into bullet points$/,
    ],
    ['as numbered steps', (_, a) => expect(a).toContain('\\begin{enumerate}'), /^points numbered$/],
    [
      'more detail',
      (b, a) => expect(a.length).toBeGreaterThan(b.length),
      /^added \d related sentences? from the document$/,
    ],
  ])('"%s" changes the text and says how', async (requirement, check, said) => {
    const { original, text, outcomes } = await regenerate(
      OSCILLATIONS_LECTURE,
      'Damping and Resonance',
      requirement,
    );
    check(original, text);
    expect(outcomes[0]!.done[0]).toMatch(said);
  });

  it('"paragraphs" on prose is already met and says so rather than claiming a change', async () => {
    const { original, text, outcomes } = await regenerate(CIRCUITS, 'Power', 'as paragraphs');
    expect(squash(text)).toBe(squash(original));
    expect(outcomes[0]!.done).toEqual(['it was already in paragraphs; left as it was']);
  });

  it('a slide frame reads the same requests and reports them the same way', async () => {
    const slides = await engine.generateSlides(
      ZGenerationRequestSchema.parse({ userMaterial: OSCILLATIONS_LECTURE, includeImages: false }),
    );
    const frame = /\\begin\{frame\}\{The Mass-Spring System\}[\s\S]*?\\end\{frame\}/.exec(slides)![0];
    const { text, outcomes } = await engine.regenerateFrame({
      frameTitle: 'The Mass-Spring System',
      originalContent: frame,
      slideContext: slides,
      requirement: 'add a worked example, and a cartoon',
    });
    // The slides keep the practical's stiffness and its table of masses, so the example uses them.
    expect(text).toContain('Worked example: Period $T$');
    expect(text).toContain(
      '$m = 0.10\\,\\mathrm{kg}$, $k = 20\\,\\mathrm{N\\,m^{-1}}$ (from the material and its table)',
    );
    expect(text).not.toContain('typical value');
    expect(outcomes).toEqual([
      {
        request: 'add a worked example',
        done: ["added a worked example from the material's own numbers: Worked example: Period T"],
        notDone: [],
      },
      {
        request: 'a cartoon',
        done: [],
        notDone: ['this request ("cartoon") is beyond the offline engine\'s rules'],
      },
    ]);
  });
});
