import { CallHandler, ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { DRIVE_UPLOAD_FIELD } from '@eps/contracts';
import { SingleFileUploadInterceptor } from '../../common/single-file-upload.interceptor';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DriveErrors } from './drive.errors';

/**
 * The drive's upload: one file in the field "file", at most DRIVE_MAX_FILE_MB. The limit comes from
 * the configuration, so the multer interceptor is made here rather than at import time.
 */
@Injectable()
export class DriveUploadInterceptor implements NestInterceptor {
  private readonly upload: NestInterceptor;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const Upload = SingleFileUploadInterceptor(DRIVE_UPLOAD_FIELD, config.driveMaxFileBytes, {
      tooLarge: () => DriveErrors.fileTooLarge(config.driveMaxFileBytes),
      badUpload: DriveErrors.badUpload,
    });
    this.upload = new Upload();
  }

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return Promise.resolve(this.upload.intercept(context, next));
  }
}
