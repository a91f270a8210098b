import { Logger } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AppConfig } from '../../config/app-config';
import { AiErrors } from './ai.errors';
import type { ChatMessage, ChatReply, ChatTransport } from './structured-completion';

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
export class OpenAiChatTransport implements ChatTransport {
  private readonly logger = new Logger('AiProvider');
  private readonly client: OpenAI;

  constructor(private readonly settings: AiSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl ?? OPENAI_BASE_URL,
      timeout: settings.timeoutMs + SDK_TIMEOUT_MARGIN_MS,
      maxRetries: 0,
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
        if (deadline.aborted) {
          this.logger.warn(`the AI service did not answer within ${this.settings.timeoutMs} ms`);
          throw this.timedOut();
        }
        if (attempt === 1 && isDroppedConnection(err)) continue;
        if (!(err instanceof APIError)) throw err;
        throw this.toAppError(err);
      }
    }
  }

  private toAppError(err: APIError) {
    this.logger.warn(`the AI service call failed: ${this.redact(err.message)}`);
    // A connect timeout of the operating system, not our deadline; the person reads the same thing.
    if (err instanceof APIConnectionTimeoutError) return this.timedOut();
    if (err instanceof APIConnectionError || err.status === undefined) return AiErrors.unreachable();
    return AiErrors.httpError(err.status);
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
