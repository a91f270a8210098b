import { AppError } from '../../common/app-error';

export const ReviewErrors = {
  /** Also the answer for another user's card. */
  cardNotFound: () => new AppError(404, 'REVIEW_CARD_NOT_FOUND', 'Review card not found.'),
};
