import { AppError } from '../../common/app-error';

export const GenerationErrors = {
  /** Spec section 8: a title page frame is neither deleted nor regenerated. */
  titlePageNotRegenerable: () =>
    new AppError(400, 'TITLE_PAGE_NOT_REGENERABLE', 'Title pages cannot be regenerated'),
  /** Spec section 8 "Generation": the exact text shown when a model's answer holds no usable LaTeX. */
  noLatex: () => new AppError(502, 'AI_NO_LATEX', 'No LaTeX code was returned from OpenAI.'),
};
