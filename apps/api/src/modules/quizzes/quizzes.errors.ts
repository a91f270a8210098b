import { AppError } from '../../common/app-error';

export const QuizErrors = {
  /** Also the answer for another user's quiz. */
  notFound: () => new AppError(404, 'QUIZ_NOT_FOUND', 'Quiz not found.'),
  unknownItem: () =>
    new AppError(
      400,
      'UNKNOWN_QUIZ_ITEM',
      'itemId is not an item of this quiz. Use an id from GET /api/quizzes/{id}.',
      [{ path: 'itemId', message: 'Not an item of this quiz.' }],
    ),
  alreadyAnswered: () =>
    new AppError(
      409,
      'QUIZ_ITEM_ANSWERED',
      'This item is already answered: each item is marked once. Go on to the next one.',
    ),
  nothingToAsk: (source: string) =>
    new AppError(
      422,
      'QUIZ_EMPTY',
      `No quiz items could be made from ${source} with these options. Choose other item types, another difficulty, or more material.`,
    ),
};
