import type { ChatMessage, ChatMode } from '@eps/contracts';
import type { MessageView } from './components/MessageCard';
import type { LiveReply } from './use-chat-stream';

/**
 * What the thread shows: the saved messages, then the message being sent and the reply being written
 * (until their saved versions arrive). A reply being regenerated is hidden while its successor is written.
 */
export function threadOf(saved: ChatMessage[], live: LiveReply | null, conversationId: string | null) {
  const current = live && live.conversationId === conversationId ? live : null;
  const savedIds = new Set(saved.map((m) => m.id));
  const showLive = !!current && !(current.messageId && savedIds.has(current.messageId));
  const messages: MessageView[] = saved
    .filter((m) => !(showLive && m.id === current?.replacing))
    .map((m) => ({ ...m }));
  if (current && showLive) {
    if (current.pendingUser) {
      messages.push({
        id: null,
        role: 'user',
        content: current.pendingUser.content,
        mode: current.mode,
        attachments: current.pendingUser.attachments,
        citations: [],
        engine: null,
        checkQuestion: null,
        status: 'complete',
      });
    }
    messages.push({
      id: current.messageId,
      role: 'assistant',
      content: current.text,
      mode: current.mode,
      attachments: [],
      citations: [],
      engine: current.engine,
      checkQuestion: null,
      status: current.status,
      error: current.error,
    });
  }
  const last = messages.at(-1);
  const lastReply: { id: string; mode: ChatMode } | null =
    last && last.role === 'assistant' && last.id ? { id: last.id, mode: last.mode } : null;
  return { messages, lastReply };
}
