import { GRADER_MAX_POINTS, type GraderPointInput, type MarkedPoint } from '@eps/contracts';

/** One row of the mark-scheme editor as typed: alternatives and rejected answers separated by ";". */
export interface SchemeRow {
  key: number;
  point: string;
  marks: number;
  alternatives: string;
  reject: string;
}

let nextKey = 0;

export function emptyRow(): SchemeRow {
  return { key: nextKey++, point: '', marks: 1, alternatives: '', reject: '' };
}

const list = (typed: string) =>
  typed
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

/** Rows back from a graded answer's scheme, to edit and mark again. */
export function rowsFromScheme(points: MarkedPoint[]): SchemeRow[] {
  return points.map((p) => ({
    key: nextKey++,
    point: p.point,
    marks: p.marks,
    alternatives: p.alternatives.join('; '),
    reject: p.reject.join('; '),
  }));
}

/**
 * The typed rows as the API's markScheme, or the reason they cannot be sent yet. Rows left blank are
 * ignored; a row with alternatives but no point is a mistake worth saying.
 */
export function schemeFromRows(rows: SchemeRow[]): { markScheme: GraderPointInput[] } | { problem: string } {
  const filled = rows.filter((r) => r.point.trim() || r.alternatives.trim() || r.reject.trim());
  const unnamed = filled.findIndex((r) => !r.point.trim());
  if (unnamed !== -1)
    return { problem: `Marking point ${rows.indexOf(filled[unnamed]) + 1} needs its point.` };
  if (filled.length === 0)
    return { problem: 'Write at least one marking point, or switch to a reference answer.' };
  if (filled.length > GRADER_MAX_POINTS)
    return { problem: `A mark scheme may have at most ${GRADER_MAX_POINTS} marking points.` };
  return {
    markScheme: filled.map((r) => ({
      point: r.point.trim(),
      marks: r.marks,
      alternatives: list(r.alternatives),
      reject: list(r.reject),
    })),
  };
}
