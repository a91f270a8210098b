import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A client's or a proxy's id is kept when it is something a log search can use: 1–128 letters,
 * digits and `._:-`. Anything else (too long, spaces, control characters that could forge log lines)
 * is replaced by a fresh UUID.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export interface RequestContext {
  requestId: string;
  /** The request's pino logger (it carries `reqId`), so service log lines are tied to their request. */
  log: Logger;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The context of the request whose code is running, if any (none in start-up or timer code). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

// `req.id` and `req.log` are pino-http's (it reads the id set here, and adds the request's logger).

/** First middleware: gives the request its id and returns it to the client before anything can fail. */
export function assignRequestId(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFrom(req.headers['x-request-id']);
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

/**
 * Runs the rest of the request inside its context. Mounted after the body parsers: a parser resumes
 * from a stream event, which would leave a context entered before it.
 */
export function bindRequestContext(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.log) return next();
    storage.run({ requestId: String(req.id), log: req.log }, next);
  };
}
