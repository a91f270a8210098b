import net from 'node:net';
import { Logger } from '@nestjs/common';
import { appErrorOf } from '../../apps/api/src/testing/app-error-of';
import { OpenAiChatTransport } from '../../apps/api/src/modules/ai/openai-chat';
import type { ChatMessage } from '../../apps/api/src/modules/ai/structured-completion';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';

/** The transport's streaming (the chat tutor's model calls): the real openai SDK against the fake server. */
const API_KEY = 'sk-test-Stream-Key-93be10aa7c';
const TIMEOUT_MS = 1500;
const CHAT: ChatMessage[] = [
  { role: 'system', content: 'Task: chat-reply\nYou are a tutor.' },
  { role: 'user', content: 'What is kinetic energy?' },
];

let fake: FakeOpenAi;
const logged: string[] = [];
const transport = (baseUrl: string) =>
  new OpenAiChatTransport({ baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: TIMEOUT_MS });

beforeAll(async () => {
  for (const level of ['log', 'warn', 'error'] as const)
    jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown, ..._rest: unknown[]) => {
      logged.push(String(message));
    });
  fake = await startFakeOpenAi();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

async function streamed(
  kind?: Parameters<FakeOpenAi['script']>[1][number],
  signal = new AbortController().signal,
) {
  if (kind) await fake.script('chat-reply', [kind]);
  const pieces: string[] = [];
  const reply = transport(`${fake.url}/v1`).stream(CHAT, 500, (t) => pieces.push(t), signal);
  return { reply, pieces };
}

describe('OpenAiChatTransport.stream', () => {
  it('hands over the answer in pieces as they arrive, and the whole text at the end', async () => {
    const { reply, pieces } = await streamed();
    const { content, truncated } = await reply;
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(content);
    expect(content).toMatch(/^Kinetic energy is the energy an object has because it moves \[1\]\./);
    expect(truncated).toBe(false);
    expect(await fake.requests()).toEqual([
      expect.objectContaining({ task: 'chat-reply', stream: true, maxTokens: 500 }),
    ]);
  });

  it('stops when the caller aborts and returns what came so far', async () => {
    const stop = new AbortController();
    await fake.script('chat-reply', ['hang']);
    const pieces: string[] = [];
    const reply = transport(`${fake.url}/v1`).stream(
      CHAT,
      500,
      (t) => {
        pieces.push(t);
        if (pieces.length === 2) stop.abort();
      },
      stop.signal,
    );
    const { content } = await reply;
    expect(content).toBe(pieces.join(''));
    expect(pieces).toHaveLength(2);
  });

  it('turns a stream that hangs past the deadline into AI_TIMEOUT', async () => {
    const { reply } = await streamed('hang');
    expect(await appErrorOf(reply)).toMatchObject({ status: 504, code: 'AI_TIMEOUT' });
  });

  it.each(['malformed-stream', 'drop'] as const)(
    'turns a %s answer into AI_STREAM_BROKEN, the key never logged',
    async (kind) => {
      logged.length = 0;
      const { reply, pieces } = await streamed(kind);
      expect(await appErrorOf(reply)).toMatchObject({ status: 502, code: 'AI_STREAM_BROKEN' });
      expect(pieces.length).toBeGreaterThan(0);
      expect(logged.some((l) => /broke off/.test(l))).toBe(true);
      expect(logged.join('\n')).not.toContain(API_KEY);
    },
  );

  it('maps an HTTP error and an unreachable service like the other calls', async () => {
    const { reply } = await streamed('http-500');
    expect(await appErrorOf(reply)).toMatchObject({ status: 502, code: 'AI_UNAVAILABLE' });
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const unreachable = transport(`http://127.0.0.1:${port}/v1`).stream(
      CHAT,
      500,
      () => {},
      new AbortController().signal,
    );
    expect(await appErrorOf(unreachable)).toMatchObject({ status: 503, code: 'AI_UNAVAILABLE' });
  });
});
