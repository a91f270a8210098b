import type { LoggerService } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/** What every log line written while a job runs says about it: its id, its kind, the API request's id. */
export interface JobLogContext {
  job: string;
  kind: string;
  reqId?: string;
}

const jobContext = new AsyncLocalStorage<JobLogContext>();

/** Runs `work` with every log line it writes (the sandboxes', the compiler's) tagged with the job. */
export function withJobContext<T>(context: JobLogContext, work: () => Promise<T>): Promise<T> {
  return jobContext.run(context, work);
}

export function createLogger(level: string) {
  return pino({
    name: 'compile-worker',
    level,
    // A new object each time: pino mutates what mixin returns.
    mixin: () => ({ ...jobContext.getStore() }),
  });
}
export type Logger = ReturnType<typeof createLogger>;

/**
 * Nest's own messages through the worker's pino logger. Its start-up chatter ("dependencies
 * initialized") goes to debug, so the worker's info log stays what an operator needs.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
