import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ApiMetrics } from './api-metrics';
import { QueueMetricsCollector } from './queue-metrics.collector';

/**
 * The app's Prometheus metrics (ApiMetrics), global so the domains that count something (the compile
 * cache, the AI provider, the queue producer) inject it without importing this module. Served at
 * /metrics by mountOperationsEndpoints.
 */
@Global()
@Module({
  imports: [AuthModule],
  providers: [ApiMetrics, QueueMetricsCollector],
  exports: [ApiMetrics],
})
export class MetricsModule {}
