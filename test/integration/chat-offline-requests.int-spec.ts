import fs from 'node:fs';
import type { ChatHistoryMessage, ChatTurn } from '../../apps/api/src/modules/chat/engines/chat-engine';
import { OfflineChatEngine } from '../../apps/api/src/modules/chat/engines/offline/offline-chat-engine';
import { ChatSourceLibrary } from '../../apps/api/src/modules/chat/sources/chat-sources';
import {
  GRADING_ENGINE,
  type GradingEngine,
} from '../../apps/api/src/modules/grading/engines/grading-engine';
import { MathsService } from '../../apps/api/src/modules/maths/maths.service';
import { judge, loadRequests, mathsHolds, type ChatRequestCase } from '../fixtures/chat/judge';
import { registerStudent, startTestApp, type TestApp } from './support/test-app';

/**
 * The offline tutor on the 40 requests of test/fixtures/chat/requests.json, through the real parts:
 * retrieval over the imported bank in Postgres (ChatSourceLibrary), WordNet, the maths engine and the
 * offline marking engine. Each reply streams in pieces that add up to its text, cites only what this
 * reply retrieved, and meets its line of the fixture (maths checked by mathjs, not by the engine's
 * wording). CHAT_OFFLINE_REPORT=<file> writes the verdicts as JSON (bench/chat reads it).
 */
const REQUESTS = loadRequests();

let t: TestApp;
let engine: OfflineChatEngine;
let library: ChatSourceLibrary;
let userId: string;
const verdicts: Array<{
  id: string;
  category: string;
  failure: string | null;
  baselineFailure: string | null;
  reply: string;
}> = [];

beforeAll(async () => {
  t = await startTestApp();
  library = t.app.get(ChatSourceLibrary);
  engine = new OfflineChatEngine({
    maths: t.app.get(MathsService),
    grader: t.app.get<GradingEngine>(GRADING_ENGINE),
  });
  userId = (await registerStudent(t)).user.id;
}, 60_000);

afterAll(async () => {
  if (process.env.CHAT_OFFLINE_REPORT)
    fs.writeFileSync(process.env.CHAT_OFFLINE_REPORT, JSON.stringify(verdicts, null, 2));
  await t?.close();
});

async function ask(content: string, mode: ChatTurn['mode'], history: ChatHistoryMessage[]) {
  const sources = library.forReply(userId);
  const pieces: string[] = [];
  const reply = await engine.reply(
    { userId, mode, content, attachments: [], history },
    sources,
    { write: (text) => pieces.push(text) },
    new AbortController().signal,
  );
  return { reply, pieces, sources };
}

/**
 * The bench's baseline, judged on the same lines: retrieval alone, as a search box would answer (the
 * best hit for the message, quoted and cited), with no request reading, maths, dictionary or marking.
 */
async function retrievalOnly(request: ChatRequestCase): Promise<string | null> {
  const [hit] = await library.forReply(userId).search(request.message, { limit: 1 });
  const reply = hit
    ? { content: `${hit.title} [1]\n> ${hit.text}`, cited: [hit.key], checkQuestion: null }
    : { content: 'No results.', cited: [], checkQuestion: null };
  return judge(reply, request.expect);
}

async function run(request: ChatRequestCase) {
  const history: ChatHistoryMessage[] = [];
  if (request.before) {
    const earlier = await ask(request.before, request.mode, []);
    history.push(
      { role: 'user', content: request.before, mode: request.mode, attachments: [] },
      { role: 'assistant', content: earlier.reply.content, mode: request.mode, attachments: [] },
    );
  }
  return ask(request.message, request.mode, history);
}

describe('the offline tutor on 40 requests as students type them', () => {
  it('has 40 varied requests', () => {
    expect(REQUESTS).toHaveLength(40);
    expect(new Set(REQUESTS.map((r) => r.category))).toEqual(
      new Set(['maths', 'maths-hint', 'definition', 'explanation', 'question', 'mark', 'cannot-help']),
    );
  });

  it('judges maths by value: a wrong result, a missed root or a wrong unit fails', () => {
    const derivative = { type: 'expression', expected: '2*x*sin(x) + x^2*cos(x)' } as const;
    expect(mathsHolds('2x \\sin\\left(x\\right)+x^{2} \\cos\\left(x\\right)', derivative)).toBe(true);
    expect(mathsHolds('2x \\cos\\left(x\\right)', derivative)).toBe(false);
    const antiderivative = { type: 'antiderivative', expected: 'x*e^x - e^x' } as const;
    expect(mathsHolds('x e^{x}-e^{x}+7+C', antiderivative)).toBe(true);
    expect(mathsHolds('x e^{x}+C', antiderivative)).toBe(false);
    const roots = { type: 'roots' as const, expected: ['-1 + 2i', '-1 - 2i'] };
    expect(mathsHolds('x = -1+2 i \\quad\\text{or}\\quad x = -1-2 i', roots)).toBe(true);
    expect(mathsHolds('x = -1+2 i', roots)).toBe(false);
    expect(mathsHolds('36 \\mathrm{m}', { type: 'value', expected: 36, unit: 'm' })).toBe(true);
    expect(mathsHolds('36 \\mathrm{s}', { type: 'value', expected: 36, unit: 'm' })).toBe(false);
  });

  it.each(REQUESTS.map((r) => [r.id, r] as const))(
    '%s',
    async (_id, request) => {
      const { reply, pieces, sources } = await run(request);
      const failure = judge(reply, request.expect);
      const baselineFailure = process.env.CHAT_OFFLINE_REPORT ? await retrievalOnly(request) : null;
      verdicts.push({
        id: request.id,
        category: request.category,
        failure,
        baselineFailure,
        reply: reply.content,
      });

      expect(pieces.join('')).toBe(reply.content);
      expect(pieces.length).toBeGreaterThan(1);
      for (const key of reply.cited) expect(sources.get(key)).toBeDefined();
      for (const marker of reply.content.matchAll(/\[(\d+)\]/g))
        expect(reply.cited[Number(marker[1]) - 1]).toBeDefined();
      expect({ message: request.message, failure, reply: reply.content }).toEqual({
        message: request.message,
        failure: null,
        reply: reply.content,
      });
    },
    30_000,
  );
});
