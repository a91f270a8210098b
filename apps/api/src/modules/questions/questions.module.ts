import { Module } from '@nestjs/common';
import { AnswerChecker } from './answer-checking/answer-checker';
import { AttemptsController } from './attempts/attempts.controller';
import { AttemptsRateLimitGuard } from './attempts/attempts-rate-limit.guard';
import { AttemptsRepository } from './attempts/attempts.repository';
import { AttemptsService } from './attempts/attempts.service';
import { PracticePartsRepository } from './practice/practice-parts.repository';
import { PracticePartsService } from './practice/practice-parts.service';
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
import { QuestionReportsController } from './reports/question-reports.controller';
import { QuestionReportsRepository } from './reports/question-reports.repository';
import { QuestionReportsService } from './reports/question-reports.service';
import { SyllabusesController } from './syllabuses.controller';
import { SyllabusesRepository } from './syllabuses.repository';
import { SyllabusesService } from './syllabuses.service';

/**
 * The question bank: syllabuses and topic trees, questions and their search, answer attempts and
 * problem reports, writing and review; the answer checker and practice parts for other modules. The shipped content is imported by import/content-importer.ts,
 * which runMigrations runs after the migrations.
 */
@Module({
  // The authoring and review routes (questions/mine, questions/pending, questions/reports) come before
  // questions/:id.
  controllers: [
    QuestionReportsController,
    QuestionReviewController,
    QuestionAuthoringController,
    QuestionsController,
    SyllabusesController,
    AttemptsController,
  ],
  providers: [
    AnswerChecker,
    PracticePartsRepository,
    PracticePartsService,
    QuestionAuthoringRepository,
    QuestionAuthoringService,
    QuestionReviewService,
    QuestionReportsRepository,
    QuestionReportsService,
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
  // For practice tools (the quiz generator) one answer checker and the bank's parts to practise; the
  // marking engine reads a question's parts and mark scheme; formula search lists questions by its search.
  exports: [
    AnswerChecker,
    PracticePartsService,
    QuestionsRepository,
    QuestionSearchService,
    SyllabusesRepository,
  ],
})
export class QuestionsModule {}
