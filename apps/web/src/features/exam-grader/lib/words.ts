import type { AnswerFlag, PointVerdict } from '@eps/contracts';

/** Each whole-answer flag in words a student can act on. */
export const FLAG_EXPLANATIONS: Record<AnswerFlag, string> = {
  empty: 'There is no answer to mark yet: write or upload one.',
  'off-topic':
    'Your answer does not seem to be about this question or its mark scheme, so no marks were given. If it is, ask your teacher.',
  'copied-question':
    'Your answer mostly repeats the question, so no marks were given. Say what the question asks for in your own words.',
  padded:
    'Your answer is much longer than the marks need. Long answers that list many terms are hard to mark automatically, so ask your teacher to check these marks.',
};

export const VERDICT_WORDS: Record<PointVerdict, string> = {
  awarded: 'Awarded',
  missing: 'Missing',
  contradicted: 'Contradicted',
  rejected: 'Not accepted',
};

export const marksText = (marks: number) => `${marks} mark${marks === 1 ? '' : 's'}`;
