import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@/app/store';
import type { AiEngineKind, ChatAttachment, ChatMode, ChatStreamEvent } from '@eps/contracts';
import { appendMessages, chatApi, chatStreamUrl, refreshConversation } from './chat-api';
import { ChatStreamError, streamChatReply } from './lib/sse';

/** The reply being written, shown until the saved message replaces it. */
export interface LiveReply {
  conversationId: string;
  /** The user's message until the server has saved it (its `user` event); null on regenerate. */
  pendingUser: { content: string; attachments: ChatAttachment[] } | null;
  /** The assistant message's id, from the `start` event. */
  messageId: string | null;
  engine: AiEngineKind | null;
  mode: ChatMode;
  text: string;
  status: 'streaming' | 'stopped' | 'failed';
  /** Why the reply failed, to show beside it. */
  error: string | null;
  /** On regenerate, the reply being answered again (hidden while the new one is written). */
  replacing: string | null;
}

export interface SendOutcome {
  /** False when the server refused the message before answering (size, rate limit): keep the draft. */
  accepted: boolean;
  error: string | null;
}

type Request =
  | { kind: 'send'; content: string; mode: ChatMode; attachments: ChatAttachment[] }
  | { kind: 'regenerate'; mode: ChatMode | undefined; replacing: { id: string; mode: ChatMode } };

const SAVED_LOOKS = 10;
const SAVED_LOOK_GAP_MS = 300;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a message (or regenerates the last reply) and follows its stream: text appears as deltas
 * arrive, `done` puts the saved message in the cache, `stop` aborts the fetch (the server saves what
 * was written as 'stopped').
 */
export function useChatStream() {
  const dispatch = useDispatch<AppDispatch>();
  const [live, setLive] = useState<LiveReply | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /**
   * The server saves a stopped reply once it has seen the connection close, which may be after the
   * refetch that follows the stop: look again a few times, so the stopped reply stays in the thread.
   */
  const untilSaved = useCallback(
    async (conversationId: string, messageId: string) => {
      for (let attempt = 0; attempt < SAVED_LOOKS; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, SAVED_LOOK_GAP_MS));
        const { data } = await dispatch(
          chatApi.endpoints.getConversation.initiate(conversationId, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
        if (!data || data.messages.some((m) => m.id === messageId)) return;
      }
    },
    [dispatch],
  );

  const run = useCallback(
    async (conversationId: string, request: Request): Promise<SendOutcome> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const replacing = request.kind === 'regenerate' ? request.replacing.id : null;
      setLive({
        conversationId,
        pendingUser:
          request.kind === 'send' ? { content: request.content, attachments: request.attachments } : null,
        messageId: null,
        engine: null,
        mode: request.mode ?? (request.kind === 'regenerate' ? request.replacing.mode : 'hint'),
        text: '',
        status: 'streaming',
        error: null,
        replacing,
      });
      let startedId: string | null = null;
      const update = (change: Partial<LiveReply>) =>
        setLive((current) => (current && !abort.signal.aborted ? { ...current, ...change } : current));
      const onEvent = (event: ChatStreamEvent) => {
        if (event.type === 'user') {
          dispatch(appendMessages(conversationId, [event.message]));
          update({ pendingUser: null });
        } else if (event.type === 'start') {
          startedId = event.messageId;
          update({ messageId: event.messageId, engine: event.engine });
        } else if (event.type === 'delta') {
          setLive((current) => (current ? { ...current, text: current.text + event.text } : current));
        } else if (event.type === 'done') {
          dispatch(appendMessages(conversationId, [event.message], replacing ?? undefined));
          setLive(null);
        } else {
          update({ status: 'failed', error: event.message, pendingUser: null });
        }
      };
      const body =
        request.kind === 'send'
          ? { content: request.content, mode: request.mode, attachments: request.attachments }
          : { mode: request.mode };
      try {
        await streamChatReply(
          chatStreamUrl(conversationId, request.kind === 'send' ? 'messages' : 'regenerate'),
          body,
          abort.signal,
          onEvent,
        );
        return { accepted: true, error: null };
      } catch (error) {
        if (isAbort(error)) {
          setLive((current) => (current ? { ...current, status: 'stopped', pendingUser: null } : current));
          return { accepted: true, error: null };
        }
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ChatStreamError && error.status !== null) {
          setLive(null);
          return { accepted: false, error: message };
        }
        setLive((current) =>
          current
            ? { ...current, status: 'failed', error: readableFailure(error), pendingUser: null }
            : current,
        );
        return { accepted: true, error: null };
      } finally {
        if (controller.current === abort) controller.current = null;
        dispatch(refreshConversation(conversationId));
        if (abort.signal.aborted && startedId) await untilSaved(conversationId, startedId);
      }
    },
    [dispatch, untilSaved],
  );

  const send = useCallback(
    (conversationId: string, content: string, mode: ChatMode, attachments: ChatAttachment[]) =>
      run(conversationId, { kind: 'send', content, mode, attachments }),
    [run],
  );
  const regenerate = useCallback(
    (conversationId: string, replacing: { id: string; mode: ChatMode }, mode?: ChatMode) =>
      run(conversationId, { kind: 'regenerate', mode, replacing }),
    [run],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setLive(null), []);

  return { live, streaming: live?.status === 'streaming', send, regenerate, stop, clear };
}

/** A network failure's sentence (fetch's TypeError says only "Failed to fetch"). */
function readableFailure(error: unknown): string {
  if (error instanceof ChatStreamError) return error.message;
  return 'The connection to the tutor was lost. Check your connection and try again.';
}
