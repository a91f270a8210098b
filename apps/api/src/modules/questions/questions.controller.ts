import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ZQuestionSearchQuerySchema,
  type QuestionDetail,
  type QuestionSearchQuery,
  type QuestionSearchResponse,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { Public } from '../auth/decorators';
import { QuestionErrors } from './questions.errors';
import { QuestionSearchService } from './question-search.service';
import { QuestionsService } from './questions.service';

/** Ids are UUIDs; anything else names no question, so it is the same 404 as a missing one. */
const questionId = new UuidParamPipe(QuestionErrors.notFound);

/** The question bank's read side (routes in libs/contracts/src/questions.ts); guests may search and read. */
@Controller('questions')
export class QuestionsController {
  constructor(
    private readonly search: QuestionSearchService,
    private readonly questions: QuestionsService,
  ) {}

  @Get()
  @Public()
  find(
    @Query(new ZodValidationPipe(ZQuestionSearchQuerySchema)) query: QuestionSearchQuery,
  ): Promise<QuestionSearchResponse> {
    return this.search.search(query);
  }

  @Get(':id')
  @Public()
  get(@Param('id', questionId) id: string): Promise<QuestionDetail> {
    return this.questions.get(id);
  }
}
