import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import type { AppError } from './app-error';

/** The readable, coded errors a route answers instead of multer's generic ones. */
export interface UploadErrors {
  tooLarge: () => AppError;
  /** `reason` is multer's own words, e.g. "Unexpected field". */
  badUpload: (reason: string) => AppError;
}

/**
 * Nest's file interceptor (multer, in memory) for one file in `field` of at most `maxBytes`, with its
 * generic errors ("File too large", "Unexpected field") replaced by the route's own.
 */
export function SingleFileUploadInterceptor(
  field: string,
  maxBytes: number,
  errors: UploadErrors,
): Type<NestInterceptor> {
  const MulterInterceptor = FileInterceptor(field, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 10 },
    // Browsers send file names as raw UTF-8; multer's default (latin1) would turn "Übung" into "Ã\u009cbung".
    defParamCharset: 'utf8',
  });

  @Injectable()
  class SingleFileUpload extends MulterInterceptor {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw errors.tooLarge();
        if (err instanceof HttpException) throw errors.badUpload(err.message);
        throw err;
      }
    }
  }
  return mixin(SingleFileUpload);
}
