import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QuestionInput, QuestionStatus, TopicRef } from '@eps/contracts';
import type { Transaction } from '../../database/transactions';
import { contentColumns, insertContentRows, type PickedTopic } from './question-content-rows';

/** The authoring view of a question row: who wrote it, where it stands, and its last review. */
export interface AuthoredRow {
  id: string;
  title: string;
  status: QuestionStatus;
  source: string;
  author_id: string | null;
  author_name: string | null;
  suggestion: boolean;
  version: number;
  revision_version: number | null;
  revision_status: 'draft' | 'pending' | null;
  review_decision: 'approve' | 'reject' | 'changes' | null;
  review_reason: string | null;
  reviewed_at: Date | null;
  updated_at: Date;
}

export interface NewQuestion {
  id: string;
  input: QuestionInput;
  topics: PickedTopic[];
  status: QuestionStatus;
  authorId: string;
  suggestion: boolean;
  attribution: string;
}

interface LivePartRow {
  label: string;
  prompt: string;
  marks: number;
  answer_type: QuestionInput['parts'][number]['answerType'];
  answer: QuestionInput['parts'][number]['answer'];
  worked_solution: string | null;
  mark_scheme: QuestionInput['parts'][number]['markScheme'];
}

const AUTHORED_COLUMNS = `q.id, q.title, q.status, q.source, q.author_id, u.full_name AS author_name, q.suggestion,
  q.version, q.revision_version, q.revision_status, q.review_decision, q.review_reason, q.reviewed_at, q.updated_at`;
const AUTHORED_FROM = `questions q LEFT JOIN users u ON u.id = q.author_id`;

/** Writes of user-authored questions, their versions and audit entries, and the review queue's reads. */
@Injectable()
export class QuestionAuthoringRepository {
  constructor(private readonly db: DataSource) {}

