import type { CompileRequest } from '@eps/contracts';
import type { PlotImageResult } from '@/lib/compile';
import { buildPdf, type PdfBuildSteps } from './build-pdf';
import { parseImageInclusions } from '../latex/parse-document';

const doc = (body: string) => `\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`;
const block = (title: string, code: string) => `\\begin{pythonplot}{${title}}\n${code}\n\\end{pythonplot}`;
const FIGURE = '\\begin{figure}\n\\includegraphics{plot.png}\n\\caption{Shown}\n\\end{figure}';
const PDF = new Blob(['%PDF-1.5']);

function fakeSteps(plot: (code: string) => PlotImageResult | Promise<PlotImageResult>) {
  const statuses: string[] = [];
  const compiles: CompileRequest[] = [];
  const plots: string[] = [];
  const steps: PdfBuildSteps = {
    runPlot: async (code) => {
      plots.push(code);
      return plot(code);
    },
    compile: async (request) => {
      compiles.push(request);
      return PDF;
    },
    onStatus: (status) => statuses.push(status),
  };
  return { steps, statuses, compiles, plots };
}

const ok = (base64: string): PlotImageResult => ({
  ok: true,
  base64,
  dataUrl: `data:image/png;base64,${base64}`,
});

describe('buildPdf', () => {
  it('compiles a document without Python blocks as it is, without shell escape', async () => {
    const { steps, statuses, compiles } = fakeSteps(() => ok('x'));
    const result = await buildPdf(doc('Hello'), { includeImages: true }, steps);
    expect(result).toEqual({
      pdf: PDF,
      warning: null,
      notices: ['No Images were found in the generated material. The PDF will be generated without plots.'],
      failedPlots: [],
    });
    expect(statuses).toEqual(['Compiling LaTeX...']);
    expect(compiles).toHaveLength(1);
    expect(compiles[0]!.shellEscape).toBe(false);
    expect(compiles[0]!.assets).toBeUndefined();
    expect(compiles[0]!.latexCode).toContain('\\usepackage{graphicx}');
  });

  it('draws each block, then compiles with the images as plot-n.png assets', async () => {
    const { steps, statuses, compiles, plots } = fakeSteps((code) =>
      ok(code.includes('bar') ? 'QkFS' : 'TElORQ=='),
    );
    const source = doc(
      [block('Line', 'plt.plot([1, 2])'), FIGURE, block('Bars', 'plt.bar([1], [2])')].join('\n'),
    );
    const result = await buildPdf(source, { includeImages: true }, steps);

    // One figure for two blocks: only the first is drawn, the second is removed.
    expect(plots).toEqual(['plt.plot([1, 2])\n']);
    expect(statuses).toEqual([
      'Processing 2 Python code blocks and generating plots...',
      'Compiling LaTeX to PDF...',
    ]);
    expect(result.notices).toEqual([
      'Found 2 Python code blocks but 1 image inclusions. Each Python block will be matched to an image inclusion in order...',
    ]);
    expect(compiles).toHaveLength(1);
    const [request] = compiles;
    expect(request!.shellEscape).toBe(true);
    expect(request!.assets).toEqual([{ name: 'plot-1.png', base64: 'TElORQ==' }]);
    expect(request!.latexCode).not.toContain('pythonplot');
    expect(parseImageInclusions(request!.latexCode).map((i) => i.fileName)).toEqual(['plot-1.png']);
  });

  it('inserts figures where the blocks were when the document includes no plot.png', async () => {
    const { steps, compiles } = fakeSteps(() => ok('UE5H'));
    const result = await buildPdf(
      doc([block('A', 'plt.plot(x)'), block('B', 'plt.pie(x)')].join('\n')),
      { includeImages: true },
      steps,
    );
    expect(result.notices).toEqual([
      'No image inclusions were found in the LaTeX. Images will be inserted at Python code block locations.',
    ]);
    expect(compiles[0]!.assets!.map((a) => a.name)).toEqual(['plot-1.png', 'plot-2.png']);
    expect(compiles[0]!.latexCode).toContain(
      '\\includegraphics[width=0.7\\textwidth]{plot-2.png}\n\\caption{B}',
    );
  });

  it('compiles without plots and warns when a plot fails (or its call throws)', async () => {
    const { steps, statuses, compiles } = fakeSteps(async (code) => {
      if (code.includes('boom'))
        throw new Error('Failed to generate image from Python code: NameError: boom');
      return code.includes('empty')
        ? { ok: false, error: 'No image data returned from the Python generator' }
        : ok('T0s=');
    });
    const source = doc(
      [block('Good', 'plt.plot(x)'), block('Broken', 'boom()'), block('', 'empty()')].join('\n'),
    );
    const result = await buildPdf(source, { includeImages: true }, steps);
    expect(result.warning).toBe(
      'Warning: Some plots could not be generated. Broken: Failed to generate image from Python code: NameError: boom; ' +
        'Plot 3: No image data returned from the Python generator',
    );
    expect(result.failedPlots).toEqual(['Broken', 'Plot 3']);
    expect(statuses).toEqual([
      'Processing 3 Python code blocks and generating plots...',
      'Compiling LaTeX without plots...',
    ]);
    expect(compiles).toHaveLength(1);
    expect(compiles[0]!.assets).toBeUndefined();
    expect(compiles[0]!.latexCode).not.toMatch(/pythonplot|includegraphics/);
  });

  it('lets a compile failure through to the caller', async () => {
    const { steps } = fakeSteps(() => ok('x'));
    steps.compile = () => Promise.reject({ status: 422, data: 'Line 3: Undefined control sequence' });
    await expect(buildPdf(doc('\\oops'), { includeImages: false }, steps)).rejects.toEqual({
      status: 422,
      data: 'Line 3: Undefined control sequence',
    });
  });
});
