import {
  ZChatConversationCreateSchema,
  ZChatConversationDetailSchema,
  ZChatConversationListResponseSchema,
  ZChatConversationRenameSchema,
  ZChatConversationSchema,
  ZChatRegenerateRequestSchema,
  ZChatSendRequestSchema,
  ZChatStreamEventSchema,
} from '@eps/contracts';
import { created, events, json, noContent, uuidParam, type RouteGroup } from '../route-doc';

const id = { id: uuidParam };
const STREAM =
  'Events named by their `type` (`event:` line) with the JSON in `data:`; checks that fail before the ' +
  'stream starts answer JSON errors. Counted against the AI rate limit.';

export const chatRoutes: RouteGroup = {
  tag: 'Chat',
  description: 'The study chat: conversations and streamed answers.',
  routes: [
    {
      method: 'post',
      path: '/chat/conversations',
      summary: 'Start a conversation',
      access: 'session',
      body: ZChatConversationCreateSchema,
      ok: created(ZChatConversationSchema),
    },
    {
      method: 'get',
      path: '/chat/conversations',
      summary: 'My conversations',
      access: 'session',
      ok: json(ZChatConversationListResponseSchema),
    },
    {
      method: 'get',
      path: '/chat/conversations/:id',
      summary: 'A conversation with its messages',
      access: 'session',
      params: id,
      ok: json(ZChatConversationDetailSchema),
    },
    {
      method: 'patch',
      path: '/chat/conversations/:id',
      summary: 'Rename a conversation',
      access: 'session',
      params: id,
      body: ZChatConversationRenameSchema,
      ok: json(ZChatConversationSchema),
    },
    {
      method: 'delete',
      path: '/chat/conversations/:id',
      summary: 'Delete a conversation',
      access: 'session',
      params: id,
      ok: noContent(),
    },
    {
      method: 'post',
      path: '/chat/conversations/:id/messages',
      summary: 'Send a message; the answer streams back',
      access: 'session',
      params: id,
      body: ZChatSendRequestSchema,
      ok: events(ZChatStreamEventSchema, STREAM),
    },
    {
      method: 'post',
      path: '/chat/conversations/:id/regenerate',
      summary: 'Answer the last message again; the answer streams back',
      access: 'session',
      params: id,
      body: ZChatRegenerateRequestSchema,
      ok: events(ZChatStreamEventSchema, STREAM),
    },
  ],
};
