import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  AuthoredQuestion,
  EditableQuestion,
  ImportReport,
  QuestionInput,
  QuestionSaveRequest,
  QuestionStatus,
} from '@eps/contracts';
import { TransactionRunner } from '../../database/transactions';
import type { UserEntity } from '../../database/entities';
import { QuestionAuthoringRepository, type AuthoredRow } from './question-authoring.repository';
import type { ParsedRow } from './question-import-rows';
import { QuestionErrors } from './questions.errors';

export const toAuthoredQuestion = (row: AuthoredRow): AuthoredQuestion => ({
  id: row.id,
  title: row.title,
  status: row.status,
  revisionStatus: row.revision_status,
  suggestion: row.suggestion,
  version: row.version,
  authorName: row.author_name,
  review:
    row.review_decision && row.reviewed_at
      ? { decision: row.review_decision, reason: row.review_reason, at: row.reviewed_at.toISOString() }
      : null,
  updatedAt: row.updated_at.toISOString(),
});

/** Students may only suggest: whatever they ask, their item goes to the queue marked as a suggestion. */
const isSuggester = (user: UserEntity) => user.role === 'student';
const attributionOf = (user: UserEntity) =>
  `Written by ${user.fullName || user.username} on Exam Prep Studio, CC BY 4.0`;

/**
 * Creating and editing questions. Every save is a new version and an audit entry. An approved question
 * is never changed in place: the edit waits as a revision (in question_versions) and the approved content
 * stays live and searchable until a reviewer approves the revision.
 */
@Injectable()
export class QuestionAuthoringService {
  constructor(
    private readonly repo: QuestionAuthoringRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async create(user: UserEntity, request: QuestionSaveRequest): Promise<AuthoredQuestion> {
    const [id] = await this.createMany(user, [request], 'created');
    return toAuthoredQuestion((await this.repo.find(id))!);
  }

  /** Writes several new questions in one transaction (the bulk import); the topics must exist. */
  async createMany(user: UserEntity, requests: QuestionSaveRequest[], change: string): Promise<string[]> {
    const topicIds = [...new Set(requests.flatMap((r) => r.topicIds))];
    const known = new Map((await this.repo.pickedTopics(topicIds)).map((t) => [t.id, t]));
    const missing = topicIds.filter((t) => !known.has(t));
    if (missing.length) throw QuestionErrors.unknownTopicIds(missing);
    const questions = requests.map(({ submit, ...input }) => ({
      id: randomUUID(),
      input,
      topics: input.topicIds.map((t) => known.get(t)!),
      status: (submit || isSuggester(user) ? 'pending' : 'draft') as QuestionStatus,
      authorId: user.id,
      suggestion: isSuggester(user),
      attribution: attributionOf(user),
    }));
    await this.transactions.run(async (tx) => {
      for (let i = 0; i < questions.length; i += 1000) {
        const chunk = questions.slice(i, i + 1000);
        await this.repo.insert(tx, chunk);
        await this.repo.insertVersions(
          tx,
          chunk.map((q) => ({ questionId: q.id, version: 1, snapshot: q.input, authorId: user.id, change })),
        );
        await this.repo.audit(
          tx,
          chunk.map((q) => ({
            questionId: q.id,
            action: q.status === 'pending' ? 'submit' : 'create',
            actorId: user.id,
            details: { version: 1, change, suggestion: q.suggestion },
          })),
        );
      }
    });
    return questions.map((q) => q.id);
  }

  /** Writes the rows that are valid and names, per row, the fields that stop the others. */
  async importRows(user: UserEntity, rows: ParsedRow[]): Promise<ImportReport> {
    const topicIds = [...new Set(rows.flatMap((r) => r.request?.topicIds ?? []))];
    const known = new Set((await this.repo.pickedTopics(topicIds)).map((t) => t.id));
    for (const r of rows) {
      const unknown = r.request?.topicIds.filter((t) => !known.has(t)) ?? [];
      if (unknown.length) {
        r.errors.push({ field: 'topics', message: `No topic with id ${unknown.join(', ')}.` });
        r.request = null;
      }
    }
    const valid = rows.filter((r) => r.request);
    const ids = await this.createMany(
      user,
      valid.map((r) => r.request!),
      'imported',
    );
    const idOfRow = new Map(valid.map((r, i) => [r.row, ids[i]]));
    return {
      created: ids.length,
      failed: rows.length - ids.length,
      rows: rows.map((r) => ({ row: r.row, id: idOfRow.get(r.row) ?? null, errors: r.errors })),
    };
  }

  async update(user: UserEntity, id: string, request: QuestionSaveRequest): Promise<AuthoredQuestion> {
    const row = await this.editable(user, id);
    const { submit, ...input } = request;
    const topics = await this.repo.pickedTopics(input.topicIds);
    const missing = input.topicIds.filter((t) => !topics.some((k) => k.id === t));
    if (missing.length) throw QuestionErrors.unknownTopicIds(missing);
    const pending = submit || isSuggester(user);
    await this.transactions.run(async (tx) => {
      const version = (await this.repo.latestVersion(tx, id)) + 1;
      const change = row.status === 'approved' ? 'revision' : 'edited';
      await this.repo.insertVersions(tx, [
        { questionId: id, version, snapshot: input, authorId: user.id, change },
      ]);
      if (row.status === 'approved') {
        await this.repo.setState(tx, id, { revision: { version, status: pending ? 'pending' : 'draft' } });
      } else {
        await this.repo.replaceContent(tx, id, input, topics, version);
        await this.repo.setState(tx, id, { status: pending ? 'pending' : 'draft' });
      }
      await this.repo.audit(tx, [
        {
          questionId: id,
          action: pending ? 'submit' : 'edit',
          actorId: user.id,
          details: { version, change },
        },
      ]);
    });
    return toAuthoredQuestion((await this.repo.find(id))!);
  }

  async mine(user: UserEntity): Promise<AuthoredQuestion[]> {
    return (await this.repo.listByAuthor(user.id)).map(toAuthoredQuestion);
  }

  /** What the editor opens: the waiting revision when there is one, else the current content. */
  async getEditable(user: UserEntity, id: string): Promise<EditableQuestion> {
    const row = await this.editable(user, id);
    const content = await this.contentOf(row);
    return {
      question: toAuthoredQuestion(row),
      content,
      topics: await this.repo.topicRefs(content.topicIds),
    };
  }

  async contentOf(row: AuthoredRow): Promise<QuestionInput> {
    const revision = row.revision_version && (await this.repo.snapshot(row.id, row.revision_version));
    return revision || this.liveContentOf(row);
  }

  /**
   * The live version as its author wrote it: a user's question has its saves as snapshots; an imported
   * one's snapshots are the importer's drafts, so its form is read back from the tables.
   */
  async liveContentOf(row: AuthoredRow): Promise<QuestionInput> {
    const saved = row.source === 'user' ? await this.repo.snapshot(row.id, row.version) : null;
    return saved ?? (await this.repo.liveContent(row.id))!;
  }

  /**
   * The question if this user may edit it. Someone else's unpublished item answers 404 like a missing
   * one (its existence is nobody else's business); an approved one is public, so that is a plain 403.
   */
  private async editable(user: UserEntity, id: string): Promise<AuthoredRow> {
    const row = await this.repo.find(id);
    if (!row) throw QuestionErrors.notFound();
    if (user.role === 'admin' || row.author_id === user.id) return row;
    if (row.status === 'approved') throw QuestionErrors.notYours();
    throw QuestionErrors.notFound();
  }
}
