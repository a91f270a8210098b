import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  CHAT_CONVERSATIONS_LIMIT,
  normaliseMathDelimiters,
  type ChatConversation,
  type ChatConversationDetail,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatMode,
} from '@eps/contracts';
import type { z } from 'zod';
import type { ZChatSendRequestSchema } from '@eps/contracts';
import { AppError } from '../../common/app-error';
import { resolveCitations } from './citations';
import { ChatErrors } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { CHAT_ENGINE, type ChatEngine, type ChatEngineReply, type ChatTurn } from './engines/chat-engine';
import type { EmitEvent } from './event-stream';
import { ChatSourceLibrary } from './sources/chat-sources';

export type ChatSend = z.output<typeof ZChatSendRequestSchema>;

const TITLE_CHARS = 60;

/** A reply checked and ready to stream: the conversation exists and is the caller's. */
export interface PendingReply {
  userId: string;
  conversationId: string;
  turn: ChatTurn;
  /** The user's message to save first (absent on regenerate: it is saved already). */
  userMessage?: ChatSend;
  /** The assistant message a regenerated reply replaces. */
  replaces?: string;
}

/** A conversation's title from its first message: its first line, cut at a word. */
export function titleFrom(content: string): string {
  const line = content.trim().split('\n')[0].replace(/\s+/g, ' ');
  return line.length > TITLE_CHARS ? `${line.slice(0, TITLE_CHARS).replace(/\s+\S*$/, '')} …` : line;
}

function failureText(err: unknown): string {
  return err instanceof AppError
    ? err.message
    : 'The tutor failed while answering. What it wrote so far is kept; please try again.';
}

/** Conversations, and replies streamed from the chat engine with citations checked against retrieval. */
@Injectable()
export class ChatService {
  private readonly logger = new Logger('ChatService');

  constructor(
    private readonly repo: ChatRepository,
    private readonly sources: ChatSourceLibrary,
    @Inject(CHAT_ENGINE) private readonly engine: ChatEngine,
  ) {}

  list(userId: string): Promise<ChatConversation[]> {
    return this.repo.list(userId, CHAT_CONVERSATIONS_LIMIT);
  }

  async create(userId: string, title: string | undefined): Promise<ChatConversation> {
    if ((await this.repo.count(userId)) >= CHAT_CONVERSATIONS_LIMIT)
      throw ChatErrors.tooManyConversations(CHAT_CONVERSATIONS_LIMIT);
    return this.repo.create(userId, title?.trim() ?? null);
  }

  async detail(userId: string, id: string): Promise<ChatConversationDetail> {
    const conversation = await this.owned(userId, id);
    return { conversation, messages: await this.repo.messages(id) };
  }

  async rename(userId: string, id: string, title: string): Promise<ChatConversation> {
    const renamed = await this.repo.rename(userId, id, title.trim());
    if (!renamed) throw ChatErrors.notFound();
    return renamed;
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw ChatErrors.notFound();
  }

  /** Checks everything a send needs before the stream starts, so failures are plain JSON errors. */
  async prepareSend(userId: string, id: string, send: ChatSend): Promise<PendingReply> {
    await this.owned(userId, id);
    for (const attachment of send.attachments)
      if (attachment.kind === 'question' && !(await this.sources.question(attachment.questionId)))
        throw ChatErrors.questionNotFound();
    const history = await this.repo.messages(id);
    return {
      userId,
      conversationId: id,
      userMessage: send,
      turn: { userId, mode: send.mode, content: send.content, attachments: send.attachments, history },
    };
  }

  /** The last user message answered again (in `mode`, or the last reply's); the last reply is replaced. */
  async prepareRegenerate(userId: string, id: string, mode: ChatMode | undefined): Promise<PendingReply> {
    await this.owned(userId, id);
    const messages = await this.repo.messages(id);
    const lastUser = messages.map((m) => m.role).lastIndexOf('user');
    if (lastUser < 0) throw ChatErrors.nothingToRegenerate();
    const question = messages[lastUser];
    const reply = messages.slice(lastUser + 1).find((m) => m.role === 'assistant');
    return {
      userId,
      conversationId: id,
      replaces: reply?.id,
      turn: {
        userId,
        mode: mode ?? reply?.mode ?? question.mode,
        content: question.content,
        attachments: question.attachments,
        history: messages.slice(0, lastUser),
      },
    };
  }

  /**
   * Streams one reply: `user` (on send), `start`, the engine's `delta`s, then `done` with the saved
   * message, or `error` with what to do (the partial reply saved as 'failed'). When `signal` aborts
   * (the reader stopped) the partial reply is saved as 'stopped' and nothing more is sent.
   */
  async reply(pending: PendingReply, emit: EmitEvent, signal: AbortSignal): Promise<void> {
    const { conversationId, turn } = pending;
    if (pending.userMessage) {
      const message = await this.repo.addMessage(conversationId, {
        role: 'user',
        content: turn.content,
        mode: turn.mode,
        attachments: turn.attachments,
      });
      if (!turn.history.length) await this.repo.nameIfUntitled(conversationId, titleFrom(turn.content));
      emit({ type: 'user', message });
    }
    const messageId = randomUUID();
    emit({ type: 'start', messageId, engine: this.engine.kind });
    const retrieved = this.sources.forReply(pending.userId);
    let written = '';
    const writer = {
      write: (text: string) => {
        if (signal.aborted || !text) return;
        written += text;
        emit({ type: 'delta', text });
      },
    };
    let answer: ChatEngineReply;
    let status: ChatMessageStatus;
    let failure: string | null = null;
    try {
      answer = await this.engine.reply(turn, retrieved, writer, signal);
      status = signal.aborted ? 'stopped' : 'complete';
    } catch (err) {
      if (!(err instanceof AppError)) this.logger.error(err, 'the chat engine failed');
      answer = { content: written, cited: [], checkQuestion: null };
      status = signal.aborted ? 'stopped' : 'failed';
      failure = failureText(err);
    }
    const resolved = resolveCitations(answer.content, answer.cited, (key) => retrieved.get(key));
    for (const { marker, key } of resolved.dropped)
      this.logger.warn(`dropped citation [${marker}] (${key ?? 'no source'}): not retrieved for this reply`);
    const saved: ChatMessage = await this.repo.addMessage(
      conversationId,
      {
        id: messageId,
        role: 'assistant',
        content: normaliseMathDelimiters(resolved.content),
        mode: turn.mode,
        citations: resolved.citations,
        engine: this.engine.kind,
        checkQuestion: answer.checkQuestion,
        status,
      },
      pending.replaces,
    );
    if (signal.aborted) return;
    emit(failure ? { type: 'error', message: failure } : { type: 'done', message: saved });
  }

  private async owned(userId: string, id: string): Promise<ChatConversation> {
    const conversation = await this.repo.find(userId, id);
    if (!conversation) throw ChatErrors.notFound();
    return conversation;
  }
}
