import { Injectable } from '@nestjs/common';
import type { SyllabusListResponse, SyllabusTopicsResponse, TopicNode } from '@eps/contracts';
import { QuestionErrors } from './questions.errors';
import { SyllabusesRepository, type TopicRow } from './syllabuses.repository';

/** Rows in file order (parents before children) → the nested tree. */
function treeOf(rows: TopicRow[]): TopicNode[] {
  const nodes = new Map<string, TopicNode>();
  const roots: TopicNode[] = [];
  for (const r of rows) {
    const node: TopicNode = {
      id: r.id,
      code: r.code,
      name: r.name,
      description: r.description,
      questionCount: r.question_count,
      children: [],
    };
    nodes.set(r.id, node);
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

@Injectable()
export class SyllabusesService {
  constructor(private readonly repo: SyllabusesRepository) {}

  async list(): Promise<SyllabusListResponse> {
    return { syllabuses: await this.repo.list() };
  }

  async topics(id: string): Promise<SyllabusTopicsResponse> {
    const syllabus = await this.repo.find(id);
    if (!syllabus) throw QuestionErrors.syllabusNotFound();
    return { syllabus, topics: treeOf(await this.repo.topics(id)) };
  }
}
