import type { GradedPoint } from '@eps/contracts';

/** Evidence that earns a point, or (contradicted, rejected) evidence that costs one. */
export type EvidenceKind = 'earns' | 'costs';

export interface AnswerPiece {
  text: string;
  kind: EvidenceKind | null;
}

const RANK: Record<EvidenceKind, number> = { earns: 1, costs: 2 };

function allIndexesOf(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
}

/**
 * Splits the marked answer into runs, each quoted piece of evidence marked wherever it appears (case
 * aside). Where a quote that costs a point overlaps one that earns one, the cost shows: it is the part
 * the student most needs to see.
 */
export function highlightEvidence(answer: string, points: GradedPoint[]): AnswerPiece[] {
  const kinds: (EvidenceKind | null)[] = Array<EvidenceKind | null>(answer.length).fill(null);
  const lower = answer.toLowerCase();
  for (const point of points) {
    const kind: EvidenceKind | null = point.awarded ? 'earns' : point.verdict === 'missing' ? null : 'costs';
    if (!kind) continue;
    for (const quote of point.evidence) {
      const needle = quote.trim().toLowerCase();
      if (!needle) continue;
      for (const start of allIndexesOf(lower, needle))
        for (let i = start; i < start + needle.length; i++)
          if (!kinds[i] || RANK[kind] > RANK[kinds[i]!]) kinds[i] = kind;
    }
  }
  const pieces: AnswerPiece[] = [];
  for (let i = 0; i < answer.length; i++) {
    const last = pieces.at(-1);
    if (last && last.kind === kinds[i]) last.text += answer[i];
    else pieces.push({ text: answer[i], kind: kinds[i] });
  }
  return pieces;
}
