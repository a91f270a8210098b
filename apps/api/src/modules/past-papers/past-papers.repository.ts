import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MarkSchemePoint, QuestionAnswer, QuestionAnswerType } from '@eps/contracts';
import type { PaperQuestion } from './latex/paper-content';

interface Row {
  id: string;
  slug: string;
  title: string;
  stem: string;
  parts: Array<{
    label: string;
    prompt: string;
    marks: number;
    answerType: QuestionAnswerType;
    answer: QuestionAnswer | null;
    markScheme: MarkSchemePoint[];
  }>;
}

/** The bank's approved original questions by slug, with the parts and marking points a paper prints. */
@Injectable()
export class PastPapersRepository {
  constructor(private readonly db: DataSource) {}

  async questionsBySlug(slugs: readonly string[]): Promise<Map<string, PaperQuestion>> {
    const rows: Row[] = await this.db.query(
      `SELECT q.id, substring(q.source_key FROM 10) AS slug, q.title, q.stem,
              coalesce((SELECT json_agg(json_build_object(
                          'label', p.label, 'prompt', p.prompt, 'marks', p.marks, 'answerType', p.answer_type,
                          'answer', p.answer,
                          'markScheme', coalesce((SELECT json_agg(json_build_object('point', m.point, 'marks', m.marks,
                                                    'alternatives', m.alternatives, 'reject', m.reject) ORDER BY m.position)
                                                  FROM mark_scheme_points m WHERE m.part_id = p.id), '[]'::json))
                          ORDER BY p.position)
                        FROM question_parts p WHERE p.question_id = q.id), '[]'::json) AS parts
       FROM questions q
       WHERE q.source_key = ANY($1) AND q.status = 'approved'`,
      [slugs.map((slug) => `original:${slug}`)],
    );
    return new Map(rows.map((row) => [row.slug, row]));
  }
}
