import { AppError } from '../../common/app-error';
import type { TextStreamer } from './openai-chat';
import type { ChatMessage, ChatReply, ChatTransport } from './structured-completion';

/** The outcome label of one AI call that threw. */
export function aiFailureOutcome(err: unknown): string {
  if (!(err instanceof AppError)) return 'error';
  if (err.code === 'AI_TIMEOUT') return 'timeout';
  if (err.code === 'AI_STREAM_BROKEN') return 'stream_broken';
  if (err.code === 'AI_UNAVAILABLE') return err.status === 503 ? 'unreachable' : 'http_error';
  return 'error';
}

/** The outcome label of one AI call that answered; a stream the person stopped is `stopped`. */
export function aiReplyOutcome(reply: ChatReply, stopped = false): string {
  if (stopped) return 'stopped';
  return reply.truncated ? 'truncated' : 'ok';
}

/**
 * The model transport with every call counted by outcome: the one seam every AI tool's model engine
 * calls through (structured completions and the chatbox's streams alike).
 */
export class MeteredChat implements ChatTransport, TextStreamer {
  constructor(
    private readonly inner: ChatTransport & TextStreamer,
    private readonly count: (outcome: string) => void,
  ) {}

  send(messages: ChatMessage[], maxTokens: number): Promise<ChatReply> {
    return this.observe(() => this.inner.send(messages, maxTokens));
  }

  stream(
    messages: ChatMessage[],
    maxTokens: number,
    onText: (text: string) => void,
    signal: AbortSignal,
  ): Promise<ChatReply> {
    return this.observe(() => this.inner.stream(messages, maxTokens, onText, signal), signal);
  }

  private async observe(call: () => Promise<ChatReply>, signal?: AbortSignal): Promise<ChatReply> {
    try {
      const reply = await call();
      this.count(aiReplyOutcome(reply, signal?.aborted));
      return reply;
    } catch (err) {
      this.count(aiFailureOutcome(err));
      throw err;
    }
  }
}
