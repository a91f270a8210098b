import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../../common/app-error';
import {
  StructuredCompletion,
  type ChatMessage,
  type ChatTransport,
} from '../../../ai/structured-completion';
import type { MarkingRequest } from '../grading-engine';
import { GraderModel, SAMPLES, markAnswerPrompt } from './grader-model';

const RECORDING = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '../../../../../../../test/fixtures/openai/mark-answer.json'),
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

const request: MarkingRequest = {
  question: 'You have salt dissolved in water. How could you get the salt back?',
  points: [
    {
      point: 'The water evaporates',
      marks: 1,
      alternatives: ['boil the water off'],
      reject: [],
      partLabel: null,
    },
    {
      point: 'Salt crystals are left behind',
      marks: 2,
      alternatives: [],
      reject: ['filter it'],
      partLabel: null,
    },
  ],
  answer: 'Leave it in the sun so the water evaporates.',
};

const sample = (verdicts: string[], confidence = 0.9) =>
  JSON.stringify({
    points: verdicts.map((verdict) => ({
      verdict,
      evidence: verdict === 'awarded' ? ['the water evaporates', 'words the student never wrote'] : [],
      confidence,
    })),
    feedback: 'Good start.',
  });

const grader = (transport: ChatTransport) => new GraderModel(new StructuredCompletion(transport));

describe('GraderModel', () => {
  it('gives the model the question and the scheme point by point, alternatives and rejects included', () => {
    const prompt = markAnswerPrompt(request);
    expect(prompt.task).toBe('mark-answer');
    expect(prompt.input).toContain('1. [1 mark] The water evaporates\n   Also accept: boil the water off');
    expect(prompt.input).toContain('2. [2 marks] Salt crystals are left behind\n   Do not accept: filter it');
    expect(prompt.input).toContain('Student answer:\n"""\nLeave it in the sun so the water evaporates.\n"""');
  });

  it(`marks ${SAMPLES} times, each in a fresh context, and returns the recorded marking`, async () => {
    const transport = scriptedTransport([RECORDING.content, RECORDING.content, RECORDING.content]);
    const marking = await grader(transport).mark(request);
    expect(transport.sent).toHaveLength(SAMPLES);
    for (const messages of transport.sent) expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(marking.points.map((p) => [p.awarded, p.votes])).toEqual([
      [true, { awarded: 3, samples: 3 }],
      [false, { awarded: 0, samples: 3 }],
    ]);
    expect(marking.points[0].evidence).toEqual(['the water evaporates']);
    expect(marking.feedback).toMatch(/All 3 markings agreed on 1\.$/);
  });

  it('takes the majority of split samples and shows the spread in votes, confidence and feedback', async () => {
    const transport = scriptedTransport([
      sample(['awarded', 'awarded']),
      sample(['awarded', 'missing']),
      sample(['contradicted', 'missing']),
    ]);
    const marking = await grader(transport).mark(request);
    expect(marking.points[0]).toMatchObject({
      awarded: true,
      verdict: 'awarded',
      votes: { awarded: 2, samples: 3 },
    });
    expect(marking.points[0].confidence).toBeCloseTo(0.6);
    // Quotes the model made up are dropped: evidence is the student's own words only.
    expect(marking.points[0].evidence).toEqual(['the water evaporates']);
    expect(marking.points[1]).toMatchObject({
      awarded: false,
      verdict: 'missing',
      votes: { awarded: 1, samples: 3 },
    });
    expect(marking.feedback).toMatch(/The 3 markings gave 3, 1, 0 marks/);
  });

  it('asks again once when a sample is malformed, then uses the corrected one', async () => {
    const transport = scriptedTransport([
      '{"points": [{"verdict": "awarded", "evid',
      RECORDING.content,
      RECORDING.content,
      RECORDING.content,
    ]);
    const marking = await grader(transport).mark(request);
    expect(transport.sent).toHaveLength(SAMPLES + 1);
    expect(marking.points[0].votes).toEqual({ awarded: 3, samples: 3 });
  });

  it('refuses a marking with the wrong number of points and fails cleanly after the retry', async () => {
    const onePoint = sample(['awarded']);
    const transport = scriptedTransport(new Array<string>(2 * SAMPLES).fill(onePoint));
    const failure = await grader(transport)
      .mark(request)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 502, code: 'AI_MALFORMED_ANSWER' });
  });
});
