import { AppError } from './app-error';

export const OutageErrors = {
  redis: () =>
    new AppError(
      503,
      'REDIS_UNAVAILABLE',
      'The app cannot reach its Redis store (queues, sessions in progress, rate limits) right now. ' +
        'Please try again in a few seconds; nothing you saved is lost.',
    ),
  database: () =>
    new AppError(
      503,
      'DATABASE_UNAVAILABLE',
      'The app cannot reach its database right now. Please try again in a few seconds.',
    ),
};

/** SQLSTATEs of a lost or refused connection: class 08, and 57P01–57P03 (terminated, shutting down). */
const PG_CONNECTION_STATES = /^(08...|57P0[1-3])$/;
const PG_CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

interface ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  driverError?: ErrorLike;
  stack?: string;
}

/**
 * A dependency that is down is not a bug: Redis or Postgres refusing or dropping connections becomes a
 * 503 the client can retry, with a sentence saying which store is missing. Anything else: undefined.
 */
export function outageOf(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as ErrorLike;
  const message = e.message ?? '';
  // ioredis: commands given up after maxRetriesPerRequest reconnects, or sent on a closed connection.
  if (e.name === 'MaxRetriesPerRequestError' || message === 'Connection is closed.')
    return OutageErrors.redis();
  if (/Stream isn't writeable and enableOfflineQueue/.test(message)) return OutageErrors.redis();
  const pg = e.driverError ?? e;
  if (PG_CONNECTION_STATES.test(pg.code ?? '') || PG_CONNECTION_MESSAGES.test(pg.message ?? ''))
    return OutageErrors.database();
  // A bare socket error: the stack says which client raised it (pg's pool, or ioredis).
  if (SOCKET_CODES.has(pg.code ?? '')) {
    return /ioredis|bullmq/.test(e.stack ?? '') ? OutageErrors.redis() : OutageErrors.database();
  }
  return undefined;
}
