import request from 'supertest';
import {
  CHAT_MESSAGE_MAX_CHARS,
  ZChatConversationDetailSchema,
  ZChatConversationSchema,
  type ChatMessage,
  type ChatStreamEvent,
} from '@eps/contracts';
import { guestSession } from './support/compile-client';
import { eventTypes, postChat } from './support/chat-stream';
import { modelEngineEnv, startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { startTestApp, type TestApp } from './support/test-app';

/** The chat API on the model engine: the real openai SDK streaming from the fake OpenAI server. */
describe('the chat API on the model engine', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let me: Awaited<ReturnType<typeof guestSession>>;
  let stairsId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp({ ...modelEngineEnv(fake), RATE_LIMIT_AI_PER_MINUTE: '1000' });
    me = await guestSession(t);
    [{ id: stairsId }] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
      'original:ap-physics-1-015',
    ]);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  const newConversation = async (title?: string) =>
    ZChatConversationSchema.parse((await me.agent.post('/api/chat/conversations').send({ title })).body);
  const detail = async (id: string) =>
    ZChatConversationDetailSchema.parse((await me.agent.get(`/api/chat/conversations/${id}`)).body);
  const send = (id: string, body: unknown, stopAfterDeltas?: number) =>
    postChat(t, me.cookie, `/api/chat/conversations/${id}/messages`, body, stopAfterDeltas);
  const doneMessage = (events: ChatStreamEvent[]): ChatMessage => {
    const done = events.find((e) => e.type === 'done');
    if (done?.type !== 'done') throw new Error(`no done event in ${JSON.stringify(events)}`);
    return done.message;
  };
  /** The conversation's last message once the server has saved it (a stopped reply is saved after the close). */
  async function savedReply(id: string, count: number): Promise<ChatMessage> {
    for (let i = 0; i < 100; i++) {
      const { messages } = await detail(id);
      if (messages.length >= count) return messages[count - 1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the reply was never saved');
  }

  it('streams a reply, saves it with its citations and maths normalised, and reloads, renames, lists and deletes', async () => {
    const conversation = await newConversation();
    expect(conversation.title).toBe('New conversation');
    const answer = await send(conversation.id, {
      content: 'What is kinetic energy, and how does work change it?',
      mode: 'answer',
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    expect(eventTypes(answer.events)).toEqual(['user', 'start', 'delta', 'done']);
    expect(answer.events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);
    const start = answer.events[1];
    const reply = doneMessage(answer.events);
    expect(start).toEqual({ type: 'start', messageId: reply.id, engine: 'openai' });
    expect(reply).toMatchObject({ role: 'assistant', mode: 'answer', status: 'complete', engine: 'openai' });
    expect(reply.checkQuestion).toBe('What happens to $E_k$ when the speed doubles?');
    // Every delimiter a model uses is saved as the dollar forms remark-math reads.
    expect(reply.content).not.toMatch(/\\\(|\\\[/);
    expect(reply.content).toContain('$E_k = \\tfrac{1}{2} m v^2$');
    expect(reply.content).toContain('$$\nW = F s\n$$');
    // [1] is the first source the prompt numbered: a bank item this reply retrieved, which exists.
    expect(reply.citations).toHaveLength(1);
    const [citation] = reply.citations;
    expect(citation).toMatchObject({ n: 1, href: `/exam-question/${citation.sourceId}` });
    expect((await me.agent.get(`/api/questions/${citation.sourceId}`)).status).toBe(200);
    expect(reply.content).toContain('because it moves [1].');

    const reloaded = await detail(conversation.id);
    expect(reloaded.conversation).toMatchObject({
      title: 'What is kinetic energy, and how does work change it?',
      messageCount: 2,
    });
    expect(reloaded.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(reloaded.messages[1]).toEqual(reply);

    const renamed = await me.agent
      .patch(`/api/chat/conversations/${conversation.id}`)
      .send({ title: 'Energy' });
    expect(renamed.body).toMatchObject({ id: conversation.id, title: 'Energy' });
    const list = await me.agent.get('/api/chat/conversations');
    expect(list.body.conversations[0]).toMatchObject({
      id: conversation.id,
      title: 'Energy',
      messageCount: 2,
    });
    expect((await me.agent.delete(`/api/chat/conversations/${conversation.id}`)).status).toBe(204);
    expect((await me.agent.get(`/api/chat/conversations/${conversation.id}`)).status).toBe(404);
  });

  it('in hint mode holds back the final answer of the attached bank question; regenerate gives the worked answer', async () => {
    const conversation = await newConversation('Stairs');
    const hint = await send(conversation.id, {
      content: 'I know P = W/t but I am stuck on the next step.',
      mode: 'hint',
      attachments: [{ kind: 'question', questionId: stairsId }],
    });
    const first = doneMessage(hint.events);
    expect(first.mode).toBe('hint');
    expect(first.content).not.toMatch(/514/);
    expect(first.content).toContain('Show the worked answer');
    expect(first.content).toContain('What do you get for $mgh$ first?');
    const streamed = hint.events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(streamed).not.toMatch(/514/);
    expect(first.citations.map((c) => c.sourceId)).toEqual([stairsId, stairsId]);
    // The prompt numbers the attached question's statement first, then its hint pathway.
    expect(first.citations.map((c) => c.kind)).toEqual(['question', 'hint']);

    const again = await postChat(t, me.cookie, `/api/chat/conversations/${conversation.id}/regenerate`, {
      mode: 'answer',
    });
    expect(eventTypes(again.events)).toEqual(['start', 'delta', 'done']);
    const worked = doneMessage(again.events);
    expect(worked).toMatchObject({ mode: 'answer', status: 'complete' });
    expect(worked.content).toMatch(/514/);
    const { messages } = await detail(conversation.id);
    expect(messages.map((m) => [m.role, m.mode])).toEqual([
      ['user', 'hint'],
      ['assistant', 'answer'],
    ]);
    expect(messages[1].id).toBe(worked.id);
    expect((await fake.requests()).every((r) => r.task === 'chat-reply' && r.stream)).toBe(true);
  });

  it('stops when the reader closes the stream and saves what was written as stopped', async () => {
    const conversation = await newConversation();
    await fake.script('chat-reply', ['hang']);
    const answer = await send(conversation.id, { content: 'Explain kinetic energy.', mode: 'answer' }, 2);
    expect(answer.events.filter((e) => e.type === 'delta')).toHaveLength(2);
    const stopped = await savedReply(conversation.id, 2);
    expect(stopped.status).toBe('stopped');
    expect(stopped.content.length).toBeGreaterThan(0);
    expect('Kinetic energy is the energy an object has because it moves').toContain(stopped.content.trim());
  });

  it.each(['malformed-stream', 'drop'] as const)(
    'ends a %s answer with an error event, keeps the partial reply as failed, and serves the next one',
    async (kind) => {
      const conversation = await newConversation();
      await fake.script('chat-reply', [kind]);
      const broken = await send(conversation.id, { content: 'Explain kinetic energy.', mode: 'answer' });
      expect(eventTypes(broken.events)).toEqual(['user', 'start', 'delta', 'error']);
      const error = broken.events.at(-1);
      expect(error).toEqual({ type: 'error', message: expect.stringMatching(/broke off midway/) });
      const failed = await savedReply(conversation.id, 2);
      expect(failed.status).toBe('failed');
      expect(failed.content).toMatch(/^Kinetic energy/);
      const next = await send(conversation.id, { content: 'And potential energy?', mode: 'answer' });
      expect(doneMessage(next.events).status).toBe('complete');
    },
  );

  it('answers another user’s conversation id with 404 on every route', async () => {
    const conversation = await newConversation('Mine');
    const other = await guestSession(t);
    const path = `/api/chat/conversations/${conversation.id}`;
    expect((await other.agent.get(path)).status).toBe(404);
    expect((await other.agent.patch(path).send({ title: 'Theirs' })).status).toBe(404);
    expect((await other.agent.delete(path)).status).toBe(404);
    const sent = await postChat(t, other.cookie, `${path}/messages`, { content: 'Hello', mode: 'hint' });
    expect(sent).toMatchObject({ status: 404, json: { code: 'CHAT_NOT_FOUND' } });
    const regenerated = await postChat(t, other.cookie, `${path}/regenerate`, {});
    expect(regenerated).toMatchObject({ status: 404, json: { code: 'CHAT_NOT_FOUND' } });
    expect((await other.agent.get('/api/chat/conversations')).body.conversations).toEqual([]);
    expect((await detail(conversation.id)).conversation.title).toBe('Mine');
    expect((await me.agent.get('/api/chat/conversations/not-a-uuid')).status).toBe(404);
  });

  it('refuses oversized messages and bad attachments with a readable 4xx before any stream', async () => {
    const conversation = await newConversation();
    const path = `/api/chat/conversations/${conversation.id}/messages`;
    const huge = await postChat(t, me.cookie, path, { content: 'x'.repeat(1024 * 1024), mode: 'hint' });
    expect(huge).toMatchObject({
      status: 413,
      json: { code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large (the limit is 1 MB).' },
    });
    const long = await postChat(t, me.cookie, path, { content: 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) });
    expect(long).toMatchObject({ status: 400, json: { error: 'content must be at most 4,000 characters.' } });
    const missing = await postChat(t, me.cookie, path, {
      content: 'Help',
      attachments: [{ kind: 'question', questionId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(missing).toMatchObject({ status: 404, json: { code: 'CHAT_QUESTION_NOT_FOUND' } });
    const regenerate = await postChat(
      t,
      me.cookie,
      `/api/chat/conversations/${conversation.id}/regenerate`,
      {},
    );
    expect(regenerate).toMatchObject({ status: 409, json: { code: 'CHAT_NOTHING_TO_REGENERATE' } });
    expect((await detail(conversation.id)).messages).toEqual([]);
    expect(await fake.requests()).toEqual([]);
    expect((await request(t.http).get('/api/chat/conversations')).status).toBe(401);
  });
});
