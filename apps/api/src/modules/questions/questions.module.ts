import { Module } from '@nestjs/common';
import { AttemptsController } from './attempts/attempts.controller';
import { AttemptsRateLimitGuard } from './attempts/attempts-rate-limit.guard';
import { AttemptsRepository } from './attempts/attempts.repository';
import { AttemptsService } from './attempts/attempts.service';
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
  controllers: [QuestionsController, SyllabusesController, AttemptsController],
  providers: [
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
})
export class QuestionsModule {}
