import { Logger } from '@nestjs/common';
import type { ChatMessage, ChatReply, ChatTransport } from '../../../ai/structured-completion';
import { StructuredCompletion } from '../../../ai/structured-completion';
import { EssayWriterModel } from './essay-writer-model';

/** Answers every call with the reply given for its task and keeps the messages it was sent. */
class TaskTransport implements ChatTransport {
  readonly calls: ChatMessage[][] = [];
  constructor(private readonly replies: Record<string, unknown>) {}
  async send(messages: ChatMessage[]): Promise<ChatReply> {
    this.calls.push(messages);
    const task = /^Task: (\S+)/.exec(messages[0].content)?.[1] ?? '';
    return { content: JSON.stringify(this.replies[task] ?? {}), truncated: false };
  }
}

const ANALYSIS = {
  paragraphBreakdown: [
    { paragraphIndex: 0, purpose: 'Thesis', reasoning: 'Claim first', keySentence: 'Uniforms help.' },
  ],
  writingStrategy: 'Claim, evidence, commentary.',
  rubricAlignment: 'Row A Thesis (1 point): the first sentence.',
};
const OPTION = { type: 'add-evidence', title: 'Add evidence', description: 'Cite a study.' };

function model() {
  const transport = new TaskTransport({
    'write-essay': { essay: 'Uniforms help.\n\nThey save money.', analysis: ANALYSIS },
    'identify-essential': {
      essentialSentences: [{ sentence: 'Uniforms help.', explanation: 'The thesis.' }],
    },
    'writing-options': { options: [OPTION, OPTION, OPTION] },
    'apply-option': { updatedEssay: 'Uniforms help, as a 2019 study shows.', analysis: ANALYSIS },
    'explain-sentence': { explanation: 'It states the thesis.' },
    'rewrite-sentence': { rewrittenSentence: 'Uniforms clearly help.' },
  });
  return { transport, writer: new EssayWriterModel(new StructuredCompletion(transport)) };
}

describe('EssayWriterModel', () => {
  it('writes an essay that is no scaffold, sending the prompt, rubric and subject', async () => {
    const { transport, writer } = model();
    const written = await writer.writeEssay({
      question: 'Write an essay that argues your position on school uniforms.',
      rubric: 'Row A: Thesis (0-1 point)',
      subject: 'AP English Language and Composition',
    });
    expect(written).toEqual({
      essay: 'Uniforms help.\n\nThey save money.',
      analysis: ANALYSIS,
      isScaffold: false,
    });
    const [system, user] = transport.calls[0];
    expect(system.content).toMatch(/^Task: write-essay\n/);
    expect(user.content).toContain('Subject: AP English Language and Composition');
    expect(user.content).toContain(
      'Prompt:\n"""\nWrite an essay that argues your position on school uniforms.\n"""',
    );
    expect(user.content).toContain('Rubric:\n"""\nRow A: Thesis (0-1 point)\n"""');
  });

  it('tags each tool call with its task and passes the essay, option, sentence and instruction', async () => {
    const { transport, writer } = model();
    expect(await writer.findEssentialSentences('Uniforms help.')).toEqual([
      { sentence: 'Uniforms help.', explanation: 'The thesis.' },
    ]);
    expect(await writer.suggestWritingOptions('Uniforms help.', ANALYSIS)).toHaveLength(3);
    expect(await writer.applyWritingOption('Uniforms help.', OPTION)).toEqual({
      updatedEssay: 'Uniforms help, as a 2019 study shows.',
      analysis: ANALYSIS,
    });
    expect(await writer.explainSentence('Uniforms help.', 'Uniforms help. They save money.')).toBe(
      'It states the thesis.',
    );
    expect(await writer.rewriteSentence('Uniforms help.', '', 'Make it formal')).toEqual({
      rewritten: 'Uniforms clearly help.',
      note: null,
    });
    const tasks = transport.calls.map(([system]) => /^Task: (\S+)/.exec(system.content)?.[1]);
    expect(tasks).toEqual([
      'identify-essential',
      'writing-options',
      'apply-option',
      'explain-sentence',
      'rewrite-sentence',
    ]);
    const inputs = transport.calls.map(([, user]) => user.content);
    expect(inputs[1]).toContain('"writingStrategy":"Claim, evidence, commentary."');
    expect(inputs[2]).toContain('Improvement to apply: Add evidence (add-evidence): Cite a study.');
    expect(inputs[3]).toContain('The whole essay:\n"""\nUniforms help. They save money.\n"""');
    expect(inputs[4]).toMatch(/^Instruction: Make it formal\n/);
    expect(inputs[4]).not.toContain('The whole essay');
  });

  it('treats an empty explanation as unusable: asks again, then fails with the malformed-answer error', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const transport = new TaskTransport({ 'explain-sentence': { explanation: '  ' } });
    const writer = new EssayWriterModel(new StructuredCompletion(transport));
    await expect(writer.explainSentence('Uniforms help.', '')).rejects.toMatchObject({
      status: 502,
      code: 'AI_MALFORMED_ANSWER',
    });
    expect(transport.calls).toHaveLength(2);
    expect(transport.calls[1].at(-1)!.content).toContain('explanation: it is empty');
  });
});
