import { Injectable } from '@nestjs/common';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';
import { AiErrors } from './ai.errors';

/**
 * RATE_LIMIT_AI_PER_MINUTE per user across every AI route (the tools that ask a model or stand in for one).
 * Runs after the auth guard: it counts per user.
 */
@Injectable()
export class AiRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'ai';

  protected limitPerMinute(): number {
    return this.config.rateLimitAiPerMinute;
  }

  protected limitError(perMinute: number) {
    return AiErrors.rateLimited(perMinute);
  }
}
