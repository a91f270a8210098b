import { Injectable } from '@nestjs/common';
import type { SyllabusListResponse, SyllabusTopicsResponse, TopicNode } from '@eps/contracts';
import { nestByParent } from '../../common/nest-by-parent';
import { QuestionErrors } from './questions.errors';
import { SyllabusesRepository, type TopicRow } from './syllabuses.repository';

@Injectable()
export class SyllabusesService {
  constructor(private readonly repo: SyllabusesRepository) {}

  async list(): Promise<SyllabusListResponse> {
    return { syllabuses: await this.repo.list() };
  }

  async topics(id: string): Promise<SyllabusTopicsResponse> {
    const syllabus = await this.repo.find(id);
    if (!syllabus) throw QuestionErrors.syllabusNotFound();
    return { syllabus, topics: nestByParent(await this.repo.topics(id), toTopicNode) };
  }
}

function toTopicNode(r: TopicRow): TopicNode {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    questionCount: r.question_count,
    children: [],
  };
}
