import { Catch } from '@nestjs/common';
import type { ImageToTextResponse } from '@eps/contracts';
import { ApiExceptionFilter } from '../../common/api-exception.filter';
import type { MappedError } from '../../common/error-mapping';

/**
 * The image-to-text route answers its errors as `{ success: false, error, code }` (spec section 7: its
 * clients read `success`); otherwise the same mapping as the global filter.
 */
@Catch()
export class ImageToTextExceptionFilter extends ApiExceptionFilter {
  protected override bodyOf(mapped: MappedError): ImageToTextResponse {
    return { success: false, ...mapped.body };
  }
}
