import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { PlotJobData, PlotJobResult } from '@eps/contracts';
import { PlotRunner } from '../plot/plot-runner';
import { ArtifactStore } from './artifact-store';
import type { JobHandler } from './job-handler';

/** A `plot` job: the user's Python script in a warm sandbox, to a PNG. */
@Injectable()
export class PlotJobHandler implements JobHandler<'plot'> {
  readonly name = 'plot';

  constructor(
    private readonly plots: PlotRunner,
    private readonly artifacts: ArtifactStore,
  ) {}

  async handle(job: Job, data: PlotJobData): Promise<PlotJobResult> {
    await job.updateProgress({ message: 'Running the Python script', percent: 20 });
    const output = await this.plots.run(data.code);
    if (!output.ok) return output;
    const resultKey = await this.artifacts.put(job, output.png);
    return { ok: true, resultKey, bytes: output.png.length };
  }
}
