import { Injectable } from '@nestjs/common';
import type { QuestionDetail, QuestionHint } from '@eps/contracts';
import { QuestionErrors } from './questions.errors';
import { QuestionsRepository } from './questions.repository';

/** A hint as the page shows it: a scaffold's answer is checked on the server, never sent. */
const publicHint = ({ answer: _answer, ...hint }: QuestionHint) => hint;

@Injectable()
export class QuestionsService {
  constructor(private readonly repo: QuestionsRepository) {}

  async get(id: string): Promise<QuestionDetail> {
    const found = await this.repo.findApproved(id);
    if (!found) throw QuestionErrors.notFound();
    const { question: q, parts } = found;
    return {
      id: q.id,
      title: q.title,
      stem: q.stem,
      commandWord: q.command_word,
      difficulty: q.difficulty,
      year: q.year,
      totalMarks: q.total_marks,
      hints: q.hints.map(publicHint),
      parts: parts.map((p) => ({
        id: p.id,
        label: p.label,
        prompt: p.prompt,
        commandWord: p.command_word,
        marks: p.marks,
        answerType: p.answer_type,
        choices: p.answer?.choices ?? null,
        units: p.answer?.units ?? null,
        hints: p.hints.map(publicHint),
        markScheme: p.mark_scheme,
        workedSolution: p.worked_solution,
      })),
      topics: q.topics ?? [],
      subjects: q.subjects,
      source: { kind: q.source, url: q.source_url, licence: q.licence, attribution: q.attribution },
      version: q.version,
      updatedAt: q.updated_at.toISOString(),
    };
  }
}
