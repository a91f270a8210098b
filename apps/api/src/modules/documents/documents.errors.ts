import { AppError } from '../../common/app-error';

export const DocumentErrors = {
  /** Also the answer for another user's document: whether it exists is not the caller's business. */
  notFound: () => new AppError(404, 'DOCUMENT_NOT_FOUND', 'Document not found.'),
  nothingToUndo: () =>
    new AppError(
      409,
      'DOCUMENT_NOTHING_TO_UNDO',
      'Nothing to undo: this is the version that was generated, the first one of this document.',
    ),
};
