import type { Provider } from '@nestjs/common';
import { GRADING_ENGINE, type GradingEngine } from '../../grading/engines/grading-engine';
import { AnswerChecker } from '../../questions/answer-checking/answer-checker';
import { GradingShortAnswerMarker } from './grading-short-answer-marker';
import { OfflineQuizItemEngine } from './offline/document-items';
import { QUIZ_ITEM_ENGINE, type QuizItemEngine } from './quiz-item-engine';
import { SHORT_ANSWER_MARKER, type ShortAnswerMarker } from './short-answer-marker';

/** Formula items only ask for right-hand sides the questions module's checker can read. */
export const quizItemEngineProvider: Provider<QuizItemEngine> = {
  provide: QUIZ_ITEM_ENGINE,
  inject: [AnswerChecker],
  useFactory: (checker: AnswerChecker): QuizItemEngine =>
    new OfflineQuizItemEngine(
      (expression) => checker.check('algebraic', { expression }, expression).verdict === 'correct',
    ),
};

/** Written answers go to the grading domain's engine (offline or the configured model). */
export const shortAnswerMarkerProvider: Provider<ShortAnswerMarker> = {
  provide: SHORT_ANSWER_MARKER,
  inject: [GRADING_ENGINE],
  useFactory: (engine: GradingEngine): ShortAnswerMarker => new GradingShortAnswerMarker(engine),
};
