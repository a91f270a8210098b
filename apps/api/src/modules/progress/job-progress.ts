import { isFinalStage, type JobStage } from '@eps/contracts';
import type { JobPublisher } from './job-events.service';

/**
 * What a route handler gets (through @Progress()) to report the real stages of its request on
 * GET /api/jobs/:id/events. The interceptor that made it ends the job: 'completed' when the handler
 * returns, 'failed' with the error's message when it throws, unless the handler ended it first.
 */
export class JobProgress {
  private ended = false;

  constructor(
    /** The job's id: the client's X-Job-Id when it was free, else a fresh one. */
    readonly jobId: string,
    private readonly publish: JobPublisher,
  ) {}

  /** One of the route's own steps has begun (`step` is the key a page maps to its step label). */
  step(step: string, message: string, percent?: number): void {
    this.report('running', message, percent, step);
  }

  /** A generic stage: queued, started, running, cached, or the final completed or failed. */
  report(stage: JobStage, message: string, percent?: number, step?: string): void {
    if (this.ended) return;
    if (isFinalStage(stage)) this.ended = true;
    this.publish(stage, message, percent, step);
  }
}
