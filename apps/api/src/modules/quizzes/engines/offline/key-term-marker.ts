import type { MarkSchemePoint } from '@eps/contracts';
import type {
  MarkedPoint,
  ShortAnswerMark,
  ShortAnswerMarker,
  ShortAnswerMarkRequest,
} from '../short-answer-marker';
import { keyTerms, NEGATIONS, termForm, words } from './key-terms';

/** Share of a point's key terms an answer must contain for the point to be awarded. */
export const COVERAGE_NEEDED = 0.6;
/** A negation this many words before a matched term denies it ("does not increase"). */
const NEGATION_REACH = 3;

/** "(allow 4.1 × 10^7)" and "(accept …)" in a point name further accepted forms; other notes are dropped. */
function readPoint(point: MarkSchemePoint): { forms: string[]; reject: string[] } {
  const allowed: string[] = [];
  const main = point.point.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    const allow = /^\s*(?:allow|accept|or)\s+(.+)$/i.exec(inner);
    if (allow) allowed.push(allow[1]);
    return /^\s*(?:allow|accept|ignore|do not|not|reject|award|or)\b/i.test(inner) ? ' ' : ` ${inner} `;
  });
  return { forms: [main, ...point.alternatives, ...allowed], reject: point.reject };
}

interface AnswerReading {
  forms: string[];
  negated: Set<string>;
  text: string;
}

function readAnswer(answer: string): AnswerReading {
  const ws = words(answer);
  const forms = ws.map((w) => (NEGATIONS.has(w) ? w : termForm(w)));
  const negated = new Set<string>();
  ws.forEach((w, i) => {
    if (!NEGATIONS.has(w)) return;
    for (let j = i + 1; j <= i + NEGATION_REACH && j < forms.length; j++) negated.add(forms[j]);
  });
  return { forms, negated, text: ` ${ws.join(' ')} ` };
}

/** Share of the form's key terms the answer states (and does not deny, unless the form denies them too). */
function coverage(form: string, answer: AnswerReading): number {
  const terms = keyTerms(form);
  if (!terms.length) return 0;
  const formNegates = words(form).some((w) => NEGATIONS.has(w));
  const present = new Set(answer.forms);
  const stated = terms.filter((t) => present.has(t) && (formNegates || !answer.negated.has(t)));
  return stated.length / terms.length;
}

function rejected(reject: string[], answer: AnswerReading): boolean {
  return reject.some((r) => {
    const phrase = words(r).join(' ');
    return phrase.length > 0 && answer.text.includes(` ${phrase} `);
  });
}

/**
 * The offline short-answer marker: a point is awarded when the answer states at least 60% of the key
 * terms (lemmatised, stop words dropped) of the point or one of its alternatives, does not negate them,
 * and says none of the point's "do not accept" phrases. It is honest about what it is: it checks
 * coverage of the mark scheme's words, not understanding, and says so in its feedback.
 */
export class KeyTermShortAnswerMarker implements ShortAnswerMarker {
  readonly name = 'key-term coverage (offline)';

  async mark({ markScheme, maxScore, answer }: ShortAnswerMarkRequest): Promise<ShortAnswerMark> {
    const reading = readAnswer(answer);
    const points: MarkedPoint[] = markScheme.map((p) => {
      const { forms, reject } = readPoint(p);
      const awarded =
        !rejected(reject, reading) && forms.some((f) => coverage(f, reading) >= COVERAGE_NEEDED);
      return { point: p.point, marks: p.marks, awarded };
    });
    const score = Math.min(
      maxScore,
      points.reduce((sum, p) => sum + (p.awarded ? p.marks : 0), 0),
    );
    const missing = points.filter((p) => !p.awarded).map((p) => p.point);
    const feedback =
      score === maxScore
        ? `Your answer covers the mark scheme: ${score}/${maxScore}.`
        : `${score}/${maxScore}. Not yet covered: ${missing.join('; ')}.`;
    return {
      score,
      maxScore,
      points,
      feedback: `${feedback} (Marked offline by how much of the mark scheme's key terms your answer states; ask your teacher when in doubt.)`,
    };
  }
}
