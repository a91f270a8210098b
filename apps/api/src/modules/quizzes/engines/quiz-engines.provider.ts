import type { Provider } from '@nestjs/common';
import { AnswerChecker } from '../../questions/answer-checking/answer-checker';
import { KeyTermShortAnswerMarker } from './offline/key-term-marker';
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

/** The offline key-term marker until the grading domain's engine is provided here instead. */
export const shortAnswerMarkerProvider: Provider<ShortAnswerMarker> = {
  provide: SHORT_ANSWER_MARKER,
  useFactory: (): ShortAnswerMarker => new KeyTermShortAnswerMarker(),
};