  async pickedTopics(ids: string[], tx: Transaction | DataSource = this.db): Promise<PickedTopic[]> {
    if (!ids.length) return [];
    return tx.query(
      `SELECT t.id, s.board, s.qualification, s.subject FROM topics t JOIN syllabuses s ON s.id = t.syllabus_id
       WHERE t.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  async topicRefs(ids: string[]): Promise<TopicRef[]> {
    if (!ids.length) return [];
    return this.db.query(
      `SELECT id, syllabus_id AS "syllabusId", code, name FROM topics WHERE id = ANY($1::uuid[])
       ORDER BY syllabus_id, position`,
      [ids],
    );
  }

  /** A question's live content in the form its author edits (imported hints become plain hints). */
  async liveContent(id: string): Promise<QuestionInput | null> {
    const [q] = await this.db.query(
      `SELECT title, stem, command_word, difficulty, hints,
              coalesce((SELECT array_agg(topic_id::text) FROM question_topics WHERE question_id = q.id), '{}') AS topic_ids
       FROM questions q WHERE id = $1`,
      [id],
    );
    if (!q) return null;
    const parts = await this.db.query(
      `SELECT p.label, p.prompt, p.marks, p.answer_type, p.answer, p.worked_solution,
              coalesce((SELECT json_agg(json_build_object('point', m.point, 'marks', m.marks,
                                        'alternatives', m.alternatives, 'reject', m.reject) ORDER BY m.position)
                          FROM mark_scheme_points m WHERE m.part_id = p.id), '[]'::json) AS mark_scheme
       FROM question_parts p WHERE p.question_id = $1 ORDER BY p.position`,
      [id],
    );
    return {
      title: q.title,
      stem: q.stem,
      commandWord: q.command_word,
      difficulty: q.difficulty,
      topicIds: [...q.topic_ids].sort(),
      hints: (q.hints as { text: string }[]).map((h) => h.text),
      parts: parts.map((p: LivePartRow) => ({
        label: p.label,
        prompt: p.prompt,
        marks: p.marks,
        answerType: p.answer_type,
        answer: p.answer,
        markScheme: p.mark_scheme,
        workedSolution: p.worked_solution,
      })),
    };
  }

  async find(id: string): Promise<AuthoredRow | null> {
    const [row] = await this.db.query(`SELECT ${AUTHORED_COLUMNS} FROM ${AUTHORED_FROM} WHERE q.id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  listByAuthor(authorId: string): Promise<AuthoredRow[]> {
    return this.db.query(
      `SELECT ${AUTHORED_COLUMNS} FROM ${AUTHORED_FROM} WHERE q.author_id = $1 ORDER BY q.updated_at DESC LIMIT 500`,
      [authorId],
    );
  }

  /** Oldest first: the queue is worked in the order items arrived. */
  listPending(): Promise<AuthoredRow[]> {
    return this.db.query(
      `SELECT ${AUTHORED_COLUMNS} FROM ${AUTHORED_FROM}
       WHERE q.status = 'pending' OR q.revision_status = 'pending' ORDER BY q.updated_at LIMIT 500`,
    );
  }

  /** Inserts new questions with version 1, in bulk (an import writes thousands in one statement). */
  async insert(tx: Transaction, questions: NewQuestion[]): Promise<void> {
    if (!questions.length) return;
    const rows = questions.map((q) => ({
      id: q.id,
      source_key: `user:${q.id}`,
      ...contentColumns(q.input, q.topics),
      status: q.status,
      author_id: q.authorId,
      suggestion: q.suggestion,
      attribution: q.attribution,
    }));
    await tx.query(
      `INSERT INTO questions (id, source_key, title, stem, command_word, difficulty, total_marks, hints, source, licence,
         attribution, status, author_id, suggestion, content_hash, boards, qualifications, subjects, answer_types,
         parts_text, mark_scheme_text)
       SELECT x.id, x.source_key, x.title, x.stem, x.command_word, x.difficulty, x.total_marks, x.hints, 'user',
         'CC BY 4.0', x.attribution, x.status, x.author_id, x.suggestion, x.content_hash, x.boards, x.qualifications,
         x.subjects, x.answer_types, x.parts_text, x.mark_scheme_text
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, source_key text, title text, stem text, command_word text,
         difficulty smallint, total_marks int, hints jsonb, attribution text, status text, author_id uuid,
         suggestion boolean, content_hash text, boards text[], qualifications text[], subjects text[],
         answer_types text[], parts_text text, mark_scheme_text text)`,
      [JSON.stringify(rows)],
    );
    await insertContentRows(
      tx,
      questions.map((q) => ({ questionId: q.id, input: q.input, topics: q.topics })),
    );
  }

  /** Replaces a question's live content (its row, parts, mark scheme and topics) and sets its version. */
  async replaceContent(
    tx: Transaction,
    id: string,
    input: QuestionInput,
    topics: PickedTopic[],
    version: number,
  ): Promise<void> {
    const c = contentColumns(input, topics);
    await tx.query(
      `UPDATE questions SET title = $2, stem = $3, command_word = $4, difficulty = $5, total_marks = $6, hints = $7,
         content_hash = $8, boards = $9, qualifications = $10, subjects = $11, answer_types = $12, parts_text = $13,
         mark_scheme_text = $14, version = $15, updated_at = now()
       WHERE id = $1`,
      [
        id,
        c.title,
        c.stem,
        c.command_word,
        c.difficulty,
        c.total_marks,
        JSON.stringify(c.hints),
        c.content_hash,
        c.boards,
        c.qualifications,
        c.subjects,
        c.answer_types,
        c.parts_text,
        c.mark_scheme_text,
        version,
      ],
    );
    await tx.query(`DELETE FROM question_parts WHERE question_id = $1`, [id]);
    await tx.query(`DELETE FROM question_topics WHERE question_id = $1`, [id]);
    await insertContentRows(tx, [{ questionId: id, input, topics }]);
  }

  async setState(
    tx: Transaction,
    id: string,
    state: {
      status?: QuestionStatus;
      revision?: { version: number; status: 'draft' | 'pending' } | null;
      review?: { decision: 'approve' | 'reject' | 'changes'; reason: string | null };
    },
  ): Promise<void> {
    const sets = ['updated_at = now()'];
    const params: unknown[] = [id];
    const p = (value: unknown) => `$${params.push(value)}`;
    if (state.status) sets.push(`status = ${p(state.status)}`);
    if (state.revision !== undefined) {
      sets.push(`revision_version = ${p(state.revision?.version ?? null)}::int`);
      sets.push(`revision_status = ${p(state.revision?.status ?? null)}::text`);
    }
    if (state.review) {
      sets.push(`review_decision = ${p(state.review.decision)}`, `review_reason = ${p(state.review.reason)}`);
      sets.push('reviewed_at = now()');
    }
    await tx.query(`UPDATE questions SET ${sets.join(', ')} WHERE id = $1`, params);
  }

  /** The highest version saved so far (a pending revision's number is above the live version). */
  async latestVersion(tx: Transaction, id: string): Promise<number> {
    const [row] = await tx.query(
      `SELECT coalesce(max(version), 0)::int AS v FROM question_versions WHERE question_id = $1`,
      [id],
    );
    return row.v;
  }

  async insertVersions(
    tx: Transaction,
    versions: {
      questionId: string;
      version: number;
      snapshot: QuestionInput;
      authorId: string;
      change: string;
    }[],
  ): Promise<void> {
    if (!versions.length) return;
    await tx.query(
      `INSERT INTO question_versions (question_id, version, snapshot, author_id, change)
       SELECT x.question_id, x.version, x.snapshot, x.author_id, x.change
       FROM jsonb_to_recordset($1::jsonb) AS x(question_id uuid, version int, snapshot jsonb, author_id uuid, change text)`,
      [
        JSON.stringify(
          versions.map((v) => ({
            question_id: v.questionId,
            version: v.version,
            snapshot: v.snapshot,
            author_id: v.authorId,
            change: v.change,
          })),
        ),
      ],
    );
  }

  async snapshot(
    id: string,
    version: number,
    tx: Transaction | DataSource = this.db,
  ): Promise<QuestionInput | null> {
    const [row] = await tx.query(
      `SELECT snapshot FROM question_versions WHERE question_id = $1 AND version = $2`,
      [id, version],
    );
    return row?.snapshot ?? null;
  }

  async audit(
    tx: Transaction,
    entries: { questionId: string; action: string; actorId: string; details: Record<string, unknown> }[],
  ): Promise<void> {
    if (!entries.length) return;
    await tx.query(
      `INSERT INTO audit_log (entity_type, entity_id, action, actor_id, details)
       SELECT 'question', x.entity_id, x.action, x.actor_id, x.details
       FROM jsonb_to_recordset($1::jsonb) AS x(entity_id text, action text, actor_id uuid, details jsonb)`,
      [
        JSON.stringify(
          entries.map((e) => ({
            entity_id: e.questionId,
            action: e.action,
            actor_id: e.actorId,
            details: e.details,
          })),
        ),
      ],
    );
  }

  /**
   * Adds the words of a newly approved question to search_vocabulary (as rebuildSearchVocabulary counts
   * them), so spell-correction knows the words that only this question uses.
   */
  async addToVocabulary(tx: Transaction, id: string): Promise<void> {
    await tx.query(
      `INSERT INTO search_vocabulary (word, documents)
       SELECT DISTINCT w.word, 1
       FROM questions q,
         regexp_split_to_table(
           lower(regexp_replace(q.title || ' ' || q.stem || ' ' || q.parts_text || ' ' || q.mark_scheme_text, '\\$\\$.*?\\$\\$|\\$[^$]*\\$', ' ', 'g')),
           '[^a-z]+') AS w(word)
       WHERE q.id = $1 AND length(w.word) BETWEEN 3 AND 40
       ON CONFLICT (word) DO UPDATE SET documents = search_vocabulary.documents + 1`,
      [id],
    );
  }
}
