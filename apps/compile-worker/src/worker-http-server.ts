import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WorkerRoute = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface WorkerHttpServer {
  readonly port: number;
  close(): Promise<void>;
}

/** A small JSON error body, the same shape as the API's (`{ error, code }`). */
export function sendJsonError(res: ServerResponse, status: number, code: string, error: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error, code }));
}

/** One HTTP server of the worker (see WorkerHttpService): GET routes by exact path, 404 for anything else. */
export function startWorkerHttpServer(
  port: number,
  host: string,
  routes: Record<string, WorkerRoute>,
): Promise<WorkerHttpServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!route)
      return sendJsonError(
        res,
        404,
        'NOT_FOUND',
        `Not found. This port serves GET ${Object.keys(routes).join(', ')}.`,
      );
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJsonError(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is served here.');
    Promise.resolve(route(req, res)).catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      sendJsonError(res, 500, 'INTERNAL_ERROR', `The worker could not answer: ${String(err)}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
