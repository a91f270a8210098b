import { Injectable } from '@nestjs/common';
import { PerUserRateLimitGuard } from '../../common/per-user-rate-limit.guard';
import { StatsErrors } from './stats.errors';

/** A person leaves a handful of tool pages a minute; more is a script inflating its own statistics. */
export const VISITS_PER_MINUTE = 30;

@Injectable()
export class VisitsRateLimitGuard extends PerUserRateLimitGuard {
  protected readonly bucket = 'stats-visits';

  protected limitPerMinute(): number {
    return VISITS_PER_MINUTE;
  }

  protected limitError(perMinute: number) {
    return StatsErrors.visitsRateLimited(perMinute);
  }
}
