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
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import type { AppError } from './app-error';

/** One file field of a multipart form and the most bytes its file may have. */
export interface FileField {
  name: string;
  maxBytes: number;
}

export interface FileFieldsUploadErrors {
  /** `field` is null when multer stopped the upload itself (over the largest field's limit). */
  tooLarge: (field: string | null) => AppError;
  /** `reason` is multer's own words, e.g. "Unexpected field". */
  badUpload: (reason: string) => AppError;
}

/** An in-memory uploaded file, as multer gives it. */
export interface UploadedFileBuffer {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}
export type UploadedFiles = Partial<Record<string, UploadedFileBuffer[]>>;

/**
 * Nest's multi-field file interceptor (multer, in memory) for at most one file in each field, each field
 * with its own size limit: multer stops anything over the largest limit while it streams, and a file over
 * its own smaller limit is refused here, naming the field. Multer's generic errors become the route's.
 */
export function FileFieldsUploadInterceptor(
  fields: readonly FileField[],
  errors: FileFieldsUploadErrors,
  maxTextFields = 20,
): Type<NestInterceptor> {
  const MulterInterceptor = FileFieldsInterceptor(
    fields.map((f) => ({ name: f.name, maxCount: 1 })),
    {
      limits: {
        fileSize: Math.max(...fields.map((f) => f.maxBytes)),
        files: fields.length,
        fields: maxTextFields,
        parts: fields.length + maxTextFields,
      },
    },
  );

  @Injectable()
  class FileFieldsUpload extends MulterInterceptor {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      let handled: Observable<unknown>;
      try {
        handled = await super.intercept(context, next);
      } catch (err) {
        if (err instanceof PayloadTooLargeException) throw errors.tooLarge(null);
        if (err instanceof HttpException) throw errors.badUpload(err.message);
        throw err;
      }
      const files = context.switchToHttp().getRequest<{ files?: UploadedFiles }>().files ?? {};
      const oversized = fields.find((f) => (files[f.name]?.[0]?.size ?? 0) > f.maxBytes);
      if (oversized) throw errors.tooLarge(oversized.name);
      return handled;
    }
  }
  return mixin(FileFieldsUpload);
}
