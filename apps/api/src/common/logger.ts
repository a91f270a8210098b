import { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { currentRequest } from './request-context';

/**
 * Paths pino must never print, a second line of defence: request bodies are never logged, but a
 * careless `log.info({ body })` or an error object carrying a request must not leak credentials,
 * API keys or a student's essay either. `*.x` covers one level of nesting, `*.*.x` two.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'openaiApiKey',
  'authorization',
  'cookie',
  'essay',
  'essayText',
  'answer',
  'answerText',
  'text',
];
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'body',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** `destination` lets a test read the log lines; production writes JSON lines to stdout. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Lets Nest's own log lines and every service's `new Logger(...)` go through pino. Inside a request
 * they go through that request's logger, so they carry its `reqId` like the access line does.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  private get current(): Logger {
    return currentRequest()?.log ?? this.logger;
  }
  log(message: unknown, context?: string) {
    this.current.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.current.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.current.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.current.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.current.trace({ context }, String(message));
  }
}
