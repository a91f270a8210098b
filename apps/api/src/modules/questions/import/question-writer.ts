import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../../database/transactions';
import { contentHash, searchableParts, type QuestionDraft } from './question-draft';
import { insertPartRows } from '../question-content-rows';

/** What a topic reference resolves to: its row and its syllabus's facets. */
export interface ResolvedTopic {
  id: string;
  board: string;
  qualification: string;
  subject: string;
}

export interface WriteResult {
  inserted: number;
  updated: number;
  unchanged: number;
  unresolvedTopicRefs: Set<string>;
}

const CHUNK = 500;
const uniq = (values: string[]) => [...new Set(values)].sort();

/**
 * Upserts imported questions as approved, keyed on source_key. A question whose content hash is unchanged
 * is not touched at all; a changed one gets its parts, mark scheme and topics replaced, its version
 * raised, a version snapshot and an audit entry; a new one gets version 1. Questions that users have
 * edited (source 'user') are never overwritten by an import.
 */
export async function writeImportedQuestions(
  tx: Transaction,
  drafts: QuestionDraft[],
  topics: Map<string, ResolvedTopic>,
  change: string,
): Promise<WriteResult> {
  const result: WriteResult = { inserted: 0, updated: 0, unchanged: 0, unresolvedTopicRefs: new Set() };
  for (let i = 0; i < drafts.length; i += CHUNK) {
    const chunk = drafts.slice(i, i + CHUNK);
    const rows = chunk.map((draft) => {
      const resolved = draft.topicRefs.flatMap((ref) => {
        const topic = topics.get(ref);
        if (!topic) result.unresolvedTopicRefs.add(ref);
        return topic ? [topic] : [];
      });
      const { partsText, markSchemeText } = searchableParts(draft);
      return {
        source_key: draft.sourceKey,
        title: draft.title,
        stem: draft.stem,
        command_word: draft.commandWord,
        difficulty: draft.difficulty,
        total_marks: draft.parts.reduce((sum, p) => sum + p.marks, 0),
        year: draft.year,
        hints: draft.hints,
        source: draft.source,
        source_url: draft.sourceUrl,
        licence: draft.licence,
        attribution: draft.attribution,
        // The resolved topic ids are part of the content: a topic that appears later updates the question.
        content_hash: contentHash({ ...draft, topicRefs: resolved.map((t) => t.id) }),
        topic_ids: uniq(resolved.map((t) => t.id)),
        boards: uniq(resolved.map((t) => t.board)),
        qualifications: uniq(resolved.map((t) => t.qualification)),
        subjects: uniq(resolved.map((t) => t.subject)),
        answer_types: uniq(draft.parts.map((p) => p.answerType)),
        parts_text: partsText,
        mark_scheme_text: markSchemeText,
      };
    });
    const written: { id: string; source_key: string; version: number }[] = await tx.query(
      `INSERT INTO questions (source_key, title, stem, command_word, difficulty, total_marks, year, hints, source,
         source_url, licence, attribution, status, content_hash, boards, qualifications, subjects, answer_types,
         parts_text, mark_scheme_text)
       SELECT x.source_key, x.title, x.stem, x.command_word, x.difficulty, x.total_marks, x.year, x.hints, x.source,
         x.source_url, x.licence, x.attribution, 'approved', x.content_hash, x.boards, x.qualifications, x.subjects,
         x.answer_types, x.parts_text, x.mark_scheme_text
       FROM jsonb_to_recordset($1::jsonb) AS x(source_key text, title text, stem text, command_word text,
         difficulty smallint, total_marks int, year int, hints jsonb, source text, source_url text, licence text,
         attribution text, content_hash text, boards text[], qualifications text[], subjects text[],
         answer_types text[], parts_text text, mark_scheme_text text)
       ON CONFLICT (source_key) DO UPDATE SET title = EXCLUDED.title, stem = EXCLUDED.stem,
         command_word = EXCLUDED.command_word, difficulty = EXCLUDED.difficulty, total_marks = EXCLUDED.total_marks,
         year = EXCLUDED.year, hints = EXCLUDED.hints, source_url = EXCLUDED.source_url, licence = EXCLUDED.licence,
         attribution = EXCLUDED.attribution, content_hash = EXCLUDED.content_hash, boards = EXCLUDED.boards,
         qualifications = EXCLUDED.qualifications, subjects = EXCLUDED.subjects, answer_types = EXCLUDED.answer_types,
         parts_text = EXCLUDED.parts_text, mark_scheme_text = EXCLUDED.mark_scheme_text,
         version = questions.version + 1, updated_at = now()
       WHERE questions.content_hash <> EXCLUDED.content_hash AND questions.source <> 'user'
       RETURNING id, source_key, version`,
      [JSON.stringify(rows)],
    );
    result.unchanged += chunk.length - written.length;
    if (!written.length) continue;

    const byKey = new Map(chunk.map((d, idx) => [d.sourceKey, { draft: d, row: rows[idx] }]));
    const updatedIds = written.filter((w) => w.version > 1).map((w) => w.id);
    result.inserted += written.length - updatedIds.length;
    result.updated += updatedIds.length;
    if (updatedIds.length) {
      await tx.query(`DELETE FROM question_parts WHERE question_id = ANY($1::uuid[])`, [updatedIds]);
      await tx.query(`DELETE FROM question_topics WHERE question_id = ANY($1::uuid[])`, [updatedIds]);
    }

    const parts: object[] = [];
    const points: object[] = [];
    const links: object[] = [];
    const versions: object[] = [];
    for (const w of written) {
      const { draft, row } = byKey.get(w.source_key)!;
      draft.parts.forEach((p, position) => {
        const partId = randomUUID();
        parts.push({
          id: partId,
          question_id: w.id,
          position,
          label: p.label,
          prompt: p.prompt,
          command_word: p.commandWord,
          marks: p.marks,
          answer_type: p.answerType,
          answer: p.answer,
          worked_solution: p.workedSolution,
          hints: p.hints,
        });
        p.markScheme.forEach((m, idx) =>
          points.push({
            part_id: partId,
            position: idx,
            point: m.point,
            marks: m.marks,
            alternatives: m.alternatives,
            reject: m.reject,
          }),
        );
      });
      for (const topicId of row.topic_ids) links.push({ question_id: w.id, topic_id: topicId });
      versions.push({
        question_id: w.id,
        version: w.version,
        snapshot: draft,
        change: w.version > 1 ? `${change} (updated)` : change,
      });
    }
    await insertPartRows(tx, { parts, points, links });
    await tx.query(
      `INSERT INTO question_versions (question_id, version, snapshot, change)
       SELECT x.question_id, x.version, x.snapshot, x.change
       FROM jsonb_to_recordset($1::jsonb) AS x(question_id uuid, version int, snapshot jsonb, change text)`,
      [JSON.stringify(versions)],
    );
    if (updatedIds.length) {
      await tx.query(
        `INSERT INTO audit_log (entity_type, entity_id, action, details)
         SELECT 'question', id::text, 'import-update', jsonb_build_object('change', $2::text)
         FROM unnest($1::uuid[]) AS id`,
        [updatedIds, change],
      );
    }
  }
  return result;
}

/**
 * The words of approved questions (outside LaTeX), with how many questions use each: what misspelt query
 * words are corrected against. Rebuilt after an import changed questions.
 */
export async function rebuildSearchVocabulary(tx: Transaction): Promise<void> {
  await tx.query(`DELETE FROM search_vocabulary`);
  await tx.query(
    `INSERT INTO search_vocabulary (word, documents)
     SELECT w.word, count(DISTINCT q.id)
     FROM questions q,
       regexp_split_to_table(
         lower(regexp_replace(q.title || ' ' || q.stem || ' ' || q.parts_text || ' ' || q.mark_scheme_text, '\\$\\$.*?\\$\\$|\\$[^$]*\\$', ' ', 'g')),
         '[^a-z]+') AS w(word)
     WHERE q.status = 'approved' AND length(w.word) BETWEEN 3 AND 40
     GROUP BY w.word`,
  );
}
