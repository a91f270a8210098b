import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AI_ENGINE, AiEngine } from './ai-engine';
import { AiRateLimitGuard } from './ai-rate-limit.guard';
import { OfflineAiEngine } from './offline/offline-ai-engine';
import { OpenAiEngine } from './openai/openai-engine';

/** Where the engine sends its calls, for the boot log: no credentials, no query string. */
function describeEndpoint(baseUrl: string | undefined): string {
  if (!baseUrl) return 'the OpenAI API';
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

function createAiEngine(config: AppConfig): AiEngine {
  const logger = new Logger('AiModule');
  if (!config.ai) {
    logger.log('AI engine: offline (rules, no model; set AI_BASE_URL or AI_API_KEY to use a model)');
    return new OfflineAiEngine();
  }
  logger.log(`AI engine: openai (model ${config.ai.model} at ${describeEndpoint(config.ai.baseUrl)})`);
  return new OpenAiEngine(config.ai);
}

/**
 * The AI provider layer: AI_ENGINE is the model engine when AI_BASE_URL or AI_API_KEY is configured,
 * else the offline engine. Global so the generation and image-to-text modules inject it directly, with
 * the per-user AI rate limit guard for their controllers.
 */
@Global()
@Module({
  providers: [{ provide: AI_ENGINE, inject: [APP_CONFIG], useFactory: createAiEngine }, AiRateLimitGuard],
  exports: [AI_ENGINE, AiRateLimitGuard],
})
export class AiModule {}
