import { randomUUID } from 'node:crypto';
import type { QuestionInput } from '@eps/contracts';
import type { Transaction } from '../../database/transactions';
import { commandWordOf, contentHash, partLabel, searchableParts } from './import/question-draft';

/** A topic an author picked, with its syllabus's facets (copied onto the question for fast filters). */
export interface PickedTopic {
  id: string;
  board: string;
  qualification: string;
  subject: string;
}

const uniq = (values: string[]) => [...new Set(values)].sort();

/** The questions columns that follow from a question's content and its topics. */
export function contentColumns(input: QuestionInput, topics: PickedTopic[]) {
  const { partsText, markSchemeText } = searchableParts({
    parts: input.parts.map((p) => ({ prompt: p.prompt, markScheme: p.markScheme })),
  } as Parameters<typeof searchableParts>[0]);
  return {
    title: input.title,
    stem: input.stem,
    command_word: input.commandWord || commandWordOf(input.parts[0]?.prompt ?? ''),
    difficulty: input.difficulty,
    total_marks: input.parts.reduce((sum, p) => sum + p.marks, 0),
    hints: input.hints.map((text) => ({ kind: 'hint', text })),
    content_hash: contentHash(input as never),
    boards: uniq(topics.map((t) => t.board)),
    qualifications: uniq(topics.map((t) => t.qualification)),
    subjects: uniq(topics.map((t) => t.subject)),
    answer_types: uniq(input.parts.map((p) => p.answerType)),
    parts_text: partsText,
    mark_scheme_text: markSchemeText,
  };
}

/** Writes the parts, mark-scheme points and topic links of questions whose old ones (if any) are gone. */
export async function insertContentRows(
  tx: Transaction,
  entries: { questionId: string; input: QuestionInput; topics: PickedTopic[] }[],
): Promise<void> {
  const parts: object[] = [];
  const points: object[] = [];
  const links: object[] = [];
  for (const { questionId, input, topics } of entries) {
    input.parts.forEach((p, position) => {
      const partId = randomUUID();
      parts.push({
        id: partId,
        question_id: questionId,
        position,
        label: p.label || partLabel(position),
        prompt: p.prompt,
        command_word: commandWordOf(p.prompt),
        marks: p.marks,
        answer_type: p.answerType,
        answer: p.answer,
        worked_solution: p.workedSolution,
        hints: [],
      });
      p.markScheme.forEach((m, idx) => points.push({ part_id: partId, position: idx, ...m }));
    });
    for (const t of topics) links.push({ question_id: questionId, topic_id: t.id });
  }
  await insertPartRows(tx, { parts, points, links });
}

/** Part, mark-scheme point and topic-link rows (snake_case, as the tables name them), in three bulk inserts. */
export async function insertPartRows(
  tx: Transaction,
  rows: { parts: object[]; points: object[]; links: object[] },
): Promise<void> {
  if (rows.parts.length) {
    await tx.query(
      `INSERT INTO question_parts (id, question_id, position, label, prompt, command_word, marks, answer_type, answer,
         worked_solution, hints)
       SELECT x.id, x.question_id, x.position, x.label, x.prompt, x.command_word, x.marks, x.answer_type, x.answer,
         x.worked_solution, x.hints
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, question_id uuid, position int, label text, prompt text,
         command_word text, marks int, answer_type text, answer jsonb, worked_solution text, hints jsonb)`,
      [JSON.stringify(rows.parts)],
    );
  }
  if (rows.points.length) {
    await tx.query(
      `INSERT INTO mark_scheme_points (part_id, position, point, marks, alternatives, reject)
       SELECT x.part_id, x.position, x.point, x.marks, x.alternatives, x.reject
       FROM jsonb_to_recordset($1::jsonb) AS x(part_id uuid, position int, point text, marks int, alternatives text[],
         reject text[])`,
      [JSON.stringify(rows.points)],
    );
  }
  if (rows.links.length) {
    await tx.query(
      `INSERT INTO question_topics (question_id, topic_id)
       SELECT x.question_id, x.topic_id FROM jsonb_to_recordset($1::jsonb) AS x(question_id uuid, topic_id uuid)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows.links)],
    );
  }
}
