import {
  Injectable,
  Logger,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { concatMap, type Observable } from 'rxjs';
import type { StatToolId } from '@eps/contracts';
import type { AuthenticatedRequest } from '../auth/auth.types';
import { ToolEventsRepository } from './tool-events.repository';

const TOOL_USE = 'eps:toolUse';

/**
 * A successful call of this route is one use of `tool` in the caller's statistics. Only the decorator is
 * needed on a route: StatsModule registers ToolUseInterceptor for every route of the app.
 */
export const RecordsToolUse = (tool: StatToolId) => SetMetadata(TOOL_USE, tool);

/**
 * Records a use of the tool named by @RecordsToolUse once the handler has answered without an error, with how long the
 * request took. Routes without the mark, and calls without a signed-in user (guests count as users), pass
 * through untouched. A failure to record is logged and never fails the user's request.
 */
@Injectable()
export class ToolUseInterceptor implements NestInterceptor {
  private readonly logger = new Logger(ToolUseInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly events: ToolEventsRepository,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tool = this.reflector.get<StatToolId | undefined>(TOOL_USE, ctx.getHandler());
    const userId = tool && ctx.switchToHttp().getRequest<AuthenticatedRequest>().auth?.user.id;
    if (!tool || !userId) return next.handle();
    const started = Date.now();
    let recorded = false;
    // Recorded before the response goes out, so statistics read right after already show the use; once
    // per request, also for a route that streams many events (@Sse).
    return next.handle().pipe(
      concatMap(async (response: unknown) => {
        if (recorded) return response;
        recorded = true;
        await this.events.record(userId, tool, 'use', Date.now() - started).catch((err: unknown) => {
          this.logger.warn(`Could not record a use of ${tool}: ${String(err)}`);
        });
        return response;
      }),
    );
  }
}
