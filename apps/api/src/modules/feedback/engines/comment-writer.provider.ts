import type { Provider } from '@nestjs/common';
import { AiProvider } from '../../ai/ai-provider';
import { FEEDBACK_COMMENT_WRITER, type FeedbackCommentWriter } from './comment-writer';
import { ModelCommentWriter } from './model/model-comment-writer';
import { OfflineCommentWriter } from './offline/offline-comment-writer';

function createCommentWriter(ai: AiProvider): FeedbackCommentWriter {
  return ai.isConfigured() ? new ModelCommentWriter(ai.completion) : new OfflineCommentWriter();
}

/** The model's comments when the AI provider has a model configured, else the offline composer. */
export const commentWriterProvider: Provider<FeedbackCommentWriter> = {
  provide: FEEDBACK_COMMENT_WRITER,
  inject: [AiProvider],
  useFactory: createCommentWriter,
};
