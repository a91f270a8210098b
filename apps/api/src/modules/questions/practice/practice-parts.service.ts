import { Injectable } from '@nestjs/common';
import { QuestionErrors } from '../questions.errors';
import {
  PracticePartsRepository,
  type PracticePartQuery,
  type PracticePartRow,
} from './practice-parts.repository';

export type { PracticePartQuery, PracticePartRow } from './practice-parts.repository';

/** The bank's parts for practice tools (the quiz generator), with the bank's own errors for unknown ids. */
@Injectable()
export class PracticePartsService {
  constructor(private readonly repo: PracticePartsRepository) {}

  async find(query: PracticePartQuery): Promise<PracticePartRow[]> {
    if (query.topicIds) {
      const unknown = await this.repo.unknownTopics(query.topicIds);
      if (unknown.length) throw QuestionErrors.unknownTopicIds(unknown);
    }
    if (query.questionIds) {
      const unknown = await this.repo.unknownQuestions(query.questionIds);
      if (unknown.length) throw QuestionErrors.unknownQuestionIds(unknown);
    }
    return this.repo.find(query);
  }
}
