import type { Provider } from '@nestjs/common';
import { AiProvider } from '../../ai/ai-provider';
import { AnswerChecker } from '../../questions/answer-checking/answer-checker';
import { GRADING_ENGINE, type GradingEngine } from '../../grading/engines/grading-engine';
import { MathsService } from '../../maths/maths.service';
import { CHAT_ENGINE, type ChatEngine } from './chat-engine';
import { ChatModelEngine } from './model/chat-model-engine';
import { OfflineChatEngine } from './offline/offline-chat-engine';

function createChatEngine(
  ai: AiProvider,
  checker: AnswerChecker,
  maths: MathsService,
  grader: GradingEngine,
): ChatEngine {
  return ai.isConfigured()
    ? new ChatModelEngine(ai.streaming, checker)
    : new OfflineChatEngine({ maths, grader });
}

/** The model's tutor when the AI provider has a model configured, else the offline one. */
export const chatEngineProvider: Provider<ChatEngine> = {
  provide: CHAT_ENGINE,
  inject: [AiProvider, AnswerChecker, MathsService, GRADING_ENGINE],
  useFactory: createChatEngine,
};
