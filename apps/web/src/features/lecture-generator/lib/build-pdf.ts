import type { CompileRequest } from '@eps/contracts';
import type { PlotImageResult } from '@/lib/compile';
import {
  cleanGeneratedLatex,
  placePlots,
  planPlots,
  plotImageName,
  plotNotices,
  removePlots,
} from '../latex/post-process';

/** The status texts of spec section 4 for the stages of turning LaTeX into a PDF. */
export const STATUS = {
  plots: (n: number) => `Processing ${n} Python code blocks and generating plots...`,
  compileWithPlots: 'Compiling LaTeX to PDF...',
  compile: 'Compiling LaTeX...',
  compileWithoutPlots: 'Compiling LaTeX without plots...',
} as const;

export const plotsWarning = (detail: string) => `Warning: Some plots could not be generated. ${detail}`;

/** The calls the pipeline makes; the React side gives it the RTK Query mutations. */
export interface PdfBuildSteps {
  /** POST /api/python-image-generator, its answer checked by readPlotImage. May throw. */
  runPlot(code: string): Promise<PlotImageResult>;
  /** POST /api/compile; throws what the mutation throws when there is no PDF. */
  compile(request: CompileRequest): Promise<Blob>;
  onStatus(status: string): void;
}

export interface PdfBuild {
  pdf: Blob;
  /** The spec's plots warning when some plot failed and the PDF was made without plots. */
  warning: string | null;
  /** The spec's notices about how the plots were placed. */
  notices: string[];
  /** The titles of the plots that failed: the PDF shows none of the plots then. */
  failedPlots: string[];
}

async function drawPlot(steps: PdfBuildSteps, code: string): Promise<PlotImageResult> {
  try {
    return await steps.runPlot(code);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Generated LaTeX to PDF, following spec section 5 and DESIGN "Compile service": clean the source, draw
 * each Python block as a plot job, then compile with the images as assets. When any plot fails, the
 * document is compiled without its plots and the warning says why. Compile failures are thrown.
 */
export async function buildPdf(
  rawLatex: string,
  { includeImages }: { includeImages: boolean },
  steps: PdfBuildSteps,
): Promise<PdfBuild> {
  const latex = cleanGeneratedLatex(rawLatex);
  const plan = planPlots(latex);
  const notices = plotNotices(plan.blocks.length, plan.inclusionCount, includeImages);
  if (plan.blocks.length === 0) {
    steps.onStatus(STATUS.compile);
    const pdf = await steps.compile({ latexCode: removePlots(latex), shellEscape: false });
    return { pdf, warning: null, notices, failedPlots: [] };
  }

  steps.onStatus(STATUS.plots(plan.blocks.length));
  const images: PlotImageResult[] = [];
  for (const block of plan.drawn) images.push(await drawPlot(steps, block.code));
  const titleOf = (i: number) => plan.drawn[i]!.title || `Plot ${i + 1}`;
  const failedPlots = images.flatMap((image, i) => (image.ok ? [] : [titleOf(i)]));
  const failures = images.flatMap((image, i) => (image.ok ? [] : [`${titleOf(i)}: ${image.error}`]));

  if (failures.length > 0) {
    steps.onStatus(STATUS.compileWithoutPlots);
    const pdf = await steps.compile({ latexCode: removePlots(latex), shellEscape: true });
    return { pdf, warning: plotsWarning(failures.join('; ')), notices, failedPlots };
  }

  steps.onStatus(STATUS.compileWithPlots);
  const assets = images.flatMap((image, i) =>
    image.ok ? [{ name: plotImageName(i + 1), base64: image.base64 }] : [],
  );
  const pdf = await steps.compile({ latexCode: placePlots(latex), shellEscape: true, assets });
  return { pdf, warning: null, notices, failedPlots: [] };
}
