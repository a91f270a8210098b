import type { Provider } from '@nestjs/common';
import { AiProvider } from '../../ai/ai-provider';
import { ESSAY_ENGINE, type EssayEngine } from './essay-engine';
import { EssayAssessorModel } from './model/essay-assessor-model';
import { EssayWriterModel } from './model/essay-writer-model';
import { OfflineEssayAssessor } from './offline/essay-assessor';
import { OfflineEssayWriter } from './offline/essay-writer';

function createEssayEngine(ai: AiProvider): EssayEngine {
  if (ai.isConfigured())
    return {
      kind: 'openai',
      assessor: new EssayAssessorModel(ai.completion),
      writer: new EssayWriterModel(ai.completion),
    };
  return { kind: 'offline', assessor: new OfflineEssayAssessor(), writer: new OfflineEssayWriter() };
}

/** The model's assessor and writer when the AI provider has a model configured, else the offline ones. */
export const essayEngineProvider: Provider<EssayEngine> = {
  provide: ESSAY_ENGINE,
  inject: [AiProvider],
  useFactory: createEssayEngine,
};
