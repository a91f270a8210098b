import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { tap, type Observable } from 'rxjs';
import { JOB_ID_HEADER, ZJobIdSchema } from '@eps/contracts';
import type { AuthenticatedRequest } from '../auth/auth.types';
import { JobEventsService } from './job-events.service';
import { JobProgress } from './job-progress';
import { ProgressErrors } from './progress.errors';

const JOB_KIND = 'eps:jobKind';
const progressOfRequest = new WeakMap<object, JobProgress>();

/**
 * Claims the request's job id (X-Job-Id, or a fresh one) for the signed-in user, hands the handler a
 * JobProgress and ends the job when the handler settles. A malformed id is a 400 before any work.
 */
@Injectable()
export class JobProgressInterceptor implements NestInterceptor {
  constructor(
    private readonly events: JobEventsService,
    private readonly reflector: Reflector,
  ) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const kind = this.reflector.get<string>(JOB_KIND, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.header(JOB_ID_HEADER);
    if (header !== undefined && !ZJobIdSchema.safeParse(header).success) throw ProgressErrors.badJobId();
    const jobId = await this.events.claim(header?.toLowerCase(), req.auth.user.id);
    const progress = new JobProgress(jobId, this.events.publisher(jobId, kind));
    progressOfRequest.set(req, progress);
    return next.handle().pipe(
      tap({
        complete: () => progress.report('completed', 'Done', 100),
        error: (err: unknown) =>
          progress.report('failed', err instanceof Error ? err.message : 'The request failed'),
      }),
    );
  }
}

/** The route reports its progress as a job of `kind` ('essay-check', 'notes' …); see @Progress(). */
export const ReportsProgress = (kind: string) =>
  applyDecorators(SetMetadata(JOB_KIND, kind), UseInterceptors(JobProgressInterceptor));

/** The JobProgress of a route marked @ReportsProgress. */
export const Progress = createParamDecorator((_data: unknown, ctx: ExecutionContext): JobProgress => {
  const progress = progressOfRequest.get(ctx.switchToHttp().getRequest<object>());
  if (!progress) throw new Error('@Progress() needs @ReportsProgress(kind) on the route');
  return progress;
});
