import { STATS_CSV_COLUMNS } from '@eps/contracts';
import type { ExportRow } from './stats-history.repository';

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @ or a tab/CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function statsCsv(rows: ExportRow[]): string {
  const lines = rows.map((r) =>
    [
      new Date(r.occurred_at).toISOString(),
      r.type,
      r.tool,
      r.item,
      r.score === null ? null : Number(r.score),
      r.max_score === null ? null : Number(r.max_score),
      r.seconds,
    ]
      .map(csvField)
      .join(','),
  );
  return [STATS_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
