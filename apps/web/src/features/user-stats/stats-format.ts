import { STAT_TOOL_NAMES, type StatToolId } from '@eps/contracts';

export function toolName(tool: StatToolId): string {
  return STAT_TOOL_NAMES[tool];
}

/** "45 s", "12 min", "2 h 5 min": time on a tool, to the minute once past one. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A YYYY-MM-DD day as "3 May" (the calendar day itself, whatever the browser's zone). */
export function shortDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function percent(value: number | null): string {
  return value === null ? '–' : `${value}%`;
}

/** The browser's IANA time zone, which the server counts days in; UTC when the browser will not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
