import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  formatLatexErrors,
  type CompileJobData,
  type CompileRequest,
  type JobData,
  type JobName,
  type PlotJobData,
  type PlotRequest,
} from '@eps/contracts';
import type { JobProgress } from '../progress/job-progress';
import { ApiMetrics } from '../metrics/api-metrics';
import { ArtifactCacheRepository } from './artifact-cache.repository';
import { CompileErrors, LatexCompileFailure } from './compile.errors';
import { CompileQueueService } from './compile-queue.service';

/** Bumped when the worker's output for the same input changes (TeX setup, plot preparation). */
const CACHE_VERSION = 'v1';

export function contentKey(kind: JobName, ...parts: string[]): string {
  const hash = createHash('sha256').update(`${CACHE_VERSION}:${kind}`);
  for (const part of parts) hash.update('\0').update(part);
  return `${kind}:${hash.digest('hex')}`;
}

/**
 * POST /api/compile and /api/python-image-generator: answer from the content-hash cache when the same
 * input was compiled before, else put a job on the compile queue, report its progress and wait.
 */
@Injectable()
export class CompileService {
  constructor(
    private readonly cache: ArtifactCacheRepository,
    private readonly queue: CompileQueueService,
    private readonly metrics: ApiMetrics,
  ) {}

  /** The PDF, or a LatexCompileFailure whose text names the first error and its line. */
  async compile(ownerId: string, body: CompileRequest, progress: JobProgress): Promise<Buffer> {
    const assets = [...(body.assets ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const key = contentKey('compile', body.latexCode, ...assets.flatMap((a) => [a.name, a.base64]));
    const data: CompileJobData = { ownerId, latexCode: body.latexCode, assets };
    const result = await this.produce('compile', key, data, progress);
    if (result.kind === 'cached') return result.artifact;
    if (!result.value.ok) {
      progress.report('failed', 'LaTeX reported errors');
      throw new LatexCompileFailure(formatLatexErrors(result.value.errors));
    }
    return this.finish(key, 'pdf', result.value.resultKey, progress);
  }

  /** The PNG, or a 422 with the script's error. */
  async plot(ownerId: string, body: PlotRequest, progress: JobProgress): Promise<Buffer> {
    const key = contentKey('plot', body.code);
    const data: PlotJobData = { ownerId, code: body.code };
    const result = await this.produce('plot', key, data, progress);
    if (result.kind === 'cached') return result.artifact;
    if (!result.value.ok) {
      progress.report('failed', result.value.error);
      throw CompileErrors.plotFailed(result.value.error);
    }
    return this.finish(key, 'png', result.value.resultKey, progress);
  }

  private async produce<N extends JobName>(kind: N, key: string, data: JobData<N>, progress: JobProgress) {
    const publish = progress.report.bind(progress);
    const cached = await this.cache.get(key);
    this.metrics.countCacheLookup(kind, cached ? 'hit' : 'miss');
    if (cached) {
      publish('cached', 'Answered from the cache (this exact input was compiled before)', 100);
      publish('completed', 'Done', 100);
      return { kind: 'cached' as const, artifact: cached };
    }
    if (!(await this.queue.hasLiveWorker())) {
      publish('failed', 'No compile worker is running');
      throw CompileErrors.noWorker();
    }
    publish('queued', 'Waiting for a free compile worker', 0);
    try {
      const value = await this.queue.run(kind, progress.jobId, data, {
        onStarted: () => publish('started', 'A compile worker took the job', 2),
        onProgress: (p) => publish('running', p.message, p.percent),
      });
      return { kind: 'ran' as const, value };
    } catch (err) {
      publish('failed', err instanceof Error ? err.message : 'The job failed');
      throw err;
    }
  }

  private async finish(
    key: string,
    kind: 'pdf' | 'png',
    resultKey: string,
    progress: JobProgress,
  ): Promise<Buffer> {
    const artifact = await this.queue.takeArtifact(resultKey);
    await this.cache.put(key, kind, artifact);
    progress.report('completed', 'Done', 100);
    return artifact;
  }
}
