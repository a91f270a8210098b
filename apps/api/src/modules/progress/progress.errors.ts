import { AppError } from '../../common/app-error';

export const ProgressErrors = {
  jobNotFound: () => new AppError(404, 'JOB_NOT_FOUND', 'No such job (or it is not yours).'),
  badJobId: () =>
    new AppError(
      400,
      'JOB_ID_INVALID',
      'Job ids are UUIDs such as 0b7c…-…; make one with crypto.randomUUID().',
    ),
};
