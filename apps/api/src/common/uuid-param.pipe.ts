import { PipeTransform } from '@nestjs/common';
import type { AppError } from './app-error';
import { isUuid } from './uuid';

/**
 * A route parameter that names a row by id. Anything that is not a UUID names nothing, so it gets the
 * same error as a missing row (the `notFound` of the route's module), never a database error.
 */
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: () => AppError) {}

  transform(value: string): string {
    if (!isUuid(value)) throw this.notFound();
    return value.toLowerCase();
  }
}
