import type { Provider } from '@nestjs/common';
import { AiProvider } from '../../ai/ai-provider';
import { GRADING_ENGINE, type GradingEngine } from './grading-engine';
import { GraderModel } from './model/grader-model';
import { OfflineGrader } from './offline/offline-grader';

function createGradingEngine(ai: AiProvider): GradingEngine {
  return ai.isConfigured() ? new GraderModel(ai.completion) : new OfflineGrader();
}

/** The model's marker when the AI provider has a model configured, else the offline one. */
export const gradingEngineProvider: Provider<GradingEngine> = {
  provide: GRADING_ENGINE,
  inject: [AiProvider],
  useFactory: createGradingEngine,
};
