/** A fake chat API for the chatbox's component tests (never imported by app code). */
import { act } from '@testing-library/react';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import type { ChatConversation, ChatMessage, ChatStreamEvent } from '@eps/contracts';
import { installFetch, type RecordedCall } from '@/testing/fake-fetch';

export const CONVERSATION_ID = '11111111-1111-4111-8111-111111111111';
const NOW = '2026-11-25T02:00:00.000Z';

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: CONVERSATION_ID,
    title: 'Integration by parts',
    createdAt: NOW,
    updatedAt: NOW,
    messageCount: 0,
    preview: '',
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    role: 'assistant',
    content: '',
    mode: 'hint',
    attachments: [],
    citations: [],
    engine: 'offline',
    checkQuestion: null,
    status: 'complete',
    createdAt: NOW,
    ...overrides,
  };
}

/** One streaming POST the page made: its body, and the stream the test writes the reply into. */
export interface OpenStream {
  url: string;
  body: Record<string, unknown>;
  aborted: boolean;
  emit: (event: ChatStreamEvent) => Promise<void>;
  close: () => Promise<void>;
}

export interface FakeChatServer {
  calls: RecordedCall[];
  streams: OpenStream[];
  /** Answer the next streaming POST with this status and JSON instead of a stream. */
  refuseNext: (status: number, body: unknown) => void;
  saved: ChatMessage[];
}

/**
 * The JSON routes answer from `saved` (one conversation); the streaming routes open a stream each that
 * the test writes events into, as the server would, and that records the page aborting it.
 */
export function installChatServer(existing: ChatConversation[] = []): FakeChatServer {
  const saved: ChatMessage[] = [];
  const streams: OpenStream[] = [];
  let refusal: { status: number; body: unknown } | null = null;
  const calls = installFetch((call) => {
    if (call.url === '/api/chat/conversations' && call.method === 'GET') {
      return { status: 200, body: { conversations: existing } };
    }
    if (call.url === '/api/chat/conversations' && call.method === 'POST') {
      return { status: 201, body: conversation() };
    }
    if (call.url === `/api/chat/conversations/${CONVERSATION_ID}`) {
      return { status: 200, body: { conversation: conversation(), messages: saved } };
    }
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
  const rtkFetch = globalThis.fetch;
  const encoder = new TextEncoder();

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string') return rtkFetch(input, init);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ method: 'POST', url: input, body });
    if (refusal) {
      const { status, body: answer } = refusal;
      refusal = null;
      return { ok: false, status, text: async () => JSON.stringify(answer) } as Response;
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream: OpenStream = {
      url: input,
      body,
      aborted: false,
      emit: (event) =>
        act(async () => {
          // The server saves what it sends as `user` and `done` before sending it.
          if (event.type === 'user' || event.type === 'done') saved.push(event.message);
          if (event.type === 'start') started = { id: event.messageId, text: '' };
          if (event.type === 'delta' && started) started.text += event.text;
          controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
      close: () =>
        act(async () => {
          controller.close();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
    };
    const readable = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    let started: { id: string; text: string } | null = null;
    init?.signal?.addEventListener('abort', () => {
      stream.aborted = true;
      // The server saves what was written as a stopped reply.
      if (started) saved.push(message({ id: started.id, content: started.text, status: 'stopped' }));
      controller.error(new DOMException('The user aborted a request.', 'AbortError'));
    });
    streams.push(stream);
    return { ok: true, status: 200, body: readable } as unknown as Response;
  }) as typeof fetch;

  return {
    calls,
    streams,
    saved,
    refuseNext: (status, body) => {
      refusal = { status, body };
    },
  };
}
