import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';

/** RATE_LIMIT_UPLOADS_PER_MINUTE uploads per user: papers come a few at a time, 50 MB each is not free. */
@Injectable()
export class PaperUploadsRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'paper-uploads';

  protected limitPerMinute(): number {
    return this.config.rateLimitUploadsPerMinute;
  }

  protected limitError(perMinute: number) {
    return new AppError(
      429,
      'UPLOADS_RATE_LIMITED',
      `Too many uploads: at most ${perMinute} a minute. Please wait a moment and try again.`,
    );
  }
}
