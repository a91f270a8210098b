import { Injectable } from '@nestjs/common';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';
import { CompileErrors } from './compile.errors';

/** RATE_LIMIT_COMPILE_PER_MINUTE per user across the compile and plot routes. */
@Injectable()
export class CompileRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'compile';

  protected limitPerMinute(): number {
    return this.config.rateLimitCompilePerMinute;
  }

  protected limitError(perMinute: number) {
    return CompileErrors.rateLimited(perMinute);
  }
}
