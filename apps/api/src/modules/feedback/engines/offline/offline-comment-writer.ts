import type { AnswerFlag, GradedPoint } from '@eps/contracts';
import type { CommentRequest, FeedbackCommentWriter } from '../comment-writer';
import { pick, pickFresh, pointPhrase, quote } from './comment-phrases';

/** A whole-answer finding that earned nothing: said plainly, with what to do about it. */
const FLAG_COMMENTS: Record<Exclude<AnswerFlag, 'padded'>, string[]> = {
  empty: ['there is no answer here for me to mark.', 'I could not find an answer to mark.'],
  'copied-question': [
    'your answer repeats the question rather than answering it.',
    'you have copied out the question, but not yet answered it.',
  ],
  'off-topic': [
    'your answer does not address this question.',
    'what you wrote is not about what this question asks.',
  ],
};

const OPENINGS = {
  full: [
    'Excellent work, {name}: full marks.',
    'Well done, {name}: every marking point is there.',
    '{name}, this is a complete answer: full marks.',
  ],
  most: [
    'Good work, {name}: {score} out of {max}.',
    '{name}, a strong answer: {score} out of {max}.',
    'Nicely done, {name}, {score} of {max} marks.',
  ],
  some: [
    '{name}, a fair start: {score} out of {max}.',
    'You are on the right lines, {name}: {score} out of {max}.',
    '{name}, {score} of {max} marks: there is more to add.',
  ],
  none: [
    '{name}, this one did not earn marks yet.',
    '{name}, no marks this time, but it is fixable.',
    "{name}, let's work on this one together.",
  ],
};
const PRAISE = [
  'You explained well that {point}{quote}.',
  'Good: you made the point that {point}{quote}.',
  'You were right that {point}{quote}.',
  'I liked that you said {point}{quote}.',
];
const ADD = [
  'To reach full marks, add that {point}.',
  'Next time, also say that {point}.',
  'You did not mention that {point}; it was worth {marks}.',
  'What is missing is that {point} ({marks}).',
];
const CONTRADICT = [
  'Check the point that {point}: you wrote {evidence}, which says the opposite.',
  'Careful: {evidence} contradicts the point that {point}.',
];
const REJECT = [
  '{evidence} is not enough for the point that {point}: be more precise.',
  'For the point that {point}, {evidence} is too vague to earn the mark.',
];
const CLOSINGS = {
  full: ['Keep it up.', 'A model answer for the class.', ''],
  most: ['You are nearly there.', 'One more step and this is a full-mark answer.', ''],
  some: [
    'Compare your answer with the mark scheme and try it again.',
    'Have another go with these points in mind.',
    '',
  ],
  none: [
    'Come and see me if the question is unclear.',
    'Read the question again and try the points above.',
    '',
  ],
};

type Band = keyof typeof OPENINGS;

function bandOf(score: number, max: number): Band {
  if (score === max) return 'full';
  if (score === 0) return 'none';
  return score * 2 >= max ? 'most' : 'some';
}

/**
 * Comments composed from the marks: an opening for the score, praise for earned points with the
 * student's own words, what each missing point adds (most marks first), what a contradiction or
 * rejected wording got wrong, and the whole-answer findings. The wording varies with the student and
 * the point (a stable choice, so the same marks give the same comment on every run).
 */
export class OfflineCommentWriter implements FeedbackCommentWriter {
  readonly kind = 'offline' as const;

  write(request: CommentRequest): Promise<string> {
    return Promise.resolve(composeComment(request));
  }
}

export function composeComment({ studentName, points, flags, score, maxScore }: CommentRequest): string {
  const name = studentName.trim().split(/\s+/)[0] || 'there';
  const seed = `${studentName}:${score}`;
  const band = bandOf(score, maxScore);
  const fill = (template: string, p?: GradedPoint, evidence = '') =>
    template
      .replace('{name}', name)
      .replace('{score}', String(score))
      .replace('{max}', String(maxScore))
      .replace('{point}', p ? pointPhrase(p.point) : '')
      .replace('{marks}', p ? `${p.marks} mark${p.marks === 1 ? '' : 's'}` : '')
      .replace('{quote}', evidence)
      .replace('{evidence}', evidence);
  const blocking = flags.find((f): f is Exclude<AnswerFlag, 'padded'> => f !== 'padded');
  if (blocking) {
    const finding = pick(FLAG_COMMENTS[blocking], seed);
    const wanted = points.slice(0, 2).map((p) => pointPhrase(p.point));
    return `${name}, ${finding} A full-mark answer ${wanted.length > 1 ? `would say that ${wanted[0]}, and that ${wanted[1]}` : `would say that ${wanted[0]}`}.`;
  }
  const by = (verdict: GradedPoint['verdict']) => points.filter((p) => p.verdict === verdict);
  // Each sentence of one kind takes a wording not used yet in this comment.
  const used = new Set<string>();
  const say = (variants: string[], p: GradedPoint) => pickFresh(variants, seed + p.point, used);
  const sentences = [fill(pick(OPENINGS[band], seed))];
  for (const p of by('awarded').slice(0, 2))
    sentences.push(fill(say(PRAISE, p), p, p.evidence[0] ? ` (${quote(p.evidence[0])})` : ''));
  for (const p of by('contradicted').slice(0, 2))
    sentences.push(fill(say(CONTRADICT, p), p, quote(p.evidence[0] ?? 'what you wrote')));
  for (const p of by('rejected').slice(0, 1))
    sentences.push(fill(say(REJECT, p), p, quote(p.evidence[0] ?? 'your wording')));
  const missing = by('missing').sort((a, b) => b.marks - a.marks);
  for (const p of missing.slice(0, 2)) sentences.push(fill(say(ADD, p), p));
  if (missing.length > 2)
    sentences.push(
      `${missing.length - 2} more marking point${missing.length === 3 ? '' : 's'} to add: see the marks above.`,
    );
  if (flags.includes('padded'))
    sentences.push('Keep it focused: a long list of terms is harder to credit than a few clear sentences.');
  sentences.push(pick(CLOSINGS[band], seed));
  return sentences.filter(Boolean).map(capitalise).join(' ');
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
