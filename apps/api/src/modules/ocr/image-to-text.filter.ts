import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ImageToTextResponse } from '@eps/contracts';
import { mapError } from '../../common/error-mapping';

/**
 * The image-to-text route answers its errors as `{ success: false, error, code }` (spec section 7: its
 * clients read `success`); otherwise the same mapping as the global filter.
 */
@Catch()
export class ImageToTextExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ImageToText');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const mapped = mapError(exception);
    if (mapped.unexpected)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return;
    const body: ImageToTextResponse = { success: false, ...mapped.body };
    res.status(mapped.status).json(body);
  }
}
