import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiMetrics } from '../metrics/api-metrics';
import { MeteredChat } from './metered-chat';
import { OpenAiChatTransport, type TextStreamer } from './openai-chat';
import { StructuredCompletion } from './structured-completion';

/** An AiProvider whose model is configured: its structured completions are there to use. */
export type ConfiguredAiProvider = AiProvider & {
  readonly completion: StructuredCompletion;
  readonly streaming: TextStreamer;
};

/** Where the calls go, for the boot log: no credentials, no query string. */
function describeEndpoint(baseUrl: string | undefined): string {
  if (!baseUrl) return 'the OpenAI API';
  const url = new URL(baseUrl);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/**
 * The model behind every AI tool: an OpenAI-compatible chat completions API when AI_BASE_URL or
 * AI_API_KEY is configured, else none. Each domain asks `isConfigured()` once, when its engine is made,
 * and builds its model engine on `completion` or its offline engine without it.
 */
@Injectable()
export class AiProvider {
  readonly completion: StructuredCompletion | undefined;
  /** Plain text answers streamed as they are written (the chatbox). */
  readonly streaming: TextStreamer | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, metrics: ApiMetrics) {
    const transport =
      config.ai &&
      new MeteredChat(new OpenAiChatTransport(config.ai), (outcome) =>
        metrics.countAiCall('openai', outcome),
      );
    this.completion = transport && new StructuredCompletion(transport);
    this.streaming = transport;
    // Said once at boot, for every tool: each domain's engine follows the same configuration.
    new Logger('AiProvider').log(
      config.ai
        ? `AI engine: openai (model ${config.ai.model} at ${describeEndpoint(config.ai.baseUrl)})`
        : 'AI engine: offline (rules, no model; set AI_BASE_URL or AI_API_KEY to use a model)',
    );
  }

  isConfigured(): this is ConfiguredAiProvider {
    return this.completion !== undefined;
  }
}
