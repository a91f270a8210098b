import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { CompileJobData, CompileJobResult } from '@eps/contracts';
import { LatexCompiler } from '../latex/latex-compiler';
import { ArtifactStore } from './artifact-store';
import type { JobHandler } from './job-handler';

/** A `compile` job: the LaTeX document to a PDF, its progress reported per pass. */
@Injectable()
export class CompileJobHandler implements JobHandler<'compile'> {
  readonly name = 'compile';

  constructor(
    private readonly latex: LatexCompiler,
    private readonly artifacts: ArtifactStore,
  ) {}

  async handle(job: Job, data: CompileJobData): Promise<CompileJobResult> {
    await job.updateProgress({ message: 'Preparing the LaTeX sandbox', percent: 5 });
    const { ownerId, latexCode, assets } = data;
    const output = await this.latex.compile({ ownerId, latexCode, assets }, (p) => {
      job.updateProgress(p).catch(() => undefined);
    });
    if (!output.ok) return output;
    const resultKey = await this.artifacts.put(job, output.pdf);
    return {
      ok: true,
      resultKey,
      bytes: output.pdf.length,
      pages: output.pages,
      passes: output.passes,
      warm: output.warm,
    };
  }
}
