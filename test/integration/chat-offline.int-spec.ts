import {
  ZChatConversationDetailSchema,
  ZChatConversationSchema,
  type ChatMessage,
  type ChatStreamEvent,
} from '@eps/contracts';
import { mathsHolds } from '../fixtures/chat/judge';
import { guestSession } from './support/compile-client';
import { eventTypes, postChat } from './support/chat-stream';
import { startTestApp, type TestApp } from './support/test-app';

/** The chat API on the default engine, the offline tutor (no model configured). */
describe('the chat API on the offline engine', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof guestSession>>;
  let stairsId: string;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    me = await guestSession(t);
    [{ id: stairsId }] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
      'original:ap-physics-1-015',
    ]);
  });
  afterAll(() => t.close());

  const newConversation = async () =>
    ZChatConversationSchema.parse((await me.agent.post('/api/chat/conversations').send({})).body);
  const send = (id: string, body: unknown) =>
    postChat(t, me.cookie, `/api/chat/conversations/${id}/messages`, body);
  const doneMessage = (events: ChatStreamEvent[]): ChatMessage => {
    const done = events.find((e) => e.type === 'done');
    if (done?.type !== 'done') throw new Error(`no done event in ${JSON.stringify(events)}`);
    return done.message;
  };
  /** Every citation names an item that exists: bank items through the question API. */
  async function expectCitationsExist(message: ChatMessage) {
    for (const c of message.citations) {
      expect(message.content).toContain(`[${c.n}]`);
      if (c.kind === 'question' || c.kind === 'hint' || c.kind === 'mark-scheme') {
        expect(c.href).toBe(`/exam-question/${c.sourceId}`);
        expect((await me.agent.get(`/api/questions/${c.sourceId}`)).status).toBe(200);
      }
    }
  }

  it('streams an explanation quoted and cited from the bank, saves it and reloads it', async () => {
    const conversation = await newConversation();
    const answer = await send(conversation.id, { content: 'Explain kinetic energy', mode: 'answer' });
    expect(answer.status).toBe(200);
    expect(eventTypes(answer.events)).toEqual(['user', 'start', 'delta', 'done']);
    const reply = doneMessage(answer.events);
    expect(reply).toMatchObject({ engine: 'offline', status: 'complete', mode: 'answer' });
    const streamed = answer.events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(streamed.length).toBeGreaterThan(0);
    expect(reply.citations.length).toBeGreaterThan(0);
    await expectCitationsExist(reply);
    const { messages } = ZChatConversationDetailSchema.parse(
      (await me.agent.get(`/api/chat/conversations/${conversation.id}`)).body,
    );
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]).toEqual(reply);
  });

  it('gives a hint on an attached bank question without its final answer, and the worked answer on regenerate', async () => {
    const conversation = await newConversation();
    const hint = await send(conversation.id, {
      content: 'Can you help me with this question?',
      mode: 'hint',
      attachments: [{ kind: 'question', questionId: stairsId }],
    });
    const first = doneMessage(hint.events);
    expect(first.mode).toBe('hint');
    expect(first.content).not.toMatch(/514/);
    await expectCitationsExist(first);

    const again = await postChat(t, me.cookie, `/api/chat/conversations/${conversation.id}/regenerate`, {
      mode: 'answer',
    });
    expect(eventTypes(again.events)).toEqual(['start', 'delta', 'done']);
    const worked = doneMessage(again.events);
    expect(worked.content).toMatch(/514/);
    await expectCitationsExist(worked);
  });

  it('does maths through the maths engine and defines words from WordNet', async () => {
    const conversation = await newConversation();
    const maths = doneMessage(
      (await send(conversation.id, { content: 'differentiate x^3 + 2x', mode: 'answer' })).events,
    );
    const result = /\*\*Result:\*\*\s*\$\$([\s\S]+?)\$\$/.exec(maths.content)?.[1];
    // By value, not by how the engine happens to write it.
    expect(result && mathsHolds(result, { type: 'expression', expected: '3x^2 + 2' })).toBe(true);
    const definition = doneMessage(
      (await send(conversation.id, { content: 'define photosynthesis', mode: 'answer' })).events,
    );
    expect(definition.citations).toEqual([
      expect.objectContaining({ kind: 'dictionary', sourceId: 'photosynthesis', href: null }),
    ]);
  });
});

describe('the chat API’s AI rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1' });
  });
  afterAll(() => t.close());

  it('counts each send and regenerate, and answers the one over the limit with a readable 429 before any stream', async () => {
    const me = await guestSession(t);
    const { id } = (await me.agent.post('/api/chat/conversations').send({})).body as { id: string };
    const first = await postChat(t, me.cookie, `/api/chat/conversations/${id}/messages`, {
      content: 'define entropy',
    });
    expect(first.status).toBe(200);
    const again = await postChat(t, me.cookie, `/api/chat/conversations/${id}/regenerate`, {});
    expect(again).toMatchObject({
      status: 429,
      json: { code: 'AI_RATE_LIMITED', error: expect.stringMatching(/at most 1 a minute/) },
    });
    // Reading and managing conversations is not an AI call.
    expect((await me.agent.get(`/api/chat/conversations/${id}`)).status).toBe(200);
  });
});
