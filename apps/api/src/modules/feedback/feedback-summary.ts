import type { FeedbackStudent, FeedbackSummary } from '@eps/contracts';

interface SchemePoint {
  point: string;
  marks: number;
}

/** The class at a glance: mean score, every marking point by how many missed it, and the score spread. */
export function summariseClass(scheme: SchemePoint[], students: FeedbackStudent[]): FeedbackSummary {
  const maxScore = scheme.reduce((s, p) => s + p.marks, 0);
  const total = students.reduce((s, st) => s + st.score, 0);
  const missedPoints = scheme
    .map((p, index) => ({
      index,
      point: p.point,
      marks: p.marks,
      missedBy: students.filter((st) => !st.points[index]?.awarded).length,
    }))
    .sort((a, b) => b.missedBy - a.missedBy || b.marks - a.marks || a.index - b.index);
  const distribution = Array.from({ length: maxScore + 1 }, (_, score) => ({
    score,
    students: students.filter((st) => st.score === score).length,
  }));
  return {
    students: students.length,
    meanScore: students.length ? Math.round((total / students.length) * 10) / 10 : 0,
    maxScore,
    missedPoints,
    distribution,
  };
}
