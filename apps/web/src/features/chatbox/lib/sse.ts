import { ZApiErrorSchema, ZChatStreamEventSchema, type ChatStreamEvent } from '@eps/contracts';

/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (the SSE wire format: fields per line, events split by a blank line,
 * CR, LF or CRLF line ends) and yields its events as they arrive. EventSource would do this, but it
 * only GETs, and a chat reply starts with a POST. Comments and fields other than event/data are skipped.
 */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
      const holdCr = !done && buffer.endsWith('\r');
      const lines = (holdCr ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      // The last piece has no line end yet: it waits too (at the end of the body it is read as it is).
      buffer = done ? '' : (lines.pop() ?? '') + (holdCr ? '\r' : '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const fieldValue = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = fieldValue;
        if (field === 'data') data.push(fieldValue);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A reply that could not start (an HTTP error before the stream) or a stream that broke. */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The message could not be sent: check what you wrote and try again.',
  401: 'Your session has ended. Sign in again to keep chatting.',
  404: 'This conversation no longer exists. Start a new chat.',
  413: 'The message is too large to send. Shorten it and try again.',
  429: 'You have sent too many messages for now. Wait a minute and try again.',
};

/** The sentence to show for an HTTP error answer: the server's own `error` when it sent one. */
export async function readableHttpError(response: Response): Promise<ChatStreamError> {
  let serverMessage: string | null = null;
  try {
    const parsed = ZApiErrorSchema.safeParse(JSON.parse(await response.text()));
    if (parsed.success) serverMessage = parsed.data.error;
  } catch {
    // not JSON (a proxy's HTML page): the status decides the sentence
  }
  const message =
    serverMessage ??
    STATUS_MESSAGES[response.status] ??
    `The tutor could not answer (HTTP ${response.status}). Please try again.`;
  return new ChatStreamError(message, response.status);
}

/**
 * POSTs `body` as JSON to a chat streaming route and calls `onEvent` for each event of the reply, in
 * order. Rejects with a ChatStreamError for an HTTP error or a stream that ends without `done` or
 * `error`; with the fetch's AbortError when `signal` aborts (the user stopped the reply).
 */
export async function streamChatReply(
  url: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await readableHttpError(response);
  if (!response.body) throw new ChatStreamError('The reply did not arrive. Please try again.', null);
  for await (const sse of readSseEvents(response.body)) {
    const parsed = parseEvent(sse);
    if (!parsed) continue;
    onEvent(parsed);
    if (parsed.type === 'done' || parsed.type === 'error') return;
  }
  throw new ChatStreamError('The connection closed before the reply was finished. Please try again.', null);
}

/** The chat event in one SSE event, or null for anything else (a keep-alive, an unknown kind). */
export function parseEvent(sse: SseEvent): ChatStreamEvent | null {
  try {
    const parsed = ZChatStreamEventSchema.safeParse(JSON.parse(sse.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
