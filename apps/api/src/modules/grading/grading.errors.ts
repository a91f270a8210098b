import { AppError } from '../../common/app-error';

export const GradingErrors = {
  /** Also the answer for a question that is not approved: drafts are not public. */
  questionNotFound: () =>
    new AppError(404, 'GRADER_QUESTION_NOT_FOUND', 'No such question: pick one from the question bank.'),
  unknownPart: () =>
    new AppError(
      400,
      'GRADER_UNKNOWN_PART',
      'The question has no such part. Give a part id from GET /api/questions/{id}, or leave partId out to mark the whole question.',
      [{ path: 'partId', message: 'Not a part of this question.' }],
    ),
  nothingToMark: () =>
    new AppError(
      422,
      'GRADER_NO_MARK_SCHEME',
      'This question has no mark scheme or checkable answer to mark against yet: give your own markScheme instead.',
    ),

  /** Also another user's graded answer (or one a teacher may not confirm): its existence is not revealed. */
  gradedAnswerNotFound: () =>
    new AppError(
      404,
      'GRADER_ANSWER_NOT_FOUND',
      'No such graded answer of yours: pick one from POST /api/grader/mark or GET /api/grader/history.',
    ),
  verdictCountMismatch: (expected: number) =>
    new AppError(
      400,
      'GRADER_EXEMPLAR_POINTS_MISMATCH',
      `This answer was marked on ${expected} point${expected === 1 ? '' : 's'}: give one { awarded } verdict per point, in order.`,
      [{ path: 'points', message: `Expected ${expected} verdicts.` }],
    ),
};
