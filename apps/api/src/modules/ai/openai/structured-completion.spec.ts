import { appErrorOf } from '../../../testing/app-error-of';
import { AiErrors } from '../ai.errors';
import { NotesAnswerSchema, SectionAnswerSchema } from './answer-schemas';
import {
  ChatMessage,
  ChatReply,
  ChatTransport,
  StructuredCompletion,
  parseJsonObject,
  readAnswer,
} from './structured-completion';

const DOC = '\\documentclass{article}\n\\begin{document}\n\\section{Waves}\nText.\n\\end{document}';
const good = (content: unknown): ChatReply => ({ content: JSON.stringify(content), truncated: false });

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

function notesRequest() {
  return {
    task: 'generate-notes' as const,
    instructions: 'Write notes.',
    input: 'Material: waves',
    maxTokens: 100,
    answer: NotesAnswerSchema,
    malformed: AiErrors.noLatex,
  };
}

describe('StructuredCompletion', () => {
  it('sends the task tag first, the schema, then the input, and returns the validated answer', async () => {
    const transport = new ScriptedTransport([good({ latexCode: DOC })]);
    const answer = await new StructuredCompletion(transport).complete(notesRequest());
    expect(answer).toEqual({ latexCode: DOC });
    expect(transport.calls).toHaveLength(1);
    const [system, user] = transport.calls[0];
    expect(system.role).toBe('system');
    expect(system.content.split('\n')[0]).toBe('Task: generate-notes');
    expect(system.content).toContain('Write notes.');
    expect(system.content).toContain('"latexCode":{"type":"string"');
    expect(user).toEqual({ role: 'user', content: 'Material: waves' });
  });

  it('retries a malformed answer once with a note on what was wrong, then succeeds', async () => {
    const transport = new ScriptedTransport([
      { content: '{"latexCode": "\\\\documentclass{article} cut', truncated: true },
      good({ latexCode: DOC }),
    ]);
    const answer = await new StructuredCompletion(transport).complete(notesRequest());
    expect(answer.latexCode).toBe(DOC);
    expect(transport.calls).toHaveLength(2);
    const correction = transport.calls[1][2];
    expect(correction.role).toBe('user');
    expect(correction.content).toContain('not a valid JSON object');
    expect(correction.content).toContain('cut off at the length limit');
    expect(transport.calls[1].slice(0, 2)).toEqual(transport.calls[0]);
  });

  it('treats LaTeX without a document frame as malformed and says so in the retry', async () => {
    const transport = new ScriptedTransport([
      good({ latexCode: '\\section{Waves}\nText.' }),
      good({ latexCode: DOC }),
    ]);
    await new StructuredCompletion(transport).complete(notesRequest());
    expect(transport.calls[1][2].content).toContain('latexCode: the LaTeX has no \\documentclass line');
  });

  it('gives the request its own error after two unusable answers, and asks no third time', async () => {
    const transport = new ScriptedTransport([good({ answer: 'done' }), { content: null, truncated: false }]);
    const err = await appErrorOf(new StructuredCompletion(transport).complete(notesRequest()));
    expect(err.code).toBe('AI_NO_LATEX');
    expect(err.status).toBe(502);
    expect(err.message).toBe('No LaTeX code was returned from OpenAI.');
    expect(transport.calls).toHaveLength(2);
  });

  it('uses the malformed error given for other tasks', async () => {
    const transport = new ScriptedTransport([good({ regeneratedSection: 'no heading' }), good({})]);
    const err = await appErrorOf(
      new StructuredCompletion(transport).complete({
        task: 'regenerate-section',
        instructions: 'Rewrite.',
        input: 'Section title: Waves',
        maxTokens: 100,
        answer: SectionAnswerSchema,
        malformed: AiErrors.malformedAnswer,
      }),
    );
    expect(err.code).toBe('AI_MALFORMED_ANSWER');
  });

  it('does not retry a transport failure: that is not a malformed answer', async () => {
    const transport = new ScriptedTransport([AiErrors.httpError(500), good({ latexCode: DOC })]);
    const err = await appErrorOf(new StructuredCompletion(transport).complete(notesRequest()));
    expect(err.code).toBe('AI_UNAVAILABLE');
    expect(transport.calls).toHaveLength(1);
  });
});

describe('readAnswer', () => {
  it('strips a ```latex fence inside the field', () => {
    const reading = readAnswer(good({ latexCode: '```latex\n' + DOC + '\n```' }), NotesAnswerSchema);
    expect(reading).toEqual({ ok: true, value: { latexCode: DOC } });
  });

  it('names every problem of a document that stops early', () => {
    const reading = readAnswer(
      good({ latexCode: '\\documentclass{article}\n\\section{A}' }),
      NotesAnswerSchema,
    );
    expect(reading).toEqual({
      ok: false,
      problem:
        'latexCode: the LaTeX has no \\begin{document}; latexCode: the LaTeX stops before \\end{document}',
    });
  });

  it('names a missing field', () => {
    const reading = readAnswer(good({ latex: DOC }), NotesAnswerSchema);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(/^latexCode: /);
  });

  it('reports an empty answer', () => {
    expect(readAnswer({ content: '  ', truncated: false }, NotesAnswerSchema)).toEqual({
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
