import type { AnswerFlag, GradedPoint } from '@eps/contracts';

const FLAG_FEEDBACK: Record<AnswerFlag, string> = {
  empty: 'No answer was given, so no marks can be awarded.',
  'copied-question': 'The answer repeats the question without answering it, so no marks can be awarded.',
  'off-topic': 'The answer does not address this question or its mark scheme, so no marks were awarded.',
  padded:
    'The answer is much longer than the mark scheme needs: long answers that list many terms are hard to mark automatically, so ask your teacher to check these marks.',
};

const shorten = (s: string, max = 90) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Short feedback in the marker's words: the total, what earned marks, what was missing or wrong. */
export function writeFeedback(points: GradedPoint[], flags: AnswerFlag[]): string {
  const score = points.filter((p) => p.awarded).reduce((s, p) => s + p.marks, 0);
  const max = points.reduce((s, p) => s + p.marks, 0);
  const lines = [`${score} of ${max} mark${max === 1 ? '' : 's'}.`];
  const blocking = flags.find((f) => f !== 'padded');
  if (blocking) return [...lines, FLAG_FEEDBACK[blocking]].join(' ');
  const by = (verdict: GradedPoint['verdict']) => points.filter((p) => p.verdict === verdict);
  for (const p of by('contradicted'))
    lines.push(
      `Your answer contradicts "${shorten(p.point)}"${p.evidence.length ? ` (you wrote "${p.evidence[0]}")` : ''}.`,
    );
  for (const p of by('rejected'))
    lines.push(`"${shorten(p.evidence[0] ?? p.point)}" is not accepted for "${shorten(p.point)}".`);
  const missing = by('missing');
  if (missing.length)
    lines.push(`To earn more, include: ${missing.map((p) => `"${shorten(p.point)}"`).join('; ')}.`);
  if (flags.includes('padded')) lines.push(FLAG_FEEDBACK.padded);
  else if (score === max) lines.push('Every marking point is there.');
  return lines.join(' ');
}
