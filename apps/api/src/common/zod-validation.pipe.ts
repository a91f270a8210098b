import { PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { CommonErrors } from './app-error';

/**
 * Validates a body against a contracts schema. The first issue becomes `error` (what the UI shows), all
 * issues go to `details` so a form can mark every field.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    // A missing body (no content type) reaches us as undefined; validate it as an empty object so the
    // message names the missing field rather than "expected object".
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw CommonErrors.validation(details[0]?.message ?? 'The request is not valid.', details);
  }
}
