import { AppError } from '../../common/app-error';

export const GenerationErrors = {
  /** Spec section 8: a title page frame is neither deleted nor regenerated. */
  titlePageNotRegenerable: () =>
    new AppError(400, 'TITLE_PAGE_NOT_REGENERABLE', 'Title pages cannot be regenerated'),
};
