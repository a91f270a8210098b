import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { mapError } from './error-mapping';

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

/**
 * Serves the built SPA for every non-/api GET, falling back to index.html so client-side routes
 * (/home, /profile?tab=password) load on refresh. Skipped when the web app has not been built.
 */
export function mountSpa(app: Express, distDir: string, logger: Logger): void {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    logger.info({ distDir }, 'No built web app found; serving the API only');
    return;
  }
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((req, res, next) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
