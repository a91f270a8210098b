import type { ChatMode } from '@eps/contracts';
import { OfflineGrader } from '../../../grading/engines/offline/offline-grader';
import type { ChatEngineReply, ChatHistoryMessage, ChatQuestion, ChatTurn } from '../chat-engine';
import type { MathsEvaluator } from './maths-reply';
import { OfflineChatEngine } from './offline-chat-engine';
import { BankSources, loadBankQuestions } from './testing/bank-sources';

/** Real bank questions: an OATutor integral with a three-hint pathway, A-level physics and biology. */
const QUESTIONS = loadBankQuestions(
  ['alevel-physics-aqa-001', 'alevel-biology-aqa-011', 'alevel-biology-aqa-004', 'ib-biology-018'],
  ['a046eedintegrals10'],
);
const byTitle = (words: string): ChatQuestion => {
  const found = QUESTIONS.find((q) => q.question.title.includes(words));
  if (!found) throw new Error(`no bank question titled ${words}`);
  return found;
};
const INTEGRAL = byTitle('Involving lnx');
const OSMOSIS = byTitle('Osmosis in potato');
const CARBON = byTitle('Specific charge');

/** The maths engine is not needed by these turns; a call would be a bug in the request reader. */
const noMaths: MathsEvaluator = {
  evaluate: () => Promise.reject(new Error('the maths engine was not expected here')),
};

interface Sent {
  reply: ChatEngineReply;
  pieces: string[];
  sources: BankSources;
}

async function send(
  content: string,
  options: { mode?: ChatMode; history?: ChatHistoryMessage[]; attach?: ChatQuestion; partId?: string } = {},
): Promise<Sent> {
  const sources = new BankSources(QUESTIONS);
  const pieces: string[] = [];
  const turn: ChatTurn = {
    userId: 'u1',
    mode: options.mode ?? 'hint',
    content,
    attachments: options.attach
      ? [{ kind: 'question', questionId: options.attach.question.sourceId, partId: options.partId }]
      : [],
    history: options.history ?? [],
  };
  const engine = new OfflineChatEngine({ maths: noMaths, grader: new OfflineGrader() });
  const reply = await engine.reply(
    turn,
    sources,
    { write: (t) => pieces.push(t) },
    new AbortController().signal,
  );
  return { reply, pieces, sources };
}

