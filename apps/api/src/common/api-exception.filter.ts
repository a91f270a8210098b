import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { mapError, type MappedError } from './error-mapping';

/** The single place where errors become HTTP responses, so every error body has the same shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  protected readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const mapped = mapError(exception);
    if (mapped.unexpected)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    else if (mapped.status === 503) this.logger.warn(`${mapped.body.code}: ${String(exception)}`);
    if (res.headersSent) return;
    res.status(mapped.status).json(this.bodyOf(mapped));
  }

  /** A route whose clients expect other fields around `{ error, code }` overrides this. */
  protected bodyOf(mapped: MappedError): object {
    return mapped.body;
  }
}
