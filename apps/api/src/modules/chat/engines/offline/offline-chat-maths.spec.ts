import type { ChatMode } from '@eps/contracts';
import { OfflineGrader } from '../../../grading/engines/offline/offline-grader';
import { MathsService } from '../../../maths/maths.service';
import { equivalentExpressions } from '../../../questions/answer-checking';
import type { ChatHistoryMessage } from '../chat-engine';
import { OfflineChatEngine } from './offline-chat-engine';
import { BankSources } from './testing/bank-sources';

/** The tutor's maths through the real maths engine; results judged by the bank's CAS equivalence. */
const maths = new MathsService();
const engine = new OfflineChatEngine({ maths, grader: new OfflineGrader() });
afterAll(() => maths.onModuleDestroy());

async function send(content: string, mode: ChatMode, history: ChatHistoryMessage[] = []) {
  const pieces: string[] = [];
  const reply = await engine.reply(
    { userId: 'u1', mode, content, attachments: [], history },
    new BankSources([]),
    { write: (t) => pieces.push(t) },
    new AbortController().signal,
  );
  expect(pieces.join('')).toBe(reply.content);
  return reply;
}

const resultOf = (content: string) => /\*\*Result:\*\*\n\n\$\$\n([\s\S]+?)\n\$\$/.exec(content)?.[1] ?? null;
const turn = (role: 'user' | 'assistant', content: string, mode: ChatMode = 'hint'): ChatHistoryMessage => ({
  role,
  content,
  mode,
  attachments: [],
});

describe('OfflineChatEngine on maths', () => {
  it('answer mode gives the checked result with the steps and a check question on a nearby expression', async () => {
    const reply = await send('what is the derivative of x^3 sin x', 'answer');
    const result = resultOf(reply.content);
    expect(result).not.toBeNull();
    expect(equivalentExpressions(result ?? '', '3x^2 sin(x) + x^3 cos(x)')).toBe('equivalent');
    expect(reply.content).toMatch(/Product rule/);
    expect(reply.content).toMatch(/Checked:/);
    expect(reply.checkQuestion).toMatch(/^Now try one on your own: differentiate \$/);
  }, 30_000);

  it('hint mode names the first step only, never the result', async () => {
    const reply = await send('how do i differentiate x^3 sin x', 'hint');
    expect(reply.content).toMatch(/\*\*Hint 1 of \d+:\*\* Product rule/);
    expect(resultOf(reply.content)).toBeNull();
    const maths = [...reply.content.matchAll(/\$\$?([^$]+)\$\$?/g)].map((m) => m[1]);
    for (const m of maths)
      expect(equivalentExpressions(m, '3x^2 sin(x) + x^3 cos(x)')).not.toBe('equivalent');
    expect(reply.content).toMatch(/What have you tried so far/);
  }, 30_000);

  it('continues the conversation: the next step, a student result checked, then the worked answer', async () => {
    const history = [
      turn('user', 'solve x^2 - 7x + 10 = 0'),
      turn('assistant', (await send('solve x^2 - 7x + 10 = 0', 'hint')).content),
    ];
    const next = await send('another hint please', 'hint', history);
    expect(next.content).toMatch(/\*\*Hint 2 of \d+:\*\*/);
    expect(next.content).not.toMatch(/x = 5/);

    const wrong = await send('I got 2x - 7', 'hint', [
      turn('user', 'differentiate x^2 - 5x'),
      turn('assistant', '**Hint 1 of 2:** Sum rule.'),
    ]);
    expect(wrong.content).toMatch(/^Not quite/);
    const right = await send('I got 2x - 7', 'hint', [
      turn('user', 'differentiate x^2 - 7x + 10'),
      turn('assistant', '**Hint 1 of 2:** Sum rule.'),
    ]);
    expect(right.content).toMatch(/^Yes/);

    const worked = await send('Show me the worked answer.', 'answer', history);
    expect(worked.content).toMatch(/x = 2/);
    expect(worked.content).toMatch(/x = 5/);
  }, 60_000);

  it('reads the maths of an attached photo when the message only points at it', async () => {
    const pieces: string[] = [];
    const reply = await engine.reply(
      {
        userId: 'u1',
        mode: 'answer',
        content: 'can you help with this?',
        attachments: [{ kind: 'image-text', name: 'homework.png', text: 'Solve 3x + 1 = 10' }],
        history: [],
      },
      new BankSources([]),
      { write: (t) => pieces.push(t) },
      new AbortController().signal,
    );
    expect(resultOf(reply.content)).toMatch(/x = 3/);
  }, 30_000);

  it('says plainly when the maths engine cannot do it, and does not guess', async () => {
    const reply = await send('integrate x^x dx', 'answer');
    expect(resultOf(reply.content)).toBeNull();
    expect(reply.content).toMatch(/cannot|could not/i);
  }, 30_000);
});
