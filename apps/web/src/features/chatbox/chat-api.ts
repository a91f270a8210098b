import type {
  ChatConversation,
  ChatConversationCreate,
  ChatConversationDetail,
  ChatConversationListResponse,
  ChatMessage,
} from '@eps/contracts';
import { api } from '@/lib/api';

/**
 * The chatbox's JSON calls (routes in libs/contracts/src/chat.ts). Replies stream over a POST that
 * RTK Query cannot read piece by piece: lib/sse.ts reads those, and the page puts what they end with
 * into this cache (appendMessages).
 */
export const chatApi = api
  .enhanceEndpoints({ addTagTypes: ['ChatConversations', 'ChatConversation'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listConversations: build.query<ChatConversationListResponse, void>({
        query: () => 'chat/conversations',
        providesTags: ['ChatConversations'],
      }),
      getConversation: build.query<ChatConversationDetail, string>({
        query: (id) => `chat/conversations/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'ChatConversation', id }],
      }),
      createConversation: build.mutation<ChatConversation, ChatConversationCreate>({
        query: (body) => ({ url: 'chat/conversations', method: 'POST', body }),
        invalidatesTags: ['ChatConversations'],
      }),
      renameConversation: build.mutation<ChatConversation, { id: string; title: string }>({
        query: ({ id, title }) => ({
          url: `chat/conversations/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body: { title },
        }),
        invalidatesTags: ['ChatConversations'],
      }),
      deleteConversation: build.mutation<void, string>({
        query: (id) => ({ url: `chat/conversations/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['ChatConversations'],
      }),
    }),
  });

export const {
  useListConversationsQuery,
  useGetConversationQuery,
  useCreateConversationMutation,
  useRenameConversationMutation,
  useDeleteConversationMutation,
} = chatApi;

/** The streaming routes, for lib/sse.ts's fetch (same origin and prefix as the API slice). */
export const chatStreamUrl = (conversationId: string, action: 'messages' | 'regenerate') =>
  `/api/chat/conversations/${encodeURIComponent(conversationId)}/${action}`;

/** Refetches a conversation (after a reply ended) and the list (its preview and order changed). */
export const refreshConversation = (conversationId: string) =>
  chatApi.util.invalidateTags(['ChatConversations', { type: 'ChatConversation', id: conversationId }]);

/**
 * Puts saved messages from a stream into the cached conversation: a message already there (same id)
 * is replaced, and `replacing` (the reply a regenerate answers again) is dropped.
 */
export function appendMessages(conversationId: string, messages: ChatMessage[], replacing?: string) {
  return chatApi.util.updateQueryData('getConversation', conversationId, (draft) => {
    if (replacing) draft.messages = draft.messages.filter((m) => m.id !== replacing);
    for (const message of messages) {
      const at = draft.messages.findIndex((m) => m.id === message.id);
      if (at >= 0) draft.messages[at] = message;
      else draft.messages.push(message);
    }
  });
}
