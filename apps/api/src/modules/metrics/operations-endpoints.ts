import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { mountQueueBoard } from '../queue-board/queue-board';
import { ApiMetrics } from './api-metrics';
import { recordHttpMetrics, serveMetrics } from './metrics-http';

/**
 * The operators' endpoints, on the Express app beside Nest's routes (outside /api and its guards):
 * the HTTP metrics recorder for every request after it, GET /metrics and the queue dashboard. Called
 * by createApp after the cookie parser (the dashboard reads the session cookie) and before the SPA's
 * catch-all.
 */
export function mountOperationsEndpoints(
  app: NestExpressApplication,
  config: AppConfig,
  logger: Logger,
): void {
  const metrics = app.get(ApiMetrics);
  app.use(recordHttpMetrics(metrics));
  app.getHttpAdapter().getInstance().get('/metrics', serveMetrics(metrics, config.metricsToken));
  mountQueueBoard(app, logger);
}
