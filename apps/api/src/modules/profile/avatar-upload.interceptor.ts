import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { AVATAR_MAX_BYTES } from '@eps/contracts';
import { ProfileErrors } from './profile.errors';

export const AVATAR_FIELD = 'avatar';

const MulterAvatarInterceptor = FileInterceptor(AVATAR_FIELD, {
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 10 },
});

/**
 * Nest's file interceptor (multer, in memory) with its generic errors ("File too large", "Unexpected
 * field") replaced by our readable, coded profile errors.
 */
@Injectable()
export class AvatarUploadInterceptor extends MulterAvatarInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw ProfileErrors.avatarTooLarge();
      if (err instanceof HttpException) throw ProfileErrors.avatarBadUpload(err.message);
      throw err;
    }
  }
}
