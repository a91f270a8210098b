import { Logger } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../common/app-error';
import { AiErrors } from './ai.errors';
import type { ChatMessage, ChatReply, ChatTransport } from './structured-completion';

/** A chat completion whose text arrives in pieces (the chatbox), stoppable by the caller. */
export interface TextStreamer {
  /**
   * Streams the answer to `messages`, calling `onText` with each piece. Resolves with the whole text when
   * the model finishes or `signal` aborts (the caller stopped: what came so far); throws AppErrors for
   * the service's failures, a broken stream included.
   */
  stream(
    messages: ChatMessage[],
    maxTokens: number,
    onText: (text: string) => void,
    signal: AbortSignal,
  ): Promise<ChatReply>;
}

export type AiSettings = NonNullable<AppConfig['ai']>;

/** Without AI_BASE_URL the SDK would read OPENAI_BASE_URL from the environment; we want one source. */
const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** The SDK's own timer is only a backstop behind our deadline, so it must never fire first. */
const SDK_TIMEOUT_MARGIN_MS = 5_000;

/**
 * Chat completions through the `openai` SDK, with our own retry policy (the SDK's retries are off): a
 * dropped connection is tried once more; an HTTP error or a timeout is final. The timeout is our own
 * deadline signal, which bounds the whole call, body included (the SDK's timer stops at the headers).
 * Failures become AiErrors; the SDK's own message (which may quote the key) is logged with the key
 * blanked out.
 */
export class OpenAiChatTransport implements ChatTransport, TextStreamer {
  private readonly logger = new Logger('AiProvider');
  private readonly client: OpenAI;

  constructor(private readonly settings: AiSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl ?? OPENAI_BASE_URL,
      timeout: settings.timeoutMs + SDK_TIMEOUT_MARGIN_MS,
      maxRetries: 0,
      // The SDK would print a broken stream's raw chunks to the console; we log failures ourselves, redacted.
      logLevel: 'off',
    });
  }

  async send(messages: ChatMessage[], maxTokens: number): Promise<ChatReply> {
    for (let attempt = 1; ; attempt++) {
      const deadline = AbortSignal.timeout(this.settings.timeoutMs);
      try {
        const completion = await this.client.chat.completions.create(
          {
            model: this.settings.model,
            messages,
            response_format: { type: 'json_object' },
            max_tokens: maxTokens,
          },
          { signal: deadline },
        );
        const choice = completion.choices[0];
        return { content: choice?.message?.content ?? null, truncated: choice?.finish_reason === 'length' };
      } catch (err) {
        if (deadline.aborted) throw this.deadlinePassed();
        if (attempt === 1 && isDroppedConnection(err)) continue;
        if (!(err instanceof APIError)) throw err;
        throw this.toAppError(err);
      }
    }
  }

  /**
   * No retry: the text already shown can not be taken back. Our deadline bounds the whole stream; a
   * chunk that is not JSON or a connection dropped midway is a broken stream.
   */
  async stream(
    messages: ChatMessage[],
    maxTokens: number,
    onText: (text: string) => void,
    signal: AbortSignal,
  ): Promise<ChatReply> {
    const deadline = AbortSignal.timeout(this.settings.timeoutMs);
    let content = '';
    let truncated = false;
    try {
      const chunks = await this.client.chat.completions.create(
        { model: this.settings.model, messages, max_tokens: maxTokens, stream: true },
        { signal: AbortSignal.any([signal, deadline]) },
      );
      for await (const chunk of chunks) {
        // Chunks already read from one network packet keep coming after an abort: the caller has stopped.
        if (signal.aborted) break;
        const choice = chunk.choices[0];
        const piece = choice?.delta?.content;
        if (piece) {
          content += piece;
          onText(piece);
        }
        if (choice?.finish_reason === 'length') truncated = true;
      }
      // The SDK ends the iteration quietly when its signal aborts: our deadline is a timeout all the same.
      if (deadline.aborted && !signal.aborted) throw this.deadlinePassed();
      return { content, truncated };
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (signal.aborted) return { content, truncated };
      if (deadline.aborted) throw this.deadlinePassed();
      if (err instanceof APIError && !(content && err instanceof APIConnectionError))
        throw this.toAppError(err);
      this.logger.warn(
        `the AI service's answer broke off: ${this.redact(String((err as Error)?.message ?? err))}`,
      );
      throw AiErrors.streamBroken();
    }
  }

  private toAppError(err: APIError) {
    this.logger.warn(`the AI service call failed: ${this.redact(err.message)}`);
    // A connect timeout of the operating system, not our deadline; the person reads the same thing.
    if (err instanceof APIConnectionTimeoutError) return this.timedOut();
    if (err instanceof APIConnectionError || err.status === undefined) return AiErrors.unreachable();
    return AiErrors.httpError(err.status);
  }

  /** Our deadline passed (not the operating system's connect timeout). */
  private deadlinePassed() {
    this.logger.warn(`the AI service did not answer within ${this.settings.timeoutMs} ms`);
    return this.timedOut();
  }

  private timedOut() {
    return AiErrors.timedOut(Math.max(1, Math.round(this.settings.timeoutMs / 1000)));
  }

  private redact(text: string): string {
    const key = this.settings.apiKey;
    return key.length >= 4 ? text.split(key).join('[redacted]') : text;
  }
}

function isDroppedConnection(err: unknown): boolean {
  return err instanceof APIConnectionError && !(err instanceof APIConnectionTimeoutError);
}
