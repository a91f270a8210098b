import { AppError } from '../../common/app-error';

export const EssayErrors = {
  questionNotFound: () => new AppError(404, 'ESSAY_QUESTION_NOT_FOUND', 'No such question.'),
};
