import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ZChatConversationCreateSchema,
  ZChatConversationRenameSchema,
  ZChatRegenerateRequestSchema,
  ZChatSendRequestSchema,
  type ChatConversation,
  type ChatConversationCreate,
  type ChatConversationDetail,
  type ChatConversationListResponse,
  type ChatConversationRename,
  type ChatRegenerateRequest,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AiRateLimitGuard } from '../ai/ai-rate-limit.guard';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { RecordsToolUse } from '../stats/records-tool-use';
import { ChatErrors } from './chat.errors';
import { ChatService, type ChatSend } from './chat.service';
import { answerWithEvents } from './event-stream';

/** Ids are UUIDs; anything else names no conversation, so it is the same 404 as a missing one. */
const conversationId = new UuidParamPipe(ChatErrors.notFound);

/** The AI chatbox's conversations (route list in libs/contracts/src/chat.ts). */
@Controller('chat/conversations')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post()
  create(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZChatConversationCreateSchema)) body: ChatConversationCreate,
  ): Promise<ChatConversation> {
    return this.chat.create(auth.user.id, body.title);
  }

  @Get()
  async list(@CurrentAuth() auth: AuthContext): Promise<ChatConversationListResponse> {
    return { conversations: await this.chat.list(auth.user.id) };
  }

  @Get(':id')
  detail(
    @CurrentAuth() auth: AuthContext,
    @Param('id', conversationId) id: string,
  ): Promise<ChatConversationDetail> {
    return this.chat.detail(auth.user.id, id);
  }

  @Patch(':id')
  rename(
    @CurrentAuth() auth: AuthContext,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(ZChatConversationRenameSchema)) body: ChatConversationRename,
  ): Promise<ChatConversation> {
    return this.chat.rename(auth.user.id, id, body.title);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentAuth() auth: AuthContext, @Param('id', conversationId) id: string): Promise<void> {
    await this.chat.delete(auth.user.id, id);
  }

  /** The reply streams as server-sent events; checks fail before the stream as plain JSON errors. */
  @Post(':id/messages')
  @UseGuards(AiRateLimitGuard)
  @RecordsToolUse('chatbox')
  async send(
    @CurrentAuth() auth: AuthContext,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(ZChatSendRequestSchema)) body: ChatSend,
    @Res() res: Response,
  ): Promise<void> {
    const pending = await this.chat.prepareSend(auth.user.id, id, body);
    await answerWithEvents(res, (emit, signal) => this.chat.reply(pending, emit, signal));
  }

  @Post(':id/regenerate')
  @UseGuards(AiRateLimitGuard)
  async regenerate(
    @CurrentAuth() auth: AuthContext,
    @Param('id', conversationId) id: string,
    @Body(new ZodValidationPipe(ZChatRegenerateRequestSchema)) body: ChatRegenerateRequest,
    @Res() res: Response,
  ): Promise<void> {
    const pending = await this.chat.prepareRegenerate(auth.user.id, id, body.mode);
    await answerWithEvents(res, (emit, signal) => this.chat.reply(pending, emit, signal));
  }
}
