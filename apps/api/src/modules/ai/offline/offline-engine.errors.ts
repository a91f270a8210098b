import { AppError } from '../../../common/app-error';

export const OfflineEngineErrors = {
  titlePageNotRegenerable: () =>
    new AppError(400, 'TITLE_PAGE_NOT_REGENERABLE', 'Title pages cannot be regenerated'),
};
