import { z } from 'zod';
import { AI_ENGINE_KINDS } from './generation';

/**
 * The AI chatbox (issue 18): a tutor that streams, keeps conversations per user (guests too, until
 * they expire) and cites the items it used. Another user's conversation id is a 404.
 *   POST   /api/chat/conversations                 ChatConversationCreate → ChatConversation
 *   GET    /api/chat/conversations                 → ChatConversationListResponse (mine, newest first)
 *   GET    /api/chat/conversations/{id}            → ChatConversationDetail (the conversation and its messages)
 *   PATCH  /api/chat/conversations/{id}            ChatConversationRename → ChatConversation
 *   DELETE /api/chat/conversations/{id}            → 204
 *   POST   /api/chat/conversations/{id}/messages   ChatSendRequest → text/event-stream of ChatStreamEvent
 *   POST   /api/chat/conversations/{id}/regenerate ChatRegenerateRequest → text/event-stream (replaces
 *          the last assistant message; the user message before it is answered again)
 * Stopping a reply is closing the stream (the client aborts its fetch): the server stops the engine and
 * saves what was written so far with status 'stopped'. Each send or regenerate counts once against the
 * AI rate limit.
 */
export const CHAT_MESSAGE_MAX_CHARS = 4_000;
export const CHAT_TITLE_MAX_CHARS = 120;
export const CHAT_ATTACHMENTS_MAX = 3;
/** Text read from an attached image (by POST /api/image-to-text) travels with the message. */
export const CHAT_ATTACHMENT_TEXT_MAX_CHARS = 4_000;
export const CHAT_CONVERSATIONS_LIMIT = 100;

export const CHAT_MODES = ['hint', 'answer'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max.toLocaleString('en-GB')} characters.`);
const filled = (field: string, max: number) =>
  text(field, max).refine((s) => s.trim().length > 0, `${field} must not be empty.`);

export const ZChatAttachmentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('question'),
      questionId: z.uuid('questionId must be a question id (a UUID).'),
      partId: z.uuid('partId must be a part id (a UUID).').optional(),
    }),
    z.object({
      kind: z.literal('image-text'),
      /** The image's file name, shown on the chip. */
      name: filled('name', 200),
      text: filled('text', CHAT_ATTACHMENT_TEXT_MAX_CHARS),
    }),
  ],
  { error: "An attachment is { kind: 'question', questionId } or { kind: 'image-text', name, text }." },
);
export type ChatAttachment = z.infer<typeof ZChatAttachmentSchema>;

export const ZChatSendRequestSchema = z.object({
  content: filled('content', CHAT_MESSAGE_MAX_CHARS),
  mode: z.enum(CHAT_MODES, { error: "mode must be 'hint' or 'answer'." }).default('hint'),
  attachments: z
    .array(ZChatAttachmentSchema, { error: 'attachments must be a list.' })
    .max(CHAT_ATTACHMENTS_MAX, `A message may carry at most ${CHAT_ATTACHMENTS_MAX} attachments.`)
    .default([]),
});
export type ChatSendRequest = z.input<typeof ZChatSendRequestSchema>;

export const ZChatRegenerateRequestSchema = z.object({
  /** Answer again in this mode (hint → the worked answer); the last reply's mode when omitted. */
  mode: z.enum(CHAT_MODES, { error: "mode must be 'hint' or 'answer'." }).optional(),
});
export type ChatRegenerateRequest = z.infer<typeof ZChatRegenerateRequestSchema>;

export const ZChatConversationCreateSchema = z.object({
  title: filled('title', CHAT_TITLE_MAX_CHARS).optional(),
});
export type ChatConversationCreate = z.infer<typeof ZChatConversationCreateSchema>;

export const ZChatConversationRenameSchema = z.object({ title: filled('title', CHAT_TITLE_MAX_CHARS) });
export type ChatConversationRename = z.infer<typeof ZChatConversationRenameSchema>;

/**
 * The kinds of item a reply may cite. `href` opens the item in the app: a bank question at
 * /exam-question/{id} (its part, hint or mark-scheme point named by `locator`), a note or document in
 * the lecture generator, a formula in formula search, a dictionary entry has no page (href null).
 */
export const CHAT_CITATION_KINDS = [
  'question',
  'hint',
  'mark-scheme',
  'note',
  'document',
  'formula',
  'dictionary',
] as const;
export type ChatCitationKind = (typeof CHAT_CITATION_KINDS)[number];

export const ZChatCitationSchema = z.object({
  /** The marker in the text: a claim from this source ends with `[n]`. */
  n: z.number().int().min(1),
  kind: z.enum(CHAT_CITATION_KINDS),
  /** The cited item's own id (a question id, a document id, a formula id, a WordNet lemma). */
  sourceId: z.string(),
  /** Where inside the item: "Part (b)", "Mark scheme point 2", "Hint 1", "Section 2.1 Entropy". */
  locator: z.string().nullable(),
  title: z.string(),
  /** The words quoted from the item. */
  excerpt: z.string(),
  href: z.string().nullable(),
});
export type ChatCitation = z.infer<typeof ZChatCitationSchema>;

export const CHAT_MESSAGE_STATUSES = ['complete', 'stopped', 'failed'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const ZChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** Markdown; maths between $…$ or $$…$$ (the server normalises \(…\) and \[…\] before saving). */
  content: z.string(),
  mode: z.enum(CHAT_MODES),
  attachments: z.array(ZChatAttachmentSchema),
  citations: z.array(ZChatCitationSchema),
  /** Who wrote an assistant message; null on the user's own. */
  engine: z.enum(AI_ENGINE_KINDS).nullable(),
  /** A short question to check understanding, asked at the end of a reply (null when none). */
  checkQuestion: z.string().nullable(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ZChatMessageSchema>;

export const ZChatConversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  /** The start of the last message, for the list. */
  preview: z.string(),
});
export type ChatConversation = z.infer<typeof ZChatConversationSchema>;

export const ZChatConversationListResponseSchema = z.object({
  conversations: z.array(ZChatConversationSchema),
});
export type ChatConversationListResponse = z.infer<typeof ZChatConversationListResponseSchema>;

export const ZChatConversationDetailSchema = z.object({
  conversation: ZChatConversationSchema,
  messages: z.array(ZChatMessageSchema),
});
export type ChatConversationDetail = z.infer<typeof ZChatConversationDetailSchema>;

/**
 * The server-sent events of one reply, in order: `user` (the saved user message; absent on
 * regenerate), `start` (the assistant message's id and engine), `delta` many times (text to append),
 * then exactly one of `done` (the whole saved message) or `error` (a readable message; what was
 * written so far is saved as 'failed'). Each event's `data:` is the JSON of its payload.
 */
export const ZChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: ZChatMessageSchema }),
  z.object({ type: z.literal('start'), messageId: z.uuid(), engine: z.enum(AI_ENGINE_KINDS) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: ZChatMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ZChatStreamEventSchema>;
