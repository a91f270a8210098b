import { AppError } from '../../common/app-error';

export const EssayErrors = {
  questionNotFound: () => new AppError(404, 'ESSAY_QUESTION_NOT_FOUND', 'No such question.'),
  wordNotFound: (word: string) =>
    new AppError(404, 'ESSAY_WORD_NOT_FOUND', `No definition found for "${word.slice(0, 60)}".`),
};
