import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  AiEngineKind,
  ChatAttachment,
  ChatCitation,
  ChatConversation,
  ChatMessage,
  ChatMessageStatus,
  ChatMode,
} from '@eps/contracts';
import { PREVIEW_SOURCE_CHARS, plainPreview } from './conversation-preview';

interface ConversationRow {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
  message_count: number;
  preview: string | null;
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mode: ChatMode;
  attachments: ChatAttachment[];
  citations: ChatCitation[];
  engine: AiEngineKind | null;
  check_question: string | null;
  status: ChatMessageStatus;
  created_at: Date;
}

export interface NewMessage {
  /** Set when the id was announced before the row is written (a streamed reply's `start` event). */
  id?: string;
  role: 'user' | 'assistant';
  content: string;
  mode: ChatMode;
  attachments?: ChatAttachment[];
  citations?: ChatCitation[];
  engine?: AiEngineKind | null;
  checkQuestion?: string | null;
  status?: ChatMessageStatus;
}

/** A conversation's title until its first message or its user names it. */
export const UNTITLED_CONVERSATION = 'New conversation';
const MESSAGE_COLUMNS = `id, role, content, mode, attachments, citations, engine, check_question, status, created_at`;

/** A conversation with its count and the start of its last message, scoped to its owner. */
const CONVERSATION_SELECT = `
  SELECT c.id, coalesce(c.title, '${UNTITLED_CONVERSATION}') AS title, c.created_at, c.updated_at,
         (SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = c.id) AS message_count,
         (SELECT left(m.content, ${PREVIEW_SOURCE_CHARS}) FROM chat_messages m WHERE m.conversation_id = c.id
          ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS preview
  FROM chat_conversations c`;

function toConversation(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    messageCount: row.message_count,
    preview: plainPreview(row.preview ?? ''),
  };
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    mode: row.mode,
    attachments: row.attachments,
    citations: row.citations,
    engine: row.engine,
    checkQuestion: row.check_question,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Conversations and their messages in Postgres; every read and write names the owner. */
@Injectable()
export class ChatRepository {
  constructor(private readonly db: DataSource) {}

  async create(ownerId: string, title: string | null): Promise<ChatConversation> {
    const [row]: Array<{ id: string }> = await this.db.query(
      `INSERT INTO chat_conversations (owner_id, title) VALUES ($1, $2) RETURNING id`,
      [ownerId, title],
    );
    return (await this.find(ownerId, row.id))!;
  }

  async count(ownerId: string): Promise<number> {
    const [row]: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM chat_conversations WHERE owner_id = $1`,
      [ownerId],
    );
    return row.n;
  }

  async list(ownerId: string, limit: number): Promise<ChatConversation[]> {
    const rows: ConversationRow[] = await this.db.query(
      `${CONVERSATION_SELECT} WHERE c.owner_id = $1 ORDER BY c.updated_at DESC, c.id LIMIT $2`,
      [ownerId, limit],
    );
    return rows.map(toConversation);
  }

  async find(ownerId: string, id: string): Promise<ChatConversation | null> {
    const rows: ConversationRow[] = await this.db.query(
      `${CONVERSATION_SELECT} WHERE c.id = $1 AND c.owner_id = $2`,
      [id, ownerId],
    );
    return rows[0] ? toConversation(rows[0]) : null;
  }

  /** The conversation's messages, oldest first; the caller has checked the owner. */
  async messages(conversationId: string): Promise<ChatMessage[]> {
    const rows: MessageRow[] = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 ORDER BY created_at, id`,
      [conversationId],
    );
    return rows.map(toMessage);
  }

  async rename(ownerId: string, id: string, title: string): Promise<ChatConversation | null> {
    // TypeORM answers an UPDATE or DELETE with [rows, affected].
    const [, affected]: [unknown[], number] = await this.db.query(
      `UPDATE chat_conversations SET title = $3, updated_at = now() WHERE id = $1 AND owner_id = $2`,
      [id, ownerId, title],
    );
    return affected ? this.find(ownerId, id) : null;
  }

  /** Names a conversation that has no title yet (from its first message). */
  async nameIfUntitled(id: string, title: string): Promise<void> {
    await this.db.query(`UPDATE chat_conversations SET title = $2 WHERE id = $1 AND title IS NULL`, [
      id,
      title,
    ]);
  }

  /** True when the owner had the conversation; its messages go with it (ON DELETE CASCADE). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const [, affected]: [unknown[], number] = await this.db.query(
      `DELETE FROM chat_conversations WHERE id = $1 AND owner_id = $2`,
      [id, ownerId],
    );
    return affected > 0;
  }

  /**
   * Adds a message and marks the conversation as just used; `replaces` (a regenerated reply's
   * predecessor) is deleted in the same transaction.
   */
  async addMessage(conversationId: string, message: NewMessage, replaces?: string): Promise<ChatMessage> {
    return this.db.transaction(async (m) => {
      if (replaces)
        await m.query(`DELETE FROM chat_messages WHERE id = $1 AND conversation_id = $2`, [
          replaces,
          conversationId,
        ]);
      const [row]: MessageRow[] = await m.query(
        `INSERT INTO chat_messages (id, conversation_id, role, content, mode, attachments, citations, engine, check_question, status)
         VALUES (coalesce($10::uuid, gen_random_uuid()), $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
         RETURNING ${MESSAGE_COLUMNS}`,
        [
          conversationId,
          message.role,
          message.content,
          message.mode,
          JSON.stringify(message.attachments ?? []),
          JSON.stringify(message.citations ?? []),
          message.engine ?? null,
          message.checkQuestion ?? null,
          message.status ?? 'complete',
          message.id ?? null,
        ],
      );
      await m.query(`UPDATE chat_conversations SET updated_at = now() WHERE id = $1`, [conversationId]);
      return toMessage(row);
    });
  }
}
