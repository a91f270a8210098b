import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { COMPILE_BODY_MAX_BYTES, GENERATION_BODY_MAX_BYTES } from '@eps/contracts';
import {
  bodyErrorHandler,
  JSON_BODY_LIMIT,
  mountSpa,
  refuseNulInAddress,
  securityHeaders,
} from './common/http-middleware';
import { createLogger, PinoNestLogger } from './common/logger';
import { assignRequestId, bindRequestContext } from './common/request-context';
import { answerUnreadableRequests } from './common/unreadable-requests';
import { AppModule } from './app.module';
import { mountOperationsEndpoints } from './modules/metrics/operations-endpoints';
import type { AppConfig } from './config/app-config';

const GENERATION_BODY_ROUTES = [
  '/api/generate-latex-lecture',
  '/api/generate-latex-slides',
  '/api/enhance-material',
  '/api/regenerate-section',
  '/api/regenerate-subsection',
  '/api/regenerate-frame',
  '/api/regenerate-plot',
  '/api/documents',
];

/** Query parameters that carry secrets (the password reset link) are masked in the request log. */
function safeUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/**
 * Builds the whole HTTP application: used by main.ts and by the integration tests, so tests exercise
 * exactly the middleware stack that production runs.
 */
export async function createApp(
  config: AppConfig,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const logger = createLogger(config, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: new PinoNestLogger(logger),
  });
  // Trust X-Forwarded-* only from proxies on private networks (compose, a school's reverse proxy), so a
  // client on the internet can not fake its IP to dodge rate limits.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  answerUnreadableRequests(app.getHttpServer());

  app.use(assignRequestId());
  app.use(
    pinoHttp({
      logger,
      // Every line of the request (the access line, service lines) carries `reqId`, the request id.
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Only what is useful; headers (cookies, Authorization) and bodies (passwords) are never logged.
      serializers: {
        req: (req: IncomingMessage & { remoteAddress?: string }) => ({
          method: req.method,
          url: safeUrl(req.url),
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(securityHeaders());
  app.use('/api', refuseNulInAddress());
  app.use(cookieParser());
  mountOperationsEndpoints(app, config, logger);
  // A compile carries its images (assets) in the JSON body; generation calls carry whole documents as
  // context, and a saved version is a whole document. Every other route keeps the 1 MB limit.
  app.use('/api/compile', express.json({ limit: COMPILE_BODY_MAX_BYTES }));
  app.use(GENERATION_BODY_ROUTES, express.json({ limit: GENERATION_BODY_MAX_BYTES }));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(bodyErrorHandler(logger));
  app.use(bindRequestContext());
  mountSpa(app.getHttpAdapter().getInstance(), config.webDistDir, logger);

  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  await app.init();
  return app;
}
