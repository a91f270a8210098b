import { Module } from '@nestjs/common';
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
 * The question bank: syllabuses and topic trees, questions and their search. The shipped content is
 * imported by import/content-importer.ts, which runMigrations runs after the migrations.
 */
@Module({
  // The authoring and review routes (questions/mine, questions/pending) come before questions/:id.
  controllers: [QuestionReviewController, QuestionAuthoringController, QuestionsController, SyllabusesController],
  providers: [
    QuestionAuthoringRepository,
    QuestionAuthoringService,
    QuestionReviewService,
    QuestionsRepository,
    QuestionsService,
    QuestionSearchRepository,
    QuestionSearchService,
    SyllabusesRepository,
    SyllabusesService,
  ],
})
export class QuestionsModule {}
