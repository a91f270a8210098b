import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { mapError } from './error-mapping';
import { PrecompressedFiles } from './precompressed';

export const JSON_BODY_LIMIT = '1mb';

/**
 * CSP for the Vite-built SPA served from this origin: scripts and styles from self only, inline styles
 * (component libraries set style attributes), data:/blob: images (avatars previews, pasted images,
 * rendered PDFs). No upgrade-insecure-requests: a school may run the app over plain HTTP on its LAN.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Postgres text cannot hold a NUL character, so a `%00` anywhere in an address (a path id, a search)
 * would fail deep inside a query as a 500; it is refused up front, for every route, with a 400.
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!/%00/i.test(req.originalUrl)) return next();
    res.status(400).json({
      error: 'The address contains a NUL character (%00), which no field can hold: remove it.',
      code: 'VALIDATION_FAILED',
    });
  };
}

/**
 * body-parser errors happen before Nest's router, so Nest's exception filter never sees them; this
 * turns them into the same `{ error, code }` body (400 for bad JSON, 413 for a too large body).
 */
export function bodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const mapped = mapError(err);
    if (mapped.unexpected) logger.error({ err }, 'Unexpected error in HTTP middleware');
    res.status(mapped.status).json(mapped.body);
  };
}

/** Vite fingerprints everything under assets/, so those files never change. */
const FINGERPRINTED_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA for every non-/api GET, falling back to index.html so client-side routes
 * (/home, /profile?tab=password) load on refresh. Skipped when the web app has not been built.
 * Files the build compressed go out as their brotli or gzip copy when the browser accepts one.
 */
export function mountSpa(app: Express, distDir: string, logger: Logger): void {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    logger.info({ distDir }, 'No built web app found; serving the API only');
    return;
  }
  const fingerprintedDir = path.join(distDir, 'assets') + path.sep;
  const precompressed = new PrecompressedFiles(distDir);
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  app.use((req, res, next) => {
    if (!isRead(req)) return next();
    const cacheControl = req.path.startsWith('/assets/') ? FINGERPRINTED_CACHE : undefined;
    precompressed.send(req, res, next, req.path, { cacheControl, sendOriginal: next });
  });
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.startsWith(fingerprintedDir)) res.setHeader('Cache-Control', FINGERPRINTED_CACHE);
      },
    }),
  );
  app.use((req, res, next) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if (!isRead(req) || isApi) return next();
    res.setHeader('Cache-Control', 'no-cache');
    precompressed.send(req, res, next, '/index.html', { sendOriginal: () => res.sendFile(index) });
  });
}
