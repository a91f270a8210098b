import { AppError } from '../../common/app-error';

/** What an operator should look at for an HTTP error status of the AI service. */
function hintFor(status: number): string {
  if (status === 401 || status === 403) return 'The service refused the API key: check AI_API_KEY.';
  if (status === 404) return 'Check AI_BASE_URL and that AI_MODEL names a model the service offers.';
  if (status === 429) return 'The service is rate limiting or out of quota: wait a minute or check the plan.';
  if (status === 400 || status === 422)
    return 'The service rejected the request: check that AI_MODEL supports chat completions with JSON answers.';
  return 'The service itself failed: please try again in a minute.';
}

/**
 * Errors of the AI provider layer. Messages name what to check but never the API key (nor the base URL,
 * which may carry credentials of its own).
 */
export const AiErrors = {
  unreachable: () =>
    new AppError(
      503,
      'AI_UNAVAILABLE',
      'The AI service could not be reached. Check AI_BASE_URL and that the service is running, then try again.',
    ),
  httpError: (status: number) =>
    new AppError(502, 'AI_UNAVAILABLE', `The AI service answered with HTTP ${status}. ${hintFor(status)}`),
  timedOut: (seconds: number) =>
    new AppError(
      504,
      'AI_TIMEOUT',
      `The AI service did not answer within ${seconds} s. Please try again; shorter material or turning Advanced Thinking off answers faster.`,
    ),
  malformedAnswer: () =>
    new AppError(
      502,
      'AI_MALFORMED_ANSWER',
      "The AI model's answer was not in the expected form, even when asked a second time. Please try again.",
    ),
  streamBroken: () =>
    new AppError(
      502,
      'AI_STREAM_BROKEN',
      "The AI service's answer broke off midway. What arrived is kept; please try again.",
    ),
  rateLimited: (perMinute: number) =>
    new AppError(
      429,
      'AI_RATE_LIMITED',
      `Too many AI requests: at most ${perMinute} a minute. Please wait a moment and try again.`,
    ),
};
