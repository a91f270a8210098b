import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  JOB_RESULT_TTL_SECONDS,
  jobResultKey,
  type CompileJobData,
  type CompileJobResult,
  type PlotJobData,
  type PlotJobResult,
} from '@eps/contracts';
import type { LatexCompiler } from './latex/latex-compiler';
import type { Logger } from './logger';
import type { PlotRunner } from './plot/plot-runner';

type AnyJob = Job<CompileJobData | PlotJobData, CompileJobResult | PlotJobResult>;

/**
 * Runs one job of the compile queue. A document that does not compile or a script that fails is a
 * normal answer (ok: false), not a failed job: only a broken worker makes BullMQ try again.
 */
export class JobProcessor {
  constructor(
    private readonly latex: LatexCompiler,
    private readonly plots: PlotRunner,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly log: Logger,
  ) {}

  readonly process = async (job: AnyJob): Promise<CompileJobResult | PlotJobResult> => {
    const started = Date.now();
    const result =
      job.name === 'plot'
        ? await this.plot(job as Job<PlotJobData>)
        : await this.compile(job as Job<CompileJobData>);
    this.log.info({ job: job.id, kind: job.name, ok: result.ok, ms: Date.now() - started }, 'job done');
    return result;
  };

  private async compile(job: Job<CompileJobData>): Promise<CompileJobResult> {
    await job.updateProgress({ message: 'Preparing the LaTeX sandbox', percent: 5 });
    const { ownerId, latexCode, assets } = job.data;
    const output = await this.latex.compile({ ownerId, latexCode, assets }, (p) => {
      job.updateProgress(p).catch(() => undefined);
    });
    if (!output.ok) return output;
    const resultKey = await this.store(job, output.pdf);
    return {
      ok: true,
      resultKey,
      bytes: output.pdf.length,
      pages: output.pages,
      passes: output.passes,
      warm: output.warm,
    };
  }

  private async plot(job: Job<PlotJobData>): Promise<PlotJobResult> {
    await job.updateProgress({ message: 'Running the Python script', percent: 20 });
    const output = await this.plots.run(job.data.code);
    if (!output.ok) return output;
    const resultKey = await this.store(job, output.png);
    return { ok: true, resultKey, bytes: output.png.length };
  }

  /** The artifact goes to a short-lived key, not into the return value BullMQ copies into its event stream. */
  private async store(job: Job, artifact: Buffer): Promise<string> {
    const key = jobResultKey(this.redisPrefix, String(job.id));
    await this.redis.set(key, artifact, 'EX', JOB_RESULT_TTL_SECONDS);
    return key;
  }
}
