import {
  FORECAST_DAYS,
  type ForecastDay,
  type ScoreDay,
  type ScoreSource,
  type Streak,
} from '@eps/contracts';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day after a YYYY-MM-DD day (calendar arithmetic, independent of any time zone). */
export function nextDay(day: string, by = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/** Per day, the share of marks gained (0–100, one decimal) for each source, oldest day first. */
export function scoresByDay(
  rows: Array<{ source: ScoreSource; at: Date; score: number; max_score: number }>,
  timeZone: string,
): ScoreDay[] {
  const days = new Map<string, Record<ScoreSource, { got: number; max: number }> & { attempts: number }>();
  for (const row of rows) {
    const key = dayIn(row.at, timeZone);
    const day = days.get(key) ?? {
      quiz: { got: 0, max: 0 },
      grader: { got: 0, max: 0 },
      questions: { got: 0, max: 0 },
      attempts: 0,
    };
    day[row.source].got += Number(row.score);
    day[row.source].max += Number(row.max_score);
    day.attempts += 1;
    days.set(key, day);
  }
  const percent = (s: { got: number; max: number }) =>
    s.max ? Math.round((s.got / s.max) * 1000) / 10 : null;
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => ({
      date,
      quiz: percent(d.quiz),
      grader: percent(d.grader),
      questions: percent(d.questions),
      attempts: d.attempts,
    }));
}

/**
 * Streaks over the days with any activity. The current streak runs up to today, or up to yesterday when
 * today has no activity yet (the day is not over), and is 0 otherwise.
 */
export function streakOf(activity: Date[], timeZone: string, today: string): Streak {
  const days = [...new Set(activity.map((at) => dayIn(at, timeZone)))].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && nextDay(previous) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1) ?? null;
  const current = last === today || (last !== null && nextDay(last) === today) ? run : 0;
  return { current, longest, activeDays: days.length, lastActiveDate: last };
}

/** Cards due on each of the next FORECAST_DAYS days from today; today's count takes the overdue ones. */
export function forecastOf(dueDates: Date[], timeZone: string, today: string): ForecastDay[] {
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, i) => ({ date: nextDay(today, i), due: 0 }));
  const index = new Map(forecast.map((day, i) => [day.date, i]));
  for (const due of dueDates) {
    const day = dayIn(due, timeZone);
    const i = day < today ? 0 : index.get(day);
    if (i !== undefined) forecast[i].due += 1;
  }
  return forecast;
}

/** The instant that certainly covers the whole last forecast day in any time zone (UTC±14h). */
export function forecastHorizon(now: Date): Date {
  return new Date(now.getTime() + (FORECAST_DAYS + 1) * DAY_MS);
}
