import { z } from 'zod';
import { AppError } from '../../common/app-error';
import { appErrorOf } from '../../testing/app-error-of';
import { AiErrors } from './ai.errors';
import {
  ChatMessage,
  ChatReply,
  ChatTransport,
  StructuredCompletion,
  parseJsonObject,
  readAnswer,
} from './structured-completion';

/** A small answer with checks of its own, standing in for a tool's answer schema. */
const SummarySchema = z.object({
  summary: z
    .string()
    .refine((text) => /^[A-Z]/.test(text), 'it must start with a capital letter')
    .refine((text) => text.trim().endsWith('.'), 'it must end with a full stop'),
});
const SUMMARY = 'Waves carry energy.';
const good = (content: unknown): ChatReply => ({ content: JSON.stringify(content), truncated: false });
const unusable = () => new AppError(502, 'TEST_UNUSABLE', 'The summary was unusable.');

/** Replays the given replies in order and keeps every call's messages. */
class ScriptedTransport implements ChatTransport {
  readonly calls: ChatMessage[][] = [];
  constructor(private readonly replies: Array<ChatReply | Error>) {}
  async send(messages: ChatMessage[]): Promise<ChatReply> {
    this.calls.push(messages);
    const next = this.replies.shift();
    if (!next) throw new Error('no scripted reply left');
    if (next instanceof Error) throw next;
    return next;
  }
}

function summaryRequest() {
  return {
    task: 'summarise',
    instructions: 'Summarise the material.',
    input: 'Material: waves',
    maxTokens: 100,
    answer: SummarySchema,
    malformed: unusable,
  };
}

describe('StructuredCompletion', () => {
  it('sends the task tag first, the schema, then the input, and returns the validated answer', async () => {
    const transport = new ScriptedTransport([good({ summary: SUMMARY })]);
    const answer = await new StructuredCompletion(transport).complete(summaryRequest());
    expect(answer).toEqual({ summary: SUMMARY });
    expect(transport.calls).toHaveLength(1);
    const [system, user] = transport.calls[0];
    expect(system.role).toBe('system');
    expect(system.content.split('\n')[0]).toBe('Task: summarise');
    expect(system.content).toContain('Summarise the material.');
    expect(system.content).toContain('"summary":{"type":"string"');
    expect(user).toEqual({ role: 'user', content: 'Material: waves' });
  });

  it('retries a malformed answer once with a note on what was wrong, then succeeds', async () => {
    const transport = new ScriptedTransport([
      { content: '{"summary": "Waves carry', truncated: true },
      good({ summary: SUMMARY }),
    ]);
    const answer = await new StructuredCompletion(transport).complete(summaryRequest());
    expect(answer.summary).toBe(SUMMARY);
    expect(transport.calls).toHaveLength(2);
    const correction = transport.calls[1][2];
    expect(correction.role).toBe('user');
    expect(correction.content).toContain('not a valid JSON object');
    expect(correction.content).toContain('cut off at the length limit');
    expect(transport.calls[1].slice(0, 2)).toEqual(transport.calls[0]);
  });

  it("treats an answer that fails the schema's checks as malformed and says so in the retry", async () => {
    const transport = new ScriptedTransport([
      good({ summary: 'Waves carry energy' }),
      good({ summary: SUMMARY }),
    ]);
    await new StructuredCompletion(transport).complete(summaryRequest());
    expect(transport.calls[1][2].content).toContain('summary: it must end with a full stop');
  });

  it('gives the request its own error after two unusable answers, and asks no third time', async () => {
    const transport = new ScriptedTransport([good({ answer: 'done' }), { content: null, truncated: false }]);
    const err = await appErrorOf(new StructuredCompletion(transport).complete(summaryRequest()));
    expect(err.code).toBe('TEST_UNUSABLE');
    expect(err.status).toBe(502);
    expect(transport.calls).toHaveLength(2);
  });

  it('does not retry a transport failure: that is not a malformed answer', async () => {
    const transport = new ScriptedTransport([AiErrors.httpError(500), good({ summary: SUMMARY })]);
    const err = await appErrorOf(new StructuredCompletion(transport).complete(summaryRequest()));
    expect(err.code).toBe('AI_UNAVAILABLE');
    expect(transport.calls).toHaveLength(1);
  });
});

describe('readAnswer', () => {
  it('accepts a ```json fence around the object', () => {
    const reading = readAnswer(
      { content: '```json\n{"summary": "Waves carry energy."}\n```', truncated: false },
      SummarySchema,
    );
    expect(reading).toEqual({ ok: true, value: { summary: SUMMARY } });
  });

  it('names every problem of the answer', () => {
    expect(readAnswer(good({ summary: 'waves carry energy' }), SummarySchema)).toEqual({
      ok: false,
      problem: 'summary: it must start with a capital letter; summary: it must end with a full stop',
    });
  });

  it('names a missing field', () => {
    const reading = readAnswer(good({ text: SUMMARY }), SummarySchema);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(/^summary: /);
  });

  it('reports an empty answer', () => {
    expect(readAnswer({ content: '  ', truncated: false }, SummarySchema)).toEqual({
      ok: false,
      problem: 'the answer was empty',
    });
  });
});

describe('parseJsonObject', () => {
  it('parses a plain object', () => {
    expect(parseJsonObject('{"a": 1}')).toEqual({ a: 1 });
  });

  it('accepts a ```json fence and a sentence around the object', () => {
    expect(parseJsonObject('```json\n{"a": "x"}\n```')).toEqual({ a: 'x' });
    expect(parseJsonObject('Sure, here it is: {"a": "x"} Hope this helps!')).toEqual({ a: 'x' });
  });

  it('rejects what is not one JSON object', () => {
    expect(parseJsonObject('{"a": "cut')).toBeUndefined();
    expect(parseJsonObject('[1, 2]')).toBeUndefined();
    expect(parseJsonObject('"text"')).toBeUndefined();
    expect(parseJsonObject('no json here')).toBeUndefined();
  });
});
