import { AppError } from '../../common/app-error';
import { AiErrors } from './ai.errors';
import { aiFailureOutcome, MeteredChat } from './metered-chat';
import type { ChatReply } from './structured-completion';

/** A transport whose next answer (or failure) the test sets. */
function transportAnswering(next: () => Promise<ChatReply>) {
  return { send: next, stream: next };
}

describe('aiFailureOutcome', () => {
  it('names each failure of the AI provider layer', () => {
    expect(aiFailureOutcome(AiErrors.timedOut(5))).toBe('timeout');
    expect(aiFailureOutcome(AiErrors.unreachable())).toBe('unreachable');
    expect(aiFailureOutcome(AiErrors.httpError(429))).toBe('http_error');
    expect(aiFailureOutcome(AiErrors.streamBroken())).toBe('stream_broken');
    expect(aiFailureOutcome(new AppError(400, 'SOMETHING_ELSE', 'x'))).toBe('error');
    expect(aiFailureOutcome(new TypeError('bug'))).toBe('error');
  });
});

describe('MeteredChat', () => {
  const messages = [{ role: 'user' as const, content: 'hi' }];

  it('counts answers, cut-off answers and failures, and passes each through unchanged', async () => {
    const outcomes: string[] = [];
    let next: () => Promise<ChatReply> = async () => ({ content: '{}', truncated: false });
    const chat = new MeteredChat(
      transportAnswering(() => next()),
      (o) => outcomes.push(o),
    );

    await expect(chat.send(messages, 10)).resolves.toEqual({ content: '{}', truncated: false });
    next = async () => ({ content: '{', truncated: true });
    await chat.send(messages, 10);
    const failure = AiErrors.timedOut(5);
    next = async () => Promise.reject(failure);
    await expect(chat.send(messages, 10)).rejects.toBe(failure);

    expect(outcomes).toEqual(['ok', 'truncated', 'timeout']);
  });

  it('counts a stream the person stopped as stopped, not as an answer', async () => {
    const outcomes: string[] = [];
    const stop = new AbortController();
    const chat = new MeteredChat(
      transportAnswering(async () => {
        stop.abort();
        return { content: 'part', truncated: false };
      }),
      (o) => outcomes.push(o),
    );
    await chat.stream(messages, 10, () => undefined, stop.signal);
    expect(outcomes).toEqual(['stopped']);
  });
});
