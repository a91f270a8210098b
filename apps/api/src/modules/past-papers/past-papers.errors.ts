import { AppError } from '../../common/app-error';

export const PastPaperErrors = {
  notFound: () =>
    new AppError(
      404,
      'PAST_PAPER_NOT_FOUND',
      'There is no past paper with this id. GET /api/past-papers lists them.',
    ),
  stillBuilding: (what: string, retryAfterSeconds: number) =>
    new AppError(
      503,
      'PAST_PAPER_BUILDING',
      `The ${what} is still being typeset (a first request builds it). Try again in ${retryAfterSeconds} s.`,
    ),
};

/** How long a request waits for a PDF being typeset before it answers 503 with Retry-After. */
export const PDF_WAIT_MS = 45_000;
export const RETRY_AFTER_SECONDS = 10;
