import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { GradingModule } from '../grading/grading.module';
import { QuestionsModule } from '../questions/questions.module';
import { ReviewModule } from '../review/review.module';
import { quizItemEngineProvider, shortAnswerMarkerProvider } from './engines/quiz-engines.provider';
import { QuizzesController } from './quizzes.controller';
import { QuizzesRepository } from './quizzes.repository';
import { QuizzesService } from './quizzes.service';

/**
 * The quiz generator: items from the bank (QuestionsModule's practice parts and answer checker), from a
 * document (DocumentsModule) or from notes; written answers are marked by GradingModule's engine; every
 * marked answer goes to spaced review (ReviewModule).
 */
@Module({
  imports: [QuestionsModule, DocumentsModule, ReviewModule, GradingModule],
  controllers: [QuizzesController],
  providers: [QuizzesRepository, QuizzesService, quizItemEngineProvider, shortAnswerMarkerProvider],
})
export class QuizzesModule {}
