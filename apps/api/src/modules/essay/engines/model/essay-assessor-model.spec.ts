import fs from 'node:fs';
import path from 'node:path';
import { FIXED_ESSAY_RUBRIC, ZAnalyzeEssayRequestSchema } from '@eps/contracts';
import { AppError } from '../../../../common/app-error';
import { EssayAssessorModel, assessEssayPrompt } from './essay-assessor-model';
import {
  StructuredCompletion,
  type ChatMessage,
  type ChatTransport,
} from '../../../ai/structured-completion';

const RECORDING = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '../../../../../../../test/fixtures/openai/assess-essay.json'),
    'utf8',
  ),
) as { task: string; content: string };

/** Answers with the given replies in turn and keeps what it was sent. */
function scriptedTransport(replies: string[]): ChatTransport & { sent: ChatMessage[][] } {
  const sent: ChatMessage[][] = [];
  return {
    sent,
    send: async (messages) => {
      sent.push(messages);
      return { content: replies[sent.length - 1] ?? null, truncated: false };
    },
  };
}

const request = (extra: Record<string, unknown> = {}) =>
  ZAnalyzeEssayRequestSchema.parse({
    essay: 'Schools should start later because teens sleep late.',
    ...extra,
  });

describe('EssayAssessorModel', () => {
  it('asks with the assess-essay task, the question, the rubric and the essay', () => {
    const prompt = assessEssayPrompt(request({ question: 'Should schools start later?' }));
    expect(prompt.task).toBe('assess-essay');
    expect(prompt.input).toContain('Question:\n"""\nShould schools start later?\n"""');
    expect(prompt.input).toContain(`Rubric:\n"""\n${FIXED_ESSAY_RUBRIC}\n"""`);
    expect(prompt.input).toContain('Schools should start later because teens sleep late.');
    expect(prompt.instructions).not.toContain("question's own");
  });

  it("tells the model to map a question's own rubric onto the AP rows", () => {
    const prompt = assessEssayPrompt(request({ rubric: 'Scoring (7 points total). Part A (0–1 point)' }));
    expect(prompt.instructions).toContain("The rubric given is the question's own");
    expect(prompt.input).toContain('Scoring (7 points total)');
  });

  it('returns the recorded answer as the assessment', async () => {
    const transport = scriptedTransport([RECORDING.content]);
    const result = await new EssayAssessorModel(new StructuredCompletion(transport)).assessEssay(request());
    expect(result).toEqual(JSON.parse(RECORDING.content));
    expect(transport.sent[0]![0]!.content).toMatch(/^Task: assess-essay\n/);
  });

  it('retries a malformed answer once, then succeeds', async () => {
    const transport = scriptedTransport(['{"overallScore": 8, "overallFeedb', RECORDING.content]);
    const result = await new EssayAssessorModel(new StructuredCompletion(transport)).assessEssay(request());
    expect(result.overallScore).toBe(JSON.parse(RECORDING.content).overallScore);
    expect(transport.sent).toHaveLength(2);
  });

  it('refuses rows outside the AP maxima, and fails clearly after the retry', async () => {
    const answer = JSON.parse(RECORDING.content);
    answer.rubricBreakdown.evidence = { score: 5, max: 5, feedback: 'Too generous.' };
    const transport = scriptedTransport([JSON.stringify(answer), JSON.stringify(answer)]);
    const failure = await new EssayAssessorModel(new StructuredCompletion(transport))
      .assessEssay(request())
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, code: 'AI_MALFORMED_ANSWER' });
    expect(transport.sent[1]!.at(-1)!.content).toMatch(/rubricBreakdown\.evidence/);
  });
});
