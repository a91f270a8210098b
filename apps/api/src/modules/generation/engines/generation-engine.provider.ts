import type { Provider } from '@nestjs/common';
import { AiProvider } from '../../ai/ai-provider';
import { GENERATION_ENGINE, type GenerationEngine } from './generation-engine';
import { ModelGenerationEngine } from './model/model-generation-engine';
import { OfflineGenerationEngine } from './offline/offline-generation-engine';

/** The model engine when the AI provider has a model configured, else the offline engine. */
export const generationEngineProvider: Provider<GenerationEngine> = {
  provide: GENERATION_ENGINE,
  inject: [AiProvider],
  useFactory: (ai: AiProvider): GenerationEngine =>
    ai.isConfigured() ? new ModelGenerationEngine(ai.completion) : new OfflineGenerationEngine(),
};
