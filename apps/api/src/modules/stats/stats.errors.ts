import { AppError } from '../../common/app-error';

export const StatsErrors = {
  visitsRateLimited: (perMinute: number) =>
    new AppError(
      429,
      'STATS_VISITS_RATE_LIMITED',
      `At most ${perMinute} tool visits a minute are recorded. Try again in a minute.`,
    ),
};