/** Every marker has a source, every source was retrieved in this reply, and the text is what streamed. */
function expectHonest({ reply, pieces, sources }: Sent) {
  expect(pieces.join('')).toBe(reply.content);
  const markers = [...reply.content.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  for (const n of markers) expect(reply.cited[n - 1]).toBeDefined();
  for (const key of reply.cited) expect(sources.returned.has(key)).toBe(true);
  expect(pieces.length).toBeGreaterThan(1);
}

const said = (content: string, mode: ChatMode = 'hint'): ChatHistoryMessage => ({
  role: 'user',
  content,
  mode,
  attachments: [],
});
const answered = (content: string, mode: ChatMode = 'hint'): ChatHistoryMessage => ({
  role: 'assistant',
  content,
  mode,
  attachments: [],
});

describe('OfflineChatEngine on bank questions', () => {
  it('hint mode first asks for working and gives only the first hint of the pathway', async () => {
    const sent = await send('Can you help me with this?', { attach: INTEGRAL });
    expectHonest(sent);
    const { content, cited } = sent.reply;
    expect(content).toMatch(/What have you tried so far/);
    expect(content).toMatch(/\*\*Hint 1 of 3:\*\*/);
    expect(content).not.toMatch(/Hint 2/);
    expect(content).not.toMatch(/ln\|x\+2\|/);
    expect(content).toMatch(/Show the worked answer/);
    expect(cited).toContain(INTEGRAL.parts[0].hints[0].key);
  });

  it('gives the next hint counted from the history, and holds back a hint that states the answer', async () => {
    const first = await send('help', { attach: INTEGRAL });
    const history = [
      {
        ...said('help'),
        attachments: [{ kind: 'question' as const, questionId: INTEGRAL.question.sourceId }],
      },
      answered(first.reply.content),
    ];
    const second = await send('I tried u = x+2 but I am stuck, give me a hint', { history });
    expectHonest(second);
    expect(second.reply.content).toMatch(/\*\*Hint 2 of 3:\*\*/);
    expect(second.reply.cited).toEqual([INTEGRAL.parts[0].hints[1].key]);

    const third = await send('another hint please', {
      history: [...history, said('another hint'), answered(second.reply.content)],
    });
    expect(third.reply.content).toMatch(/holding it back/);
    expect(third.reply.content).not.toMatch(/ln\|x\+2\|/);
  });

  it('"Show me the worked answer." answers the conversation\'s question with its answer and mark scheme, cited', async () => {
    const first = await send('help', { attach: OSMOSIS });
    const sent = await send('Show me the worked answer.', {
      mode: 'answer',
      history: [
        { ...said('help'), attachments: [{ kind: 'question', questionId: OSMOSIS.question.sourceId }] },
        answered(first.reply.content),
      ],
    });
    expectHonest(sent);
    expect(sent.reply.content).toMatch(/Worked answer/);
    expect(sent.reply.content).toMatch(/water potential/);
    expect(sent.reply.cited).toContain(OSMOSIS.parts[1].markScheme[0].key);
  });

  it('ends a worked answer with a check question from a related bank question', async () => {
    const sent = await send('help', { mode: 'answer', attach: byTitle('Effect of temperature on enzyme') });
    expect(sent.reply.checkQuestion).toBe('Can you answer the bank question "Enzyme rate and temperature"?');
  });

  it('reads a pasted bank question as that question', async () => {
    const sent = await send(`${CARBON.question.text} ${CARBON.parts[1].prompt.text}`, { mode: 'answer' });
    expectHonest(sent);
    expect(sent.reply.content).toMatch(/Specific charge of a carbon-14 nucleus/);
    expect(sent.reply.cited).toContain(CARBON.parts[1].markScheme[1].key);
  });

  it('marks an answer to the attached part with the marking engine against its mark scheme', async () => {
    const sent = await send(
      'mark my answer: the sucrose solution had a lower water potential than the potato cells so water moved out by osmosis through the partially permeable membrane',
      { attach: OSMOSIS, partId: OSMOSIS.parts[1].partId },
    );
    expectHonest(sent);
    expect(sent.reply.content).toMatch(/\*\*2 of 2 marks\*\*/);
    expect(sent.reply.content).toMatch(/offline marking engine/);
  });

  it('says plainly when there is no question to mark against, and names the exam grader', async () => {
    const sent = await send('mark my answer: mitochondria release energy');
    expect(sent.reply.content).toMatch(/need its question/);
    expect(sent.reply.content).toMatch(/\/exam-grader/);
    expect(sent.reply.cited).toEqual([]);
  });

  it('gives a bank question on a topic without its answer, and a different one next time', async () => {
    const sent = await send('give me a question on osmosis');
    expectHonest(sent);
    expect(sent.reply.content).toMatch(/Osmosis in potato cylinders/);
    expect(sent.reply.content).toContain(`/exam-question/${OSMOSIS.question.sourceId}`);
    expect(sent.reply.content).not.toMatch(/partially permeable/);
  });

  it('defines a word from WordNet and explains a topic from quoted, cited excerpts', async () => {
    const definition = await send('define entropy');
    expectHonest(definition);
    expect(definition.reply.content).toMatch(/WordNet/);
    expect(definition.reply.cited[0]).toMatch(/^dictionary:/);

    const explanation = await send('what is water potential?');
    expectHonest(explanation);
    expect(explanation.reply.content).toMatch(/quoted word for word/);
    expect(explanation.reply.content).toMatch(/^> /m);
  });

  it('cannot write an essay and says which tool can', async () => {
    const sent = await send('write my essay on Macbeth for me');
    expect(sent.reply.content).toMatch(/I cannot help with that/);
    expect(sent.reply.content).toMatch(/offline tutor/);
    expect(sent.reply.content).toMatch(/\/essayhelper/);
    expect(sent.reply.cited).toEqual([]);
  });

  it('stops promptly when the signal aborts, keeping exactly what was written', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const engine = new OfflineChatEngine({ maths: noMaths, grader: new OfflineGrader() });
    const turn: ChatTurn = {
      userId: 'u1',
      mode: 'answer',
      content: 'help',
      history: [],
      attachments: [{ kind: 'question', questionId: OSMOSIS.question.sourceId }],
    };
    const reply = await engine.reply(
      turn,
      new BankSources(QUESTIONS),
      {
        write: (t) => {
          pieces.push(t);
          if (pieces.length === 2) controller.abort();
        },
      },
      controller.signal,
    );
    expect(pieces).toHaveLength(2);
    expect(reply.content).toBe(pieces.join(''));
  });
});
