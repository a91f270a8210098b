import { Module } from '@nestjs/common';
import { AttemptsController } from './attempts/attempts.controller';
import { AttemptsRateLimitGuard } from './attempts/attempts-rate-limit.guard';
import { AttemptsRepository } from './attempts/attempts.repository';
import { AttemptsService } from './attempts/attempts.service';
import { QuestionAuthoringController } from './question-authoring.controller';
import { QuestionAuthoringRepository } from './question-authoring.repository';
import { QuestionAuthoringService } from './question-authoring.service';
import { QuestionReviewController } from './question-review.controller';
import { QuestionReviewService } from './question-review.service';
import { QuestionSearchRepository } from './question-search.repository';
import { QuestionSearchService } from './question-search.service';
import { QuestionsController } from './questions.controller';
import { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';
import { SyllabusesController } from './syllabuses.controller';
import { SyllabusesRepository } from './syllabuses.repository';
import { SyllabusesService } from './syllabuses.service';

/**
 * The question bank: syllabuses and topic trees, questions and their search, answer attempts and
 * problem reports, writing and review. The shipped content is imported by import/content-importer.ts,
 * which runMigrations runs after the migrations.
 */
@Module({
  // The authoring and review routes (questions/mine, questions/pending) come before questions/:id.
  controllers: [
    QuestionReviewController,
    QuestionAuthoringController,
    QuestionsController,
    SyllabusesController,
    AttemptsController,
  ],
  providers: [
    QuestionAuthoringRepository,
    QuestionAuthoringService,
    QuestionReviewService,
    AttemptsRepository,
    AttemptsService,
    AttemptsRateLimitGuard,
    QuestionsRepository,
    QuestionsService,
    QuestionSearchRepository,
    QuestionSearchService,
    SyllabusesRepository,
    SyllabusesService,
  ],
  // The marking engine reads a question's parts and mark scheme.
  exports: [QuestionsRepository],
})
export class QuestionsModule {}
