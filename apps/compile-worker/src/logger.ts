import type { LoggerService } from '@nestjs/common';
import pino from 'pino';

export function createLogger(level: string) {
  return pino({ name: 'compile-worker', level });
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
